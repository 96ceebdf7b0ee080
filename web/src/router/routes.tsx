import { Navigate, Outlet, type RouteObject } from 'react-router-dom';
import { ALL_ROUTES, HOME_ROUTE, type RouteDef } from '@jxc/services/contracts';
import { Exception } from '../components/Exception';
import { PageSpinner } from '../components/PageSpinner';
import { BlankLayout } from '../layouts/BlankLayout';
import { UserLayout } from '../layouts/UserLayout';
import { AUDIT_SCREENS } from '../modules/audit';
import { CATALOG_SCREENS } from '../modules/catalog';
import { DATA_IMPORT_SCREENS } from '../modules/data-import';
import { FINANCE_SCREENS } from '../modules/finance';
import { ACCOUNT_BLANK_ROUTES, ACCOUNT_ROUTES, IDENTITY_SCREENS } from '../modules/identity';
import { INVENTORY_SCREENS } from '../modules/inventory';
import { LEDGER_SCREENS } from '../modules/ledger';
import { MARKETING_SCREENS } from '../modules/marketing';
import { OFFLINE_MAIN_ROUTES } from '../modules/offline';
import { CONSOLE_ROUTES } from '../modules/operator';
import { PERIOD_SCREENS } from '../modules/period';
import { PRICING_SCREENS } from '../modules/pricing';
import { PRINT_PAGE_ROUTES, PRINTING_SCREENS } from '../modules/printing';
import { PURCHASING_SCREENS } from '../modules/purchasing';
import { REPORTS_SCREENS } from '../modules/reports';
import { SALES_SCREENS } from '../modules/sales';
import { SETTINGS_SCREENS } from '../modules/settings';
import { SHOP_PUBLIC_ROUTES, SHOP_SCREENS } from '../modules/shop';
import { SHELL_BLANK_ROUTES, SHELL_MAIN_ROUTES } from '../modules/shell';
import { titled, type Screens } from './handle';
import { lazyPage } from './lazyPage';
import { GATED, RequireAuth } from './RequireAuth';
import { Root, RootError } from './Root';

/** Public routes on the blank layout, and the error pages. */
const blankRoutes: RouteObject[] = [
  ...SHELL_BLANK_ROUTES.slice(0, 1),
  ...ACCOUNT_BLANK_ROUTES,
  ...SHELL_BLANK_ROUTES.slice(1),
  { path: '/exception/403', element: <Exception type="403" />, ...titled('403') },
  { path: '/exception/404', element: <Exception type="404" />, ...titled('404') },
  { path: '/exception/500', element: <Exception type="500" />, ...titled('500') },
  { path: '/404', element: <Exception type="404" />, ...titled('404') },
];

/** Gated screens built so far, by path, as the modules give them; the others of the catalogue are still in development. */
const SCREENS: Screens = {
  ...CATALOG_SCREENS,
  ...SALES_SCREENS,
  ...PURCHASING_SCREENS,
  ...INVENTORY_SCREENS,
  ...FINANCE_SCREENS,
  ...REPORTS_SCREENS,
  ...SETTINGS_SCREENS,
  ...PRINTING_SCREENS,
  ...IDENTITY_SCREENS,
  ...AUDIT_SCREENS,
  ...PRICING_SCREENS,
  ...SHOP_SCREENS,
  ...MARKETING_SCREENS,
  ...PERIOD_SCREENS,
  ...LEDGER_SCREENS,
  ...DATA_IMPORT_SCREENS,
};

const gatedRoute = (r: RouteDef): RouteObject =>
  SCREENS[r.path]
    ? { path: r.path, lazy: SCREENS[r.path], ...titled(r.title) }
    : { path: r.path, element: <Exception type="404" />, ...titled(r.title) };

/**
 * Routes of the main layout: home, /module (children generated from the server menu), and every gated route of
 * the contracts' catalogue. Screens not built yet render the 'page missing or in development' page.
 */
const mainRoutes: RouteObject[] = [
  ...SHELL_MAIN_ROUTES,
  ...OFFLINE_MAIN_ROUTES,
  ...ALL_ROUTES.filter((r) => r !== HOME_ROUTE).map(gatedRoute),
];

export const routes: RouteObject[] = [
  {
    element: <Root />,
    errorElement: <RootError />,
    hydrateFallbackElement: <PageSpinner />,
    children: [
      { element: <UserLayout />, children: ACCOUNT_ROUTES },
      { element: <BlankLayout />, children: blankRoutes },
      ...SHOP_PUBLIC_ROUTES,
      ...CONSOLE_ROUTES,
      { path: '/Home', element: <Navigate to="/Home/home" replace /> },
      { path: '/Home/home', element: <Navigate to="/" replace /> },
      {
        id: GATED,
        element: (
          <RequireAuth>
            <Outlet />
          </RequireAuth>
        ),
        children: [
          // The main layout's code loads only once signed in, beside the first screen's.
          { lazy: lazyPage(() => import('../layouts/main/MainLayout'), 'MainLayout'), children: mainRoutes },
          ...PRINT_PAGE_ROUTES,
        ],
      },
      { path: '*', element: <Navigate to="/404" replace /> },
    ],
  },
];

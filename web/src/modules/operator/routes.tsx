import { Navigate, Outlet, type RouteObject } from 'react-router-dom';
import { titled } from '../../router/handle';
import { lazyPage } from '../../router/lazyPage';
import { consoleSession } from './api';
import { CONSOLE_SCREENS } from './consoleScreens';

function RequireOperator({ children }: { children: React.ReactNode }) {
  return consoleSession() ? children : <Navigate to="/console/login" replace />;
}

/** The operators' console at /console: its own sign-in and layout, apart from the shop's menus and session. */
export const CONSOLE_ROUTES: RouteObject[] = [
  { path: '/console/login', lazy: lazyPage(() => import('./ConsoleLogin'), 'ConsoleLogin'), ...titled('运营后台登录') },
  {
    path: '/console',
    element: (
      <RequireOperator>
        <Outlet />
      </RequireOperator>
    ),
    children: [
      {
        lazy: lazyPage(() => import('./ConsoleLayout'), 'ConsoleLayout'),
        children: [
          { index: true, element: <Navigate to={CONSOLE_SCREENS[0].path} replace /> },
          ...CONSOLE_SCREENS.map((screen) => ({ path: screen.path, lazy: screen.load, ...titled(screen.title) })),
          { path: 'companies/:companyId', lazy: lazyPage(() => import('./CompanyDetail'), 'CompanyDetail'), ...titled('公司详情') },
        ],
      },
    ],
  },
];

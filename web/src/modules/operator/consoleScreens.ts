import { createElement, type ComponentType } from 'react';
import { lazyPage } from '../../router/lazyPage';
import { consoleCall } from './api';

/**
 * A screen of the operators' console: a tab of its menu at /console/{path}, loaded when first opened. Another module
 * (announcements, prices …) adds its screen here with an explicit import of its page, one entry each:
 *   { path: 'announcements', title: '公告与版本', load: lazyPage(() => import('./announcements/Announcements'), 'Announcements') },
 * The menu shows them in this order; /console opens the first.
 */
export interface ConsoleScreen {
  path: string;
  title: string;
  load: () => Promise<{ Component: ComponentType }>;
}

export const CONSOLE_SCREENS: ConsoleScreen[] = [
  { path: 'companies', title: '公司', load: lazyPage(() => import('./Companies'), 'Companies') },
  { path: 'announcements', title: '公告与版本', load: lazyPage(() => import('./announcements/Announcements'), 'Announcements') },
  {
    path: 'prices',
    title: '版本价格与收款',
    // Billing's screen takes the console's caller: billing does not import the console.
    load: () => import('../billing').then((m) => ({ Component: () => createElement(m.BillingConsole, { call: consoleCall }) })),
  },
  { path: 'log', title: '操作日志', load: lazyPage(() => import('./ConsoleLog'), 'ConsoleLog') },
];

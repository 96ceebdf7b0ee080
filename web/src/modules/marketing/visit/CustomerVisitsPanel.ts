import { lazy } from 'react';

/** 客户拜访 in a customer's detail (the app puts it among catalog's customer panels), its code loaded when first shown. */
export const CustomerVisitsPanel = lazy(() => import('./CustomerVisits').then((m) => ({ default: m.CustomerVisits })));

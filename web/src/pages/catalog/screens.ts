import type { RouteObject } from 'react-router-dom';

/** Master-data screens (products, customers, suppliers, warehouses, accounts …) by route path. */
export const CATALOG_SCREENS: Record<string, RouteObject['lazy']> = {};

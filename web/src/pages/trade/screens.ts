import type { RouteObject } from 'react-router-dom';

/** Purchasing, stock and payables screens by route path. */
export const TRADE_SCREENS: Record<string, RouteObject['lazy']> = {};

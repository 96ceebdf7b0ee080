import { useMatches, type RouteObject } from 'react-router-dom';

/** Route metadata carried in each route's `handle`. */
export interface RouteHandle {
  title: string;
}

/** The title of the deepest matched route that has one. */
export function useRouteTitle(): string {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const title = (matches[i].handle as RouteHandle | undefined)?.title;
    if (title) return title;
  }
  return '';
}

/** Gated screens by route path: the route's lazy loader (each module's routes give its own). */
export type Screens = Record<string, RouteObject['lazy']>;

/** A route's title, as its handle carries it. */
export const titled = (title: string): { handle: RouteHandle } => ({ handle: { title } });

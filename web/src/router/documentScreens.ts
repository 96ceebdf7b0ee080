import type { DocumentDescription } from '@jxc/services/contracts';
import type { Screens } from './handle';
import { lazyPage } from './lazyPage';

/**
 * A document's screens by route path: each of its description's routes (DOCUMENTS) shows the named export of the
 * module's page module. Without an edit route a draft is edited in the add screen.
 */
export function documentScreens<M, D extends DocumentDescription>(
  load: () => Promise<M>,
  d: D,
  names: { readonly [R in keyof D['routes']]-?: keyof M },
): Screens {
  return Object.fromEntries(Object.entries(d.routes).map(([role, path]) => [path, lazyPage(load, names[role as keyof D['routes']])]));
}

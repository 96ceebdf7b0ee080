import { call } from '../../api/http';

/** Which first steps the shop has taken, as the read models show them, and whether an administrator hid the checklist. */
export interface GettingStartedState {
  warehouse: boolean;
  product: boolean;
  stock: boolean;
  sale: boolean;
  hidden: boolean;
}

export const gettingStarted = () => call<GettingStartedState>('GettingStarted/Detail', {}, { quiet: true });
export const hideGettingStarted = () => call<null>('GettingStarted/Hide', {}, { quiet: true });

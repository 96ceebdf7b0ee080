/** Which first steps the shop has taken, as the read models show them, and whether an administrator hid the checklist (GettingStarted/Detail). */
export interface GettingStartedState {
  warehouse: boolean;
  product: boolean;
  stock: boolean;
  sale: boolean;
  hidden: boolean;
}

import type { ReactNode } from 'react';
import { CustomerPanelSlot } from './modules/catalog';
import { CustomerVisitsPanel } from './modules/marketing';

/** What a module shows inside a lower module's screen, put in here: the lower module imports none above it. */
const CUSTOMER_PANELS = [CustomerVisitsPanel];

export function PlugIns({ children }: { children: ReactNode }) {
  return <CustomerPanelSlot.Provider value={CUSTOMER_PANELS}>{children}</CustomerPanelSlot.Provider>;
}

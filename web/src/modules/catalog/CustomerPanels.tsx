import { createContext, Suspense, useContext, type ComponentType } from 'react';

export interface CustomerPanelProps {
  customId: string;
  customName: string;
}

/**
 * What modules above catalog show in a customer's detail (客户拜访), put in by the app (web/src/PlugIns.tsx): catalog
 * imports none of them. A panel may be lazy; it shows once its code has loaded.
 */
export const CustomerPanelSlot = createContext<readonly ComponentType<CustomerPanelProps>[]>([]);

export function CustomerPanels(props: CustomerPanelProps) {
  const panels = useContext(CustomerPanelSlot);
  return (
    <Suspense fallback={null}>
      {panels.map((Panel, i) => (
        <Panel key={i} {...props} />
      ))}
    </Suspense>
  );
}

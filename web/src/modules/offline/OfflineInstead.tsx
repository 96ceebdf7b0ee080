import { useState, type ReactNode } from 'react';
import { OfflineCount } from './OfflineCount';
import { OfflineSale } from './OfflineSale';

/** A form screen that, opened without a network, is the phone's offline form instead (decided on opening). */
export function OfflineInstead({ kind, children }: { kind: 'sale' | 'count'; children: ReactNode }) {
  const [offline] = useState(() => !navigator.onLine);
  if (!offline) return <>{children}</>;
  return kind === 'sale' ? <OfflineSale /> : <OfflineCount />;
}

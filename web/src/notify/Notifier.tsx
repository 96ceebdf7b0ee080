import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { onWaiting } from './bus';

// Without its code the notices keep waiting on the bus (a page left offline before it loaded).
const Toasts = lazy<ComponentType>(() =>
  import('./Toasts').then(
    (m) => ({ default: m.Toasts }),
    () => ({ default: () => null }),
  ),
);

/** The toasts of the bus's notifications: their code loads with the first notice, not with the sign-in page. Mount once. */
export function Notifier() {
  const [needed, setNeeded] = useState(false);
  useEffect(() => onWaiting(() => setNeeded(true)), []);
  return needed ? (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  ) : null;
}

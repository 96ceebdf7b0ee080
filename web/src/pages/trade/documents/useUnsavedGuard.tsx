import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router-dom';
import { ConfirmDialog } from '../../../kit/ConfirmDialog';

/**
 * Asks before leaving a form with unsaved changes, inside the app (links, tabs, back) and when closing or
 * reloading the browser tab. `release()` lets the next navigation through (after a save).
 */
export function useUnsavedGuard(dirty: boolean) {
  const released = useRef(false);
  const blocker = useBlocker(({ currentLocation, nextLocation }) =>
    dirty && !released.current && currentLocation.pathname + currentLocation.search !== nextLocation.pathname + nextLocation.search);

  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const dialog = (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title="离开此页"
      message="单据还没有保存，离开后修改将丢失。确定离开吗？"
      confirmLabel="离开"
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
  return { dialog, release: () => void (released.current = true) };
}

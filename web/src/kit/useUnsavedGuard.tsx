import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router-dom';
import { ConfirmDialog } from './ConfirmDialog';

/**
 * Asks before leaving a full-page form with unsaved changes: navigation inside the app (links, tabs, back) gets a
 * dialog, closing or reloading the page the browser's own question. `allowLeave()` lets the next navigation
 * through (after a save). Render the returned element.
 */
export function useUnsavedGuard(dirty: boolean) {
  const allowed = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !allowed.current && currentLocation.pathname + currentLocation.search !== nextLocation.pathname + nextLocation.search,
  );

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
      message="有未保存的修改，离开后将丢失。确定离开吗？"
      confirmLabel="离开"
      onCancel={() => blocker.reset?.()}
      onConfirm={() => blocker.proceed?.()}
    />
  );
  return { dialog, allowLeave: () => (allowed.current = true) };
}

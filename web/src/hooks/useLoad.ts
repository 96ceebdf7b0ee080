import { useEffect, useEffectEvent, useState } from 'react';

export interface Loaded<T> {
  data: T | undefined;
  loading: boolean;
  failed: boolean;
}

/** Runs `load` when `key` changes (skipped while `key` is null); errors are already shown by the API client. */
export function useLoad<T>(load: () => Promise<T>, key: string | null): Loaded<T> {
  const [state, setState] = useState<Loaded<T>>({ data: undefined, loading: key !== null, failed: false });
  // `load` is usually an inline function: the effect calls the current one, and `key` alone says when to reload.
  const run = useEffectEvent(() => load());
  useEffect(() => {
    if (key === null) return;
    let live = true;
    setState((s) => ({ ...s, loading: true, failed: false }));
    run().then(
      (data) => live && setState({ data, loading: false, failed: false }),
      () => live && setState({ data: undefined, loading: false, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [key]);
  return state;
}

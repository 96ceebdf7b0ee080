import { useState } from 'react';
import { errorMessage } from '../api/http';

/** A refusal of what a screen asked: a message, the lines it names (库存不足), an upgrade offer (monthly cap). */
export interface Failure {
  title: string;
  items?: string[];
  upgrade?: boolean;
}

/** A screen's call to the server: busy while it runs, and its refusal as the failure to show. */
export function useServerCall() {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Failure>();
  const run = async (call: () => Promise<void>) => {
    setFailure(undefined);
    setBusy(true);
    try {
      await call();
    } catch (e) {
      setFailure({ title: errorMessage(e) });
    } finally {
      setBusy(false);
    }
  };
  return { busy, failure, setFailure, run };
}

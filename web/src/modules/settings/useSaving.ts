import { useState } from 'react';
import { errorMessage } from '../../api/http';

/** A settings form's save: busy while it runs, and the server's refusal to show above the fields. */
export function useSaving() {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  const run = async (save: () => Promise<void>) => {
    setBusy(true);
    setFailure('');
    try {
      await save();
    } catch (e) {
      setFailure(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  return { busy, failure, run };
}

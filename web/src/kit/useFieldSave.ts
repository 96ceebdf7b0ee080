import { useState } from 'react';
import { ApiError, errorMessage } from '../api/http';
import { fieldOfLabel, type FieldDesc } from './fields';

/**
 * A form page's save: busy while it runs; the server's refusal under the field it names (`check` puts it there), or
 * else (and always without fields) above the fields (`error`).
 */
export function useFieldSave(fields: readonly FieldDesc[] = [], check: (errors: Record<string, string>) => unknown = () => undefined) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const run = async (save: () => Promise<void>) => {
    setBusy(true);
    setError('');
    try {
      await save();
    } catch (err) {
      const message = errorMessage(err);
      const key = err instanceof ApiError && err.kind === 'validation' ? fieldOfLabel(fields, message) : undefined;
      if (key) check({ [key]: message });
      else setError(message);
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, run };
}

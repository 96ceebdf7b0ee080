import { useCallback, useState } from 'react';
import { ApiError, errorMessage } from '../api/http';
import { fieldOfMessage } from '../utils/fieldOfMessage';

export type FieldErrors<F> = Partial<Record<keyof F, string>>;

/** Form values and per-field messages; editing a field clears its message. */
export function useForm<F extends Record<string, string>>(initial: F) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<F>>({});

  const set = useCallback((key: keyof F, value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => (e[key] ? { ...e, [key]: undefined } : e));
  }, []);

  /** Props for a Fluent Input bound to `key`. */
  const bind = (key: keyof F) => ({
    value: values[key],
    onChange: (_: unknown, d: { value: string }) => set(key, d.value),
  });

  /** Sets the messages and says whether the form is clean. */
  const check = (found: FieldErrors<F>) => {
    setErrors(found);
    return Object.values(found).every((m) => !m);
  };

  /** Puts a server validation message under the one of `fields` it names and returns ''; otherwise returns the message. */
  const placeError = (e: unknown, fields: readonly (keyof F)[]): string => {
    const message = errorMessage(e);
    const field = e instanceof ApiError && e.kind === 'validation' ? fieldOfMessage<F>(message, fields) : undefined;
    if (!field) return message;
    setErrors((old) => ({ ...old, [field]: message }));
    return '';
  };

  return { values, errors, set, bind, check, placeError };
}

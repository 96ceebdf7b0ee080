import type { LedgerAux } from '@jxc/services/contracts';
import { useLoad } from '../../hooks/useLoad';
import type { Choice } from '../../kit/ChoiceSelect';
import { auxOptions } from './api';

/** The records of the auxiliary dimensions asked for (客户, 结算账户 …), by dimension; empty until loaded. */
export function useAuxChoices(kinds: readonly LedgerAux[]): Partial<Record<LedgerAux, Choice[]>> {
  const wanted = [...new Set(kinds)].sort();
  const { data } = useLoad(
    () => Promise.all(wanted.map(async (k) => [k, await auxOptions(k)] as const)).then(Object.fromEntries),
    wanted.length ? `aux:${wanted.join()}` : null,
  );
  return (data ?? {}) as Partial<Record<LedgerAux, Choice[]>>;
}

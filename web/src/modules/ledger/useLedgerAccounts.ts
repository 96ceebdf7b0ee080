import type { LedgerAccountRow } from '@jxc/services/contracts';
import { useLoad } from '../../hooks/useLoad';
import type { Choice } from '../../kit/ChoiceSelect';
import { ledgerAccounts } from './api';

/** The company's chart of accounts, by code, and its accounts as choices (1122 应收账款). */
export function useLedgerAccounts(key = 'ledger-accounts'): { accounts: LedgerAccountRow[]; choices: Choice[] } {
  const accounts = useLoad(ledgerAccounts, key).data ?? [];
  return { accounts, choices: accounts.map((a) => ({ id: a.code, name: `${a.code} ${a.name}` })) };
}

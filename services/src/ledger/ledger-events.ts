import type { LedgerAux, LedgerDirection, LedgerCategory, RuleLine, VoucherMode } from '../contracts';
import { eventNames } from '../shared/es/event-names';

/** A voucher line as the ledger's events carry it: amounts as exact decimal strings. */
export interface VoucherLineData {
  accountCode: string;
  summary: string;
  debit: string;
  credit: string;
  customId?: string;
  supplierId?: string;
  accountId?: string;
  warehouseId?: string;
  employeeId?: string;
}

/** A manual voucher as saved (new or changed), or the closing voucher of 结转损益. */
export interface VoucherSaved {
  voucherId: string;
  date: string;
  summary: string;
  attachments: number;
  lines: VoucherLineData[];
}

export interface VoucherReview {
  voucherId: string;
  voucherNo: string;
}

export interface AccountData {
  code: string;
  name: string;
  parentCode: string | null;
  direction: LedgerDirection;
  category: LedgerCategory;
  aux: LedgerAux[];
}

export type LedgerEvent =
  | { type: 'AccountAdded'; data: AccountData }
  | { type: 'AccountChanged'; data: Pick<AccountData, 'code' | 'name' | 'aux'> }
  | { type: 'AccountDisabled'; data: { code: string; name: string } }
  | { type: 'AccountEnabled'; data: { code: string; name: string } }
  | { type: 'RuleSaved'; data: { ruleKey: string; title: string; lines?: RuleLine[]; accountCode?: string } }
  | { type: 'SettingSaved'; data: { voucherMode: VoucherMode } }
  | { type: 'VoucherSaved'; data: VoucherSaved }
  | { type: 'VoucherAudited'; data: VoucherReview }
  | { type: 'VoucherUnaudited'; data: VoucherReview }
  | { type: 'VoucherPosted'; data: VoucherReview }
  | { type: 'VoucherReversed'; data: VoucherReview & { redId: string; date: string } }
  | { type: 'ProfitClosed'; data: VoucherSaved & { period: string } };

/** Stored as Ledger{Event}: LedgerAccountAdded, LedgerVoucherAudited … */
export const LEDGER_EVENTS = eventNames('Ledger', [
  'AccountAdded',
  'AccountChanged',
  'AccountDisabled',
  'AccountEnabled',
  'RuleSaved',
  'SettingSaved',
  'VoucherSaved',
  'VoucherAudited',
  'VoucherUnaudited',
  'VoucherPosted',
  'VoucherReversed',
  'ProfitClosed',
] as const satisfies readonly LedgerEvent['type'][]);

/** What the ledger's events are called in the 操作日志. */
export const LEDGER_EVENT_TITLES: Record<string, string> = {
  [LEDGER_EVENTS.AccountAdded]: '新增会计科目',
  [LEDGER_EVENTS.AccountChanged]: '修改会计科目',
  [LEDGER_EVENTS.AccountDisabled]: '停用会计科目',
  [LEDGER_EVENTS.AccountEnabled]: '启用会计科目',
  [LEDGER_EVENTS.RuleSaved]: '修改凭证规则',
  [LEDGER_EVENTS.SettingSaved]: '修改凭证设置',
  [LEDGER_EVENTS.VoucherSaved]: '保存凭证',
  [LEDGER_EVENTS.VoucherAudited]: '审核凭证',
  [LEDGER_EVENTS.VoucherUnaudited]: '反审核凭证',
  [LEDGER_EVENTS.VoucherPosted]: '凭证过账',
  [LEDGER_EVENTS.VoucherReversed]: '红字冲销凭证',
  [LEDGER_EVENTS.ProfitClosed]: '结转损益',
};

export const LEDGER_STREAM_TITLES: Record<string, string> = { Ledger: '会计账簿' };

/** One stream per company: its chart, rules, setting, manual vouchers and every review. */
export const ledgerStream = (companyId: string) => `Ledger-${companyId}`;

/** Files attached to a voucher are the annex module's, of this owner type. */
export const VOUCHER_ANNEX_OWNER = 'Voucher';

/** 系统重置 keeps the chart, the rules and the setting (the vouchers go with the documents, see the projection). */
export const LEDGER_KEPT_ON_RESET = ['Ledger'];

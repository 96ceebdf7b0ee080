import type {
  BalanceSheet,
  DetailBook,
  GeneralBook,
  LedgerAccountInput,
  LedgerAux,
  LedgerAccountRow,
  LedgerCheck,
  LedgerEntries,
  LedgerRule,
  LedgerRuleInput,
  LedgerSetting,
  ProfitStatement,
  TrialBalance,
  VoucherInput,
  VoucherPage,
  VoucherRow,
} from '@jxc/services/contracts';
import { call } from '../../api/http';
import type { FilePayload, FilteredQuery, Page } from '../../api/types';
import type { Choice } from '../../kit/ChoiceSelect';

/** 凭证列表 as the list kit pages it. */
export const voucherPage = async (q: FilteredQuery): Promise<Page<VoucherRow>> => {
  const page = await call<VoucherPage>('Voucher/PageQuery', q);
  return { pageNo: q.pageNo, pageSize: q.pageSize, totalCount: page.total, data: page.data };
};
export const voucherDetail = (voucherId: string) => call<VoucherRow>('Voucher/Detail', { voucherId });
export const saveVoucher = (input: VoucherInput) => call<VoucherRow>('Voucher/Save', input);
/** 审核, 反审核, 过账 and 红冲 of one voucher. */
export type VoucherStep = 'Audit' | 'UnAudit' | 'Post' | 'Red';
export const voucherStep = (step: VoucherStep, voucherId: string) => call<VoucherRow>(`Voucher/${step}`, { voucherId });
export const exportVouchers = (q: { startDate?: string; endDate?: string; keyword?: string }) => call<FilePayload>('Voucher/Export', q);

export const ledgerAccounts = () => call<LedgerAccountRow[] | { data: LedgerAccountRow[] }>('LedgerAccount/List').then(rows);
export const saveAccount = (input: LedgerAccountInput) => call<unknown>('LedgerAccount/Save', input);
export const disableAccount = (code: string, enable = false) => call<unknown>('LedgerAccount/Disable', { code, enable: enable ? 1 : 0 });

export const ledgerRules = () => call<LedgerRule[] | { data: LedgerRule[] }>('LedgerRule/List').then(rows);
export const saveRule = (input: LedgerRuleInput) => call<unknown>('LedgerRule/Save', input);
export const ledgerSetting = () => call<LedgerSetting>('LedgerSetting/Get');
export const saveSetting = (s: LedgerSetting) => call<LedgerSetting>('LedgerSetting/Save', s);

export const trialBalance = (period: string) => call<TrialBalance>('Ledger/TrialBalance', { period });
export const ledgerCheck = () => call<LedgerCheck>('Ledger/Check');
export const closeProfit = (period: string) => call<unknown>('Ledger/CloseProfit', { period });

export interface MonthRange {
  startPeriod: string;
  endPeriod: string;
}
export const detailBook = (q: MonthRange & { accountCode: string } & Record<string, string>) => call<DetailBook>('Ledger/DetailBook', q);
export const generalBook = (q: MonthRange & { accountCode?: string }) => call<GeneralBook>('Ledger/GeneralBook', q);
export const ledgerEntries = (q: MonthRange & { accounts: string[]; closing?: boolean }) => call<LedgerEntries>('Ledger/Entries', q);
export const profitStatement = (period: string) => call<ProfitStatement>('Ledger/ProfitStatement', { period });
export const balanceSheet = (period: string) => call<BalanceSheet>('Ledger/BalanceSheet', { period });

function rows<T>(r: T[] | { data: T[] }): T[] {
  return Array.isArray(r) ? r : r.data;
}

/** The records an auxiliary dimension names (客户, 供应商 …), as the ledger's users may read them. */
export const auxOptions = (aux: LedgerAux) => call<{ data: Choice[] }>('Ledger/AuxOptions', { aux }).then((r) => r.data);

/** A file attached to a voucher (the annex module's, owner type Voucher); its url is signed for about an hour. */
export interface VoucherFile {
  annexId: string;
  fileName: string;
  url: string;
}
export const voucherFiles = (voucherId: string) =>
  call<Page<VoucherFile>>('Annex/List', { ownerType: 'Voucher', ownerId: voucherId, pageNo: 1, pageSize: 50 }).then((p) => p.data);
export const attachToVoucher = (voucherId: string, file: FilePayload) =>
  call<VoucherFile>('Annex/Append', { ...file, ownerType: 'Voucher', ownerId: voucherId });
export const removeVoucherFile = (annexId: string) => call<unknown>('Annex/Remove', { annexId });

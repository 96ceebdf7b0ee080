import { call } from '../../api/http';
import type { BranchEntry, CodeKind, DateFormat, ResetCounts } from '@jxc/services/contracts';

// Business settings (/setting/setting).

export type LowestPriceRule = 'none' | 'warn' | 'refuse';

export interface BusinessSettings {
  allowNegativeStock: boolean;
  reserveOpenDocuments: boolean;
  lowestPriceRule: LowestPriceRule;
  qtyDigits: number;
  moneyDigits: number;
  /** 分仓出入库: audited purchases, sales and returns move stock only when the warehouse confirms them. */
  separatorWarehouse: boolean;
  /** A SKU entered again on a document counts one more on its line (else a line each time). */
  mergeSameSku: boolean;
  /** 默认结算账户: where money received or paid on a document goes unless another is chosen (null: the first account). */
  defaultAccountId: string | null;
  /** 零售默认全额收款: a sale to a retail customer (零售散客) starts paid in full. */
  retailFullPayment: boolean;
}

export const settingDetail = () => call<BusinessSettings>('Setting/Detail');
export const settingSave = (s: BusinessSettings) => call<BusinessSettings>('Setting/Save', s, { quiet: true });

// Multi-level approval (/examine/list): approver user ids per level, per document kind.

export interface ApprovalKind {
  kind: string;
  title: string;
  levels: { userIds: string[] }[];
}

export const examineDetail = () => call<{ data: ApprovalKind[] }>('Examine/Detail');
export const examineSave = (kind: string, levels: { userIds: string[] }[]) =>
  call<{ data: ApprovalKind[] }>('Examine/Save', { kind, levels }, { quiet: true });

// Document-number rules (/billno/list).

export interface BillnoRule {
  billType: number;
  title: string;
  prefix: string;
  defaultPrefix: string;
  dateFormat: DateFormat;
  seqLength: number;
  example: string;
  updatedBy: string | null;
  updateTime: string | null;
}

export const billnoList = () => call<{ data: BillnoRule[] }>('Billno/List');
export const billnoSave = (rule: Pick<BillnoRule, 'billType' | 'prefix' | 'dateFormat' | 'seqLength'>) =>
  call<BillnoRule>('Billno/Save', rule, { quiet: true });

// Code rules (编码规则, beside the document-number rules): the code a record saved without one gets.

export interface CodeRuleRow {
  kind: CodeKind;
  title: string;
  prefix: string;
  defaultPrefix: string;
  seqLength: number;
  example: string;
  updatedBy: string | null;
  updateTime: string | null;
}

export const codeRuleList = () => call<{ data: CodeRuleRow[] }>('CodeRule/List');
export const codeRuleSave = (rule: Pick<CodeRuleRow, 'kind' | 'prefix' | 'seqLength'>) =>
  call<CodeRuleRow>('CodeRule/Save', rule, { quiet: true });

// Branches (/store/list): the main branch first, each with its warehouses and staff.

export type Branch = BranchEntry;

export const branchList = () => call<{ data: Branch[] }>('Branch/List');
export const branchSave = (p: Record<string, unknown>) => call<{ branchId: string }>('Branch/Save', p, { quiet: true });
export const branchUpdate = (branchId: string, p: Record<string, unknown>) =>
  call<{ branchId: string }>('Branch/Update', { ...p, branchId }, { quiet: true });
export const branchRemove = (branchId: string) => call<{ branchId: string }>('Branch/Remove', { branchId });

// Company profile (/company/CompanyInfo).

export interface CompanyInfo {
  companyId: string;
  companyName: string;
  companyLogo: string;
  contact: string;
  phone: string;
  address: string;
  taxNo: string;
  industry: string;
  productType: number;
  editionName: string;
  endTime: string | null;
  isDemo: number;
}

export type CompanyChanges = Pick<CompanyInfo, 'companyName' | 'companyLogo' | 'contact' | 'phone' | 'address' | 'taxNo' | 'industry'>;

export const companyInfo = () => call<CompanyInfo>('Company/Detail');
export const companyUpdate = (changes: CompanyChanges) => call<CompanyInfo>('Company/Update', changes, { quiet: true });

// System reset (/reset/reset).

export interface ResetDetail extends ResetCounts {
  confirmText: string;
  history: { at: string; userName: string; title: string }[];
}

export const resetDetail = () => call<ResetDetail>('SysReset/Detail');
export const resetCompany = (password: string, confirmText: string) =>
  call<ResetDetail>('SysReset/Reset', { password, confirmText }, { quiet: true });

import { call } from '../../api/http';
import type { BillnoRuleRow, BranchEntry, BusinessSettings, CodeRuleRow, CompanyDetail, ResetDetail } from '@jxc/services/contracts';

// Business settings (/setting/setting).

export const settingDetail = () => call<BusinessSettings>('Setting/Detail');
/** What Setting/Save takes: every setting but the approvals (Examine/Save sets them). */
export const settingSave = (s: Omit<BusinessSettings, 'approvals'>) => call<BusinessSettings>('Setting/Save', s, { quiet: true });

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

export const billnoList = () => call<{ data: BillnoRuleRow[] }>('Billno/List');
export const billnoSave = (rule: Pick<BillnoRuleRow, 'billType' | 'prefix' | 'dateFormat' | 'seqLength'>) =>
  call<BillnoRuleRow>('Billno/Save', rule, { quiet: true });

// Code rules (编码规则, beside the document-number rules): the code a record saved without one gets.

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

export type CompanyChanges = Pick<CompanyDetail, 'companyName' | 'companyLogo' | 'contact' | 'phone' | 'address' | 'taxNo' | 'industry'>;

export const companyInfo = () => call<CompanyDetail>('Company/Detail');
export const companyUpdate = (changes: CompanyChanges) => call<CompanyDetail>('Company/Update', changes, { quiet: true });

// System reset (/reset/reset).

export const resetDetail = () => call<ResetDetail>('SysReset/Detail');
export const resetCompany = (password: string, confirmText: string) =>
  call<ResetDetail>('SysReset/Reset', { password, confirmText }, { quiet: true });

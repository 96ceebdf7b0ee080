import { call } from '../../api/http';

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
export const examineSave = (kind: string, levels: { userIds: string[] }[]) => call<{ data: ApprovalKind[] }>('Examine/Save', { kind, levels }, { quiet: true });

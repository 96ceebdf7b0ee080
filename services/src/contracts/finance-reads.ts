/** What the back office reads of the money documents: transfers, daily income and expense, refunds, prepaid, receipts and payments. */
import type { InvoiceDirection, InvoiceStatus } from './invoice';
import type { LifecycleStatus } from './lifecycle';

/** A money document's status as lists show it (a removed one is never listed). */
export type MoneyDocStatus = Exclude<LifecycleStatus, 'removed'>;

/** What every money document's list row carries: its number, date, status, who saved it and when. */
interface MoneyDocRow {
  billNo: string;
  billDate: string;
  status: MoneyDocStatus;
  remark: string | null;
  userName: string | null;
  createTime: string;
}

/** 账户转账: money moved from one account to another, less the fee. */
export interface AccountTransferRow extends MoneyDocRow {
  transId: string;
  outAccountId: string;
  outAccountName: string | null;
  inAccountId: string;
  inAccountName: string | null;
  amount: number;
  fee: number;
}

/** 日常收入 (105) or 日常支出 (106), with its partner when it has one. */
export interface FinanceFlowRow extends MoneyDocRow {
  flowId: string;
  flowType: 105 | 106;
  accountId: string;
  accountName: string | null;
  customId: string | null;
  customName: string | null;
  supplierId: string | null;
  supplierName: string | null;
  amount: number;
}

/** A line of a 日常收支: the income or expense item (收支项目) and its amount (exact, as text). */
export interface FinanceFlowLine {
  classId: string;
  className: string | null;
  amount: string;
  remark: string | null;
}

/** 客户退款 or 供应商退款; its partner under the kind's names (customId/customName or supplierId/supplierName). */
export type RefundRow = MoneyDocRow & {
  refundId: string;
  accountId: string;
  accountName: string | null;
  amount: number;
  refundFrom: 'overpaid' | 'prepaid';
} & Record<string, unknown>;

/** 预存款 (storeValue) or 押金 (deposit) of a customer; a deposit's held amount is what is still to return. */
export interface CustomCzRow extends MoneyDocRow {
  czId: string;
  czType: 'storeValue' | 'deposit';
  customId: string;
  customName: string | null;
  accountId: string;
  accountName: string | null;
  amount: number;
  giftAmount: number;
  returnedAmount: number;
  heldAmount: number;
}

/** A return of a deposit (退还押金). */
export interface DepositReturnRow {
  billDate: string;
  accountId: string;
  accountName: string | null;
  amount: number;
  remark: string | null;
  userName: string | null;
  createTime: string;
}

/** A move of a customer's prepaid (a top-up, a sale spending it, a return, a write-back) with the balance after it. */
export interface PrepaidFlowRow {
  customId: string;
  customName: string | null;
  czType: 'storeValue' | 'deposit';
  billType: number;
  billNo: string;
  docId: string;
  billDate: string;
  inAmount: number;
  outAmount: number;
  balance: number;
  createTime: string;
}

/** 收款单 or 付款单; its id and partner under the kind's names, with the documents it wrote off (hxList). */
export type SettlementRow = MoneyDocRow & {
  accountId: string;
  accountName: string | null;
  partnerName: string | null;
  amount: number;
  hxList: Record<string, unknown>[];
} & Record<string, unknown>;

/** An audited document of the partner still owing something, for a write-off (核销); its id under the target's id field. */
export type OpenDocumentRow = { billNo: string; billDate: string; totalAmount: number | null; openAmount: number | null } & Record<
  string,
  unknown
>;

/** One posting to what a supplier is owed or a customer owes, with the balance after it (both null without the side's price flag). */
export interface PartnerFlowRow {
  partnerId: string;
  partnerName: string;
  billNo: string;
  billType: number;
  docId: string;
  billDate: string;
  addAmount: number | null;
  settledAmount: number;
  balance: number | null;
  createTime: string;
}

/** One posting through an account (资金流水), with the account's balance after it. */
export interface AccountFlowRow {
  billNo: string;
  billType: number;
  docId: string;
  billDate: string;
  accountId: string;
  accountName: string;
  inAmount: number;
  outAmount: number;
  balance: number;
  createTime: string;
}

/** An audited sale or purchase with what it has had invoiced and what is left (Invoice/OpenDocs); its id also under the side's id field. */
export type InvoiceableDocRow = {
  docId: string;
  billType: number;
  billNo: string;
  billDate: string;
  partnerId: string;
  partnerName: string;
  totalAmount: number;
  returnAmount: number;
  invoicedAmount: number;
  invoiceCount: number;
  openAmount: number;
} & Record<string, unknown>;

/** One invoice of 发票流水 (Invoice/PageQuery), voided ones included. */
export interface InvoiceRow {
  invoiceId: string;
  direction: InvoiceDirection;
  billType: number;
  docId: string;
  billNo: string;
  billDate: string;
  partnerId: string;
  partnerName: string;
  invoiceNo: string;
  invoiceDate: string;
  invoiceType: string;
  amount: number;
  taxRate: number | null;
  taxAmount: number;
  netAmount: number;
  remark: string;
  status: InvoiceStatus;
  voidReason: string;
  voidUserName: string | null;
  voidTime: string | null;
  userName: string;
  createTime: string;
}

import { call } from '../../api/http';
import type { DocSaved, DocStatus } from '../document-engine';
import type { FilteredQuery, HistoryEntry, Page } from '../../api/types';

// Payables and receivables.

export interface PayableRow extends Record<string, unknown> {
  supplierId: string;
  supplierName: string;
  initAmount: number;
  addAmount: number;
  paidAmount: number;
  balance: number;
}

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

export const payablePage = (q: FilteredQuery) => call<Page<PayableRow>>('SupplierHandle/PageQuery', q);
export const payableFlowPage = (q: FilteredQuery) => call<Page<PartnerFlowRow>>('SupplierHandle/FlowPageQuery', q);

export interface ReceivableRow extends Record<string, unknown> {
  customId: string;
  customName: string;
  initAmount: number;
  addAmount: number;
  receivedAmount: number;
  balance: number;
}

/** One month of a customer's reconciliation (seed §3 customer period arrears; the seed's spellings). */
export interface ArrearsMonth {
  month: string;
  /** New arrears from sales. */
  receviveArrearsAmt: number;
  /** Taken off by returns. */
  saleReturnHxAmount: number;
  /** Received. */
  saleHxAmount: number;
  /** Owed at the month's end. */
  payArrearsAmt: number;
}

export const receivablePage = (q: FilteredQuery) => call<Page<ReceivableRow>>('CustomReceivable/PageQuery', q);
export const receivableFlowPage = (q: FilteredQuery) => call<Page<PartnerFlowRow>>('CustomReceivable/FlowPageQuery', q);
export const reconciliation = (customId: string, startMonth: string, endMonth: string) =>
  call<{ beginAmount: number; arrearsMonthList: ArrearsMonth[] }>('CustomReceivable/Reconciliation', {
    correspondingUnitId: customId,
    startMonth,
    endMonth,
  });

// Receipts (收款单) and payments (付款单), written off (核销) against sales or purchases.

/** One document written off, by the target's id field (saleId, buyId). */
export type HxLine = Record<string, string | number> & { amount: number };

export interface SettlementRow extends Record<string, unknown> {
  billNo: string;
  billDate: string;
  status: DocStatus;
  partnerName: string;
  accountId: string;
  accountName: string;
  amount: number;
  hxList: HxLine[];
  remark: string;
  userName: string;
  createTime: string;
}

export interface SettlementDetail extends SettlementRow {
  history: HistoryEntry[];
}

/** An audited sale or purchase of the partner that still owes something. */
export interface OpenDoc extends Record<string, unknown> {
  billNo: string;
  billDate: string;
  totalAmount: number;
  openAmount: number;
}

export interface SettlementSaveInput extends Record<string, unknown> {
  accountId: string;
  billDate: string;
  amount: number;
  hxList?: HxLine[];
  remark?: string;
  audit?: boolean;
}

/** `/api/{CustomReceive|SupplierPay}/…`; writes are quiet, the form shows the refusal (OVER_OPEN, OVER_AMOUNT …). */
export function settlementApi(group: string, idField: string) {
  const id = (docId: string) => ({ [idField]: docId });
  return {
    page: (q: FilteredQuery) => call<Page<SettlementRow>>(`${group}/PageQuery`, q),
    detail: (docId: string) => call<SettlementDetail>(`${group}/Detail`, id(docId)),
    save: (input: SettlementSaveInput) => call<DocSaved>(`${group}/Save`, input, { quiet: true }),
    audit: (docId: string) => call<unknown>(`${group}/Audit`, id(docId), { quiet: true }),
    writeBack: (docId: string) => call<unknown>(`${group}/WriteBack`, id(docId), { quiet: true }),
    remove: (docId: string) => call<unknown>(`${group}/Remove`, id(docId), { quiet: true }),
    appendHx: (docId: string, hxList: HxLine[]) => call<unknown>(`${group}/AppendHxRecord`, { ...id(docId), hxList }, { quiet: true }),
    openDocs: (q: FilteredQuery) => call<Page<OpenDoc>>(`${group}/PageQuerForHx`, q),
  };
}

export type SettlementApi = ReturnType<typeof settlementApi>;

// Account transfers (账户转账) and the cash book (资金流水).

export interface TransferRow extends Record<string, unknown> {
  transId: string;
  billNo: string;
  billDate: string;
  status: DocStatus;
  outAccountId: string;
  outAccountName: string;
  inAccountId: string;
  inAccountName: string;
  amount: number;
  fee: number;
  remark: string;
  userName: string;
  createTime: string;
}

export interface TransferDetail extends TransferRow {
  history: HistoryEntry[];
}

export interface TransferSaveInput extends Record<string, unknown> {
  outAccountId: string;
  inAccountId: string;
  billDate: string;
  amount: number;
  fee?: number;
  remark?: string;
  audit?: boolean;
}

/** One posting through an account, with the account's balance after it. */
export interface CashFlowRow extends Record<string, unknown> {
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

const trans = (transId: string) => ({ transId });
export const transferApi = {
  page: (q: FilteredQuery) => call<Page<TransferRow>>('AccountTrans/PageQuery', q),
  detail: (transId: string) => call<TransferDetail>('AccountTrans/Detail', trans(transId)),
  save: (input: TransferSaveInput) =>
    call<{ transId: string; billNo: string; status: DocStatus }>('AccountTrans/Save', input, { quiet: true }),
  update: (transId: string, input: TransferSaveInput) =>
    call<{ transId: string; billNo: string; status: DocStatus }>('AccountTrans/Update', { ...input, transId }, { quiet: true }),
  audit: (transId: string) => call<unknown>('AccountTrans/Audit', trans(transId), { quiet: true }),
  writeBack: (transId: string) => call<unknown>('AccountTrans/WriteBack', trans(transId), { quiet: true }),
  remove: (transId: string) => call<unknown>('AccountTrans/Remove', trans(transId), { quiet: true }),
};

export const cashFlowPage = (q: FilteredQuery) => call<Page<CashFlowRow>>('CapitalFlow/PageQuery', q);

// 日常收支 (FinanceFlow): 105 日常收入, 106 日常支出.

export type FlowType = 105 | 106;

export interface FlowRow extends Record<string, unknown> {
  flowId: string;
  flowType: FlowType;
  billNo: string;
  billDate: string;
  status: DocStatus;
  accountId: string;
  accountName: string;
  customId: string | null;
  customName: string | null;
  supplierId: string | null;
  supplierName: string | null;
  amount: number;
  remark: string;
  userName: string;
  createTime: string;
}

export interface FlowDetail extends FlowRow {
  lines: { classId: string; className: string; amount: number; remark: string }[];
  history: HistoryEntry[];
}

export interface FlowSaveInput extends Record<string, unknown> {
  flowType: FlowType;
  accountId: string;
  billDate: string;
  lines: { classId: string; amount: number; remark?: string }[];
  customId?: string;
  supplierId?: string;
  remark?: string;
  audit?: boolean;
}

const flow = (flowId: string) => ({ flowId });
export const flowApi = {
  page: (q: FilteredQuery) => call<Page<FlowRow>>('FinanceFlow/PageQuery', q),
  detail: (flowId: string) => call<FlowDetail>('FinanceFlow/Detail', flow(flowId)),
  save: (input: FlowSaveInput) => call<{ flowId: string; billNo: string; status: DocStatus }>('FinanceFlow/Save', input, { quiet: true }),
  update: (flowId: string, input: FlowSaveInput) =>
    call<{ flowId: string; billNo: string; status: DocStatus }>('FinanceFlow/Update', { ...input, flowId }, { quiet: true }),
  audit: (flowId: string) => call<unknown>('FinanceFlow/Audit', flow(flowId), { quiet: true }),
  writeBack: (flowId: string) => call<unknown>('FinanceFlow/WriteBack', flow(flowId), { quiet: true }),
  remove: (flowId: string) => call<unknown>('FinanceFlow/Remove', flow(flowId), { quiet: true }),
};

// 退款: 客户退款 (CustomRefund 110) and 供应商退款 (SupplierRefund 111).

/** Where a customer refund's money comes from: what they paid beyond their debt (多收款), or their prepaid store value (预存款). */
export type RefundFrom = 'overpaid' | 'prepaid';

export interface RefundRow extends Record<string, unknown> {
  refundId: string;
  billNo: string;
  billDate: string;
  status: DocStatus;
  accountId: string;
  accountName: string;
  amount: number;
  refundFrom: RefundFrom;
  remark: string;
  userName: string;
  createTime: string;
}

export interface RefundDetail extends RefundRow {
  history: HistoryEntry[];
}

export interface RefundSaveInput extends Record<string, unknown> {
  accountId: string;
  billDate: string;
  amount: number;
  refundFrom?: RefundFrom;
  remark?: string;
  audit?: boolean;
}

/** `/api/{CustomRefund|SupplierRefund}/…`; the partner goes by its field (customId, supplierId). Writes are quiet: the screen shows the refusal. */
export function refundApi(group: string, partnerField: string) {
  const id = (refundId: string) => ({ refundId });
  return {
    page: (q: FilteredQuery) => call<Page<RefundRow>>(`${group}/PageQuery`, q),
    detail: (refundId: string) => call<RefundDetail>(`${group}/Detail`, id(refundId)),
    save: (input: RefundSaveInput) =>
      call<{ refundId: string; billNo: string; status: DocStatus }>(`${group}/Save`, input, { quiet: true }),
    update: (refundId: string, input: RefundSaveInput) =>
      call<{ refundId: string; billNo: string; status: DocStatus }>(`${group}/Update`, { ...input, refundId }, { quiet: true }),
    audit: (refundId: string) => call<unknown>(`${group}/Audit`, id(refundId), { quiet: true }),
    writeBack: (refundId: string) => call<unknown>(`${group}/WriteBack`, id(refundId), { quiet: true }),
    remove: (refundId: string) => call<unknown>(`${group}/Remove`, id(refundId), { quiet: true }),
    refundable: (partnerId: string) => call<Record<RefundFrom, number>>(`${group}/Refundable`, { [partnerField]: partnerId }),
  };
}

export type RefundApi = ReturnType<typeof refundApi>;

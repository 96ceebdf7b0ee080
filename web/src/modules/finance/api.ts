import { call } from '../../api/http';
import type { DocSaved, DocStatus } from '../document-engine';
import type { FilteredQuery, HistoryEntry, Page } from '../../api/types';
import type {
  AccountFlowRow,
  AccountTransferRow,
  FinanceFlowLine,
  FinanceFlowRow,
  PartnerFlowRow,
  RefundRow,
  SettlementRow as SettlementRead,
} from '@jxc/services/contracts';

export type { PartnerFlowRow, RefundRow };

// Payables and receivables.

/** A partner's balance row (its id and name under the side's fields): opening, added by documents (null without the side's price flag), settled, and what is left. */
export type BalanceRow = Record<string, unknown> & { initAmount: number; addAmount: number | null; balance: number };

/** `/api/{SupplierHandle|CustomReceivable}/…`: what suppliers are owed or customers owe, and the postings to it. */
export const balanceApi = (group: 'SupplierHandle' | 'CustomReceivable') => ({
  page: (q: FilteredQuery) => call<Page<BalanceRow>>(`${group}/PageQuery`, q),
  flowPage: (q: FilteredQuery) => call<Page<PartnerFlowRow>>(`${group}/FlowPageQuery`, q),
});

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

export const reconciliation = (customId: string, startMonth: string, endMonth: string) =>
  call<{ beginAmount: number; arrearsMonthList: ArrearsMonth[] }>('CustomReceivable/Reconciliation', {
    correspondingUnitId: customId,
    startMonth,
    endMonth,
  });

// Receipts (收款单) and payments (付款单), written off (核销) against sales or purchases.

/** One document written off, by the target's id field (saleId, buyId). */
export type HxLine = Record<string, string | number> & { amount: number };

/** A receipt's or payment's row; the documents it wrote off carry their amounts. */
export type SettlementRow = SettlementRead & { hxList: HxLine[] };

export type SettlementDetail = SettlementRow & { history: HistoryEntry[] };

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

export type TransferRow = AccountTransferRow & Record<string, unknown>;

export type TransferDetail = TransferRow & { history: HistoryEntry[] };

export interface TransferSaveInput extends Record<string, unknown> {
  outAccountId: string;
  inAccountId: string;
  billDate: string;
  amount: number;
  fee?: number;
  remark?: string;
  audit?: boolean;
}

/** One posting through an account, with the account's balance after it (the contracts' row, indexable for the list kit). */
export type CashFlowRow = AccountFlowRow & Record<string, unknown>;

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

export type FlowType = FinanceFlowRow['flowType'];

export type FlowRow = FinanceFlowRow & Record<string, unknown>;

export type FlowDetail = FlowRow & { lines: FinanceFlowLine[]; history: HistoryEntry[] };

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
export type RefundFrom = RefundRow['refundFrom'];

export type RefundDetail = RefundRow & { history: HistoryEntry[] };

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

import { call } from './http';
import type { HistoryEntry, Page, PageQuery } from './types';

/** A screen's filters (status, dates, partner, warehouse …); blank ones are left out. */
export type Filter = Record<string, string | number | undefined>;

/** A list query with a screen's filters. */
export type FilteredQuery = PageQuery & Filter;

/** approving: a draft part way through a multi-level approval (/examine); it is still open like a draft. */
export type DocStatus = 'draft' | 'approving' | 'audited' | 'reversed';

/** One row of a document list ({Doc}/PageQuery); the id, partner and settle fields are named by the kind. */
export interface DocRow extends Record<string, unknown> {
  billNo: string;
  billDate: string;
  status: DocStatus;
  partnerName: string;
  warehouseName: string;
  /** Null for a user without the document's price flag. */
  totalAmount: number | null;
  userName: string;
  createTime: string;
  remark: string;
}

/** One line of a line-level list ({Doc}/DetailPageQuery). */
export interface DocLineRow {
  docId: string;
  billNo: string;
  billDate: string;
  status: DocStatus;
  partnerName: string;
  lineNo: number;
  productName: string;
  productCode: string;
  spec: string;
  unitName: string;
  qty: number;
  price: number | null;
  amount: number | null;
  taxAmount: number | null;
  lineTotal: number | null;
}

export interface DocLinePage extends Page<DocLineRow> {
  /**
   * Over every matching line: baseQty in main units; lineTotal null without the price flag. `qty` is no longer sent
   * (the server renamed it baseQty); it stays until catalog/supplierReturns reads baseQty.
   */
  totals: { baseQty: number; lineTotal: number | null; qty?: number };
}

export interface DocDetailLine {
  lineNo: number;
  skuId: string;
  productName: string;
  productCode: string;
  spec: string;
  barCode: string | null;
  warehouseId: string;
  warehouseName: string;
  unitName: string;
  qty: number;
  baseQty: number;
  price: number | null;
  discount: number;
  taxRate: number;
  amount: number | null;
  taxAmount: number | null;
  lineTotal: number | null;
  remark: string;
  /** A serial-managed SKU's serial numbers on a document moving stock (empty when none). */
  serials: string[];
  /** A shelf-life managed SKU's batch (null when none; an outbound line left to 先到期先出 may name none). */
  batchNo: string | null;
  productionDate: string | null;
  expiryDate: string | null;
  /**
   * What the audit moved (not in the contract; the server sends it): the batch an inbound line brought in, the
   * batches an outbound line took (先到期先出 may take several). Empty before the audit.
   */
  batches?: MovedBatch[];
}

export interface MovedBatch {
  batchNo: string;
  productionDate: string;
  expiryDate: string;
  /** Main units, as a decimal string. */
  qty: string | number;
}

/** {Doc}/Detail: the header (id, partner, settle and source fields named by the kind), lines and history. */
export interface DocDetail extends Record<string, unknown> {
  billNo: string;
  billType: number;
  billDate: string;
  status: DocStatus;
  partnerName: string;
  warehouseId: string;
  warehouseName: string;
  amount: number | null;
  taxAmount: number | null;
  discountAmount: number | null;
  totalAmount: number | null;
  accountId: string | null;
  remark: string;
  userName: string;
  createTime: string;
  lines: DocDetailLine[];
  /** Main-unit quantity per SKU not yet returned or turned into a later document. */
  remaining: { skuId: string; qty: number }[];
  history: HistoryEntry[];
}

export interface DocLineInput {
  skuId: string;
  qty: number;
  price: number;
  unitName?: string;
  discount?: number;
  taxRate?: number;
  warehouseId?: string;
  remark?: string;
  /** serialFlag SKUs on documents moving stock: one per main unit, no repeats in the document. */
  serials?: string[];
  /** lifeFlag SKUs. Inbound: defaults to the production date as yyyyMMdd; outbound: omitted, 先到期先出. */
  batchNo?: string;
  /** lifeFlag SKUs, inbound: required. */
  productionDate?: string;
  /** lifeFlag SKUs, inbound: defaults to productionDate + shelfLifeDays. */
  expiryDate?: string;
}

/** {Doc}/Save: the id field (editing a draft), partner, settle and source fields go by the kind's names. */
export interface DocSaveInput extends Record<string, unknown> {
  billDate: string;
  warehouseId: string;
  lines: DocLineInput[];
  discountAmount?: number;
  accountId?: string;
  remark?: string;
  audit?: boolean;
}

export interface DocSaved {
  billNo: string;
  status: DocStatus;
  /** A sale saved below a SKU's lowest price when the company only warns ('低于最低售价：…'). */
  warning?: string;
  [idField: string]: string | undefined;
}

/**
 * `/api/{group}/…` of one kind of trade document. Writes are quiet: the form and the detail screen show the
 * refusal where it belongs (a field, the lines, a stock shortage).
 */
export function docApi(group: string, idField: string) {
  const id = (docId: string) => ({ [idField]: docId });
  return {
    page: (q: FilteredQuery) => call<Page<DocRow>>(`${group}/PageQuery`, q),
    linePage: (q: FilteredQuery) => call<DocLinePage>(`${group}/DetailPageQuery`, q),
    detail: (docId: string) => call<DocDetail>(`${group}/Detail`, id(docId)),
    save: (input: DocSaveInput) => call<DocSaved>(`${group}/Save`, input, { quiet: true }),
    /** With multi-level approval, each level but the last answers 'approving'. */
    audit: (docId: string, quiet = false) => call<{ status: DocStatus }>(`${group}/Audit`, id(docId), { quiet }),
    writeBack: (docId: string, quiet = false) => call<unknown>(`${group}/WriteBack`, id(docId), { quiet }),
    remove: (docId: string, quiet = false) => call<unknown>(`${group}/Remove`, id(docId), { quiet }),
  };
}

export type DocApi = ReturnType<typeof docApi>;

// Look-ups for document forms and filters.

export interface SkuUnit {
  unitName: string;
  /** Main units in one of this unit; the server sends it as a decimal string. */
  ratio: string | number;
}

/** A SKU as Product/SmartMatchSku, Product/ListSKU and Product/SkuDetail answer it (prices null when hidden). */
export interface Sku {
  skuId: string;
  productId: string;
  productName: string;
  productCode: string;
  spec: string;
  barCode: string | null;
  unitName: string;
  units: SkuUnit[];
  salePrice: number | null;
  purchasePrice: number | null;
  wholesalePrice: number | null;
  /** 序列号管理: every unit has a serial number. */
  serialFlag: boolean;
  /** 保质期管理: stock is kept in batches with production and expiry dates. */
  lifeFlag: boolean;
  shelfLifeDays: number | null;
}

/** A SKU as the look-ups for a customer answer it: the customer's grade price, and the price a sale line starts at. */
export interface CustomerSku extends Sku {
  gradePrice?: number | null;
  /** The customer's grade price, else the sale price (null when hidden). */
  defaultSalePrice?: number | null;
}

/** Enabled records of the pickers' look-ups ({Group}/Options: no management permission needed). */
export interface OptionRecords {
  Supplier: { supplierId: string; supplierName: string; supplierCode: string };
  Custom: { customId: string; customName: string; customCode: string };
  Warehouse: { warehouseId: string; warehouseName: string };
  Account: { accountId: string; accountName: string; balance: number };
  Express: { expressId: string; expressName: string };
}

/** The largest page Options answers: every warehouse, account or courier of a company fits it. */
const OPTIONS_PAGE_SIZE = 50;

export const options = <G extends keyof OptionRecords>(group: G, keyword = '') =>
  call<Page<OptionRecords[G]>>(`${group}/Options`, { pageNo: 1, pageSize: OPTIONS_PAGE_SIZE, ...(keyword && { keyword }) });

/** SKU look-ups; with a customer they also answer the customer's prices. */
export const smartMatchSku = (keyword: string, customId?: string) => call<{ data: CustomerSku[] }>('Product/SmartMatchSku', { keyword, ...(customId && { customId }) });
export const skuPage = (q: PageQuery & { customId?: string }) => call<Page<CustomerSku>>('Product/ListSKU', q);
export const skuDetail = (skuId: string) => call<Sku>('Product/SkuDetail', { skuId }, { quiet: true });
export const serialsAvailable = (skuId: string, warehouseId: string) =>
  call<{ data: { serialNo: string }[] }>('SerialNo/Available', { skuId, warehouseId }, { quiet: true });
/** A warehouse's batches of a SKU with stock, earliest expiry first. */
export const batchesAvailable = (skuId: string, warehouseId: string) =>
  call<{ data: StockBatch[] }>('ExpiryNo/Available', { skuId, warehouseId }, { quiet: true });
export const skuStock = (skuId: string) => call<{ data: { warehouseId: string; warehouseName: string; qty: number }[] }>('Stock/Distributed', { skuId }, { quiet: true });

// Stock.

export interface StockBatch {
  batchNo: string;
  productionDate: string;
  expiryDate: string;
  qty: number;
}

export interface StockRow {
  skuId: string;
  productName: string;
  productCode: string;
  spec: string;
  unitName: string;
  warehouseId: string;
  warehouseName: string;
  qty: number;
  /** What open outbound documents (drafts, in approval) will take. */
  reservedQty: number;
  avalidCount: number;
  /** Null without the cost-price flag. */
  costPrice: number | null;
  costAmount: number | null;
  lowStock: number | null;
  highStock: number | null;
}

export interface StockFlowRow {
  billNo: string;
  billType: number;
  docId: string;
  billDate: string;
  skuId: string;
  productName: string;
  spec: string;
  unitName: string;
  warehouseId: string;
  warehouseName: string;
  inQty: number;
  outQty: number;
  costPrice: number | null;
  amount: number | null;
  balanceQty: number;
  createTime: string;
}

export interface StockWarningRow {
  skuId: string;
  productName: string;
  productCode: string;
  unitName: string;
  specification: string;
  lowStock: number | null;
  highStock: number | null;
  avalidCount: number;
}

export const stockPage = (q: FilteredQuery) => call<Page<StockRow>>('Stock/PageQuery', q);
export const stockTotals = (f: Filter) => call<{ qty: number; costAmount: number | null }>('Stock/TotalSum', f);
export const stockFlowPage = (q: FilteredQuery) => call<Page<StockFlowRow>>('Stock/FlowPageQuery', q);
export const stockWarningPage = (q: FilteredQuery) => call<Page<StockWarningRow>>('StockWarning/PageQuery', q);

// Sale extras (seed §7): a parked sale (挂单) is a draft kept for later; prints are counted; delivery details stay editable.

export interface SaleExtend {
  contact?: string;
  phone?: string;
  address?: string;
  expressId?: string;
  expressNo?: string;
  remark?: string;
}

export const saleExtras = {
  park: (input: DocSaveInput) => call<DocSaved>('Sale/SaveTemporary', input, { quiet: true }),
  printed: (saleId: string) => call<{ saleId: string; printCount: number }>('Sale/PrintCountAdd', { saleId }),
  updateExtend: (saleId: string, extend: SaleExtend) => call<unknown>('Sale/UpdateExtend', { saleId, ...extend }, { quiet: true }),
};

// Payables and receivables.

export interface PayableRow extends Record<string, unknown> {
  supplierId: string;
  supplierName: string;
  initAmount: number;
  addAmount: number;
  paidAmount: number;
  balance: number;
}

/** One posting to what a supplier is owed or a customer owes, with the balance after it. */
export interface PartnerFlowRow {
  partnerId: string;
  partnerName: string;
  billNo: string;
  billType: number;
  docId: string;
  billDate: string;
  addAmount: number;
  settledAmount: number;
  balance: number;
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
  call<{ beginAmount: number; arrearsMonthList: ArrearsMonth[] }>('CustomReceivable/Reconciliation', { correspondingUnitId: customId, startMonth, endMonth });

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

// Reports and settings.

export interface ProfitRow {
  billDate: string;
  saleAmount: number;
  costAmount: number;
  profit: number;
  /** Percent, two places. */
  margin: number;
}

export interface ProfitPage extends Page<ProfitRow> {
  totals: Omit<ProfitRow, 'billDate'>;
}

export const profitPage = (q: FilteredQuery) => call<ProfitPage>('ReportForProfit/PageQuery', q);

export type LowestPriceRule = 'none' | 'warn' | 'refuse';

export interface BusinessSettings {
  allowNegativeStock: boolean;
  reserveOpenDocuments: boolean;
  lowestPriceRule: LowestPriceRule;
  qtyDigits: number;
  moneyDigits: number;
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

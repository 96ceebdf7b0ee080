import { call } from './http';
import type { HistoryEntry, Page, PageQuery } from './types';

/** A screen's filters (status, dates, partner, warehouse …); blank ones are left out. */
export type Filter = Record<string, string | number | undefined>;

/** A list query with a screen's filters. */
export type FilteredQuery = PageQuery & Filter;

export type DocStatus = 'draft' | 'audited' | 'reversed';

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
  /** qty is in main units; lineTotal is null without the price flag. */
  totals: { qty: number; lineTotal: number | null };
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
  [idField: string]: string;
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
    audit: (docId: string, quiet = false) => call<unknown>(`${group}/Audit`, id(docId), { quiet }),
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
}

export interface Supplier {
  supplierId: string;
  supplierName: string;
  supplierCode: string;
}

export interface Warehouse {
  warehouseId: string;
  warehouseName: string;
  enabled: number;
}

export interface Account {
  accountId: string;
  accountName: string;
  balance: number;
  enabled: number;
}

/** Every warehouse or account of a company fits one page of the largest size. */
const ALL = { pageNo: 1, pageSize: 200 };
const CHOICES = 20;

export const supplierChoices = (keyword: string) => call<Page<Supplier>>('Supplier/PageQuery', { pageNo: 1, pageSize: CHOICES, keyword, enabled: true });
export const warehouseList = () => call<Page<Warehouse>>('Warehouse/PageQuery', ALL);
export const accountList = () => call<Page<Account>>('Account/PageQuery', ALL);
export const smartMatchSku = (keyword: string) => call<{ data: Sku[] }>('Product/SmartMatchSku', { keyword });
export const skuPage = (q: PageQuery) => call<Page<Sku>>('Product/ListSKU', q);
export const skuDetail = (skuId: string) => call<Sku>('Product/SkuDetail', { skuId }, { quiet: true });
export const skuStock = (skuId: string) => call<{ data: { warehouseId: string; warehouseName: string; qty: number }[] }>('Stock/Distributed', { skuId }, { quiet: true });

// Stock.

export interface StockRow {
  skuId: string;
  productName: string;
  productCode: string;
  spec: string;
  unitName: string;
  warehouseId: string;
  warehouseName: string;
  qty: number;
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

// Payables.

export interface PayableRow {
  supplierId: string;
  supplierName: string;
  initAmount: number;
  addAmount: number;
  paidAmount: number;
  balance: number;
}

export interface PayableFlowRow {
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
export const payableFlowPage = (q: FilteredQuery) => call<Page<PayableFlowRow>>('SupplierHandle/FlowPageQuery', q);

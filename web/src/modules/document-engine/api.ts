import type { DetailCombo } from './combos';
import { call } from '../../api/http';
import type { SkuView } from '@jxc/services/contracts';
import type { FilteredQuery, HistoryEntry, Page, PageQuery } from '../../api/types';
import type { ProductUnits } from '../../kit/numbers';

/** approving: a draft part way through a multi-level approval (/examine); it is still open like a draft. */
export type DocStatus = 'draft' | 'approving' | 'audited' | 'reversed';

/**
 * 分仓出入库: how far the warehouse has confirmed the goods of an audited document whose audit left them to it
 * (waiting: none yet, partial: some); null or absent where the audit moved them.
 */
export type StockState = 'waiting' | 'partial' | 'done';

/** One row of a document list ({Doc}/PageQuery); the id, partner, settle and header fields are named by the kind. */
export interface DocRow extends Record<string, unknown> {
  stockState?: StockState | null;
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
  /** The line's warehouse. */
  warehouseName: string;
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
  /** The product's main unit and all its units (main first): baseQty spelled in them (lineSpelling). */
  baseUnitName?: string;
  units?: ProductUnits['units'];
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
  /** A component of a combo line: the combo line it came from (null on other lines). */
  combo?: DetailCombo | null;
  /** What the audit moved the line's goods at (cost amount): absent before the audit, null without the price flag. */
  stockAmount?: number | null;
  /** Where the line's SKU sits in the line's warehouse (商品库位), for picking. */
  locationName?: string | null;
  /** 分仓出入库 (null where the audit moved the goods): what the warehouse confirmed and what is still open, in the line's unit. */
  confirmedQty?: number | null;
  openQty?: number | null;
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
  stockState?: StockState | null;
}

export interface DocLineInput {
  /** A SKU, or on a kind selling combos (DocKind.combos) a combo instead. */
  skuId?: string;
  comboId?: string;
  qty: number;
  /** Left out on kinds whose lines carry no price (goods moved at their cost). */
  price?: number;
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

/** {Doc}/Save: the id field (editing a draft), partner, warehouse, settle, source and header fields go by the kind's names. */
export interface DocSaveInput extends Record<string, unknown> {
  billDate: string;
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
    /** The warehouse confirms goods in or out: these lines' quantities (line units), or without lines all still open. */
    confirmStock: (docId: string, way: 'in' | 'out', lines?: { lineNo: number; qty: number }[], quiet = false) =>
      call<{ status: DocStatus; stockState: 'waiting' | 'done' }>(
        `${group}/${way === 'in' ? 'BatchInStorage' : 'BatchOutStorage'}`,
        { ...id(docId), ...(lines && { lines }) },
        { quiet },
      ),
  };
}

export type DocApi = ReturnType<typeof docApi>;

// Look-ups for document forms and filters.

/** A unit of a SKU; `ratio`: main units in one of it, as a decimal string. */
export type SkuUnit = SkuView['units'][number];

/** A SKU as Product/SmartMatchSku, Product/ListSKU and Product/SkuDetail answer it (prices null when hidden): the contract's SkuView, the part the document forms read. */
export type Sku = Pick<
  SkuView,
  | 'skuId'
  | 'productId'
  | 'productName'
  | 'productCode'
  | 'spec'
  | 'barCode'
  | 'unitName'
  | 'units'
  | 'salePrice'
  | 'purchasePrice'
  | 'wholesalePrice'
  | 'serialFlag'
  | 'lifeFlag'
  | 'shelfLifeDays'
>;

/** A SKU as the look-ups for a customer answer it: the customer's grade price, and the price a sale line starts at. */
export interface CustomerSku extends Sku {
  gradePrice?: number | null;
  /** The customer's grade price, else the sale price (null when hidden). */
  defaultSalePrice?: number | null;
}

/** Enabled records of the pickers' look-ups ({Group}/Options: no management permission needed). */
export interface OptionRecords {
  Supplier: { supplierId: string; supplierName: string; supplierCode: string };
  Custom: { customId: string; customName: string; customCode: string; retailFlag?: boolean };
  Warehouse: { warehouseId: string; warehouseName: string };
  /** The balance is null to a caller who may see neither the accounts nor the money flow. */
  Account: { accountId: string; accountName: string; accountCode: string; balance: number | null };
  Express: { expressId: string; expressName: string };
  FinanceClass: { classId: string; className: string; classType: 'income' | 'expense' };
}

/** The business settings a document's money starts from (默认结算账户, 零售默认全额收款). */
export interface SettlementSettings {
  defaultAccountId: string | null;
  retailFullPayment: boolean;
}

export const settlementSettings = () => call<SettlementSettings>('Setting/Detail', {}, { quiet: true });

/** The largest page Options answers: every warehouse, account or courier of a company fits it. */
const OPTIONS_PAGE_SIZE = 50;

export const options = <G extends keyof OptionRecords>(group: G, keyword = '') =>
  call<Page<OptionRecords[G]>>(`${group}/Options`, { pageNo: 1, pageSize: OPTIONS_PAGE_SIZE, ...(keyword && { keyword }) });

/** SKU look-ups; with a customer they also answer the customer's prices. */
export const smartMatchSku = (keyword: string, customId?: string) =>
  call<{ data: CustomerSku[] }>('Product/SmartMatchSku', { keyword, ...(customId && { customId }) });
export const skuPage = (q: PageQuery & { customId?: string }) => call<Page<CustomerSku>>('Product/ListSKU', q);
export const skuDetail = (skuId: string) => call<Sku>('Product/SkuDetail', { skuId }, { quiet: true });

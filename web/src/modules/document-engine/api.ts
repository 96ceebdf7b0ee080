import { call } from '../../api/http';
import type {
  BusinessSettings,
  DocDetail,
  DocLineRow,
  DocLineTotals,
  DocRow,
  DocStatus,
  OptionRecords,
  SkuName,
  SkuView,
} from '@jxc/services/contracts';
import type { FilteredQuery, Page, PageQuery } from '../../api/types';

export type { DocDetail, DocDetailLine, DocLineRow, DocRow, DocStatus, MovedBatch, StockState } from '@jxc/services/contracts';

export interface DocLinePage extends Page<DocLineRow> {
  /** `qty` is no longer sent (the server renamed it baseQty); it stays until catalog/supplierReturns reads baseQty. */
  totals: DocLineTotals & { qty?: number };
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
export type Sku = SkuName &
  Pick<SkuView, 'units' | 'salePrice' | 'purchasePrice' | 'wholesalePrice' | 'serialFlag' | 'lifeFlag' | 'shelfLifeDays'>;

/** A SKU as the look-ups for a customer answer it: the customer's grade price, and the price a sale line starts at. */
export interface CustomerSku extends Sku {
  gradePrice?: number | null;
  /** The customer's grade price, else the sale price (null when hidden). */
  defaultSalePrice?: number | null;
}

/** The business settings a document's money starts from (默认结算账户, 零售默认全额收款). */
export type SettlementSettings = Pick<BusinessSettings, 'defaultAccountId' | 'retailFullPayment'>;

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

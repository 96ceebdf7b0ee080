import { call } from '../../api/http';
import type { StockFlowRow, StockRow, StockWarningRow } from '@jxc/services/contracts';
import type { Filter, FilteredQuery, Page, PageQuery } from '../../api/types';

export type { StockFlowRow, StockRow, StockWarningRow } from '@jxc/services/contracts';

// Serial numbers (序列号) and shelf-life batches (保质期批次): the screens' page queries.

/** The product and warehouse a serial, batch or stock row is about. */
export interface TrackedSku {
  skuId: string;
  productId: string;
  productName: string;
  productCode: string;
  spec: string;
  unitName: string;
  warehouseId: string;
  warehouseName: string;
}

export type SerialStatus = 'in' | 'out';

/** A serial number with its latest movement in and, once gone, out (out* null while in stock). */
export interface SerialRow extends TrackedSku {
  serialNo: string;
  status: SerialStatus;
  inBillNo: string | null;
  inBillType: number | null;
  inDocId: string | null;
  inDate: string | null;
  outBillNo: string | null;
  outBillType: number | null;
  outDocId: string | null;
  outDate: string | null;
}

/** On hand against the serials in stock of one serial-managed SKU in one warehouse. */
export interface SerialStockRow extends TrackedSku {
  qty: number;
  serialCount: number;
}

/** A movement of stock with its document; newest first. */
export interface TrackedFlowRow {
  flowId: string;
  skuId: string;
  productName: string;
  productCode: string;
  spec: string;
  warehouseId: string;
  warehouseName: string;
  billType: number;
  billNo: string;
  docId: string;
  billDate: string;
  createTime: string;
  /** 1: a write-back's movement (红冲). */
  writeBack: 0 | 1;
}

export interface SerialFlowRow extends TrackedFlowRow {
  serialNo: string;
  direction: SerialStatus;
}

export type BatchState = 'inStock' | 'near' | 'expired' | 'empty';

/** A batch of a shelf-life SKU in a warehouse; daysLeft is negative once expired. */
export interface BatchRow extends TrackedSku {
  batchNo: string;
  productionDate: string;
  expiryDate: string;
  shelfLifeDays: number | null;
  qty: number;
  daysLeft: number;
}

/** The batches of one shelf-life SKU in one warehouse, summed. */
export interface BatchStockRow extends TrackedSku {
  qty: number;
  batchCount: number;
  earliestExpiry: string | null;
  nearQty: number;
  expiredQty: number;
}

export interface BatchFlowRow extends TrackedFlowRow {
  batchNo: string;
  productionDate: string;
  expiryDate: string;
  inQty: number;
  outQty: number;
}

export const serialPage = (q: FilteredQuery) => call<Page<SerialRow>>('SerialNo/PageQuery', q);
export const serialStockPage = (q: FilteredQuery) => call<Page<SerialStockRow>>('SerialNo/StockPageQuery', q);
export const serialFlowPage = (q: FilteredQuery) => call<Page<SerialFlowRow>>('SerialNo/FlowPageQuery', q);
export const batchPage = (q: FilteredQuery) => call<Page<BatchRow>>('ExpiryNo/PageQuery', q);
export const batchStockPage = (q: FilteredQuery) => call<Page<BatchStockRow>>('ExpiryNo/StockPageQuery', q);
export const batchFlowPage = (q: FilteredQuery) => call<Page<BatchFlowRow>>('ExpiryFlow/PageQuery', q);

// Stock.

export const stockPage = (q: FilteredQuery) => call<Page<StockRow>>('Stock/PageQuery', q);
export const stockTotals = (f: Filter) => call<{ qty: number; costAmount: number | null }>('Stock/TotalSum', f);
export const stockFlowPage = (q: FilteredQuery) => call<Page<StockFlowRow>>('Stock/FlowPageQuery', q);
export const stockWarningPage = (q: FilteredQuery) => call<Page<StockWarningRow>>('StockWarning/PageQuery', q);

// Opening stock (期初库存).

export interface OpeningLine {
  skuId: string;
  qty: string;
  price: string;
  unitName?: string;
}

export interface OpeningEntry {
  flowId: string;
  billNo: string;
  warehouseId: string;
  skuId: string;
  billDate: string;
  warehouseName: string;
  productName: string;
  spec: string;
  qty: number;
  costPrice: number;
  amount: number;
}

export const saveOpeningStock = (warehouseId: string, lines: OpeningLine[]) =>
  call<{ initId: string; billNo: string }>('InitStock/Save', { warehouseId, lines }, { quiet: true });
/** Keyword: product name, code, spec or barcode. */
export const openingStockPage = (q: PageQuery & { warehouseId?: string }) => call<Page<OpeningEntry>>('InitStock/PageQuery', q);

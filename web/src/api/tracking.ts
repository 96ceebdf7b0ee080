import { call } from './http';
import type { FilteredQuery } from './trade';
import type { Page } from './types';

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

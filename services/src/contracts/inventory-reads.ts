/** What the back office reads of the stock. */

/** A SKU's stock in a warehouse and its moving-average cost (null with no stock), as a 成本调价单 is entered. */
export interface CostBookRow {
  skuId: string;
  qty: number;
  costPrice: number | null;
}

/** A product's unit as the stock lists carry it (the main unit first, ratio 1): a quantity shows in them (15箱3个). */
export interface StockUnit {
  unitName: string;
  ratio: string;
}

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

/** Stock/PageQuery: a SKU's stock in a warehouse; the costs are null without the cost-price flag. */
export interface StockRow extends TrackedSku {
  units: StockUnit[];
  qty: number;
  /** What open outbound documents (drafts, in approval) will take. */
  reservedQty: number;
  avalidCount: number;
  costPrice: number | null;
  costAmount: number | null;
  lowStock: number | null;
  highStock: number | null;
}

/** StockWarning/PageQuery: a SKU whose stock over every warehouse is below its low limit or above its high one. */
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

/** Data/StockWarningCount: how many SKUs are below their low limit and above their high one, and both together. */
export interface StockWarningCount {
  count: number;
  lowCount: number;
  highCount: number;
}

// Serial numbers (序列号) and shelf-life batches (保质期批次), as SerialNo/… , ExpiryNo/… and ExpiryFlow/PageQuery answer them.

/** ProductSkuLocation/PageQuery and Detail: a SKU of a warehouse with its location there (null: none yet) and its stock there. */
export interface SkuLocationRow extends TrackedSku {
  barCode: string | null;
  locationId: string | null;
  locationName: string | null;
  locationCode: string | null;
  qty: number;
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

/** Stock/FlowPageQuery: a movement with its document and the running balance of its warehouse. */
export interface StockFlowRow extends TrackedFlowRow, TrackedSku {
  units: StockUnit[];
  inQty: number;
  outQty: number;
  costPrice: number | null;
  amount: number | null;
  balanceQty: number;
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

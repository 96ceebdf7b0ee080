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

/** Stock/PageQuery: a SKU's stock in a warehouse; the costs are null without the cost-price flag. */
export interface StockRow {
  skuId: string;
  productId: string;
  productName: string;
  productCode: string;
  spec: string;
  unitName: string;
  units: StockUnit[];
  warehouseId: string;
  warehouseName: string;
  qty: number;
  /** What open outbound documents (drafts, in approval) will take. */
  reservedQty: number;
  avalidCount: number;
  costPrice: number | null;
  costAmount: number | null;
  lowStock: number | null;
  highStock: number | null;
}

/** Stock/FlowPageQuery: a movement with its document and the running balance of its warehouse. */
export interface StockFlowRow {
  flowId: string;
  billNo: string;
  billType: number;
  docId: string;
  billDate: string;
  skuId: string;
  productId: string;
  productName: string;
  productCode: string;
  spec: string;
  unitName: string;
  units: StockUnit[];
  warehouseId: string;
  warehouseName: string;
  inQty: number;
  outQty: number;
  costPrice: number | null;
  amount: number | null;
  balanceQty: number;
  createTime: string;
  /** 1: a write-back's movement (红冲). */
  writeBack: 0 | 1;
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

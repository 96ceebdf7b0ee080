/** What the back office reads of the stock. */

/** A SKU's stock in a warehouse and its moving-average cost (null with no stock), as a 成本调价单 is entered. */
export interface CostBookRow {
  skuId: string;
  qty: number;
  costPrice: number | null;
}

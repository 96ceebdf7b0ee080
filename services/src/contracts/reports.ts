import { DOC_TYPES } from './document-types';

// The breakdowns of the business-status reports (进销存汇总, 经营日报), shared by the server's sums and the screens' columns.

/** What a movement's bill type says of the goods, as 进销存汇总 breaks its in and out down. */
export interface StockSummaryPart {
  /** The row's fields `${key}Qty` and `${key}Amount` (main units; cost at the moving average). */
  key: string;
  title: string;
  direction: 'in' | 'out';
  /** The bill types it adds up; `rest` takes the movements of this direction no other part names. */
  billTypes: readonly number[] | 'rest';
}

/** 进销存汇总's columns of in and out by document type: each direction's parts add up to its whole. */
export const STOCK_SUMMARY_PARTS: readonly StockSummaryPart[] = [
  // Opening stock (期初) moves under bill type 100.
  { key: 'opening', title: '期初', direction: 'in', billTypes: [DOC_TYPES.Product] },
  { key: 'buy', title: '采购入库', direction: 'in', billTypes: [DOC_TYPES.Buy] },
  { key: 'saleReturn', title: '销售退货', direction: 'in', billTypes: [DOC_TYPES.SaleReturn] },
  { key: 'transferIn', title: '调拨入库', direction: 'in', billTypes: [DOC_TYPES.Transfer, DOC_TYPES.TransCode] },
  { key: 'gain', title: '盘盈', direction: 'in', billTypes: [DOC_TYPES.Inventory] },
  { key: 'assemblyIn', title: '组装入库', direction: 'in', billTypes: [DOC_TYPES.AssemblyNew, DOC_TYPES.Assembly] },
  { key: 'otherIn', title: '其他入库', direction: 'in', billTypes: 'rest' },
  { key: 'sale', title: '销售出库', direction: 'out', billTypes: [DOC_TYPES.Sale] },
  { key: 'buyReturn', title: '采购退货', direction: 'out', billTypes: [DOC_TYPES.BuyReturn] },
  { key: 'transferOut', title: '调拨出库', direction: 'out', billTypes: [DOC_TYPES.Transfer, DOC_TYPES.TransCode] },
  { key: 'loss', title: '盘亏', direction: 'out', billTypes: [DOC_TYPES.Inventory] },
  { key: 'assemblyOut', title: '组装出库', direction: 'out', billTypes: [DOC_TYPES.AssemblyOriginal, DOC_TYPES.Assembly] },
  { key: 'otherOut', title: '其他出库', direction: 'out', billTypes: 'rest' },
];

/** What a movement of money's bill type says of it, as 经营日报 breaks each account's day down. */
export interface AccountDayPart {
  /** The account row's field: the money net of write-backs, in (direction in) or out (out). */
  key: string;
  title: string;
  direction: 'in' | 'out';
  /** The bill types it adds up; `rest` takes what no other part names (transfers, prepaid, refunds), in less out. */
  billTypes: readonly number[] | 'rest';
}

/** 经营日报's columns of each account's day: the in parts less the out parts are what the balance moved by. */
export const ACCOUNT_DAY_PARTS: readonly AccountDayPart[] = [
  { key: 'saleReceived', title: '销售收款', direction: 'in', billTypes: [DOC_TYPES.Sale, DOC_TYPES.SaleReturn] },
  { key: 'received', title: '收款单', direction: 'in', billTypes: [DOC_TYPES.CustomReceive] },
  { key: 'income', title: '日常收入', direction: 'in', billTypes: [DOC_TYPES.FinanceInCome] },
  { key: 'other', title: '其他收支', direction: 'in', billTypes: 'rest' },
  { key: 'buyPaid', title: '采购付款', direction: 'out', billTypes: [DOC_TYPES.Buy, DOC_TYPES.BuyReturn] },
  { key: 'paid', title: '付款单', direction: 'out', billTypes: [DOC_TYPES.SupplierPay] },
  { key: 'expense', title: '日常支出', direction: 'out', billTypes: [DOC_TYPES.FinanceExpenditure] },
];

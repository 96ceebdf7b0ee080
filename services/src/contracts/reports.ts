import { DOC_TYPES } from './document-types';

// The breakdowns of the business-status reports (进销存汇总, 经营日报), shared by the server's sums and the screens' columns.

/** A column of a report's breakdown by document type: the bill types whose movements it adds up, in or out. */
export interface ReportPart {
  key: string;
  title: string;
  direction: 'in' | 'out';
  /** `rest` takes what no other part measured alike names (进销存汇总: of the same direction; 经营日报: any). */
  billTypes: readonly number[] | 'rest';
}

/**
 * 进销存汇总's columns of in and out by document type, each the row's fields `${key}Qty` and `${key}Amount` (main
 * units; cost at the moving average): each direction's parts add up to its whole.
 */
export const STOCK_SUMMARY_PARTS: readonly ReportPart[] = [
  // Opening stock (期初) moves under bill type 100.
  { key: 'opening', title: '期初入库', direction: 'in', billTypes: [DOC_TYPES.Product] },
  { key: 'buy', title: '采购入库', direction: 'in', billTypes: [DOC_TYPES.Buy] },
  { key: 'saleReturn', title: '销售退货', direction: 'in', billTypes: [DOC_TYPES.SaleReturn] },
  { key: 'transferIn', title: '调拨入库', direction: 'in', billTypes: [DOC_TYPES.Transfer, DOC_TYPES.TransCode] },
  { key: 'gain', title: '盘盈', direction: 'in', billTypes: [DOC_TYPES.Inventory] },
  {
    key: 'assemblyIn',
    title: '组装拆卸入库',
    direction: 'in',
    billTypes: [DOC_TYPES.Assembly, DOC_TYPES.AssemblyOriginal, DOC_TYPES.AssemblyNew],
  },
  { key: 'otherIn', title: '其他入库', direction: 'in', billTypes: 'rest' },
  { key: 'sale', title: '销售出库', direction: 'out', billTypes: [DOC_TYPES.Sale] },
  { key: 'buyReturn', title: '采购退货', direction: 'out', billTypes: [DOC_TYPES.BuyReturn] },
  { key: 'transferOut', title: '调拨出库', direction: 'out', billTypes: [DOC_TYPES.Transfer, DOC_TYPES.TransCode] },
  { key: 'loss', title: '盘亏', direction: 'out', billTypes: [DOC_TYPES.Inventory] },
  {
    key: 'assemblyOut',
    title: '组装拆卸出库',
    direction: 'out',
    billTypes: [DOC_TYPES.Assembly, DOC_TYPES.AssemblyOriginal, DOC_TYPES.AssemblyNew],
  },
  { key: 'otherOut', title: '其他出库', direction: 'out', billTypes: 'rest' },
];

/**
 * 经营日报's columns of each account's day, each the account row's field `key`: the money net of write-backs that
 * came in (direction in) or went out (out); the rest (transfers, prepaid, refunds) in less out. The in parts less
 * the out parts are what the balance moved by.
 */
export const ACCOUNT_DAY_PARTS: readonly ReportPart[] = [
  { key: 'saleReceived', title: '销售收款', direction: 'in', billTypes: [DOC_TYPES.Sale, DOC_TYPES.SaleReturn] },
  { key: 'received', title: '收款单', direction: 'in', billTypes: [DOC_TYPES.CustomReceive] },
  { key: 'income', title: '日常收入', direction: 'in', billTypes: [DOC_TYPES.FinanceInCome] },
  { key: 'other', title: '其他收支', direction: 'in', billTypes: 'rest' },
  { key: 'buyPaid', title: '采购付款', direction: 'out', billTypes: [DOC_TYPES.Buy, DOC_TYPES.BuyReturn] },
  { key: 'paid', title: '付款单', direction: 'out', billTypes: [DOC_TYPES.SupplierPay] },
  { key: 'expense', title: '日常支出', direction: 'out', billTypes: [DOC_TYPES.FinanceExpenditure] },
];

/** A period's sales as the home page shows them (null where the user may not see it). */
export interface SalesFigures {
  saleAmount: number | null;
  costAmount: number | null;
  profit: number | null;
  qty: number;
}

/** The home page's figures (ReportBIForManage/Overview): each part null unless the user may open the report behind it. */
export interface HomeOverview {
  today: string;
  todaySales: SalesFigures | null;
  monthSales: SalesFigures | null;
  todayMoney: { receiveAmount: number; payAmount: number } | null;
  monthMoney: { receiveAmount: number; payAmount: number } | null;
  /** The month's best products and customers, as rows of their reports. */
  topProducts: Record<string, unknown>[] | null;
  topCustomers: Record<string, unknown>[] | null;
  receivable: number | null;
  payable: number | null;
  stock: { qty: number; amount: number | null } | null;
}

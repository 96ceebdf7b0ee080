import { DOC_TYPES, type PriceFlag } from '../../contracts';
import { LINE_DOCS, type Trade } from './trade-lines.projection';

/** What a trade report groups its lines by: the day, the SKU, or the trading partner. */
export type ReportBy = 'date' | 'product' | 'partner';

/**
 * A trade's reports (销售 or 采购), as data: its HTTP group and the action of each grouping, the name its amount
 * goes by and the price flag that reveals it, its partner's fields, and whether it shows cost and profit.
 */
export interface TradeFamily {
  trade: Trade;
  group: 'ReportForSale' | 'ReportForBuy';
  /** Each grouping's action and menu id (the report's permission). */
  reports: Record<ReportBy, { action: string; menuId: string }>;
  /** The bill type of the trade's returns, whose quantity and amount the reports also show apart. */
  returnType: number;
  amount: 'saleAmount' | 'buyAmount';
  amountFlag: PriceFlag;
  /** Cost of goods (at the moving average), profit and margin, revealed by the cost-price flag. */
  profit: boolean;
  partner: {
    id: 'customId' | 'supplierId';
    name: 'customName' | 'supplierName';
    code: 'customCode' | 'supplierCode';
    kind: 'Custom' | 'Supplier';
    label: string;
  };
}

export const SALES_REPORTS: TradeFamily = {
  trade: 'sale',
  group: 'ReportForSale',
  returnType: DOC_TYPES.SaleReturn,
  amount: 'saleAmount',
  amountFlag: 'salePrice',
  profit: true,
  reports: {
    date: { action: 'ForBusiDate', menuId: '6001' },
    product: { action: 'ForProduct', menuId: '6002' },
    partner: { action: 'ForCustom', menuId: '6003' },
  },
  partner: { id: 'customId', name: 'customName', code: 'customCode', kind: 'Custom', label: '客户' },
};

export const BUY_REPORTS: TradeFamily = {
  trade: 'buy',
  group: 'ReportForBuy',
  returnType: DOC_TYPES.BuyReturn,
  amount: 'buyAmount',
  amountFlag: 'purchasePrice',
  profit: false,
  reports: {
    date: { action: 'ForBusiDate', menuId: '6005' },
    product: { action: 'ForProduct', menuId: '6006' },
    partner: { action: 'ForSupplier', menuId: '6007' },
  },
  partner: { id: 'supplierId', name: 'supplierName', code: 'supplierCode', kind: 'Supplier', label: '供应商' },
};

export const TRADE_FAMILIES = [SALES_REPORTS, BUY_REPORTS];

/**
 * A grouping's key over the source's rows (t), its columns once grouped (g: key and sums), the joins they need, its sortable
 * columns and default order (over its sums alone: a page is chosen before it is dressed); and figures of its own:
 * sums over t, and their columns over g (in the totals too).
 */
interface Grouping {
  key: string;
  columns: (f: TradeFamily) => string;
  joins: string;
  sortable: (f: TradeFamily) => Record<string, string>;
  order: string;
  own?: { sums: (src: TradeSource) => string; columns: string };
}

/**
 * Where a trade report reads (t): every line (trade_lines), or their day rollup (trade_days) whenever no SKU is asked
 * for; `docs` is a row's share of the document count (no distinct over a month of lines).
 */
export interface TradeSource {
  table: 'trade_lines' | 'trade_days';
  docs: string;
}

export const SOURCES = { lines: { table: 'trade_lines', docs: LINE_DOCS }, days: { table: 'trade_days', docs: 't.docs' } } satisfies Record<
  string,
  TradeSource
>;

/** The day rollup unless the SKU matters: a grouping by it, a SKU's row, or a keyword that may match a product. */
export const sourceFor = (filter: { skuId?: string; keyword?: string }, bySku = false): TradeSource =>
  bySku || filter.skuId || filter.keyword ? SOURCES.lines : SOURCES.days;

/** Documents of a bill type in the source's rows (t). */
export const documentsOf = (billType: number, src: TradeSource) => `coalesce(sum(${src.docs}) filter (where t.bill_type = ${billType}), 0)`;

/** The trade reports' groupings, and the performance report's: who made the documents. */
export const GROUPINGS: Record<ReportBy | 'employee', Grouping> = {
  date: {
    key: 't.bill_date',
    columns: () => `to_char(g.key, 'YYYY-MM-DD') as "billDate"`,
    joins: '',
    sortable: () => ({ billDate: 'g.key' }),
    order: 'g.key',
  },
  product: {
    key: 't.sku_id',
    columns: () =>
      `g.key as "skuId", p.product_id as "productId", p.product_name as "productName", p.product_code as "productCode", k.spec, p.unit_name as "unitName", p.units`,
    joins: 'join product_skus k on k.sku_id = g.key join products p on p.product_id = k.product_id',
    sortable: () => ({ productName: 'p.product_name', productCode: 'p.product_code' }),
    order: 'g.amount desc, g.key',
  },
  partner: {
    key: 't.partner_id',
    columns: (f) => `g.key as "${f.partner.id}", m.name as "${f.partner.name}", m.code as "${f.partner.code}"`,
    joins: 'left join master_records m on m.record_id = g.key',
    sortable: (f) => ({ [f.partner.name]: 'm.name', [f.partner.code]: 'm.code' }),
    order: 'g.amount desc, g.key',
  },
  employee: {
    key: 't.created_by',
    columns: () => `g.key as "userId", u.user_name as "userName"`,
    joins: 'left join users u on u.user_id = g.key',
    sortable: () => ({ userName: 'u.user_name', saleCount: 'g.sale_count', returnCount: 'g.return_count' }),
    order: 'g.amount desc, g.key',
    own: {
      sums: (src) => `${documentsOf(DOC_TYPES.Sale, src)} as sale_count, ${documentsOf(DOC_TYPES.SaleReturn, src)} as return_count`,
      columns: 'g.sale_count::int as "saleCount", g.return_count::int as "returnCount"',
    },
  },
};

/** The sums every row and the totals carry, over the source's rows (t): returns apart as positive figures. */
export const sums = (f: TradeFamily) =>
  `coalesce(sum(t.qty), 0) as qty, coalesce(sum(t.amount), 0) as amount, coalesce(sum(t.cost_amount), 0) as cost,
   coalesce(-sum(t.qty) filter (where t.bill_type = ${f.returnType}), 0) as return_qty, coalesce(-sum(t.amount) filter (where t.bill_type = ${f.returnType}), 0) as return_amount`;

/** The margin in per cent of a row's sums (g). */
export const MARGIN = `case when g.amount <> 0 then round((g.amount - g.cost) * 100 / g.amount, 2) else 0 end`;

/** The figures of a row or the totals, over the sums (g), under the family's names. */
export const figures = (f: TradeFamily) =>
  `g.qty::float8 as qty, g.amount::float8 as "${f.amount}", g.return_qty::float8 as "returnQty", g.return_amount::float8 as "returnAmount"` +
  (f.profit ? `, g.cost::float8 as "costAmount", (g.amount - g.cost)::float8 as profit, ${MARGIN}::float8 as margin` : '');

/** The figures one may sort by, by field. */
export const sortableFigures = (f: TradeFamily): Record<string, string> => ({
  qty: 'g.qty',
  [f.amount]: 'g.amount',
  returnQty: 'g.return_qty',
  returnAmount: 'g.return_amount',
  ...(f.profit && { costAmount: 'g.cost', profit: '(g.amount - g.cost)', margin: MARGIN }),
});

/** The price flag that reveals each money field of the family's answers. */
export const priceFields = (f: TradeFamily): Record<string, PriceFlag> => ({
  [f.amount]: f.amountFlag,
  returnAmount: f.amountFlag,
  ...(f.profit && { costAmount: 'costPrice' as const, profit: 'costPrice' as const, margin: 'costPrice' as const }),
});

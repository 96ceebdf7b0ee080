import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { skuSearch } from '../../catalog';
import { hasPriceFlag, STOCK_SUMMARY_PARTS, type PriceFlag } from '../../contracts';
import { allowedWarehouses, maskPrices, Session } from '../../identity';
import { countRows, parsePageQuery, toPage } from '../../shared/page-query';
import { partOf } from '../report-parts';
import { RANK, rankBy } from './rank';

export interface StockSummaryFilter {
  startDate: string;
  endDate: string;
  warehouseId?: string;
  /** SKUs whose product name, code, barcode or spec matches. */
  keyword?: string;
}

const column = (field: string) => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** The period's sums over stock days (d), by field: in and out, and each part of them. */
const PERIOD: [field: string, sum: string][] = [
  ['inQty', 'd.in_qty'],
  ['inAmount', 'd.in_amount'],
  ['outQty', 'd.out_qty'],
  ['outAmount', 'd.out_amount'],
  ...STOCK_SUMMARY_PARTS.flatMap((p): [string, string][] => {
    const of = partOf(
      STOCK_SUMMARY_PARTS.filter((q) => q.direction === p.direction),
      p,
      'd.bill_type',
    );
    return [
      [`${p.key}Qty`, `case when ${of} then d.${p.direction}_qty else 0 end`],
      [`${p.key}Amount`, `case when ${of} then d.${p.direction}_amount else 0 end`],
    ];
  }),
];

/** Every money figure of a row is cost, which the cost-price flag reveals. */
const PRICE_FIELDS: Record<string, PriceFlag> = Object.fromEntries(
  ['beginAmount', 'endAmount', ...PERIOD.map(([f]) => f).filter((f) => f.endsWith('Amount'))].map((f) => [f, 'costPrice']),
);

/**
 * The sums of stock rows (d) where the period runs from S to E: its in and out, and the opening before S. Forwards
 * the rows are the days up to E; backwards (`back`) they are each SKU's sums over all days (no bill_date) and the
 * days from S on, so the opening is those sums less what moved since.
 */
const sums = (S: string, E: string, back: boolean) =>
  [
    back
      ? 'coalesce(sum(case when d.bill_date is null then d.in_qty - d.out_qty else d.out_qty - d.in_qty end), 0) as begin_qty'
      : `coalesce(sum(d.in_qty - d.out_qty) filter (where d.bill_date < ${S}), 0) as begin_qty`,
    back
      ? 'coalesce(sum(case when d.bill_date is null then d.in_amount - d.out_amount else d.out_amount - d.in_amount end), 0) as begin_amount'
      : `coalesce(sum(d.in_amount - d.out_amount) filter (where d.bill_date < ${S}), 0) as begin_amount`,
    ...PERIOD.map(([f, v]) => `coalesce(sum(${v}) filter (where d.bill_date between ${S} and ${E}), 0) as ${column(f)}`),
  ].join(', ');

/** A row's or the totals' figures over the sums (g): opening + in − out = closing. */
const FIGURES = [
  'coalesce(g.begin_qty, 0)::float8 as "beginQty"',
  'coalesce(g.begin_amount, 0)::float8 as "beginAmount"',
  ...PERIOD.map(([f]) => `coalesce(g.${column(f)}, 0)::float8 as "${f}"`),
  'coalesce(g.begin_qty + g.in_qty - g.out_qty, 0)::float8 as "endQty"',
  'coalesce(g.begin_amount + g.in_amount - g.out_amount, 0)::float8 as "endAmount"',
].join(', ');

/** Stock days (d) summed as a bucket of them. */
const BUCKET_SUMS = 'sum(d.in_qty) as in_qty, sum(d.in_amount) as in_amount, sum(d.out_qty) as out_qty, sum(d.out_amount) as out_amount';
const STOCK_DAY_COLUMNS = 'sku_id, warehouse_id, bill_date, bill_type, in_qty, in_amount, out_qty, out_amount';
/** stock_day_sums' columns as stock days of no date and no bill type. */
const SUMS_AS_DAYS = 'sku_id, warehouse_id, null::date as bill_date, null::int as bill_type, in_qty, in_amount, out_qty, out_amount';

/** The pieces of a statement, each adding its parameters where it is put. */
interface Parts {
  /** Whether the SKU k is in the report. */
  held: () => string;
  /** Whether the SKU k has stock rows where the caller looks (one probe of its own rows). */
  stocked: () => string;
  /** Whether the SKU k matches the keyword. */
  keyword: () => string;
  /**
   * The sums over all days where the caller looks of the SKUs matching the keyword (those held there), as one stock day
   * bucket of no date and no bill type, with how many SKUs they are (n).
   */
  heldSums: () => string;
  skus: () => string;
  /**
   * The SKUs held where the caller looks, without a keyword: stock's own SKUs there, read in key order (its stock_sku
   * index), not one probe per SKU of the catalogue.
   */
  heldSkus: () => string;
  /** ` and` the caller's warehouses (and the chosen one) for rows of `alias`. */
  warehouses: (alias: string) => string;
  /** ` and` the rows of `alias` are of the report's SKUs, under a keyword (without one, of any). */
  matching: (alias: string) => string;
  /** The period's sums (`sums`) per SKU of the SKUs whose `alias.sku_id` meets `skus`. */
  summed: (skus: (alias: string) => string) => string;
  /**
   * The stock days (d) a period reads of the SKUs matching the keyword, where the caller looks (backwards the days
   * from its start on, forwards those up to its end), summed together by bill type and by where each day lies (before,
   * in or after the period: one day, as text, stands for each), as `sums` takes them.
   */
  keywordDays: () => string;
  /** Stock day totals (d) of all SKUs up to the period's end, where the caller looks. */
  totals: () => string;
  /** The days (d) of the period where the caller looks, of the keyword's SKUs. */
  period: () => string;
}

/**
 * 进销存汇总 (ReportForPerformance/InvoicingSummary) over stock_days: per SKU that has stock in the warehouses the
 * caller may see (the chosen one), its opening quantity and cost, what came in and went out in the period by document
 * type, and what it closed with; opening + in − out = closing, since each is a sum of the same days. A period with
 * fewer days after its start than before its end is summed backwards from each SKU's sums over all days (stock_day_sums).
 * A page is chosen among the SKUs first (by name, or by a figure of the period), then only its SKUs' rows are read;
 * the totals come from the day totals of all SKUs (stock_day_totals), or from the matching SKUs' rows under a
 * keyword. The SKUs are counted as the other lists count (exactly up to 10,000, estimated beyond).
 */
@Injectable()
export class StockSummaryQueries {
  constructor(private readonly ds: DataSource) {}

  async report(s: Session, body: Record<string, unknown>, f: StockSummaryFilter) {
    const sortable = Object.fromEntries([
      ['productName', 'k.product_name'],
      ['productCode', 'p.product_code'],
      ...PERIOD.filter(([field]) => s.isAdmin || !PRICE_FIELDS[field] || hasPriceFlag(s.pricePerm, PRICE_FIELDS[field])).map(
        ([field, v]) => [field, rankBy(v)],
      ),
    ]);
    const q = parsePageQuery(body, sortable);
    const allowed = allowedWarehouses(s);
    const [{ back }] = await this.ds.query(
      `select coalesce(max(bill_date) - $2::date < $3::date - min(bill_date), false) as back from stock_day_totals where company_id = $1`,
      [s.companyId, f.startDate, f.endDate],
    );
    /** A statement over the company ($1) with the parameters its parts add as they are used. */
    const statement = (build: (b: Parts) => string) => {
      const params: unknown[] = [s.companyId];
      const p = (v: unknown) => `$${params.push(v)}`;
      const warehouses = (alias: string) =>
        [
          allowed ? ` and ${alias}.warehouse_id = any(${p(allowed)})` : '',
          f.warehouseId ? ` and ${alias}.warehouse_id = ${p(f.warehouseId)}` : '',
        ].join('');
      let period: [start: string, end: string] | undefined;
      const dates = () => (period ??= [p(f.startDate), p(f.endDate)]);
      const [S, E] = [() => dates()[0], () => dates()[1]];
      // The report's SKUs: those with stock rows (that ever moved) where the caller looks, matching the keyword. Each
      // SKU probes its own rows by key (a subquery per SKU, never joined to the company's whole stock: for a company
      // the statistics do not know yet that join was planned as a scan of all its stock per SKU).
      const stocked = () => `(select true from stock st where st.company_id = $1 and st.sku_id = k.sku_id${warehouses('st')} limit 1)`;
      const keyword = () => skuSearch('k', f.keyword ?? '', p);
      const held = () => `${stocked()}${f.keyword ? ` and ${keyword()}` : ''}`;
      const skus = () => `select k.sku_id from product_skus k where k.company_id = $1 and ${held()}`;
      const keywordSkus = (alias: string) =>
        `${alias}.sku_id = any(array(select k.sku_id from product_skus k where k.company_id = $1 and ${keyword()}))`;
      // Where a day lies: before, in or after the period (one day stands for each), or none for sums over all days.
      const at = () =>
        `case when d.bill_date is null then null when d.bill_date < ${S()} then ${S()}::date - 1 when d.bill_date <= ${E()} then ${S()}::date else ${E()}::date + 1 end`;
      const b: Parts = {
        held,
        stocked,
        keyword,
        heldSums: () => `select null as bill_date, null::int as bill_type, ${BUCKET_SUMS}, count(distinct d.sku_id)::int as n
          from stock_day_sums d where d.company_id = $1${warehouses('d')} and ${keywordSkus('d')}`,
        skus,
        heldSkus: () => `select distinct st.sku_id from stock st where st.company_id = $1${warehouses('st')}`,
        warehouses,
        matching: (alias) => (f.keyword ? ` and ${alias}.sku_id = any(array(${skus()}))` : ''),
        summed: (skus) => {
          const rows = back
            ? `select ${SUMS_AS_DAYS} from stock_day_sums d where d.company_id = $1${warehouses('d')} and ${skus('d')}
               union all select ${STOCK_DAY_COLUMNS} from stock_days d where d.company_id = $1 and d.bill_date >= ${S()}${warehouses('d')} and ${skus('d')}`
            : `select ${STOCK_DAY_COLUMNS} from stock_days d where d.company_id = $1 and d.bill_date <= ${E()}${warehouses('d')} and ${skus('d')}`;
          return `select d.sku_id, ${sums(S(), E(), back)} from (select d.sku_id, ${at()} as bill_date, d.bill_type, ${BUCKET_SUMS} from (${rows}) d group by 1, 2, 3) d group by d.sku_id`;
        },
        keywordDays: () => `select ${at()}::text as bill_date, d.bill_type, ${BUCKET_SUMS} from stock_days d
          where d.company_id = $1 and d.bill_date ${back ? `>= ${S()}` : `<= ${E()}`}${warehouses('d')} and ${keywordSkus('d')} group by 1, 2`,
        totals: () =>
          `select ${sums(S(), E(), false)} from stock_day_totals d where d.company_id = $1 and d.bill_date <= ${E()}${warehouses('d')}`,
        period: () =>
          `from stock_days d where d.company_id = $1 and d.bill_date between ${S()} and ${E()}${warehouses('d')}${b.matching('d')}`,
      };
      return [build(b), params] as const;
    };
    const page = (b: Parts) => {
      if (q.sortColumn?.startsWith(RANK)) return this.byFigure(b, q.sortColumn, q.sortDirection, q.offset, q.pageSize);
      const order = q.sortColumn ? `${q.sortColumn} ${q.sortDirection}, ` : '';
      // Only the code is the product's: the page walks the SKUs alone otherwise.
      const products = q.sortColumn === 'p.product_code' ? ' join products p on p.product_id = k.product_id' : '';
      const ordered = `order by ${order}k.product_name, k.sort, k.sku_id`;
      // A keyword's SKUs (thousands under a short one) are put in order first, and probed for stock in that order only
      // until the page is full, not each of them before the first is known.
      const skus = f.keyword
        ? `select k.sku_id from (select k.sku_id from product_skus k${products} where k.company_id = $1 and ${b.keyword()} ${ordered} offset 0) k
           where ${b.stocked()}`
        : `select k.sku_id from product_skus k${products} where k.company_id = $1 and ${b.held()} ${ordered}`;
      return `select k.sku_id, row_number() over () as n from (${skus} offset ${q.offset} limit ${q.pageSize}) k`;
    };
    // Under a keyword, its SKUs' sums over all days where the caller looks give the SKUs held there (stock_day_sums
    // has a row where stock has one, both kept from the same StockMoved events), counted and summed backwards from.
    // They and the SKUs' days are read side by side (each a probe per SKU, thousands under a short keyword), and the
    // few buckets they come to are summed up in a last statement.
    const keywordTotals = async () => {
      const [[{ n, ...held }], buckets] = await Promise.all([
        this.ds.query(...statement((b) => b.heldSums())),
        this.ds.query(...statement((b) => b.keywordDays())),
      ]);
      const [figures] = await this.ds.query(
        `select ${FIGURES} from (select ${sums('$1', '$2', back)} from jsonb_to_recordset($3::jsonb) as d(bill_date date, bill_type int, in_qty numeric, in_amount numeric, out_qty numeric, out_amount numeric)) g`,
        [f.startDate, f.endDate, JSON.stringify(back ? [held, ...buckets] : buckets)],
      );
      return { n: n as number, ...figures };
    };
    // The page's sums (g) are made once, before they meet the page: joined as a subquery, a company the statistics do
    // not know yet had them made again for every row.
    const [counted, rows, { n, ...totals }] = await Promise.all([
      f.keyword ? undefined : countRows(this.ds, ...statement((b) => b.heldSkus())),
      this.ds.query(
        ...statement(
          (
            b,
          ) => `with page as materialized (${page(b)}), g as materialized (${b.summed((d) => `${d}.sku_id = any(array(select sku_id from page))`)})
         select k.sku_id as "skuId", p.product_id as "productId", p.product_name as "productName", p.product_code as "productCode", k.spec, p.unit_name as "unitName", p.units, ${FIGURES}
         from page join product_skus k on k.sku_id = page.sku_id join products p on p.product_id = k.product_id left join g on g.sku_id = page.sku_id
         order by page.n`,
        ),
      ),
      f.keyword
        ? keywordTotals()
        : this.ds.query(...statement((b) => `with g as (${b.totals()}) select ${FIGURES} from g`)).then(([t]) => ({ n: undefined, ...t })),
    ]);
    const data = rows.map(({ units, ...r }: Record<string, unknown> & { units?: { unitName: string; ratio: string }[] }) => ({
      ...maskPrices(s, r, PRICE_FIELDS),
      ...(units && { units: units.map((u) => ({ unitName: u.unitName, ratio: Number(u.ratio) })) }),
    }));
    return { ...toPage(q, counted ?? n, data), totals: maskPrices(s, totals, PRICE_FIELDS) };
  }

  /**
   * A page of SKUs ordered by a figure of the period (`figure`, a sum over its days), ties in SKU order. Each SKU that
   * moved has its figure summed once; those of the sign that comes first are ranked among themselves, then the SKUs
   * with nothing (held, not moved or netted to 0) by id, then the other sign: each part at most as deep as the page.
   * The SKUs that moved are left out of the middle part through one hashed set of them, not a probe of all per row
   * (which the planner chose for a company it has no statistics of).
   */
  private byFigure(b: Parts, figure: string, direction: 'ASC' | 'DESC', offset: number, pageSize: number) {
    const first = direction === 'DESC' ? '>' : '<';
    const deep = offset + pageSize;
    // Each part is read only as deep as the parts before it leave the page short (a limit of 0 reads nothing).
    return `with m as materialized (select d.sku_id, ${figure} as v ${b.period()} group by d.sku_id),
      a as materialized (select sku_id, v, 1 as part from m where v ${first} 0 order by v ${direction}, sku_id limit ${deep}),
      z as materialized (select st.sku_id, 0 as v, 2 as part from stock st where st.company_id = $1${b.warehouses('st')}${b.matching('st')}
          and st.sku_id not in (select sku_id from m where m.v <> 0) group by st.sku_id order by st.sku_id
          limit greatest(${deep} - (select count(*) from a), 0))
      select sku_id, row_number() over (order by part, v ${direction}, sku_id) as n from (
        select * from a union all select * from z
        union all (select sku_id, v, 3 from m where v ${first === '>' ? '<' : '>'} 0 order by v ${direction}, sku_id
          limit greatest(${deep} - (select count(*) from a) - (select count(*) from z), 0))
      ) x order by n offset ${offset} limit ${pageSize}`;
  }
}

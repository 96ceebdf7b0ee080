import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { skuSearch } from '../../catalog';
import { hasPriceFlag } from '../../contracts';
import { maskPrices, scopeConditions, Session } from '../../identity';
import { parsePageQuery, toPage } from '../../shared/page-query';
import { aboutAMonth, skuPeriod } from './sku-period';
import { firstSkus, skuGroups, type SkuPeriod } from './sku-rollups.queries';
import { figures, GROUPINGS, priceFields, sortableFigures, sourceFor, sums, type TradeFamily, type TradeSource } from './trade-reports';

export interface TradeFilter {
  startDate: string;
  endDate: string;
  warehouseId?: string;
  /** Lines whose product (name, code, barcode, spec) or partner (name, code) matches. */
  keyword?: string;
  /** The drill-down's row: one SKU, one partner, one day. */
  skuId?: string;
  partnerId?: string;
  billDate?: string;
  /** Who made the documents (the performance report's row). */
  createdBy?: string;
}

/** A trade line's creator and warehouse, as the caller's data scope reads them. */
export const LINE_SCOPE = { createdBy: 't.created_by', warehouses: (list: string) => `t.warehouse_id = any(${list})` };

/**
 * The lines of one trade in the period that the caller may see: their company, only their own documents (or their
 * branch's) unless their role sees everyone's (as the document lists), the warehouses they may use; then the filters.
 */
export function conditions(f: TradeFamily, s: Session, filter: TradeFilter) {
  const params: unknown[] = [s.companyId, f.trade, filter.startDate, filter.endDate];
  const p = (v: unknown) => `$${params.push(v)}`;
  const where = ['t.company_id = $1', 't.trade = $2', 't.bill_date between $3 and $4'];
  where.push(...scopeConditions(s, LINE_SCOPE, p));
  if (filter.warehouseId) where.push(`t.warehouse_id = ${p(filter.warehouseId)}`);
  if (filter.skuId) where.push(`t.sku_id = ${p(filter.skuId)}`);
  if (filter.partnerId) where.push(`t.partner_id = ${p(filter.partnerId)}`);
  if (filter.billDate) where.push(`t.bill_date = ${p(filter.billDate)}`);
  if (filter.createdBy) where.push(`t.created_by = ${p(filter.createdBy)}`);
  if (filter.keyword) {
    const like = p(`%${filter.keyword.replace(/[\\%_]/g, '\\$&')}%`);
    where.push(`(t.sku_id in (select k.sku_id from product_skus k where k.company_id = $1 and ${skuSearch('k', filter.keyword, p)})
      or t.partner_id in (select m.record_id from master_records m where m.company_id = $1 and m.kind = ${p(f.partner.kind)} and (m.name ilike ${like} or m.code ilike ${like})))`);
  }
  return { where: where.join(' and '), params };
}

/** Sortable fields, less the figures the caller may not see (the order would tell them). */
const visibleSortable = (f: TradeFamily, s: Session, own: Record<string, string>) => {
  const hidden = priceFields(f);
  return Object.fromEntries(
    Object.entries({ ...own, ...sortableFigures(f) }).filter(
      ([field]) => s.isAdmin || !hidden[field] || hasPriceFlag(s.pricePerm, hidden[field]),
    ),
  );
};

type Row = Record<string, unknown> & { total: number; units?: { unitName: string; ratio: string }[] };

/** The trade reports over trade_lines or their rollups: a page of groups with the totals of the whole filtered period, and the documents behind a group. */
@Injectable()
export class TradeReportQueries {
  constructor(private readonly ds: DataSource) {}

  /**
   * A page of the groups and the totals. Ordered by its figures (the default), the page is chosen among the groups
   * before they are dressed with names, so that only its rows are looked up; ordered by a name, all are dressed. The
   * products of every line of a period of one or more months give or take some days are summed off the rollups by SKU
   * (skuGroups); in their default order, of a month give or take a few days, their page is read off the month's rollup
   * (firstSkus).
   */
  async report(
    f: TradeFamily,
    by: keyof typeof GROUPINGS,
    s: Session,
    body: Record<string, unknown>,
    filter: TradeFilter,
    pageSize?: number,
  ) {
    const g = GROUPINGS[by];
    const q = parsePageQuery({ pageSize, ...body }, visibleSortable(f, s, g.sortable(f)));
    const skus = by === 'product' && this.everyLine(s, filter) ? await this.skuPeriod(f, s, filter) : undefined;
    // A period of days alone is summed off the lines, whose period index holds every figure (an index-only scan).
    const period = skus?.months.length ? skus : undefined;
    const src = sourceFor(filter, by === 'product');
    const own = g.own ? { sums: `, ${g.own.sums(src)}`, columns: `, ${g.own.columns}` } : { sums: '', columns: '' };
    const { groups, params } = period ? skuGroups(f, s, period) : this.groups(f, s, filter, g.key, src, own.sums);
    const grouped = `with g as (${groups})`;
    const columns = `${g.columns(f)}, ${figures(f)}${own.columns}`;
    const order = q.sortColumn ? `${q.sortColumn} ${q.sortDirection}, g.key` : g.order;
    const byName = !!q.sortColumn && Object.values(g.sortable(f)).includes(q.sortColumn) && !!g.joins;
    const month = period && !q.sortColumn ? aboutAMonth(period) : undefined;
    const first = month ? firstSkus(f, s, { month, days: period!.days }, { ...q, columns, joins: g.joins }) : undefined;
    const [rows, totals]: [Row[], Record<string, unknown>] = await Promise.all([
      first
        ? this.ds.query(first.sql, first.params)
        : this.ds.query(
            byName
              ? `${grouped} select ${columns}, count(*) over ()::int as total from g ${g.joins} order by ${order} offset ${q.offset} limit ${q.pageSize}`
              : `${grouped}, page as (select g.*, count(*) over ()::int as total from g order by ${order} offset ${q.offset} limit ${q.pageSize})
                 select ${columns}, g.total from page g ${g.joins} order by ${order}`,
            params,
          ),
      this.totals(f, s, filter, g.own),
    ]);
    const data: Record<string, unknown>[] = rows.map(({ total: _, units, ...r }) => ({
      ...maskPrices(s, r, priceFields(f)),
      ...(units && { units: units.map((u) => ({ unitName: u.unitName, ratio: Number(u.ratio) })) }),
    }));
    return { ...toPage(q, rows[0]?.total ?? 0, data), totals };
  }

  /** The groups (key and sums) of the lines (or of the day rollup) that meet the filter. */
  private groups(f: TradeFamily, s: Session, filter: TradeFilter, key: string, src: TradeSource, ownSums: string) {
    const { where, params } = conditions(f, s, filter);
    return { groups: `select ${key} as key, ${sums(f)}${ownSums} from ${src.table} t where ${where} group by ${key}`, params };
  }

  /** Whether the report is of every line of the period: no filter, and the caller sees every document and warehouse. */
  private everyLine(s: Session, filter: TradeFilter) {
    const { startDate: _, endDate: __, ...rest } = filter;
    return !Object.values(rest).some((v) => v) && !scopeConditions(s, LINE_SCOPE, () => '').length;
  }

  /** The period as the rollups by SKU read it (skuPeriod), bounded by the first and last days of the trade's lines. */
  private async skuPeriod(f: TradeFamily, s: Session, { startDate, endDate }: TradeFilter): Promise<SkuPeriod> {
    const [lines] = await this.ds.query(
      `select to_char(min(t.bill_date), 'YYYY-MM-DD') as first, to_char(max(t.bill_date), 'YYYY-MM-DD') as last
       from trade_days t where t.company_id = $1 and t.trade = $2`,
      [s.companyId, f.trade],
    );
    return lines.first ? skuPeriod(startDate, endDate, lines) : { months: [], days: [] };
  }

  /** The figures of the whole filtered period (and a grouping's own sums and columns), masked by the caller's price permissions. */
  async totals(
    f: TradeFamily,
    s: Session,
    filter: TradeFilter,
    own?: { sums: (src: TradeSource) => string; columns: string },
  ): Promise<Record<string, unknown>> {
    const { where, params } = conditions(f, s, filter);
    const src = sourceFor(filter);
    const [totals] = await this.ds.query(
      `with g as (select ${sums(f)}${own ? `, ${own.sums(src)}` : ''} from ${src.table} t where ${where}) select ${figures(f)}${own ? `, ${own.columns}` : ''} from g`,
      params,
    );
    return maskPrices(s, totals, priceFields(f));
  }

  /** The documents behind a report's row (written-back ones net to nothing and are left out), each with its share of the figures. */
  async documents(f: TradeFamily, s: Session, body: Record<string, unknown>, filter: TradeFilter) {
    const q = parsePageQuery(body, visibleSortable(f, s, { billDate: 'g.bill_date', billNo: 'g.bill_no' }));
    const { where, params } = conditions(f, s, filter);
    const rows: Row[] = await this.ds.query(
      `with g as (
         select t.doc_id as key, t.bill_type, t.bill_no, t.bill_date, t.partner_id, t.created_by, ${sums(f)} from trade_lines t where ${where}
         group by t.doc_id, t.bill_type, t.bill_no, t.bill_date, t.partner_id, t.created_by having not bool_or(t.reversal)
       )
       select g.key as "docId", g.bill_type as "billType", g.bill_no as "billNo", to_char(g.bill_date, 'YYYY-MM-DD') as "billDate", g.partner_id as "${f.partner.id}",
              m.name as "${f.partner.name}", u.user_name as "userName", ${figures(f)}, count(*) over ()::int as total
       from g left join master_records m on m.record_id = g.partner_id left join users u on u.user_id = g.created_by
       order by ${q.sortColumn ? `${q.sortColumn} ${q.sortDirection}` : 'g.bill_date desc'}, g.bill_no desc offset ${q.offset} limit ${q.pageSize}`,
      params,
    );
    return toPage(
      q,
      rows[0]?.total ?? 0,
      rows.map(({ total: _, ...r }) => maskPrices(s, r, priceFields(f))),
    );
  }
}

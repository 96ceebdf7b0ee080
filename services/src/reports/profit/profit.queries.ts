import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { type PriceFlag } from '../../contracts';
import { maskPrices, Session } from '../../identity';
import { parsePageQuery, toPage } from '../../shared/page-query';
import { conditions } from '../trade/trade-report.queries';
import { MARGIN, SALES_REPORTS, SOURCES } from '../trade/trade-reports';
import { type LossFilter, stockLosses } from './stock-losses';

const NET = '(g.amount - g.cost - g.stocktake - g.damage)';

/** A day's (or the period's) figures over its sums (g). */
const FIGURES = `g.amount::float8 as "saleAmount", g.cost::float8 as "costAmount", (g.amount - g.cost)::float8 as profit, ${MARGIN}::float8 as margin,
  g.stocktake::float8 as "stocktakeLoss", g.damage::float8 as "damageLoss", ${NET}::float8 as "netProfit"`;

const SORTABLE = {
  billDate: 'g.key',
  saleAmount: 'g.amount',
  costAmount: 'g.cost',
  profit: '(g.amount - g.cost)',
  margin: MARGIN,
  stocktakeLoss: 'g.stocktake',
  damageLoss: 'g.damage',
  netProfit: NET,
};

const PRICES: Record<string, PriceFlag> = { saleAmount: 'salePrice' };

/**
 * 利润报表 (ReportForProfit/PageQuery): per day, the sales net of returns with their cost and gross profit (trade_days),
 * the stock losses (盘亏 less 盘盈, 报损: stockLosses) and the net profit, gross profit less the losses; a day with
 * either is a row. The totals are the whole period's.
 */
@Injectable()
export class ProfitQueries {
  constructor(private readonly ds: DataSource) {}

  async page(s: Session, body: Record<string, unknown>, filter: LossFilter) {
    const q = parsePageQuery({ pageSize: 100, ...body }, SORTABLE);
    const { where, params } = conditions(SALES_REPORTS, s, filter);
    const p = (v: unknown) => `$${params.push(v)}`;
    const days = `with sale as (select t.bill_date as day, sum(t.amount) as amount, sum(t.cost_amount) as cost from ${SOURCES.days.table} t where ${where} group by t.bill_date),
      loss as (${stockLosses(s, filter, p)}),
      g as (select coalesce(sale.day, loss.day) as key, coalesce(sale.amount, 0) as amount, coalesce(sale.cost, 0) as cost,
                   coalesce(loss.stocktake, 0) as stocktake, coalesce(loss.damage, 0) as damage
            from sale full join loss on loss.day = sale.day)`;
    const [rows, [totals]] = await Promise.all([
      this.ds.query(
        `${days} select to_char(g.key, 'YYYY-MM-DD') as "billDate", ${FIGURES}, count(*) over ()::int as total from g
         order by ${q.sortColumn ? `${q.sortColumn} ${q.sortDirection}, g.key` : 'g.key'} offset ${q.offset} limit ${q.pageSize}`,
        params,
      ),
      this.ds.query(
        `${days} select ${FIGURES} from (select coalesce(sum(amount), 0) as amount, coalesce(sum(cost), 0) as cost, coalesce(sum(stocktake), 0) as stocktake,
                 coalesce(sum(damage), 0) as damage from g) g`,
        params,
      ),
    ]);
    const data = rows.map(({ total: _, ...r }: Record<string, unknown>) => maskPrices(s, r, PRICES));
    return { ...toPage(q, rows[0]?.total ?? 0, data), totals: maskPrices(s, totals, PRICES) };
  }
}

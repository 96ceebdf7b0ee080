import type { Session } from '../../identity';
import type { DayRange } from './sku-period';
import type { TradeFamily } from './trade-reports';

/** A period as the rollups by SKU read it (see skuPeriod). */
export interface SkuPeriod {
  months: string[];
  days: DayRange[];
}

const FIGURES = ['qty', 'amount', 'cost', 'return_qty', 'return_amount', 'lines'];
const SUMS = FIGURES.map((c) => `sum(r.${c}) as ${c}`).join(', ');

/** A statement over the company ($1) and trade ($2) with the parameters its parts add as they are used. */
function statement(f: TradeFamily, s: Session) {
  const params: unknown[] = [s.companyId, f.trade];
  return { params, p: (v: unknown) => `$${params.push(v)}` };
}

/** The rows (sku_id and FIGURES) of the days added to or taken off a period, one range read after another. */
function dayRows(days: DayRange[], p: (v: unknown) => string) {
  const rows = days.map(
    (d) =>
      `select sku_id, ${FIGURES.map((c) => (d.sign < 0 ? `-${c} as ${c}` : c)).join(', ')} from trade_sku_days
       where company_id = $1 and trade = $2 and bill_date between ${p(d.from)} and ${p(d.to)}`,
  );
  return rows.length ? rows.join(' union all ') : `select sku_id, ${FIGURES.join(', ')} from trade_sku_days where false`;
}

/**
 * The groups by SKU (key and the sums `sums` names) of every line of a period, off the rollups by SKU: its months
 * (trade_sku_months) and its days added or taken off (trade_sku_days). A SKU is in it where a line of it is.
 */
export function skuGroups(f: TradeFamily, s: Session, { months, days }: SkuPeriod) {
  const { params, p } = statement(f, s);
  const monthRows = months.length
    ? `select sku_id, ${FIGURES.join(', ')} from trade_sku_months where company_id = $1 and trade = $2 and month = any(${p(months)}::date[]) union all `
    : '';
  return {
    groups: `select r.sku_id as key, ${SUMS} from (${monthRows}${dayRows(days, p)}) r group by r.sku_id having sum(r.lines) > 0`,
    params,
  };
}

/**
 * A page of the groups by SKU of a period of one month give or take some days, by amount (most first, then SKU), with
 * how many groups there are, without summing every SKU: each SKU those days touch is summed exactly (its month row and
 * its days); every other SKU's figures are its month's, so the rest of the page is the month rollup's first rows by
 * amount (its index) less those SKUs. `columns` and `joins` dress the page's rows (g).
 */
export function firstSkus(
  f: TradeFamily,
  s: Session,
  { month, days }: { month: string; days: DayRange[] },
  page: { offset: number; pageSize: number; columns: string; joins: string },
) {
  const { params, p } = statement(f, s);
  const ofMonth = `from trade_sku_months m where m.company_id = $1 and m.trade = $2 and m.month = ${p(month)}`;
  const figures = 'key, qty, amount, cost, return_qty, return_amount';
  const sql = `with e as materialized (select r.sku_id, ${SUMS} from (${dayRows(days, p)}) r group by r.sku_id),
    x as materialized (select r.sku_id as key, ${SUMS}, bool_or(r.monthly) as monthly from (
        select e.*, false as monthly from e
        union all select m.sku_id, ${FIGURES.map((c) => `m.${c}`).join(', ')}, true ${ofMonth} and m.sku_id = any(array(select sku_id from e))
      ) r group by r.sku_id),
    g as (select ${figures} from x where x.lines > 0
      union all (select m.sku_id, m.qty, m.amount, m.cost, m.return_qty, m.return_amount ${ofMonth} and m.sku_id not in (select sku_id from e)
        order by m.amount desc, m.sku_id limit ${page.offset + page.pageSize})),
    page as (select ${figures} from g order by amount desc, key offset ${page.offset} limit ${page.pageSize})
    select ${page.columns}, (select count(*) ${ofMonth})::int - (select count(*) from x where monthly)::int + (select count(*) from x where x.lines > 0)::int as total
    from page g ${page.joins} order by g.amount desc, g.key`;
  return { sql, params };
}

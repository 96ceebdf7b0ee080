import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { canDo, type PriceFlag } from '../../contracts';
import { allowedWarehouses, maskPrices, scopeConditions, Session } from '../../identity';
import { parsePageQuery, toPage } from '../../shared/page-query';
import { DailyQueries } from '../performance/daily.queries';
import { LINE_SCOPE, TradeReportQueries } from '../trade/trade-report.queries';
import { SALES_REPORTS } from '../trade/trade-reports';

interface Period {
  startDate: string;
  endDate: string;
}

/** The menus whose query permission shows each part of the home page, as on the reports and lists they sum up. */
const SHOWN_BY = {
  sales: '6001',
  products: '6002',
  customers: '6003',
  buys: '6005',
  money: '6009',
  receivable: '5001',
  payable: '5002',
  stock: '4004',
} as const;

const TREND_PRICES: Record<string, PriceFlag> = { saleAmount: 'salePrice', profit: 'costPrice', buyAmount: 'purchasePrice' };

/**
 * The boss's home page (ReportBIForManage) and the trade by day (ReportForBuyAndSale): each figure from the read model
 * of the report that shows it in full, within what the caller may see there (their own documents, their warehouses,
 * prices by their price permissions); a part whose report the caller may not open is null.
 */
@Injectable()
export class ManageQueries {
  constructor(
    private readonly ds: DataSource,
    private readonly trade: TradeReportQueries,
    private readonly daily: DailyQueries,
  ) {}

  async overview(s: Session, today: string) {
    const sees = (part: keyof typeof SHOWN_BY) => canDo(s.permissions, SHOWN_BY[part], 'query', s.isAdmin);
    const month = { startDate: `${today.slice(0, 8)}01`, endDate: today };
    const day = { startDate: today, endDate: today };
    const sales = async (period: Period) => {
      const totals = await this.trade.totals(SALES_REPORTS, s, period);
      return { saleAmount: totals.saleAmount, costAmount: totals.costAmount, profit: totals.profit, qty: totals.qty };
    };
    const top = async (by: 'product' | 'partner') => (await this.trade.report(SALES_REPORTS, by, s, { pageSize: 5 }, month)).data;
    const [todaySales, monthSales, topProducts, topCustomers, todayMoney, monthMoney, balances, stock] = await Promise.all([
      sees('sales') ? sales(day) : null,
      sees('sales') ? sales(month) : null,
      sees('products') ? top('product') : null,
      sees('customers') ? top('partner') : null,
      sees('money') ? this.daily.money(s, day) : null,
      sees('money') ? this.daily.money(s, month) : null,
      this.balances(s.companyId),
      sees('stock') ? this.stock(s) : null,
    ]);
    return {
      today,
      todaySales,
      monthSales,
      todayMoney,
      monthMoney,
      topProducts,
      topCustomers,
      receivable: sees('receivable') ? balances.receivable : null,
      payable: sees('payable') ? balances.payable : null,
      stock,
    };
  }

  /** What customers owe and what is owed to suppliers: the positive balances (a credit is not a debt). */
  private async balances(companyId: string): Promise<{ receivable: number; payable: number }> {
    const [r] = await this.ds.query(
      `select coalesce(sum(greatest(b.init_amount + b.add_amount - b.settled_amount, 0)) filter (where b.partner_kind = 'Custom'), 0)::float8 as receivable,
              coalesce(sum(greatest(b.init_amount + b.add_amount - b.settled_amount, 0)) filter (where b.partner_kind = 'Supplier'), 0)::float8 as payable
       from partner_balances b join master_records m on m.record_id = b.partner_id and not m.removed where b.company_id = $1`,
      [companyId],
    );
    return r;
  }

  /** Stock on hand in the warehouses the caller may use: quantity and its value at cost, from the kept sums per warehouse. */
  private async stock(s: Session) {
    const allowed = allowedWarehouses(s);
    const [r] = await this.ds.query(
      `select coalesce(sum(qty), 0)::float8 as qty, coalesce(sum(amount), 0)::float8 as amount from stock_totals where company_id = $1${allowed ? ' and warehouse_id = any($2)' : ''}`,
      allowed ? [s.companyId, allowed] : [s.companyId],
    );
    return maskPrices(s, r, { amount: 'costPrice' });
  }

  /** Sales, their profit and purchases by day (returns subtracted), for the days with any, from the day rollup. */
  async byDate(s: Session, body: Record<string, unknown>, period: Period & { warehouseId?: string }) {
    const q = parsePageQuery({ pageSize: 100, ...body }, { billDate: 't.bill_date' });
    const params: unknown[] = [s.companyId, period.startDate, period.endDate];
    const p = (v: unknown) => `$${params.push(v)}`;
    // Both trades named: the period index leads with the trade.
    const where = [
      't.company_id = $1',
      "t.trade in ('sale', 'buy')",
      't.bill_date between $2 and $3',
      ...scopeConditions(s, LINE_SCOPE, p),
      ...(period.warehouseId ? [`t.warehouse_id = ${p(period.warehouseId)}`] : []),
    ].join(' and ');
    const figures = `coalesce(sum(t.amount) filter (where t.trade = 'sale'), 0)::float8 as "saleAmount", coalesce(sum(t.amount - t.cost_amount) filter (where t.trade = 'sale'), 0)::float8 as profit,
                     coalesce(sum(t.amount) filter (where t.trade = 'buy'), 0)::float8 as "buyAmount"`;
    const [rows, [totals]] = await Promise.all([
      this.ds.query(
        `select to_char(t.bill_date, 'YYYY-MM-DD') as "billDate", ${figures}, count(*) over ()::int as total from trade_days t where ${where}
         group by t.bill_date order by t.bill_date ${q.sortColumn ? q.sortDirection : 'asc'} offset ${q.offset} limit ${q.pageSize}`,
        params,
      ),
      this.ds.query(`select ${figures} from trade_days t where ${where}`, params),
    ]);
    const sees = (menu: string) => canDo(s.permissions, menu, 'query', s.isAdmin);
    const shown = (r: Record<string, unknown>) => {
      const out = maskPrices(s, r, TREND_PRICES);
      if (!sees(SHOWN_BY.sales)) Object.assign(out, { saleAmount: null, profit: null });
      if (!sees(SHOWN_BY.buys)) out.buyAmount = null;
      return out;
    };
    return {
      ...toPage(
        q,
        rows[0]?.total ?? 0,
        rows.map(({ total: _, ...r }: Record<string, unknown>) => shown(r)),
      ),
      totals: shown(totals),
    };
  }
}

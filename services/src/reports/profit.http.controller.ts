import { Body, Controller } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { hasPriceFlag } from '../contracts';
import { CurrentSession, Permission, Session } from '../identity';
import { ForbiddenError, ValidationError } from '../shared/errors';
import { Action } from '../shared/http/envelope.interceptor';
import { parsePageQuery, toPage } from '../shared/page-query';
import { text, validate } from '../shared/validation/schema';

/** The profit report (/reportForProfit): sales amount, cost of goods sold, profit and margin by date, with totals. */
@Controller('api/ReportForProfit')
export class ProfitReportController {
  constructor(private readonly ds: DataSource) {}

  @Permission('6011', 'query')
  @Action('PageQuery')
  async page(@Body() body: Record<string, unknown>, @CurrentSession() s: Session) {
    if (!s.isAdmin && !hasPriceFlag(s.pricePerm, 'costPrice')) throw new ForbiddenError('您没有查看成本的权限');
    const q = parsePageQuery({ pageSize: 100, ...(body ?? {}) });
    const f = validate({ startDate: text('开始日期').required().date(), endDate: text('结束日期').required().date() }, body);
    if (f.startDate > f.endDate) throw new ValidationError('开始日期不能晚于结束日期', 'startDate');
    const params = [s.companyId, f.startDate, f.endDate];
    const by = `from sales_ledger where company_id = $1 and bill_date between $2 and $3`;
    const [rows, [totals]] = await Promise.all([
      this.ds.query(
        `select to_char(bill_date, 'YYYY-MM-DD') as "billDate", sum(sale_amount)::float8 as "saleAmount", sum(cost_amount)::float8 as "costAmount",
                (sum(sale_amount) - sum(cost_amount))::float8 as profit, count(*) over ()::int as total
         ${by} group by bill_date order by bill_date offset ${q.offset} limit ${q.pageSize}`,
        params,
      ),
      this.ds.query(`select coalesce(sum(sale_amount), 0)::float8 as "saleAmount", coalesce(sum(cost_amount), 0)::float8 as "costAmount", coalesce(sum(sale_amount) - sum(cost_amount), 0)::float8 as profit ${by}`, params),
    ]);
    const margin = (sale: number, profit: number) => (sale ? Math.round((profit / sale) * 10000) / 100 : 0);
    const data = rows.map(({ total: _, ...r }: { total: number; saleAmount: number; profit: number }) => ({ ...r, margin: margin(r.saleAmount, r.profit) }));
    return { ...toPage(q, rows[0]?.total ?? 0, data), totals: { ...totals, margin: margin(totals.saleAmount, totals.profit) } };
  }
}

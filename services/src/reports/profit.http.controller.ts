import { Body, Controller } from '@nestjs/common';
import { hasPriceFlag } from '../contracts';
import { CurrentSession, Permission, Session } from '../identity';
import { ForbiddenError } from '../shared/errors';
import { Action } from '../shared/http/envelope.interceptor';
import { reportFilter } from './trade/trade-report.http.controller';
import { TradeReportQueries } from './trade/trade-report.queries';
import { SALES_REPORTS } from './trade/trade-reports';

const profitOf = ({ saleAmount, costAmount, profit, margin }: Record<string, unknown>) => ({ saleAmount, costAmount, profit, margin });

/** The profit report (/reportForProfit): the sales report by day, which only those who may see cost open. */
@Controller('api/ReportForProfit')
export class ProfitReportController {
  constructor(private readonly queries: TradeReportQueries) {}

  @Permission('6011', 'query')
  @Action('PageQuery')
  async page(@Body() body: Record<string, unknown>, @CurrentSession() s: Session) {
    if (!s.isAdmin && !hasPriceFlag(s.pricePerm, 'costPrice')) throw new ForbiddenError('您没有查看成本的权限');
    const { data, totals, ...page } = await this.queries.report(SALES_REPORTS, 'date', s, body ?? {}, reportFilter(body), 100);
    return { ...page, data: data.map((r) => ({ billDate: r.billDate, ...profitOf(r) })), totals: profitOf(totals) };
  }
}

import { Body, Controller } from '@nestjs/common';
import { CurrentSession, Permission, Session } from '../../identity';
import { Action } from '../../shared/http/envelope.interceptor';
import { text, validate } from '../../shared/validation/schema';
import { asOfPeriod } from '../stock-summary/as-of-period';
import { StockSummaryQueries } from '../stock-summary/stock-summary.queries';
import { reportFilter } from '../trade/trade-report.http.controller';
import { TradeReportQueries } from '../trade/trade-report.queries';
import { SALES_REPORTS } from '../trade/trade-reports';
import { DailyQueries } from './daily.queries';

/**
 * `/api/ReportForPerformance`, the business-status reports: InvoicingSummary (进销存汇总), Daily (经营日报), ForEmployee
 * (业绩报表: the sales report by who made the documents) and Documents (the sales documents behind one of its rows).
 */
@Controller('api/ReportForPerformance')
export class PerformanceReportController {
  constructor(
    private readonly stock: StockSummaryQueries,
    private readonly daily: DailyQueries,
    private readonly trade: TradeReportQueries,
  ) {}

  @Permission('6008', 'query')
  @Action('InvoicingSummary')
  invoicingSummary(@Body() body: Record<string, unknown>, @CurrentSession() s: Session) {
    return this.stock.report(s, body ?? {}, reportFilter(asOfPeriod(body ?? {})));
  }

  @Permission('6009', 'query')
  @Action('Daily')
  day(@Body() body: Record<string, unknown>, @CurrentSession() s: Session) {
    return this.daily.day(s, validate({ billDate: text('日期').required().date() }, body).billDate);
  }

  @Permission('6010', 'query')
  @Action('ForEmployee')
  forEmployee(@Body() body: Record<string, unknown>, @CurrentSession() s: Session) {
    return this.trade.report(SALES_REPORTS, 'employee', s, body ?? {}, reportFilter(body));
  }

  @Permission('6010', 'query')
  @Action('Documents')
  documents(@Body() body: Record<string, unknown>, @CurrentSession() s: Session) {
    const { userId, ...filter } = reportFilter(body, { userId: text('员工') });
    return this.trade.documents(SALES_REPORTS, s, body ?? {}, { ...filter, createdBy: userId });
  }
}

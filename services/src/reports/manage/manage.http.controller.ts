import { Body, Controller } from '@nestjs/common';
import { CurrentSession, Session } from '../../identity';
import { Action } from '../../shared/http/envelope.interceptor';
import { text, validate } from '../../shared/validation/schema';
import { reportFilter } from '../trade/trade-report.http.controller';
import { ManageQueries } from './manage.queries';
import { shopDay } from '../../contracts';

/**
 * `/api/ReportBIForManage/Overview` {today?}: the home page's figures (home is open to everyone; each part shows only
 * to those who may open the report behind it): today's and this month's sales and profit, money from customers and to
 * suppliers, this month's best-selling products and best customers, receivables and payables outstanding, stock value.
 * `today` is the caller's date (their clock), the server's otherwise.
 */
@Controller('api/ReportBIForManage')
export class ManageReportController {
  constructor(private readonly queries: ManageQueries) {}

  @Action('Overview')
  overview(@Body() body: Record<string, unknown>, @CurrentSession() s: Session) {
    const { today } = validate({ today: text('日期').date() }, body);
    return this.queries.overview(s, today ?? shopDay());
  }
}

/** `/api/ReportForBuyAndSale/PageQuery` {startDate, endDate, warehouseId?}: sales, profit and purchases by day (the home page's trend). */
@Controller('api/ReportForBuyAndSale')
export class BuyAndSaleReportController {
  constructor(private readonly queries: ManageQueries) {}

  @Action('PageQuery')
  page(@Body() body: Record<string, unknown>, @CurrentSession() s: Session) {
    const { startDate, endDate, warehouseId } = reportFilter(body);
    return this.queries.byDate(s, body ?? {}, { startDate, endDate, warehouseId });
  }
}

import { Body, Controller } from '@nestjs/common';
import { hasPriceFlag } from '../../contracts';
import { CurrentSession, Permission, Session } from '../../identity';
import { ForbiddenError } from '../../shared/errors';
import { Action } from '../../shared/http/envelope.interceptor';
import { reportFilter } from '../trade/trade-report.http.controller';
import { ProfitQueries } from './profit.queries';

/** The profit report (/reportForProfit): sales, cost, stock losses and net profit by day, which only those who may see cost open. */
@Controller('api/ReportForProfit')
export class ProfitReportController {
  constructor(private readonly queries: ProfitQueries) {}

  @Permission('6011', 'query')
  @Action('PageQuery')
  async page(@Body() body: Record<string, unknown>, @CurrentSession() s: Session) {
    if (!s.isAdmin && !hasPriceFlag(s.pricePerm, 'costPrice')) throw new ForbiddenError('您没有查看成本的权限');
    const { startDate, endDate, warehouseId } = reportFilter(body);
    return this.queries.page(s, body ?? {}, { startDate, endDate, warehouseId });
  }
}

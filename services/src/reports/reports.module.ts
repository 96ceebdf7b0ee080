import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity';
import { BuyAndSaleReportController, ManageReportController } from './manage/manage.http.controller';
import { ManageQueries } from './manage/manage.queries';
import { DailyQueries } from './performance/daily.queries';
import { PerformanceReportController } from './performance/performance.http.controller';
import { ProfitReportController } from './profit/profit.http.controller';
import { ProfitQueries } from './profit/profit.queries';
import { StockSummaryQueries } from './stock-summary/stock-summary.queries';
import { tradeReportController } from './trade/trade-report.http.controller';
import { TradeReportQueries } from './trade/trade-report.queries';
import { TRADE_FAMILIES } from './trade/trade-reports';

/** Reports read from the report read models. */
@Module({
  imports: [IdentityModule],
  controllers: [
    ProfitReportController,
    ...TRADE_FAMILIES.map(tradeReportController),
    PerformanceReportController,
    ManageReportController,
    BuyAndSaleReportController,
  ],
  providers: [TradeReportQueries, StockSummaryQueries, DailyQueries, ManageQueries, ProfitQueries],
})
export class ReportsModule {}

import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity';
import { ProfitReportController } from './profit.http.controller';
import { tradeReportController } from './trade/trade-report.http.controller';
import { TradeReportQueries } from './trade/trade-report.queries';
import { TRADE_FAMILIES } from './trade/trade-reports';

/** Reports read from the report read models. */
@Module({ imports: [IdentityModule], controllers: [ProfitReportController, ...TRADE_FAMILIES.map(tradeReportController)], providers: [TradeReportQueries] })
export class ReportsModule {}

import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity';
import { ProfitReportController } from './profit.http.controller';

/** Reports read from the report read models. */
@Module({ imports: [IdentityModule], controllers: [ProfitReportController] })
export class ReportsModule {}

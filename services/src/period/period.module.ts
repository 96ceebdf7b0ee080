import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity';
import { ArchiveBooksHandler, ClosePeriodHandler, ReopenPeriodHandler } from './period.commands';
import { PeriodController } from './period.http.controller';
import { PeriodQueries } from './period.queries';

/** Month-end closing: 结账 and 反结账 of the company's months; the document engine refuses writes dated in a closed one. */
@Module({
  imports: [IdentityModule],
  controllers: [PeriodController],
  providers: [PeriodQueries, ClosePeriodHandler, ReopenPeriodHandler, ArchiveBooksHandler],
})
export class PeriodModule {}

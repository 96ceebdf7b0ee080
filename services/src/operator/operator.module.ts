import { Global, Module } from '@nestjs/common';
import { IdentityModule } from '../identity';
import { RateLimits } from '../shared/http/rate-limits';
import { AnnouncementsModule } from './announcements/announcements.module';
import { CompanyCareController, OperatorCompaniesController } from './companies.http.controller';
import { OperatorCompanyQueries } from './companies.queries';
import { CompanyCare } from './company-care.service';
import { ConsoleLogQueries } from './console-log.queries';
import { ConsoleController } from './console.http.controller';
import { OperatorGuard } from './operator.guard';
import { OperatorSessions } from './operator-sessions.queries';
import { OperatorAccounts } from './operator.service';

/**
 * The operators' console: its accounts and sign-in, its log, and what it does to companies. Global, so that any
 * module's controller can use OperatorRoute (its guard needs OperatorSessions) without importing this module.
 */
@Global()
@Module({
  imports: [IdentityModule, AnnouncementsModule],
  controllers: [ConsoleController, OperatorCompaniesController, CompanyCareController],
  providers: [OperatorSessions, OperatorGuard, OperatorAccounts, ConsoleLogQueries, RateLimits, OperatorCompanyQueries, CompanyCare],
  exports: [OperatorSessions, OperatorGuard, ConsoleLogQueries],
})
export class OperatorModule {}

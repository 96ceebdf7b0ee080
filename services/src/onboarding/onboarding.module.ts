import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity';
import { HideGettingStartedHandler } from './getting-started.commands';
import { GettingStartedController } from './getting-started.http.controller';
import { GettingStartedQueries } from './getting-started.queries';
import './starter-records';

/** A new company starts ready (its starter records, made at registration) and the home page's 开始使用 checklist. */
@Module({
  imports: [IdentityModule],
  controllers: [GettingStartedController],
  providers: [GettingStartedQueries, HideGettingStartedHandler],
})
export class OnboardingModule {}

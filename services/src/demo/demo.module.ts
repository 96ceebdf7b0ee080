import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity';
import { DemoPurge, PurgeExpiredDemosHandler } from './demo-purge';
import { DemoSeeder } from './demo-seeder';

/** 演示账号's sample shop: what a demo login opens, and the purge of expired demos. */
@Module({ imports: [IdentityModule], providers: [DemoSeeder, DemoPurge, PurgeExpiredDemosHandler] })
export class DemoModule {}

import { Module } from '@nestjs/common';
import { DemoSeeder } from './demo-seeder';

/** 演示账号's sample shop: what a demo login opens. */
@Module({ providers: [DemoSeeder] })
export class DemoModule {}

import { Module } from '@nestjs/common';
import { Metrics } from './metrics.service';

/** The process's figures for Prometheus; bootstrap.ts serves them (useMetrics, listenForScrapes). */
@Module({ providers: [Metrics], exports: [Metrics] })
export class MetricsModule {}

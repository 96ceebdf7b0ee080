import { DynamicModule, Module } from '@nestjs/common';
import { HealthController } from './health';
import { MetricsModule } from './metrics';
import { Infrastructure, InfrastructureModule } from './shared/persistence/infrastructure.module';

/** ROLE=worker: the projections and reactions run beside Nest (bootstrap.ts); over HTTP only GET /health and GET /metrics. */
@Module({})
export class WorkerModule {
  static register(infra: Infrastructure): DynamicModule {
    return { module: WorkerModule, imports: [InfrastructureModule.register(infra), MetricsModule], controllers: [HealthController] };
  }
}

import { DynamicModule, Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import { CatalogModule } from './catalog/catalog.module';
import { FinanceModule } from './finance/finance.module';
import { HealthController } from './health/health.controller';
import { IdentityModule } from './identity/identity.module';
import { InventoryModule } from './inventory/inventory.module';
import { LiveModule } from './live/live.module';
import { PurchasingModule } from './purchasing/purchasing.module';
import { ReportsModule } from './reports/reports.module';
import { SalesModule } from './sales/sales.module';
import { EnvelopeInterceptor } from './shared/http/envelope.interceptor';
import { IdempotencyInterceptor } from './shared/http/idempotency.interceptor';
import { Infrastructure, InfrastructureModule } from './shared/persistence/infrastructure.module';

@Module({})
export class AppModule {
  static register(infra: Infrastructure): DynamicModule {
    return {
      module: AppModule,
      imports: [InfrastructureModule.register(infra), CqrsModule.forRoot(), IdentityModule, LiveModule, CatalogModule, PurchasingModule, SalesModule, InventoryModule, FinanceModule, ReportsModule],
      controllers: [HealthController],
      // Interceptors run in this order: the envelope wraps whatever an idempotent replay returns.
      providers: [
        { provide: APP_INTERCEPTOR, useClass: EnvelopeInterceptor },
        { provide: APP_INTERCEPTOR, useClass: IdempotencyInterceptor },
      ],
    };
  }
}

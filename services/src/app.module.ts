import { DynamicModule, Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import { AuditModule } from './audit';
import { BillingModule } from './billing';
import { DemoModule } from './demo';
import { OperatorModule } from './operator';
import { CatalogModule } from './catalog';
import { DataImportModule } from './data-import';
import { FinanceModule } from './finance';
import { HealthController } from './health';
import { IdentityModule, RecordScopeInterceptor, ReplicaReadsInterceptor } from './identity';
import { InventoryModule } from './inventory';
import { LedgerModule } from './ledger';
import { LiveModule } from './live';
import { PrintingModule } from './printing';
import { PricingModule } from './pricing';
import { ShopModule } from './shop';
import { MarketingModule } from './marketing';
import { MetricsModule } from './metrics';
import { OnboardingModule } from './onboarding';
import { PeriodModule } from './period';
import { PurchasingModule } from './purchasing';
import { ReportsModule } from './reports';
import { SalesModule } from './sales';
import { EnvelopeInterceptor } from './shared/http/envelope.interceptor';
import { IdempotencyInterceptor } from './shared/http/idempotency.interceptor';
import { interceptorChain } from './shared/http/interceptor-chain';
import { ReadAfter, ReadAfterInterceptor } from './shared/es/read-after';
import { Infrastructure, InfrastructureModule } from './shared/persistence/infrastructure.module';

/**
 * The interceptors, in the order they run: the envelope wraps whatever an idempotent replay returns; a replay reads
 * nothing; once the read models show the company's last write, a call that only reads is given a replica in step with
 * the primary (DATABASE_REPLICA_URLS), and the data scope is checked.
 */
const CHAIN = [EnvelopeInterceptor, IdempotencyInterceptor, ReadAfterInterceptor, ReplicaReadsInterceptor, RecordScopeInterceptor];

@Module({})
export class AppModule {
  static register(infra: Infrastructure): DynamicModule {
    return {
      module: AppModule,
      imports: [
        InfrastructureModule.register(infra),
        CqrsModule.forRoot(),
        IdentityModule,
        LiveModule,
        CatalogModule,
        PurchasingModule,
        SalesModule,
        InventoryModule,
        FinanceModule,
        ReportsModule,
        PrintingModule,
        PricingModule,
        ShopModule,
        BillingModule,
        MarketingModule,
        OnboardingModule,
        PeriodModule,
        LedgerModule,
        DataImportModule,
        AuditModule,
        DemoModule,
        MetricsModule,
        OperatorModule,
      ],
      controllers: [HealthController],
      providers: [ReadAfter, ...CHAIN, { provide: APP_INTERCEPTOR, useFactory: interceptorChain, inject: CHAIN }],
    };
  }
}

import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity/identity.module';
import { CustomReceivableController, SupplierHandleController } from './balance.http.controller';
import { BalanceQueries } from './balance.queries';

/** Receivables, payables and account balances. */
@Module({ imports: [IdentityModule], controllers: [SupplierHandleController, CustomReceivableController], providers: [BalanceQueries], exports: [BalanceQueries] })
export class FinanceModule {}

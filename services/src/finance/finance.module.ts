import { Module } from '@nestjs/common';
import { DocumentEngineModule } from '../document-engine';
import { CustomReceivableController, SupplierHandleController } from './balance.http.controller';
import { BalanceQueries } from './balance.queries';
import { SettlementHandler } from './settlement/settlement.commands';
import { settlementController } from './settlement/settlement.http.controller';
import { SETTLEMENT_KINDS } from './settlement/settlement-kinds';

/** Receivables, payables, account balances, receipts and payments with write-off. */
@Module({
  imports: [DocumentEngineModule],
  controllers: [SupplierHandleController, CustomReceivableController, ...SETTLEMENT_KINDS.map(settlementController)],
  providers: [BalanceQueries, SettlementHandler],
  exports: [BalanceQueries],
})
export class FinanceModule {}

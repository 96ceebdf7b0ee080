import { Module } from '@nestjs/common';
import { DocumentEngineModule } from '../document-engine';
import { CapitalFlowController, CustomReceivableController, SupplierHandleController } from './balance.http.controller';
import { BalanceQueries } from './balance.queries';
import { SettlementHandler } from './settlement/settlement.commands';
import { settlementController } from './settlement/settlement.http.controller';
import { SETTLEMENT_KINDS } from './settlement/settlement-kinds';
import { SettlementQueries } from './settlement/settlement.queries';
import { FinanceFlowHandler } from './daily/finance-flow.commands';
import { FinanceFlowController } from './daily/finance-flow.http.controller';
import { FinanceFlowQueries } from './daily/finance-flow.queries';
import { AccountTransferHandler } from './transfer/account-transfer.commands';
import { AccountTransController } from './transfer/account-transfer.http.controller';
import { AccountTransferQueries } from './transfer/account-transfer.queries';
import { InvoiceHandler } from './invoice/invoice.commands';
import { InvoiceController } from './invoice/invoice.http.controller';
import { InvoiceQueries } from './invoice/invoice.queries';
import { RefundHandler } from './refund/refund.commands';
import { refundController } from './refund/refund.http.controller';
import { REFUND_KINDS } from './refund/refund-kinds';
import { RefundQueries } from './refund/refund.queries';
import { CustomCzHandler } from './prepaid/custom-cz.commands';
import { CustomCzController } from './prepaid/custom-cz.http.controller';
import { CustomCzQueries } from './prepaid/custom-cz.queries';
import { StatementHandler } from './statement/statement.commands';
import { StatementController } from './statement/statement.http.controller';
import { StatementPageController } from './statement/statement-page.http.controller';
import { StatementLinks } from './statement/statement-links.service';
import { StatementQueries } from './statement/statement.queries';
import { RateLimits } from '../shared/http/rate-limits';

/** Receivables, payables, account balances, receipts and payments with write-off, account transfers and the cash book. */
@Module({
  imports: [DocumentEngineModule],
  controllers: [
    SupplierHandleController,
    CustomReceivableController,
    ...SETTLEMENT_KINDS.map(settlementController),
    AccountTransController,
    FinanceFlowController,
    ...REFUND_KINDS.map(refundController),
    CapitalFlowController,
    InvoiceController,
    CustomCzController,
    StatementController,
    StatementPageController,
  ],
  providers: [
    BalanceQueries,
    SettlementHandler,
    AccountTransferHandler,
    FinanceFlowHandler,
    RefundHandler,
    InvoiceHandler,
    InvoiceQueries,
    CustomCzHandler,
    SettlementQueries,
    AccountTransferQueries,
    FinanceFlowQueries,
    RefundQueries,
    CustomCzQueries,
    StatementHandler,
    StatementQueries,
    StatementLinks,
    RateLimits,
  ],
  exports: [BalanceQueries, StatementLinks],
})
export class FinanceModule {}

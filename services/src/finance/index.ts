/** Finance: receipts and payments with write-off (核销), receivables, payables and account balances. */
export { FinanceModule } from './finance.module';
export { BalanceQueries } from './balance.queries';
export { balancesProjection } from './balances.projection';
export { settlementsProjection } from './settlement/settlements.projection';
export { accountTransfersProjection } from './transfer/account-transfers.projection';
export { financeFlowsProjection } from './daily/finance-flows.projection';
export { refundsProjection } from './refund/refunds.projection';
export { invoicesProjection } from './invoice/invoices.projection';
export { customCzsProjection } from './prepaid/custom-czs.projection';
export { prepaidLedgerProjection } from './prepaid/prepaid-ledger.projection';
export { SettlementCommand } from './settlement/settlement.commands';
export { CUSTOM_RECEIVE } from './settlement/settlement-kinds';
export { RefundCommand } from './refund/refund.commands';
export { CUSTOM_REFUND } from './refund/refund-kinds';

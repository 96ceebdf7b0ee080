/** Reports: the profit report. */
export { ReportsModule } from './reports.module';
export { salesLedgerProjection } from './sales-ledger.projection';

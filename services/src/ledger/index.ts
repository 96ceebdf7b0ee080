/** The ledger (业财一体): chart of accounts, vouchers from documents, review, trial balance and the agreements with 进销存. */
export { LedgerModule } from './ledger.module';
export { ledgerProjection } from './ledger.projection';
export { LEDGER_EVENT_TITLES, LEDGER_STREAM_TITLES, LEDGER_KEPT_ON_RESET } from './ledger-events';
export { LEDGER_ANNEX_OWNERS } from './ledger.queries';

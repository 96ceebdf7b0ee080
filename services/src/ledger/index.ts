/** The ledger (业财一体): chart of accounts, vouchers from documents, review, trial balance and the agreements with 进销存. */
export { LedgerModule } from './ledger.module';

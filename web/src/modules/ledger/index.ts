/** 会计 (业财一体): vouchers, books, statements, the chart of accounts and the voucher rules. */
export { LEDGER_SCREENS } from './routes';

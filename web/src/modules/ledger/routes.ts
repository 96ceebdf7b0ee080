import { lazyPage } from '../../router/lazyPage';
import type { Screens } from '../../router/handle';

const vouchers = () => import('./vouchers/screens');
const books = () => import('./books/screens');
const statements = () => import('./statements/Statements');

/** 会计 (财务 → 凭证 / 账簿 / 报表): vouchers, books, statements, the chart and the voucher rules, by route path. */
export const LEDGER_SCREENS: Screens = {
  '/ledger/voucher/List': lazyPage(vouchers, 'VoucherList'),
  '/ledger/voucher/Add': lazyPage(vouchers, 'VoucherForm'),
  '/ledger/voucher/Edit': lazyPage(vouchers, 'VoucherForm'),
  '/ledger/voucher/Detail': lazyPage(vouchers, 'VoucherDetail'),
  '/ledger/book/Balance': lazyPage(books, 'TrialBalanceScreen'),
  '/ledger/book/Detail': lazyPage(books, 'DetailBookScreen'),
  '/ledger/book/General': lazyPage(books, 'GeneralBookScreen'),
  '/ledger/report/Profit': lazyPage(statements, 'ProfitStatementScreen'),
  '/ledger/report/BalanceSheet': lazyPage(statements, 'BalanceSheetScreen'),
  '/ledger/account/List': lazyPage(() => import('./chart/AccountTree'), 'AccountTree'),
  '/ledger/rule/List': lazyPage(() => import('./rules/RuleList'), 'RuleList'),
};

import { DOCUMENTS } from '@jxc/services/contracts';
import { documentScreens } from '../../router/documentScreens';
import { lazyPage } from '../../router/lazyPage';
import type { Screens } from '../../router/handle';

const balances = () => import('./balances/screens');
const settlement = () => import('./settlement/screens');
const cashbook = () => import('./cashbook/screens');
const daily = () => import('./daily/screens');
const invoice = () => import('./invoice/screens');
const refund = () => import('./refund/screens');
const prepaid = () => import('./prepaid/screens');

/** The page exports of a money document's screens: its list, its form (new, and a draft's) and its detail. */
const named = <N extends string>(name: N) =>
  ({ list: `${name}List`, add: `${name}Form`, edit: `${name}Form`, detail: `${name}Detail` }) as const;

/** Payables and receivables, receipts and payments (with their write-offs), the money documents and the cash book by route path. */
export const FINANCE_SCREENS: Screens = {
  '/supplierHandle/list': lazyPage(balances, 'PayableList'),
  '/supplierHandle/flow': lazyPage(balances, 'PayableFlow'),
  '/customReceivable/list': lazyPage(balances, 'ReceivableList'),
  '/customReceivable/flow': lazyPage(balances, 'ReceivableFlow'),
  ...documentScreens(settlement, DOCUMENTS.CustomReceive, named('Receive')),
  '/customHx/list': lazyPage(settlement, 'ReceiveHxList'),
  '/customHx/add': lazyPage(settlement, 'ReceiveHxForm'),
  ...documentScreens(settlement, DOCUMENTS.SupplierPay, named('Pay')),
  '/supplierHx/list': lazyPage(settlement, 'PayHxList'),
  '/supplierHx/add': lazyPage(settlement, 'PayHxForm'),
  ...documentScreens(cashbook, DOCUMENTS.AccountTrans, named('Transfer')),
  '/account/cashFlow': lazyPage(cashbook, 'CashFlow'),
  ...documentScreens(daily, DOCUMENTS.FinanceInCome, named('Income')),
  ...documentScreens(daily, DOCUMENTS.FinanceExpenditure, named('Expense')),
  ...documentScreens(refund, DOCUMENTS.CustomRefund, named('CustomRefund')),
  ...documentScreens(refund, DOCUMENTS.SupplierRefund, named('SupplierRefund')),
  ...documentScreens(prepaid, DOCUMENTS.CustomCZ, named('StoreValue')),
  ...documentScreens(prepaid, DOCUMENTS.CustomJC, named('Deposit')),
  '/saleBilling/list': lazyPage(invoice, 'SaleBilling'),
  '/buyBilling/list': lazyPage(invoice, 'BuyBilling'),
  '/community/invoice/Flow': lazyPage(invoice, 'InvoiceFlow'),
};

import { lazyPage } from '../../router/lazyPage';
import type { Screens } from '../../router/handle';

const balances = () => import('./balances/screens');
const settlement = () => import('./settlement/screens');
const cashbook = () => import('./cashbook/screens');
const daily = () => import('./daily/screens');
const invoice = () => import('./invoice/screens');
const refund = () => import('./refund/screens');
const prepaid = () => import('./prepaid/screens');

/** Payables and receivables, receipts and payments (with their write-offs), account transfers and the cash book by route path. */
export const FINANCE_SCREENS: Screens = {
  '/supplierHandle/list': lazyPage(balances, 'PayableList'),
  '/supplierHandle/flow': lazyPage(balances, 'PayableFlow'),
  '/customReceivable/list': lazyPage(balances, 'ReceivableList'),
  '/customReceivable/flow': lazyPage(balances, 'ReceivableFlow'),
  '/customReceive/list': lazyPage(settlement, 'ReceiveList'),
  '/customReceive/add': lazyPage(settlement, 'ReceiveForm'),
  '/customReceive/detail': lazyPage(settlement, 'ReceiveDetail'),
  '/customHx/list': lazyPage(settlement, 'ReceiveHxList'),
  '/customHx/add': lazyPage(settlement, 'ReceiveHxForm'),
  '/supplierPay/list': lazyPage(settlement, 'PayList'),
  '/supplierPay/pay': lazyPage(settlement, 'PayForm'),
  '/supplierPay/detail': lazyPage(settlement, 'PayDetail'),
  '/supplierHx/list': lazyPage(settlement, 'PayHxList'),
  '/supplierHx/add': lazyPage(settlement, 'PayHxForm'),
  '/transferAccount/list': lazyPage(cashbook, 'TransferList'),
  '/transferAccount/add': lazyPage(cashbook, 'TransferForm'),
  '/transferAccount/edit': lazyPage(cashbook, 'TransferForm'),
  '/transferAccount/detail': lazyPage(cashbook, 'TransferDetail'),
  '/account/cashFlow': lazyPage(cashbook, 'CashFlow'),
  '/dayIncome/list': lazyPage(daily, 'IncomeList'),
  '/dayIncome/add': lazyPage(daily, 'IncomeForm'),
  '/dayIncome/edit': lazyPage(daily, 'IncomeForm'),
  '/dayIncome/detail': lazyPage(daily, 'IncomeDetail'),
  '/dayeExpenses/list': lazyPage(daily, 'ExpenseList'),
  '/dayeExpenses/add': lazyPage(daily, 'ExpenseForm'),
  '/dayeExpenses/edit': lazyPage(daily, 'ExpenseForm'),
  '/dayeExpenses/detail': lazyPage(daily, 'ExpenseDetail'),
  '/refund/customList': lazyPage(refund, 'CustomRefundList'),
  '/refund/customAdd': lazyPage(refund, 'CustomRefundForm'),
  '/refund/customEdit': lazyPage(refund, 'CustomRefundForm'),
  '/refund/customDetail': lazyPage(refund, 'CustomRefundDetail'),
  '/refund/supplierList': lazyPage(refund, 'SupplierRefundList'),
  '/refund/supplierAdd': lazyPage(refund, 'SupplierRefundForm'),
  '/refund/supplierEdit': lazyPage(refund, 'SupplierRefundForm'),
  '/refund/supplierDetail': lazyPage(refund, 'SupplierRefundDetail'),
  '/customCz/storeValue/List': lazyPage(prepaid, 'StoreValueList'),
  '/customCz/storeValue/Add': lazyPage(prepaid, 'StoreValueForm'),
  '/customCz/storeValue/Edit': lazyPage(prepaid, 'StoreValueForm'),
  '/customCz/storeValue/Detail': lazyPage(prepaid, 'StoreValueDetail'),
  '/customCz/deposit/List': lazyPage(prepaid, 'DepositList'),
  '/customCz/deposit/Add': lazyPage(prepaid, 'DepositForm'),
  '/customCz/deposit/Edit': lazyPage(prepaid, 'DepositForm'),
  '/customCz/deposit/Detail': lazyPage(prepaid, 'DepositDetail'),
  '/saleBilling/list': lazyPage(invoice, 'SaleBilling'),
  '/buyBilling/list': lazyPage(invoice, 'BuyBilling'),
  '/community/invoice/Flow': lazyPage(invoice, 'InvoiceFlow'),
};

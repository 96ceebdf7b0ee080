export { FINANCE_SCREENS } from './routes';
export { prepaidRemain } from './prepaid/api';
export { BuyInvoices, SaleInvoices } from './invoice/DocInvoices';

export { SALES_SCREENS } from './routes';
export { RefundDialog, type RefundChoice } from './PaymentRefund';

import { BillingList } from './BillingList';
import { BUY_BILLING, SALE_BILLING } from './sides';

export { InvoiceFlow } from './InvoiceFlow';
export const SaleBilling = () => <BillingList side={SALE_BILLING} />;
export const BuyBilling = () => <BillingList side={BUY_BILLING} />;

/** Purchasing: purchase orders, purchases and purchase returns, described as document kinds on the engine. */
export { PurchasingModule } from './purchasing.module';
export { BUY, BUY_OFFER, BUY_RETURN, PURCHASING_KINDS } from './purchasing.kind';

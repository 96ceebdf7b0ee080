/** Purchasing: purchase orders, purchases and purchase returns, described as document kinds on the engine; 智能补货. */
export { PurchasingModule } from './purchasing.module';
export { BUY, BUY_OFFER, BUY_RETURN, PURCHASING_KINDS } from './purchasing.kind';
export { replenishProjection } from './replenish/replenish.projection';

/** Purchasing: purchase orders, purchases and purchase returns, described as document kinds on the engine; 智能补货. */
export { PurchasingModule } from './purchasing.module';
export { BUY, BUY_OFFER, BUY_RETURN, PURCHASING_KINDS } from './purchasing.kind';
export { replenishProjection } from './replenish/replenish.projection';
export { replenishRulesProjection } from './replenish/replenish-rule.projection';
export { REPLENISH_EVENT_TITLES, REPLENISH_STREAM_TITLES } from './replenish/replenish-rule';

/** Pricing: the 调价单 (many SKUs' prices at once, on its 生效日期), the 价格表 and the price history. */
export { PricingModule } from './pricing.module';
export { PRICING_KINDS } from './change-price.kind';
export { priceChangesProjection } from './price-changes.projection';
export { ApplyDuePriceChangesCommand } from './due-price-changes';

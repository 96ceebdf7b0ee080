/** Editions sold by the platform: operators' prices and merchant account, a company's purchase paid and applied once, its receipts. */
export { BillingModule } from './billing.module';
export { BILLING_LOGGED, EDITION_PRICES_TITLES } from './edition-prices';
export { PURCHASE_STREAM_TITLES, PURCHASE_TITLES } from './edition-purchases';

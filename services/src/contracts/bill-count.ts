import { shopDay } from './shop-day';

/**
 * The company's new documents of every kind in a month (China time), one event each, appended with the document:
 * what the home page and Company/Detail show as billCountMonth and what the monthly cap counts.
 */
export const billCountStream = (companyId: string, month = shopDay().slice(0, 7)) => `BillCount-${companyId}-${month.replace('-', '')}`;

import { EDITIONS } from '../contracts';
import type { LoggedAction } from '../operator';
import { dec } from '../shared/decimal';
import { ValidationError } from '../shared/errors';
import { eventNames } from '../shared/es/event-names';

/**
 * The platform's own space in the event store: the editions' prices, its merchant account and the payments companies
 * make to it live under this id, apart from every company's.
 */
export const PLATFORM = 'platform';

/** Editions are sold by the year, for one, two or three years (a longer term may be priced lower per year). */
export const TERMS = [1, 2, 3] as const;
export type Term = (typeof TERMS)[number];

/** The editions on sale: all but the free one. */
export const SOLD_EDITIONS = Object.keys(EDITIONS)
  .map(Number)
  .filter((p) => p !== 1);

export const EDITION_PRICES_STREAM = 'EditionPrices-platform';

/** One edition's prices by term in years ("1" → "498.00"); a term without a price is not sold. */
export interface EditionPricesChanged {
  productType: number;
  prices: Record<string, string>;
}

export type EditionPricesEvent = { type: 'Changed'; data: EditionPricesChanged };
export const EDITION_PRICES_EVENTS = eventNames('EditionPrice', ['Changed'] as const);
export const EDITION_PRICES_TITLES: Record<string, string> = { [EDITION_PRICES_EVENTS.Changed]: '设置版本价格' };

/** The console's log of a price change: the edition and its prices by term, or 停售 when none is left. */
export const BILLING_LOGGED: Record<string, LoggedAction> = {
  [EDITION_PRICES_EVENTS.Changed]: {
    title: '设置版本价格',
    detail: (d) =>
      `${EDITIONS[Number(d.productType)]}：${
        Object.entries(d.prices as Record<string, string>)
          .map(([years, price]) => `${years}年${price}元`)
          .join('，') || '停售'
      }`,
  },
};

export interface PriceList {
  byEdition: Record<number, Record<string, string>>;
}

export const noPrices: PriceList = { byEdition: {} };

export function evolvePrices(s: PriceList, e: EditionPricesEvent): PriceList {
  return { byEdition: { ...s.byEdition, [e.data.productType]: e.data.prices } };
}

/** The price of an edition for a term, or undefined when it is not sold so. */
export const priceOf = (s: PriceList, productType: number, years: number): string | undefined => s.byEdition[productType]?.[String(years)];

const MAX_PRICE = 1_000_000;

/**
 * Operators price each edition on sale by term: a price is yuan with at most two decimals, above 0 and below a
 * million; a term left empty is not sold. The same prices again change nothing.
 */
export const decidePrices = {
  set(s: PriceList, productType: number, prices: Record<string, string | null | undefined>): EditionPricesEvent[] {
    if (!SOLD_EDITIONS.includes(productType)) throw new ValidationError('版本不在可售范围内', 'productType');
    const set: Record<string, string> = {};
    for (const years of TERMS) {
      const given = prices[String(years)];
      if (given === null || given === undefined || given === '') continue;
      const amount = dec(/^\d+(\.\d+)?$/.test(String(given).trim()) ? String(given).trim() : 0);
      if (!amount.gt(0) || amount.gte(MAX_PRICE) || amount.decimalPlaces() > 2)
        throw new ValidationError(`${years}年价格必须大于0、小于${MAX_PRICE}，最多2位小数`, `prices.${years}`);
      set[years] = amount.toFixed(2);
    }
    const before = s.byEdition[productType] ?? {};
    const same = Object.keys(set).length === Object.keys(before).length && Object.entries(set).every(([k, v]) => before[k] === v);
    return same ? [] : [{ type: 'Changed', data: { productType, prices: set } }];
  },
};

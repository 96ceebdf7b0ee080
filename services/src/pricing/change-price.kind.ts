import { describedKind, DocumentKind } from '../document-engine';
import { DOCUMENTS } from '../contracts';
import { changePriceEffect } from './change-price-effect';

/**
 * 调价单: new prices for many SKUs at once — sale, wholesale, purchase, lowest or level prices — taking effect on its
 * 生效日期. Each line sets one price of one SKU (its priceType) to its price; it names no warehouse and moves no stock.
 */
export const CHANGE_PRICE: DocumentKind<'ChangePrice'> = {
  ...describedKind(DOCUMENTS.ChangePrice),
  events: {
    Saved: 'ChangePriceSaved',
    Approved: 'ChangePriceApproved',
    Audited: 'ChangePriceAudited',
    WrittenBack: 'ChangePriceWrittenBack',
    Removed: 'ChangePriceRemoved',
    Settled: 'ChangePriceSettled',
    SettlementReversed: 'ChangePriceSettlementReversed',
    Consumed: 'ChangePriceConsumed',
    ConsumptionReversed: 'ChangePriceConsumptionReversed',
  },
  unwarehoused: true,
  headerValues: ['effectiveDate'],
  priceFlag: 'salePrice',
  trackLines: (lines) => lines,
  effects: [changePriceEffect],
};

/** The module's document kinds; the app's list (DOCUMENT_KINDS) joins them. */
export const PRICING_KINDS: readonly DocumentKind[] = [CHANGE_PRICE];

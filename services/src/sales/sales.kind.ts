import { describedKind, DocumentKind } from '../document-engine';
import { stockEffect, trackLines } from '../inventory';
import { DOCUMENTS } from '../contracts';
import { checkLowestPrices } from './lowest-price';
import { saleReturnCost } from './sale-return-cost';

export const SALE_OFFER: DocumentKind<'SaleOffer'> = {
  ...describedKind(DOCUMENTS.SaleOffer),
  answersBeforeReadModels: true,
  events: {
    Saved: 'SaleOfferSaved',
    Approved: 'SaleOfferApproved',
    Audited: 'SaleOfferAudited',
    WrittenBack: 'SaleOfferWrittenBack',
    Removed: 'SaleOfferRemoved',
    Settled: 'SaleOfferSettled',
    SettlementReversed: 'SaleOfferSettlementReversed',
    Consumed: 'SaleOfferConsumed',
    ConsumptionReversed: 'SaleOfferConsumptionReversed',
  },
  combos: true,
  trackLines,
  checkSave: checkLowestPrices,
  effects: [],
};

export const SALE: DocumentKind<'Sale'> = {
  ...describedKind(DOCUMENTS.Sale, SALE_OFFER),
  answersBeforeReadModels: true,
  events: {
    Saved: 'SaleSaved',
    Approved: 'SaleApproved',
    Audited: 'SaleAudited',
    WrittenBack: 'SaleWrittenBack',
    Removed: 'SaleRemoved',
    Settled: 'SaleSettled',
    SettlementReversed: 'SaleSettlementReversed',
    Consumed: 'SaleConsumed',
    ConsumptionReversed: 'SaleConsumptionReversed',
  },
  stockConfirmation: { StockAwaited: 'SaleStockAwaited', StockConfirmed: 'SaleStockConfirmed' },
  annotations: { Printed: 'SalePrinted', ExtendUpdated: 'SaleExtendUpdated' },
  posting: { add: 1, cash: 1 },
  combos: true,
  trackLines,
  checkSave: checkLowestPrices,
  effects: [stockEffect()],
};

/**
 * A sale return names its sale or not: linked, goods come back at that sale's cost; otherwise at the current average.
 * What is refunded may go back to the customer's prepaid (退回预存款) instead of out of an account.
 */
export const SALE_RETURN: DocumentKind<'SaleReturn'> = {
  ...describedKind(DOCUMENTS.SaleReturn, SALE),
  answersBeforeReadModels: true,
  events: {
    Saved: 'SaleReturnSaved',
    Approved: 'SaleReturnApproved',
    Audited: 'SaleReturnAudited',
    WrittenBack: 'SaleReturnWrittenBack',
    Removed: 'SaleReturnRemoved',
    Settled: 'SaleReturnSettled',
    SettlementReversed: 'SaleReturnSettlementReversed',
    Consumed: 'SaleReturnConsumed',
    ConsumptionReversed: 'SaleReturnConsumptionReversed',
  },
  stockConfirmation: { StockAwaited: 'SaleReturnStockAwaited', StockConfirmed: 'SaleReturnStockConfirmed' },
  posting: { add: -1, cash: -1 },
  combos: true,
  trackLines,
  effects: [stockEffect(saleReturnCost(SALE))],
};

/** The module's document kinds, in the order they are listed; the app's list (DOCUMENT_KINDS) joins them. */
export const SALES_KINDS: readonly DocumentKind[] = [SALE, SALE_RETURN, SALE_OFFER];

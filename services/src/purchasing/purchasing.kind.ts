import { describedKind, DocumentKind } from '../document-engine';
import { stockEffect, trackLines } from '../inventory';
import { DOCUMENTS } from '../contracts';
import { dec } from '../shared/decimal';

export const BUY_OFFER: DocumentKind<'BuyOffer'> = {
  ...describedKind(DOCUMENTS.BuyOffer),
  answersBeforeReadModels: true,
  events: {
    Saved: 'BuyOfferSaved',
    Approved: 'BuyOfferApproved',
    Audited: 'BuyOfferAudited',
    WrittenBack: 'BuyOfferWrittenBack',
    Removed: 'BuyOfferRemoved',
    Settled: 'BuyOfferSettled',
    SettlementReversed: 'BuyOfferSettlementReversed',
    Consumed: 'BuyOfferConsumed',
    ConsumptionReversed: 'BuyOfferConsumptionReversed',
  },
  trackLines,
  effects: [],
};

/** A purchase brings its goods in at what they cost (net of discounts, before tax). */
export const BUY: DocumentKind<'Buy'> = {
  ...describedKind(DOCUMENTS.Buy, BUY_OFFER),
  answersBeforeReadModels: true,
  events: {
    Saved: 'BuySaved',
    Approved: 'BuyApproved',
    Audited: 'BuyAudited',
    WrittenBack: 'BuyWrittenBack',
    Removed: 'BuyRemoved',
    Settled: 'BuySettled',
    SettlementReversed: 'BuySettlementReversed',
    Consumed: 'BuyConsumed',
    ConsumptionReversed: 'BuyConsumptionReversed',
  },
  stockConfirmation: { StockAwaited: 'BuyStockAwaited', StockConfirmed: 'BuyStockConfirmed' },
  posting: { add: 1, cash: -1 },
  trackLines,
  effects: [stockEffect(async () => (line) => dec(line.costAmount))],
};

export const BUY_RETURN: DocumentKind<'BuyReturn'> = {
  ...describedKind(DOCUMENTS.BuyReturn, BUY),
  answersBeforeReadModels: true,
  linesAlsoFor: ['3001V'],
  events: {
    Saved: 'BuyReturnSaved',
    Approved: 'BuyReturnApproved',
    Audited: 'BuyReturnAudited',
    WrittenBack: 'BuyReturnWrittenBack',
    Removed: 'BuyReturnRemoved',
    Settled: 'BuyReturnSettled',
    SettlementReversed: 'BuyReturnSettlementReversed',
    Consumed: 'BuyReturnConsumed',
    ConsumptionReversed: 'BuyReturnConsumptionReversed',
  },
  stockConfirmation: { StockAwaited: 'BuyReturnStockAwaited', StockConfirmed: 'BuyReturnStockConfirmed' },
  posting: { add: -1, cash: 1 },
  trackLines,
  effects: [stockEffect()],
};

/** The module's document kinds, in the order they are listed; the app's list (DOCUMENT_KINDS) joins them. */
export const PURCHASING_KINDS: readonly DocumentKind[] = [BUY, BUY_RETURN, BUY_OFFER];

import { DocumentKind } from '../document-engine';
import { stockEffect, trackLines } from '../inventory';
import { DOC_TYPES } from '../contracts';
import { dec } from '../shared/decimal';

const SUPPLIER = { field: 'supplierId', kind: 'Supplier', label: '供应商' } as const;

export const BUY_OFFER: DocumentKind<'BuyOffer'> = {
  kind: 'BuyOffer',
  title: '采购订单',
  billType: DOC_TYPES.BuyOffer,
  prefix: 'CD',
  idField: 'offerId',
  menuId: '4001',
  answersBeforeReadModels: true,
  direction: 'none',
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
  partner: SUPPLIER,
  settle: { field: 'payAmount', label: '预付款' },
  trackLines,
  effects: [],
};

/** A purchase brings its goods in at what they cost (net of discounts, before tax). */
export const BUY: DocumentKind<'Buy'> = {
  kind: 'Buy',
  title: '采购单',
  billType: DOC_TYPES.Buy,
  prefix: 'CG',
  idField: 'buyId',
  menuId: '4002',
  answersBeforeReadModels: true,
  direction: 'in',
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
  partner: SUPPLIER,
  settle: { field: 'payAmount', label: '本次付款' },
  source: { of: BUY_OFFER, field: 'offerId', label: '采购订单' },
  posting: { add: 1, cash: -1 },
  trackLines,
  effects: [stockEffect(async () => (line) => dec(line.costAmount))],
};

export const BUY_RETURN: DocumentKind<'BuyReturn'> = {
  kind: 'BuyReturn',
  title: '采购退货单',
  billType: DOC_TYPES.BuyReturn,
  prefix: 'CT',
  idField: 'returnId',
  menuId: '4003',
  answersBeforeReadModels: true,
  direction: 'out',
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
  partner: SUPPLIER,
  settle: { field: 'payAmount', label: '本次退款' },
  source: { of: BUY, field: 'buyId', label: '原采购单' },
  posting: { add: -1, cash: 1 },
  trackLines,
  effects: [stockEffect()],
};

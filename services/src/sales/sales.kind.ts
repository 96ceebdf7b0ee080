import { DocumentKind } from '../document-engine';
import { stockEffect, trackLines } from '../inventory';
import { DOC_TYPES } from '../contracts';
import { checkLowestPrices } from './lowest-price';
import { saleReturnCost } from './sale-return-cost';

const CUSTOMER = { field: 'customId', kind: 'Custom', label: '客户' } as const;

export const SALE_OFFER: DocumentKind<'SaleOffer'> = {
  kind: 'SaleOffer',
  title: '销售报价单',
  billType: DOC_TYPES.SaleOffer,
  prefix: 'BJ',
  idField: 'offerId',
  menuId: '2001',
  answersBeforeReadModels: true,
  direction: 'none',
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
  partner: CUSTOMER,
  settle: { field: 'receiveAmount', label: '预收款' },
  combos: true,
  trackLines,
  checkSave: checkLowestPrices,
  effects: [],
};

export const SALE: DocumentKind<'Sale'> = {
  kind: 'Sale',
  title: '销售单',
  billType: DOC_TYPES.Sale,
  prefix: 'XS',
  idField: 'saleId',
  menuId: '2002',
  answersBeforeReadModels: true,
  direction: 'out',
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
  partner: CUSTOMER,
  settle: { field: 'receiveAmount', label: '本次收款' },
  prepaid: { field: 'prepaidAmount', label: '预存款抵扣' },
  source: { of: SALE_OFFER, field: 'offerId', label: '销售报价单' },
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
  kind: 'SaleReturn',
  title: '销售退货单',
  billType: DOC_TYPES.SaleReturn,
  prefix: 'XT',
  idField: 'returnId',
  menuId: '2003',
  answersBeforeReadModels: true,
  direction: 'in',
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
  partner: CUSTOMER,
  settle: { field: 'receiveAmount', label: '本次退款' },
  prepaid: { field: 'prepaidAmount', label: '退回预存款' },
  source: { of: SALE, field: 'saleId', label: '原销售单' },
  posting: { add: -1, cash: -1 },
  combos: true,
  trackLines,
  effects: [stockEffect(saleReturnCost(SALE))],
};

import { describedKind, DocumentKind } from '../../document-engine';
import { DOCUMENTS } from '../../contracts';
import { costAdjustmentEffect } from './cost-adjustment-effect';

/**
 * 成本调价单: new moving-average costs for SKUs in one warehouse. Its lines name the new cost as their price (a
 * quantity of one, the stock being whatever it is at the audit); it moves no quantity and reserves nothing.
 */
export const COST_PRICE: DocumentKind<'CostPrice'> = {
  ...describedKind(DOCUMENTS.CostPrice),
  events: {
    Saved: 'CostPriceSaved',
    Approved: 'CostPriceApproved',
    Audited: 'CostPriceAudited',
    WrittenBack: 'CostPriceWrittenBack',
    Removed: 'CostPriceRemoved',
    Settled: 'CostPriceSettled',
    SettlementReversed: 'CostPriceSettlementReversed',
    Consumed: 'CostPriceConsumed',
    ConsumptionReversed: 'CostPriceConsumptionReversed',
  },
  priceFlag: 'costPrice',
  trackLines: (lines) => lines,
  effects: [costAdjustmentEffect],
};

import { describedKind, DocumentKind } from '../../document-engine';
import { DOCUMENTS } from '../../contracts';
import { stocktakeEffect } from './stocktake-effect';
import { countedLines } from './stocktake';

/**
 * 盘点单: the quantities counted in one warehouse; its audit moves each line's difference against the book at that
 * moment, both ways. It reserves no stock (direction 'none': the audit plans its own moves), and its lines carry the
 * count as their quantity, priced at nothing.
 */
export const INVTAK: DocumentKind<'Invtak'> = {
  ...describedKind(DOCUMENTS.Inventory),
  events: {
    Saved: 'InvtakSaved',
    Approved: 'InvtakApproved',
    Audited: 'InvtakAudited',
    WrittenBack: 'InvtakWrittenBack',
    Removed: 'InvtakRemoved',
    Settled: 'InvtakSettled',
    SettlementReversed: 'InvtakSettlementReversed',
    Consumed: 'InvtakConsumed',
    ConsumptionReversed: 'InvtakConsumptionReversed',
  },
  unpriced: true,
  priceFlag: 'costPrice',
  trackLines: countedLines,
  effects: [stocktakeEffect],
};

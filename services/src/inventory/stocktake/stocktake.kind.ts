import { DocumentKind } from '../../document-engine';
import { BILL_PREFIX, DOC_TYPES } from '../../contracts';
import { stocktakeEffect } from './stocktake-effect';
import { countedLines } from './stocktake';

/**
 * 盘点单: the quantities counted in one warehouse; its audit moves each line's difference against the book at that
 * moment, both ways. It reserves no stock (direction 'none': the audit plans its own moves), and its lines carry the
 * count as their quantity, priced at nothing.
 */
export const INVTAK: DocumentKind<'Invtak'> = {
  kind: 'Invtak',
  title: '盘点单',
  billType: DOC_TYPES.Inventory,
  prefix: BILL_PREFIX.Inventory!,
  idField: 'invtakId',
  menuId: '4008',
  direction: 'none',
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

import { describedKind, DocumentKind } from '../../document-engine';
import { DOCUMENTS } from '../../contracts';
import { dec } from '../../shared/decimal';
import { stockEffect } from '../stock-effect';
import { trackLines } from '../tracking';
import { checkTransfer, transferEffect } from './transfer';

/** 出入库类型 of the given direction (the StorageType master data, /otherStorageType/list). */
const storageType = (direction: 'in' | 'out') =>
  ({ field: 'typeId', label: '出入库类型', ref: 'StorageType', where: { direction } }) as const;

/** 其他入库单: goods in without a supplier (gifts, samples, found stock), at price × qty. */
export const INSTORAGE: DocumentKind<'Instorage'> = {
  ...describedKind(DOCUMENTS.InStorage),
  events: {
    Saved: 'InstorageSaved',
    Approved: 'InstorageApproved',
    Audited: 'InstorageAudited',
    WrittenBack: 'InstorageWrittenBack',
    Removed: 'InstorageRemoved',
    Settled: 'InstorageSettled',
    SettlementReversed: 'InstorageSettlementReversed',
    Consumed: 'InstorageConsumed',
    ConsumptionReversed: 'InstorageConsumptionReversed',
  },
  headerFields: [storageType('in')],
  priceFlag: 'costPrice',
  trackLines,
  effects: [stockEffect(async () => (line) => dec(line.costAmount))],
};

/** 其他出库单: goods out without a customer (breakage, internal use, samples), at the moving average. */
export const OUTSTORAGE: DocumentKind<'Outstorage'> = {
  ...describedKind(DOCUMENTS.OutStorage),
  events: {
    Saved: 'OutstorageSaved',
    Approved: 'OutstorageApproved',
    Audited: 'OutstorageAudited',
    WrittenBack: 'OutstorageWrittenBack',
    Removed: 'OutstorageRemoved',
    Settled: 'OutstorageSettled',
    SettlementReversed: 'OutstorageSettlementReversed',
    Consumed: 'OutstorageConsumed',
    ConsumptionReversed: 'OutstorageConsumptionReversed',
  },
  headerFields: [storageType('out')],
  unpriced: true,
  priceFlag: 'costPrice',
  trackLines,
  effects: [stockEffect()],
};

/**
 * 调拨单: goods from one warehouse (the lines') to another. Its lines leave their warehouse, so, like other outbound
 * documents, an open transfer reserves the source's stock.
 */
export const TRANS: DocumentKind<'Trans'> = {
  ...describedKind(DOCUMENTS.Transfer),
  events: {
    Saved: 'TransSaved',
    Approved: 'TransApproved',
    Audited: 'TransAudited',
    WrittenBack: 'TransWrittenBack',
    Removed: 'TransRemoved',
    Settled: 'TransSettled',
    SettlementReversed: 'TransSettlementReversed',
    Consumed: 'TransConsumed',
    ConsumptionReversed: 'TransConsumptionReversed',
  },
  warehouse: { field: 'outWarehouseId', label: '调出仓库' },
  headerFields: [{ field: 'inWarehouseId', label: '调入仓库', ref: 'Warehouse' }],
  unpriced: true,
  priceFlag: 'costPrice',
  trackLines,
  checkSave: checkTransfer,
  effects: [transferEffect],
};

export const STOCK_DOCUMENT_KINDS = [INSTORAGE, OUTSTORAGE, TRANS];

import { DOCUMENTS } from '@jxc/services/contracts';
import { call } from '../../../api/http';
import type { Page } from '../../../api/types';
import { describedKind, warehouseChoices, type DocKind } from '../../document-engine';

/** The company's 出入库类型 of one direction (/otherStorageType/list). */
const storageTypes = (direction: 'in' | 'out') => async () =>
  (await call<Page<{ typeId: string; typeName: string }>>('StorageType/Options', { pageNo: 1, pageSize: 50, direction })).data.map((t) => ({
    id: t.typeId,
    name: t.typeName,
  }));
const typeOf = (direction: 'in' | 'out') => ({ field: 'typeId', label: '出入库类型', choices: storageTypes(direction) });

/** 其他入库单: goods in without a supplier (赠品, 样品 …) at the price entered. */
export const INSTORAGE: DocKind = {
  ...describedKind(DOCUMENTS.InStorage),
  headerFields: [typeOf('in')],
  posts: '库存',
  priceOf: (k) => k.purchasePrice,
  lineFields: ['unit', 'qty', 'price', 'amount', 'warehouse', 'location', 'remark'],
};

/** 其他出库单: goods out without a customer (报损, 内部领用 …) at the moving average, shown once audited. */
export const OUTSTORAGE: DocKind = {
  ...describedKind(DOCUMENTS.OutStorage),
  headerFields: [typeOf('out')],
  posts: '库存',
  priceOf: () => null,
  lineFields: ['unit', 'qty', 'warehouse', 'location', 'cost', 'remark'],
};

/** 调拨单: goods from the 调出仓库 to the 调入仓库, arriving at the cost they left at. */
export const TRANS: DocKind = {
  ...describedKind(DOCUMENTS.Transfer),
  warehouse: { field: 'outWarehouseId', label: '调出仓库' },
  headerFields: [{ field: 'inWarehouseId', label: '调入仓库', choices: warehouseChoices }],
  posts: '调出和调入仓库的库存',
  priceOf: () => null,
  lineFields: ['unit', 'qty', 'stock', 'location', 'cost', 'remark'],
};

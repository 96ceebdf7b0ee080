import { DOC_TYPES } from '@jxc/services/contracts';
import type { DocKind } from '../document-engine';
import { CHANGE_PRICE_API, COST_PRICE_API } from './api';
import { ChangeLines, CostLines } from './DetailLines';

/** 调价单: the kit's list and detail; its own form (prices by SKU and price type). */
export const CHANGE_PRICE: DocKind = {
  title: '调价单',
  billType: DOC_TYPES.ChangePrice,
  idField: 'changeId',
  menuId: '3012',
  api: CHANGE_PRICE_API,
  unwarehoused: true,
  posts: '商品价格',
  outbound: false,
  priceOf: () => null,
  lineFields: [],
  DetailLines: ChangeLines,
  columns: () => [{ key: 'effectiveDate', title: '生效日期' }],
  paths: { list: '/price/ChangePrice', add: '/price/ChangePriceAdd', detail: '/price/ChangePriceDetail', edit: '/price/ChangePriceAdd' },
};

/** 成本调价单: the kit's list and detail; its own form (new costs in a warehouse). */
export const COST_PRICE: DocKind = {
  title: '成本调价单',
  billType: DOC_TYPES.CostPrice,
  idField: 'adjustId',
  menuId: '3013',
  api: COST_PRICE_API,
  posts: '库存成本',
  outbound: false,
  priceOf: () => null,
  lineFields: [],
  DetailLines: CostLines,
  paths: { list: '/price/CostPrice', add: '/price/CostPriceAdd', detail: '/price/CostPriceDetail', edit: '/price/CostPriceAdd' },
};

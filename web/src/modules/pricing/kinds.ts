import { DOCUMENTS } from '@jxc/services/contracts';
import { describedKind, type DocKind } from '../document-engine';
import { CHANGE_PRICE_API, COST_PRICE_API } from './api';
import { ChangeLines, CostLines } from './DetailLines';

/** 调价单: the kit's list and detail; its own form (prices by SKU and price type). */
export const CHANGE_PRICE: DocKind = {
  ...describedKind(DOCUMENTS.ChangePrice),
  api: CHANGE_PRICE_API,
  unwarehoused: true,
  posts: '商品价格',
  priceOf: () => null,
  lineFields: [],
  DetailLines: ChangeLines,
  columns: () => [{ key: 'effectiveDate', title: '生效日期' }],
};

/** 成本调价单: the kit's list and detail; its own form (new costs in a warehouse). */
export const COST_PRICE: DocKind = {
  ...describedKind(DOCUMENTS.CostPrice),
  api: COST_PRICE_API,
  posts: '库存成本',
  priceOf: () => null,
  lineFields: [],
  DetailLines: CostLines,
};

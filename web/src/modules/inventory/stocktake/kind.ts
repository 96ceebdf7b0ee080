import { DOC_TYPES } from '@jxc/services/contracts';
import type { DocKind } from '../../document-engine';
import { INVTAK_API } from './api';
import { CountResults } from './CountResults';

/**
 * 盘点单: the list and detail screens are the document kit's (the detail's lines show book, count and difference);
 * the form is the stocktake's own (StocktakeForm). Copying a stocktake recounts the same goods.
 */
export const INVTAK: DocKind = {
  title: '盘点单',
  billType: DOC_TYPES.Inventory,
  idField: 'invtakId',
  menuId: '4008',
  api: INVTAK_API,
  posts: '库存',
  outbound: false,
  priceOf: () => null,
  lineFields: ['remark'],
  DetailLines: CountResults,
  paths: { list: '/inventoryOrder/list', add: '/inventoryOrder/add', detail: '/inventoryOrder/detail', edit: '/inventoryOrder/edit' },
};

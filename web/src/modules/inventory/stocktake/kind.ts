import { DOCUMENTS } from '@jxc/services/contracts';
import { describedKind, type DocKind } from '../../document-engine';
import { INVTAK_API } from './api';
import { CountResults } from './CountResults';

/**
 * 盘点单: the list and detail screens are the document kit's (the detail's lines show book, count and difference);
 * the form is the stocktake's own (StocktakeForm). Copying a stocktake recounts the same goods.
 */
export const INVTAK: DocKind = {
  ...describedKind(DOCUMENTS.Inventory),
  api: INVTAK_API,
  posts: '库存',
  priceOf: () => null,
  lineFields: ['remark'],
  DetailLines: CountResults,
};

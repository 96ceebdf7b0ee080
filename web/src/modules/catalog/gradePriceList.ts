import { gradePricePage, type SkuGradePriceRow } from './api';
import type { Page, PageQuery } from '../../api/types';
import type { Column } from '../../kit/ListPage';
import { priceText } from './product/ProductList';

const NO_ROWS: Page<SkuGradePriceRow> = { pageNo: 1, totalCount: 0, data: [] };

/** SKUs with their price for a grade; nothing to ask the server until a grade is known. */
export const loadGradePrices = (q: PageQuery & { gradeId?: string }) =>
  q.gradeId ? gradePricePage({ ...q, gradeId: q.gradeId }) : Promise.resolve(NO_ROWS);

/** The SKU and its sale price, before a screen's grade-price column. */
export const SKU_PRICE_COLUMNS: Column<SkuGradePriceRow>[] = [
  { key: 'productName', title: '商品名称', width: 160 },
  { key: 'productCode', title: '商品编码' },
  { key: 'spec', title: '规格', width: 100 },
  { key: 'salePrice', title: '销售价', width: 100, text: (r) => priceText(r.salePrice) },
];

export const GRADE_PRICE_SEARCH = '名称、编码、规格或条码';

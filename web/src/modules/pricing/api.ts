import type { CostBookRow, Grade, PriceChange, PriceRow } from '@jxc/services/contracts';
import { call } from '../../api/http';
import type { FilteredQuery, Page, PageQuery } from '../../api/types';
import { docApi, type DocDetailLine, type DocStatus } from '../document-engine';

/** 调价单 and 成本调价单: the document kit's lifecycle, list and detail calls. */
export const CHANGE_PRICE_API = docApi('ChangePrice', 'changeId');
export const COST_PRICE_API = docApi('CostPrice', 'adjustId');

export type { Grade, PriceChange, PriceRow } from '@jxc/services/contracts';

export interface PricePage extends Page<PriceRow> {
  grades: Grade[];
}

export const priceList = (q: FilteredQuery) => call<PricePage>('PriceList/PageQuery', q);
export const priceHistory = (skuId: string, q: PageQuery) => call<Page<PriceChange>>('PriceList/History', { skuId, ...q });
/** The prices a 调价单's new lines start from. */
export const currentPrices = (skuIds: string[]) => call<PricePage>('ChangePrice/CurrentPrices', { skuIds });
/** The stock and cost a 成本调价单's new lines start from, in its warehouse. */
export const costBooks = (warehouseId: string, skuIds: string[]) =>
  call<{ data: CostBookRow[] }>('CostPrice/Books', { warehouseId, skuIds });

export interface PriceSaved {
  billNo: string;
  status: DocStatus;
  [idField: string]: string;
}
/** Saves (and with `audit` audits) a price document; a refusal shows where the form is. */
export const savePrices = (group: 'ChangePrice' | 'CostPrice', input: object) => call<PriceSaved>(`${group}/Save`, input, { quiet: true });

/** A 调价单's detail line: which price, as it was, and its new value (null when hidden). */
export type ChangeDetailLine = DocDetailLine & { priceType: string; priceTypeName: string; gradeId?: string; oldPrice: number | null };

/** A 成本调价单's detail line: the new cost, and (once audited, or as an audit now would) the stock, cost before and after and the value moved. */
export type CostDetailLine = DocDetailLine & {
  costPrice: number | null;
  bookQty?: number;
  oldCostPrice?: number | null;
  newCostPrice?: number | null;
  diffAmount?: number | null;
};

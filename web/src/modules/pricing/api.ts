import type { SkuView } from '@jxc/services/contracts';
import { call } from '../../api/http';
import type { FilteredQuery, Page, PageQuery } from '../../api/types';
import { docApi, type DocDetailLine, type DocStatus } from '../document-engine';

/** 调价单 and 成本调价单: the document kit's lifecycle, list and detail calls. */
export const CHANGE_PRICE_API = docApi('ChangePrice', 'changeId');
export const COST_PRICE_API = docApi('CostPrice', 'adjustId');

/** A customer grade, whose level price a 调价单 may set. */
export interface Grade {
  gradeId: string;
  gradeName: string;
}

/** A SKU with all its prices (价格表); a price is null where it is not set or the user may not see it. */
export type PriceRow = Pick<
  SkuView,
  | 'skuId'
  | 'productId'
  | 'productName'
  | 'productCode'
  | 'spec'
  | 'barCode'
  | 'unitName'
  | 'className'
  | 'salePrice'
  | 'wholesalePrice'
  | 'purchasePrice'
  | 'lowestPrice'
> & {
  enabled: boolean;
  /** The average cost of its stock over the warehouses. */
  costPrice: number | null;
  /** Level prices by grade id. */
  gradePrices: Record<string, number>;
};

export interface PricePage extends Page<PriceRow> {
  grades: Grade[];
}

/** One change of a SKU's price (价格表's 调价记录). */
export interface PriceChange {
  priceType: string;
  priceTypeName: string;
  before: number | null;
  after: number | null;
  /** The 调价单 that made it. */
  changeId: string | null;
  billNo: string | null;
  writeBack: number;
  /** The price the SKU was created with. */
  initial: boolean;
  userName: string;
  at: string;
}

export const priceList = (q: FilteredQuery) => call<PricePage>('PriceList/PageQuery', q);
export const priceHistory = (skuId: string, q: PageQuery) => call<Page<PriceChange>>('PriceList/History', { skuId, ...q });
/** The prices a 调价单's new lines start from. */
export const currentPrices = (skuIds: string[]) => call<PricePage>('ChangePrice/CurrentPrices', { skuIds });
/** The stock and cost a 成本调价单's new lines start from, in its warehouse. */
export const costBooks = (warehouseId: string, skuIds: string[]) =>
  call<{ data: { skuId: string; qty: number; costPrice: number | null }[] }>('CostPrice/Books', { warehouseId, skuIds });

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

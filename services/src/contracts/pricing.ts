import type { SkuName, SkuView } from './sku';

/** The prices of a SKU a 调价单 sets besides its level prices (priceType gradePrice with a gradeId), as they are called. */
export const PRICE_TYPES = { salePrice: '销售价', wholesalePrice: '批发价', purchasePrice: '采购价', lowestPrice: '最低售价' } as const;

export type PriceType = keyof typeof PRICE_TYPES;

/** A customer grade, whose level price a 调价单 may set. */
export interface Grade {
  gradeId: string;
  gradeName: string;
}

/** A SKU with all its prices (价格表); a price is null where it is not set or the user may not see it. */
export type PriceRow = SkuName &
  Pick<SkuView, 'className' | 'salePrice' | 'wholesalePrice' | 'purchasePrice' | 'lowestPrice'> & {
    enabled: boolean;
    /** The average cost of its stock over the warehouses. */
    costPrice: number | null;
    /** Level prices by grade id. */
    gradePrices: Record<string, number>;
  };

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

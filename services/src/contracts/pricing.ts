/** The prices of a SKU a 调价单 sets besides its level prices (priceType gradePrice with a gradeId), as they are called. */
export const PRICE_TYPES = { salePrice: '销售价', wholesalePrice: '批发价', purchasePrice: '采购价', lowestPrice: '最低售价' } as const;

export type PriceType = keyof typeof PRICE_TYPES;

import type { Stored } from '../../shared/es/event-names';
import type { PriceBill } from './price-change';

/** Product events carry prices and quantities as exact decimal strings. */
export interface UnitDef {
  unitName: string;
  ratio: string;
}

export interface SkuData {
  skuId: string;
  spec: string;
  barCode: string | null;
  salePrice: string;
  purchasePrice: string;
  wholesalePrice: string | null;
  lowestPrice: string | null;
  lowStock: string | null;
  highStock: string | null;
}

export interface ProductHeader {
  productName: string;
  productCode: string;
  classId: string | null;
  unitName: string;
  units: UnitDef[];
  serialFlag: boolean;
  lifeFlag: boolean;
  shelfLifeDays: number | null;
  remark: string;
}

export interface ProductCreated extends ProductHeader {
  productId: string;
  skus: SkuData[];
}

/** A grade's price of a SKU (its level price). */
export interface GradePrice {
  gradeId: string;
  price: string;
}

/** A price set by a document names it (bill): not a field of the SKU. */
type PricedBy = { bill?: PriceBill };

export type ProductEvent =
  | { type: 'Created'; data: ProductCreated }
  | { type: 'Updated'; data: Partial<ProductHeader> }
  | { type: 'SkuAdded'; data: SkuData & PricedBy }
  | { type: 'SkuUpdated'; data: Partial<SkuData> & { skuId: string } & PricedBy }
  | { type: 'SkuRemoved'; data: { skuId: string } }
  | { type: 'Enabled' | 'Disabled' | 'Removed'; data: Record<string, never> }
  | { type: 'GradePricesSet'; data: { skuId: string; prices: GradePrice[] } & PricedBy };

export type StoredProductEvent = Stored<'Product', ProductEvent>;

export const ProductEvents = {
  Created: 'ProductCreated',
  Updated: 'ProductUpdated',
  SkuAdded: 'ProductSkuAdded',
  SkuUpdated: 'ProductSkuUpdated',
  SkuRemoved: 'ProductSkuRemoved',
  Enabled: 'ProductEnabled',
  Disabled: 'ProductDisabled',
  Removed: 'ProductRemoved',
  GradePricesSet: 'ProductGradePricesSet',
} as const satisfies { [N in ProductEvent['type']]: `Product${N}` };

export const PRODUCT_EVENT_TITLES: Record<string, string> = {
  ProductCreated: '新增商品',
  ProductUpdated: '修改商品',
  ProductSkuAdded: '新增规格',
  ProductSkuUpdated: '修改规格或价格',
  ProductSkuRemoved: '删除规格',
  ProductEnabled: '启用商品',
  ProductDisabled: '停用商品',
  ProductRemoved: '删除商品',
  ProductGradePricesSet: '设置等级价',
};

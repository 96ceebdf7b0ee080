import type { HistoryEntry } from './history';
import type { SkuView } from './sku';

/** What the back office reads of the class trees, the customer grades' prices and the products. */

/** A node of a class tree (商品分类, 收支项目 …) as its parent's children list it. */
export interface ClassNodeRow {
  classId: string;
  className: string;
  parentId: string | null;
  hasChildren: boolean;
}

/** A node of a whole class tree, listed parents before children; depth 1 is a root. */
export interface ClassTreeRow {
  classId: string;
  className: string;
  parentId: string | null;
  depth: number;
}

/** A SKU's price for one customer grade (masked without the 零售价 flag). */
export interface GradePriceRow {
  gradeId: string;
  gradeName: string;
  price: number | null;
}

/** A SKU with its price for the grade asked about: null where none is set (the sale price applies). */
export interface SkuGradePriceRow {
  skuId: string;
  productName: string;
  productCode: string;
  spec: string;
  salePrice: number | null;
  gradePrice: number | null;
}

/** A product's unit as its detail shows it: its ratio to the main unit, isMain 1 for the main one (listed first). */
export interface ProductUnitView {
  unitName: string;
  ratio: number;
  isMain: number;
}

/** Product/SpuDetail as the product queries answer it: the product, its units and its SKUs (prices null when hidden). */
export interface ProductView {
  productId: string;
  productName: string;
  productCode: string;
  classId: string | null;
  className: string | null;
  unitName: string;
  units: ProductUnitView[];
  serialFlag: boolean | null;
  lifeFlag: boolean | null;
  shelfLifeDays: number | null;
  remark: string | null;
  enabled: number;
  createTime: string;
  updateTime: string;
  skus: SkuView[];
}

/** Product/SpuDetail as answered, with the product's history. */
export interface ProductDetail extends ProductView {
  history: HistoryEntry[];
}

/** Enabled records of the pickers' look-ups ({Group}/Options: no management permission needed). */
export interface OptionRecords {
  Supplier: { supplierId: string; supplierName: string; supplierCode: string };
  Custom: { customId: string; customName: string; customCode: string; retailFlag?: boolean };
  Warehouse: { warehouseId: string; warehouseName: string };
  /** The balance is null to a caller who may see neither the accounts nor the money flow. */
  Account: { accountId: string; accountName: string; accountCode: string; balance: number | null };
  Express: { expressId: string; expressName: string };
  FinanceClass: { classId: string; className: string; classType: 'income' | 'expense' };
}

/** What the back office reads of the class trees and the customer grades' prices. */

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

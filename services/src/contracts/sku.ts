/** A SKU as the product look-ups answer it (Product/PageQuery, ListSKU, SmartMatchSku, SkuDetail); prices are null when hidden. */
export interface SkuView {
  skuId: string;
  productId: string;
  productName: string;
  productCode: string;
  spec: string;
  barCode: string | null;
  unitName: string;
  units: { unitName: string; ratio: string }[];
  classId: string | null;
  className: string | null;
  salePrice: number | null;
  purchasePrice: number | null;
  wholesalePrice: number | null;
  lowestPrice: number | null;
  lowStock: number | null;
  highStock: number | null;
  enabled: number;
  /** Every unit carries a serial number (序列号管理). */
  serialFlag: boolean;
  /** Stock is kept in batches with production and expiry dates (保质期管理). */
  lifeFlag: boolean;
  shelfLifeDays: number | null;
}

/** What names a SKU on a row or a line: its product, spec, bar code and main unit. */
export type SkuName = Pick<SkuView, 'skuId' | 'productId' | 'productName' | 'productCode' | 'spec' | 'barCode' | 'unitName'>;

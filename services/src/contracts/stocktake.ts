import type { DocStatus } from './document-reads';
import type { SkuName, SkuView } from './sku';

/**
 * The count sheet (盘点表) as a workbook: the columns the stocktake form exports, in order, and the titles
 * Invtak/ImportCount reads back (a SKU by its barcode, or its code and spec; the count in 实盘数量, a serial SKU's
 * serials found in 实盘序列号).
 */
export const COUNT_SHEET_COLUMNS = {
  productCode: '商品编码',
  productName: '商品名称',
  spec: '规格',
  barCode: '条码',
  unitName: '单位',
  batchNo: '批次号',
  productionDate: '生产日期',
  expiryDate: '到期日期',
  bookQty: '账面数量',
  bookSerials: '账面序列号',
  countQty: '实盘数量',
  serials: '实盘序列号',
} as const;

/** Serials in one cell of the count sheet: separated by commas, 、, spaces or line breaks. */
export const splitSerials = (cell: string): string[] =>
  cell
    .split(/[,，、;；\s]+/)
    .map((x) => x.trim())
    .filter(Boolean);

/** One line of a count sheet (Invtak/CountSheet): a SKU, or one batch of it, with what the book says the warehouse holds. */
export interface CountSheetLine extends SkuName, Pick<SkuView, 'className' | 'serialFlag' | 'lifeFlag' | 'shelfLifeDays'> {
  batchNo: string | null;
  productionDate: string | null;
  expiryDate: string | null;
  bookQty: number;
  /** A serial SKU's serials in stock in the warehouse. */
  serials: string[];
  /** The warehouse's moving average (null without the cost-price flag). */
  costPrice: number | null;
}

/** Invtak/ImportCount: the counts read, as count sheet lines with countQty (and the serials a serial SKU's row lists); rows it could not read. */
export interface ImportedCounts {
  data: (CountSheetLine & { countQty: number; countSerials?: string[] })[];
  errors: { rowNo: number; message: string }[];
}

/** 多人盘点: one counter's count of a SKU in one zone (区域/货架), and when they last counted it. */
export interface CountPart {
  zone: string;
  counterId: string;
  counterName: string;
  qty: number;
  at: string;
}

/** A SKU's counts merged: the sum of its parts; counted in two zones or by two people it is `repeated` (重复计数). */
export interface MergedCount {
  skuId: string;
  qty: number;
  parts: CountPart[];
  repeated: boolean;
}

/** Invtak/Counts: everyone's counts on a stocktake, merged per SKU, with what the book says. */
export interface TeamCounts {
  invtakId: string;
  billNo: string;
  warehouseId: string;
  status: DocStatus;
  lines: (MergedCount & Pick<SkuName, 'productName' | 'productCode' | 'spec' | 'barCode' | 'unitName'> & { bookQty: number })[];
}

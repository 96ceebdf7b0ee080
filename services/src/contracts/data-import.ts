/** 数据导入's wire types: what the server's preview, progress and list answer, read by the web screen. */

export type DataImportRef = 'Product' | 'Custom' | 'Supplier' | 'Warehouse';
export type DataImportStatus = 'previewed' | 'running' | 'done' | 'undone';

/** The kinds of import the screen offers, in its order. */
export const DATA_IMPORT_KINDS = [
  { kind: 'Product', title: '商品' },
  { kind: 'Buy', title: '采购入库' },
  { kind: 'Sale', title: '销售出库' },
  { kind: 'SaleReturn', title: '销售退货' },
  { kind: 'BuyReturn', title: '采购退货' },
  { kind: 'CustomOpening', title: '客户期初应收' },
  { kind: 'SupplierOpening', title: '供应商期初应付' },
  { kind: 'InitStock', title: '期初库存' },
] as const;
export type DataImportKind = (typeof DATA_IMPORT_KINDS)[number]['kind'];

export interface DataImportCellError {
  rowNo: number;
  column: string;
  message: string;
}

export interface DataImportPreview {
  importId: string;
  kind: string;
  columns: string[];
  total: number;
  documents: number;
  /** Bills an earlier import wrote: skipped. */
  skipped: { key: string; billNo?: string }[];
  errors: DataImportCellError[];
  errorCount: number;
  /** Names of no record, which the user may choose to create. */
  missing: { kind: DataImportRef; value: string }[];
  /** Names of no record the import creates (chosen). */
  created: { kind: DataImportRef; value: string }[];
  /** Rows to show, those with errors first (at most 200). */
  rows: { rowNo: number; values: Record<string, string> }[];
}

export interface DataImportProgress {
  importId: string;
  kind: string;
  title: string;
  status: DataImportStatus;
  documents: number;
  done: number;
  percent: number;
  written: { key: string; docId?: string; billNo: string }[];
  skipped: { key: string; billNo: string }[];
  failed: { key: string; message: string }[];
  /** The written documents' detail screen, opened with `?{idField}={docId}`. */
  detailPath?: string;
  idField?: string;
  undoErrors?: string[];
}

export interface DataImportListItem {
  importId: string;
  kind: string;
  fileName: string;
  status: DataImportStatus;
  documents: number;
  written: number;
  failed: number;
  skipped: number;
  createdAt: string;
}

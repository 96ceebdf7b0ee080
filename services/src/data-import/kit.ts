import type { DocumentKind } from '../document-engine';
import type { Field } from '../shared/validation/schema';

/** What a cell may name: a product (by code, name or barcode), a customer, supplier (code or name) or warehouse. */
export type RefKind = 'Product' | 'Custom' | 'Supplier' | 'Warehouse';
export const REF_TITLES: Record<RefKind, string> = { Product: '商品', Custom: '客户', Supplier: '供应商', Warehouse: '仓库' };
/** What the import can create when the user chooses to (a warehouse is set up by hand). */
export const CREATABLE: readonly RefKind[] = ['Product', 'Custom', 'Supplier'];

export interface Column {
  title: string;
  required?: boolean;
  /** How to fill it in, on the template's 填写说明 sheet. */
  note: string;
  /** The screens' rule for the value (a document line's fields are checked by the engine's line schema instead). */
  field?: Field<unknown>;
  ref?: RefKind;
  /** Said once per document: every row of a bill must agree on it. */
  head?: boolean;
}

/**
 * Where a kind's documents go: a trade document saved and audited as the screen saves it, a partner's opening
 * balance, a warehouse's opening stock (期初库存), or a product with its SKUs (商品资料).
 */
export type Target =
  | { type: 'document'; def: DocumentKind; partner: 'Custom' | 'Supplier' }
  | { type: 'opening'; partner: 'Custom' | 'Supplier' }
  | { type: 'stock' }
  | { type: 'product' };

/** An import kind, described once: its columns and rules, how rows make documents, and what creates them. */
export interface ImportKind {
  kind: string;
  title: string;
  /** The menu whose 'add' right it needs (the documents' own checks apply too). */
  menuId: string;
  columns: Column[];
  /** The column whose value makes rows one document (单据编号); without it every row is one. */
  groupBy?: string;
  target: Target;
  /** Link of a written document's detail screen (`?{idField}=`), for the report. */
  detailPath?: string;
  idField?: string;
}

/** A cell's problem, in Chinese, by row number of the workbook and column title. */
export interface CellError {
  rowNo: number;
  column: string;
  message: string;
}

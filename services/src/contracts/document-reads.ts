import type { ComboPart } from './combo';
import type { HistoryEntry } from './history';
import type { ListedStatus } from './lifecycle';

/** A trade document's status as its lists show it: approving is a draft part way through a multi-level approval (/examine). */
export type DocStatus = ListedStatus;

/**
 * 分仓出入库: how far the warehouse has confirmed the goods of an audited document whose audit left them to it
 * (waiting: none yet, partial: some); null or absent where the audit moved them.
 */
export type StockState = 'waiting' | 'partial' | 'done';

/** One row of a document list ({Doc}/PageQuery); the id, partner, settle and header fields are named by the kind. */
export interface DocRow extends Record<string, unknown> {
  stockState?: StockState | null;
  billNo: string;
  billDate: string;
  status: DocStatus;
  partnerName: string;
  warehouseName: string;
  /** Null for a user without the document's price flag. */
  totalAmount: number | null;
  userName: string;
  createTime: string;
  remark: string;
}

/** One line of a line-level list ({Doc}/DetailPageQuery). */
export interface DocLineRow {
  docId: string;
  billNo: string;
  billDate: string;
  status: DocStatus;
  partnerName: string;
  lineNo: number;
  productName: string;
  productCode: string;
  spec: string;
  unitName: string;
  qty: number;
  /** The line's warehouse. */
  warehouseName: string;
  price: number | null;
  amount: number | null;
  taxAmount: number | null;
  lineTotal: number | null;
}

/** Over every line a line-level list matches: baseQty in main units; lineTotal null without the price flag. */
export type DocLineTotals = {
  baseQty: number;
  lineTotal: number | null;
};

/** A batch an audited line moved: main units, as a decimal string. */
export interface MovedBatch {
  batchNo: string;
  productionDate: string;
  expiryDate: string;
  qty: string | number;
}

/** A line of {Doc}/Detail. */
export interface DocDetailLine {
  lineNo: number;
  skuId: string;
  productName: string;
  productCode: string;
  spec: string;
  barCode: string | null;
  warehouseId: string;
  warehouseName: string;
  unitName: string;
  qty: number;
  baseQty: number;
  /** The product's main unit and all its units (main first): baseQty spelled in them. */
  baseUnitName?: string;
  units?: { unitName: string; ratio: number | string }[] | null;
  price: number | null;
  discount: number;
  taxRate: number;
  amount: number | null;
  taxAmount: number | null;
  lineTotal: number | null;
  remark: string;
  /** A serial-managed SKU's serial numbers on a document moving stock (empty when none). */
  serials: string[];
  /** A shelf-life managed SKU's batch (null when none; an outbound line left to 先到期先出 may name none). */
  batchNo: string | null;
  productionDate: string | null;
  expiryDate: string | null;
  /** What the audit moved: the batch an inbound line brought in, the batches an outbound line took. Empty before the audit. */
  batches?: MovedBatch[];
  /** A component of a combo line: the combo line it came from (null on other lines). */
  combo?: ComboPart | null;
  /** What the audit moved the line's goods at (cost amount): absent before the audit, null without the price flag. */
  stockAmount?: number | null;
  /** Where the line's SKU sits in the line's warehouse (商品库位), for picking. */
  locationName?: string | null;
  /** 分仓出入库 (null where the audit moved the goods): what the warehouse confirmed and what is still open, in the line's unit. */
  confirmedQty?: number | null;
  openQty?: number | null;
}

/** {Doc}/Detail: the header (id, partner, settle and source fields named by the kind) and lines. */
export interface DocHeader extends Record<string, unknown> {
  billNo: string;
  billType: number;
  billDate: string;
  status: DocStatus;
  partnerName: string;
  warehouseId: string;
  warehouseName: string;
  amount: number | null;
  taxAmount: number | null;
  discountAmount: number | null;
  totalAmount: number | null;
  accountId: string | null;
  /** A settled kind's amount still open once audited: the total less what was paid on it, prepaid spent and written off. */
  openAmount?: number | null;
  remark: string;
  userName: string;
  createTime: string;
  lines: DocDetailLine[];
  stockState?: StockState | null;
}

/** {Doc}/Detail as answered: the header and lines, what is left to return or carry on, and the history. */
export interface DocDetail extends DocHeader {
  /** Main-unit quantity per SKU not yet returned or turned into a later document. */
  remaining: { skuId: string; qty: number }[];
  history: HistoryEntry[];
}

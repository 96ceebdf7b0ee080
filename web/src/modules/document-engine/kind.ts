import type { ComponentType } from 'react';
import type { Action } from '@jxc/services/contracts';
import type { CustomerSku, DocApi, DocDetail, DocRow, DocSaved, DocSaveInput } from './api';
import type { Column } from '../../kit/columns';
import type { useNumbers } from '../../kit/numbers';
import type { StockWay } from './tracking';
import type { Choice } from '../../kit/ChoiceSelect';

export type { Choice };

/** A supplier or customer as a look-up answers it; `retail` marks the customer of counter sales (零售散客). */
export type PartnerChoice = Choice & { retail?: boolean };

/** A document made from an audited one of this kind (退货, 转采购): a button on the detail screen. */
export interface FollowUp {
  label: string;
  /** The form's path; it receives this document's id as `param`. */
  path: string;
  param: string;
  /** The permission the new document needs. */
  menuId: string;
  action: Action;
}

/**
 * A header field of a kind's own (出入库类型, 调入仓库): a required choice. The server answers it under `field` and
 * the chosen record's name under nameField(field) (typeId → typeName); lists filter by it.
 */
export interface HeaderFieldDef {
  field: string;
  label: string;
  choices: () => Promise<Choice[]>;
}

/**
 * A line field: a form cell, a detail and line-list column. 'stock' is the stock on hand (form only), 'cost' what the
 * audit moved at and 'location' the SKU's 库位 in the line's warehouse (detail only, shown when a line has one).
 */
export type LineField =
  | 'unit'
  | 'qty'
  | 'price'
  | 'discount'
  | 'taxRate'
  | 'amount'
  | 'taxAmount'
  | 'lineTotal'
  | 'warehouse'
  | 'location'
  | 'stock'
  | 'cost'
  | 'remark';

/** A trade document's line fields. */
export const TRADE_LINE_FIELDS: readonly LineField[] = [
  'unit',
  'qty',
  'price',
  'discount',
  'taxRate',
  'amount',
  'taxAmount',
  'lineTotal',
  'warehouse',
  'remark',
];

/** A trade document's that moves goods: with where each sits (库位), so that its detail and print serve as the pick list. */
export const STOCK_TRADE_LINE_FIELDS: readonly LineField[] = [...TRADE_LINE_FIELDS, 'location'];

/**
 * One kind of document described as data (purchases, sales, stock documents): the list, line list, form and
 * detail screens of the document kit read everything from here.
 */
export interface DocKind {
  /** 采购单, 采购退货单 … */
  title: string;
  billType: number;
  /** The id field of the API (buyId, returnId, offerId …), also the detail screen's query parameter. */
  idField: string;
  menuId: string;
  api: DocApi;
  /** The supplier or customer: field name, label and a keyword look-up; stock documents have none. */
  partner?: { field: string; label: string; choices: (keyword: string) => Promise<PartnerChoice[]> };
  /**
   * The money paid or received on the document itself (本次付款 …); with it come 整单优惠 and 结算账户. `owed` names
   * what the document leaves owed (本单欠款), shown under it; `retail`: a retail partner (零售散客) starts paid in full
   * into the default account when the company's 零售默认全额收款 says so.
   */
  settle?: { field: string; label: string; owed?: string; retail?: true };
  /** A line may sell a combo (商品套餐) at its price, taking its components' stock: the form offers 选择套餐. */
  combos?: true;
  /** Lines may come from a formula (配方, 作品管理) in editions with the store: the form offers 从配方添加. */
  formulas?: true;
  /**
   * Money settled from the customer's prepaid (预存款抵扣, 退回预存款); `remain` answers what the customer holds where
   * the document spends it, shown beside the field and the limit of it.
   */
  prepaid?: { field: string; label: string; remain?: (partnerId: string) => Promise<number> };
  /** The header warehouse's API field and label when not warehouseId / 仓库 (a transfer's outWarehouseId, 调出仓库). */
  warehouse?: { field: string; label: string };
  /** A kind that names no warehouse (调价单): its lists and detail show none, nor filter by one. */
  unwarehoused?: true;
  /** Header fields of the kind's own, after the warehouse. */
  headerFields?: HeaderFieldDef[];
  /** The line fields shown, in order (default TRADE_LINE_FIELDS); without 'price' the lines are sent without one. */
  lineFields?: readonly LineField[];
  /** What an audit changes, for the confirmations (库存和应付欠款); none for orders. */
  posts?: string;
  /** An audit takes stock out: lines are checked against the stock available (seed §5). */
  outbound: boolean;
  /** The price a new line starts at (null when hidden from the user). */
  priceOf: (sku: CustomerSku) => number | null;
  /** SKU look-ups name the partner, so that they answer the partner's prices (a customer's grade price). */
  partnerPrices?: boolean;
  /** `copy`: the 复制新增 screen, taking the id field (else the add screen takes ?copy=). */
  paths: { list: string; add: string; detail: string; edit: string; lines?: string; copy?: string };
  /**
   * The audited document this one may be made from; its lines are prefilled with what is still open on it
   * (not yet returned or turned), which limits the quantities.
   */
  source?: { kind: DocKind; field: string; label: string };
  followUps?: FollowUp[];
  /** Saving without audit under another name and call (挂单: a parked sale). */
  park?: { label: string; save: (input: DocSaveInput) => Promise<DocSaved> };
  /** More cards of the detail screen (a sale's delivery details, a document's invoices). */
  DetailExtras?: ComponentType<{ docId: string; detail: DocDetail; reload: () => void }>[];
  /** The detail screen's lines and totals, for a kind that shows them otherwise (an assembly's 组件 and 成品 apart). */
  DetailLines?: ComponentType<{ detail: DocDetail }>;
  /** List columns of the kind's own, after the warehouse (an assembly's 业务类型 and 费用), in the company's number formats. */
  columns?: (numbers: ReturnType<typeof useNumbers>) => Column<DocRow>[];
  /**
   * 分仓出入库: the warehouse confirms the goods apart from the audit when the company separates the two. Its panel on
   * the detail screen; with it the list shows and filters how far each document is, and confirms the rest at once.
   */
  StockConfirmation?: ComponentType<{ kind: DocKind; docId: string; detail: DocDetail; reload: () => void }>;
}

export const lineFieldsOf = (kind: Pick<DocKind, 'lineFields'>) => kind.lineFields ?? TRADE_LINE_FIELDS;

/** The header warehouse's API field and label. */
export const warehouseOf = (kind: Pick<DocKind, 'warehouse'>) => kind.warehouse ?? { field: 'warehouseId', label: '仓库' };

/** Where the server answers a header field's record name: typeId → typeName. */
export const nameField = (field: string) => field.replace(/Id$/, 'Name');

/** Which way an audit of `kind` moves stock: none for orders and quotations (they post nothing). */
export const stockWay = (kind: Pick<DocKind, 'posts' | 'outbound'>): StockWay | null => (!kind.posts ? null : kind.outbound ? 'out' : 'in');

/** The id of a row or detail of `kind`. */
export const idOf = (kind: DocKind, row: Record<string, unknown>) => String(row[kind.idField] ?? '');

/** The detail screen of a document. */
export const detailPath = (kind: DocKind, id: string) => `${kind.paths.detail}?${kind.idField}=${encodeURIComponent(id)}`;

/** The form that copies a document into a new one. */
export const copyPath = (kind: DocKind, id: string) =>
  kind.paths.copy ? `${kind.paths.copy}?${kind.idField}=${encodeURIComponent(id)}` : `${kind.paths.add}?copy=${encodeURIComponent(id)}`;

/** The questions asked before the lifecycle steps that cannot be taken back. */
export const confirmText = {
  audit: (kind: DocKind, billNo: string) =>
    `确定审核${kind.title}“${billNo}”吗？${kind.posts ? `审核后将更新${kind.posts}，` : ''}单据不能再修改。`,
  writeBack: (kind: DocKind, billNo: string) =>
    `确定红冲${kind.title}“${billNo}”吗？${kind.posts ? `将冲回该单对${kind.posts}的影响，` : ''}原单保留为“已红冲”。`,
  remove: (kind: DocKind, billNo: string) => `确定删除${kind.title}“${billNo}”吗？`,
};

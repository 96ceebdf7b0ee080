import type { ComponentType, ReactNode } from 'react';
import type { DocumentDescription, MoneyDocStatus } from '@jxc/services/contracts';
import type { FilteredQuery, HistoryEntry, Page } from '../../../api/types';
import type { Choice } from '../../../kit/ChoiceSelect';
import type { Fact } from '../../../kit/Facts';
import type { Column } from '../../../kit/ListRows';
import type { Filters } from '../../../kit/listState';

/** What every money document's list row answers. */
export interface MoneyRow extends Record<string, unknown> {
  billNo: string;
  billDate: string;
  status: MoneyDocStatus;
  userName: string | null;
  remark: string | null;
}

/** What every money document's detail answers. */
export interface MoneyDetail extends MoneyRow {
  createTime: string;
  history: HistoryEntry[];
}

export type Step = 'audit' | 'writeBack' | 'remove';

/** The customer or supplier a money document is with: its field, label and look-up. */
export interface PartnerPick {
  field: string;
  label: string;
  choices: (keyword: string) => Promise<Choice[]>;
}

/** The list screen's part of a money kind. */
export interface MoneyListPart<R> {
  /** The list's name, when not `${name}列表`. */
  label?: string;
  /** The keyword filter's placeholder; no keyword filter without it. */
  keyword?: string;
  /** A partner filter, with the text it shows when not filtering. */
  partner?: PartnerPick & { anyLabel: string };
  /** The receipts and payments: filtered by partner and status only, their bill numbers not padded. */
  byPartnerOnly?: boolean;
  /** The write-off list of receipts or payments: audited ones only, without 查看; adding is a write-off. */
  writeOff?: { menuId: string; path: string };
  /** The kind's own columns, between 单据日期 and 状态. */
  columns(money: (v: unknown) => string): Column<R>[];
  /** Words beside the add button, from the filters (what a chosen customer holds). */
  Note?: ComponentType<{ filters: Filters; labels: Filters }>;
}

/** The detail screen's part of a money kind. */
export interface MoneyDetailPart<D> {
  /** What the audit and the write-back do, for the confirmations. */
  effects: { audit: string; writeBack: string };
  facts(d: D, money: (v: unknown) => string): Fact[];
  /** Buttons after 审核 and 编辑 (核销). */
  steps?(d: D, id: string): ReactNode;
  /** Cards of the kind's own; `reload` shows what a step they offer changed. */
  more?(d: D, reload: () => void): ReactNode;
}

/** What names a kind of money document (转账单, 日常收入单, 退款单, 预存款单, 收款单 …) and reaches it. */
export interface MoneyDocType<R extends MoneyRow, D extends MoneyDetail, I = never> {
  /** What its lists call it (日常收入, 预存款, 收款单). */
  name: string;
  /** The detail's heading and the confirmations' noun. */
  title: string;
  /** The add button's text and the new form's heading. */
  addLabel: string;
  idField: string;
  menuId: string;
  /** Without `edit` a draft is not changed. */
  paths: { list: string; add: string; edit?: string; detail: string };
  api: {
    page(q: FilteredQuery): Promise<Page<R>>;
    detail(id: string): Promise<D>;
    /** Save a new document, change a draft (where drafts change): answers with the document's id field. */
    save(input: I): Promise<object>;
    update?(id: string, input: I): Promise<object>;
  } & Record<Step, (id: string) => Promise<unknown>>;
}

/** A kind of money document as the kit's list and detail show it. */
export interface MoneyKind<R extends MoneyRow, D extends MoneyDetail, I = never> extends MoneyDocType<R, D, I> {
  list: MoneyListPart<R>;
  detail: MoneyDetailPart<D>;
}

/** The detail screen of one document of the kind. */
export const moneyDocPath = (kind: { idField: string; paths: { detail: string } }, id: string) =>
  `${kind.paths.detail}?${kind.idField}=${encodeURIComponent(id)}`;

/** A money document's names, menu and screens as its description in the contracts (DOCUMENTS) gives them. */
export const describedMoneyDoc = (d: DocumentDescription) => ({
  name: d.screenTitle ?? d.name,
  title: d.title,
  addLabel: `新增${d.screenTitle ?? d.title}`,
  idField: d.idField,
  menuId: d.menuId,
  paths: d.routes,
});

import type { ReactNode } from 'react';

export interface Column<T> {
  /** The row field shown (unless `render` is given), and the sortField sent to the server. */
  key: string;
  title: string;
  sortable?: boolean;
  /** Width in px; the grid scrolls sideways when the columns do not fit (DEFAULT_COLUMN_WIDTH otherwise). */
  width?: number;
  /** Always shown: the column chooser cannot hide it. The first column of a list is always required. */
  required?: boolean;
  /** Hidden until the user ticks it in the column chooser. */
  hidden?: boolean;
  /** The cell as text: shown unless `render` is given, and what an export writes. */
  text?: (row: T) => string;
  /**
   * A figure, which an export writes as a number at the company's digits: a quantity, money, or a product's quantity
   * in its main unit (`units`: 15箱3个 on screen, 183 with the row's unitName after it in the sheet).
   */
  figure?: 'qty' | 'money' | 'units';
  /** The figure, when it is not the row's `key` field (a difference, a limit). */
  value?: (row: T) => unknown;
  render?: (row: T) => ReactNode;
  /**
   * Its place on a phone's card: the row's title (a name, a bill number), the figure that matters (`main`, shown
   * large: a quantity, an amount) or a secondary field (`detail`). A list that marks none shows its first column as
   * the title and its other columns as secondary fields. Empty fields are left out.
   */
  card?: 'title' | 'main' | 'detail';
}

export const DEFAULT_COLUMN_WIDTH = 110;

/** Ticking rows for batch actions. */
export interface RowSelection<T> {
  isSelected: (row: T) => boolean;
  toggle: (row: T) => void;
  /** The header checkbox: every row of the page, some, or none. */
  pageState: boolean | 'mixed';
  togglePage: () => void;
  /** What a row's checkbox is called. */
  label: (row: T) => string;
}

/** The columns a phone's card shows: those marked for it (the column chooser is the grid's), else the visible ones. */
export const cardColumns = <T>(all: readonly Column<T>[], visible: readonly Column<T>[]): Column<T>[] =>
  all.some((c) => c.card) ? all.filter((c) => c.card) : [...visible];

/** A cell as text: the column's own wording, else the field's value. */
export const cellText = <T>(c: Column<T>, row: T): string => (c.text ? c.text(row) : String((row as Record<string, unknown>)[c.key] ?? ''));

import { lineSchema } from '../document-engine';
import { ValidationError } from '../shared/errors';
import type { CellError, Column, ImportKind, RefKind } from './kit';
import { REF_TITLES } from './kit';

export interface SheetRow {
  rowNo: number;
  values: Record<string, string>;
}

/** What each cell naming a record matched: the ids of the records bearing that code, name or barcode. */
export type Found = Record<RefKind, Map<string, string[]>>;

/** One document to write: its rows, by the source bill number (or the row number where a kind has none). */
export interface PlannedDoc {
  key: string;
  rowNos: number[];
  /** The earlier import's bill that already holds this source bill number: it is skipped. */
  importedAs?: string;
}

export interface Plan {
  errors: CellError[];
  docs: PlannedDoc[];
  /** Values naming no record, which the import creates (the user chose to). */
  created: { kind: RefKind; value: string }[];
  /** Values naming no record, which the user may choose to create. */
  missing: { kind: RefKind; value: string }[];
}

/** A line's values, checked by the engine's own line rule, one field at a time so each cell says its problem. */
const LINE_FIELDS: Record<string, string> = { 数量: 'qty', 单价: 'price', 备注: 'remark' };
const VALID_LINE = { skuId: '-', qty: '1', price: '0' };

function cellProblem(column: Column, value: string): string | undefined {
  try {
    const key = LINE_FIELDS[column.title];
    if (key) lineSchema.parse({ ...VALID_LINE, [key]: value }, '');
    else if (column.field) {
      column.field.parse(value, '');
      if (column.required && !value) return `${column.title}不能为空`;
    } else if (column.required && !value) return `${column.title}不能为空`;
  } catch (e) {
    if (e instanceof ValidationError) return e.message;
    throw e;
  }
  return undefined;
}

/** Problems by row, and in a row by column. */
export const inOrder = (kind: ImportKind, errors: CellError[]) =>
  errors.sort(
    (a, b) =>
      a.rowNo - b.rowNo || kind.columns.findIndex((c) => c.title === a.column) - kind.columns.findIndex((c) => c.title === b.column),
  );

/**
 * Every row checked with the screens' rules before anything is written: each cell's value, each name found once
 * (or created, when the user chose to), a bill's head the same on all its rows, and bills imported before skipped.
 */
export function checkRows(
  kind: ImportKind,
  rows: SheetRow[],
  found: Found,
  create: ReadonlySet<RefKind>,
  imported: Map<string, string>,
): Plan {
  const errors: CellError[] = [];
  const missing = new Map<string, { kind: RefKind; value: string }>();
  const created = new Map<string, { kind: RefKind; value: string }>();
  const groups = new Map<string, SheetRow[]>();
  for (const row of rows) {
    for (const column of kind.columns) {
      const value = row.values[column.title] ?? '';
      const problem = cellProblem(column, value);
      if (problem) errors.push({ rowNo: row.rowNo, column: column.title, message: problem });
      else if (column.ref && value) {
        const ids = found[column.ref].get(value) ?? [];
        const what = REF_TITLES[column.ref];
        if (ids.length > 1)
          errors.push({
            rowNo: row.rowNo,
            column: column.title,
            message: `${what}“${value}”有${ids.length}个，请填写编码${column.ref === 'Product' ? '或条码' : ''}`,
          });
        else if (!ids.length) {
          const entry = { kind: column.ref, value };
          if (create.has(column.ref)) created.set(`${column.ref}:${value}`, entry);
          else {
            missing.set(`${column.ref}:${value}`, entry);
            errors.push({ rowNo: row.rowNo, column: column.title, message: `${what}“${value}”不存在` });
          }
        }
      }
    }
  }
  /** What a cell stands for: the record it names (张三 and its code C1 are one customer), else its text. */
  const meaning = (column: Column, row: SheetRow) => {
    const value = row.values[column.title] ?? '';
    const ids = column.ref ? found[column.ref].get(value) : undefined;
    return ids?.length === 1 ? ids[0] : value;
  };
  const by = kind.columns.find((c) => c.title === kind.groupBy);
  for (const row of rows) {
    const key = (by && meaning(by, row)) || `#${row.rowNo}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  // A cell already wrong is not compared: its own problem says enough.
  const wrong = new Set(errors.map((e) => `${e.rowNo}|${e.column}`));
  const comparable = (column: Column, ...rows: SheetRow[]) => rows.every((r) => !wrong.has(`${r.rowNo}|${column.title}`));
  for (const group of groups.values())
    for (const column of kind.columns.filter((c) => c.head))
      for (const row of group.slice(1))
        if (comparable(column, row, group[0]) && meaning(column, row) !== meaning(column, group[0]))
          errors.push({
            rowNo: row.rowNo,
            column: column.title,
            message: `${by!.title}为${group[0].values[by!.title]}的各行${column.title}应与第${group[0].rowNo}行相同`,
          });
  const docs = [...groups.values()].map((group) => {
    const key = (by && group[0].values[by.title]) || `#${group[0].rowNo}`;
    return {
      key,
      rowNos: group.map((r) => r.rowNo),
      ...(imported.has(key) && { importedAs: imported.get(key) }),
    };
  });
  return { errors: inOrder(kind, errors), docs, created: [...created.values()], missing: [...missing.values()] };
}

import type { DocDetailLine } from './api';
import { lineSpelling } from '../../kit/numbers';
import type { LineField } from './kind';

type Format = { qty: (v: unknown) => string; money: (v: unknown) => string };

/** A saved line's column in the detail table (and a term on its phone card). */
export interface DetailColumn {
  field: LineField;
  title: string;
  num?: boolean;
  value: (l: DocDetailLine, f: Format) => string;
  /** Shown only when some line has a value (a shop that keeps no locations sees no empty 库位 column). */
  sparse?: (l: DocDetailLine) => unknown;
}

/** What the audit moved the line at, per unit of the line's own unit: '' before the audit, null (hidden) stays null. */
const costPrice = (l: DocDetailLine) => (l.stockAmount === undefined ? '' : l.stockAmount === null ? null : l.stockAmount / l.qty);

/** The line's quantity (in its own unit, `unit` after the figure) with its main-unit quantity spelled beside it where that helps: 183（15箱3个）. */
export function lineQty(l: DocDetailLine, f: Format, unit = '') {
  const spelled = lineSpelling(l, { unitName: l.baseUnitName, units: l.units });
  return `${f.qty(l.qty)}${unit}${spelled && `（${spelled}）`}`;
}

const COLUMNS: DetailColumn[] = [
  { field: 'unit', title: '单位', value: (l) => l.unitName },
  { field: 'qty', title: '数量', num: true, value: (l, f) => lineQty(l, f) },
  { field: 'price', title: '单价', num: true, value: (l, f) => f.money(l.price) },
  { field: 'discount', title: '折扣%', num: true, value: (l) => String(l.discount) },
  { field: 'taxRate', title: '税率%', num: true, value: (l) => String(l.taxRate) },
  { field: 'amount', title: '金额', num: true, value: (l, f) => f.money(l.amount) },
  { field: 'taxAmount', title: '税额', num: true, value: (l, f) => f.money(l.taxAmount) },
  { field: 'lineTotal', title: '价税合计', num: true, value: (l, f) => f.money(l.lineTotal) },
  { field: 'cost', title: '成本单价', num: true, value: (l, f) => f.money(costPrice(l)) },
  { field: 'cost', title: '成本金额', num: true, value: (l, f) => (l.stockAmount === undefined ? '' : f.money(l.stockAmount)) },
  { field: 'warehouse', title: '仓库', value: (l) => l.warehouseName },
  { field: 'location', title: '库位', value: (l) => l.locationName ?? '', sparse: (l) => l.locationName },
  { field: 'remark', title: '备注', value: (l) => l.remark ?? '' },
];

/** The detail columns of a kind's line fields, in table order, for these lines. */
export const detailColumns = (fields: readonly LineField[], lines: DocDetailLine[]) =>
  COLUMNS.filter((c) => fields.includes(c.field) && (!c.sparse || lines.some(c.sparse)));

import { hasPriceFlag } from '@jxc/services/contracts';
import { figure, type SheetCell } from '../../../kit/exportRows';
import { HIDDEN, spellUnits, type Digits, type ProductUnits } from '../../../kit/numbers';
import { numberFilter, toNumber } from '../../../utils/format';
import type { ReportColumn, ReportDefinition, ReportRow } from './definition';

/** Quantities and money at the company's digits (useNumbers). */
export interface NumberFormats {
  qty: (v: unknown) => string;
  money: (v: unknown) => string;
  digits: Digits;
}

/** Whether the user sees a column's figures: it has no mask, or the user has its price permission. */
export const seesColumn = (c: Pick<ReportColumn, 'mask'>, pricePerm: string) => !c.mask || hasPriceFlag(pricePerm, c.mask);

/** A main-unit quantity spelled in the row's units, largest first (42 瓶 with 箱 = 12 → 3箱6瓶). */
const unitsText = (qty: unknown, row: ReportRow, f: NumberFormats) => spellUnits(qty, row as ProductUnits) || f.qty(qty);

/** A cell as the report shows and exports it; a figure the server hid (null) shows as ***. */
export function cellText(c: ReportColumn, row: ReportRow, f: NumberFormats): string {
  if (c.text) return c.text(row);
  const v = row[c.key];
  if (v === null && c.format && c.format !== 'text') return HIDDEN;
  switch (c.format) {
    case 'qty':
      return f.qty(v);
    case 'money':
      return f.money(v);
    case 'percent':
      return v === undefined ? '' : `${numberFilter(v)}%`;
    case 'units':
      return unitsText(v, row, f);
    default:
      return v === undefined ? '' : String(v);
  }
}

/**
 * A cell as the export writes it: a figure Excel adds up, at the company's digits (a quantity of one product in its
 * main unit, 183瓶, where the screen spells 15箱3瓶; a margin as a percentage; a count as a whole number), or the
 * text the screen shows (names, dates, a hidden figure's ***).
 */
export function sheetCell(c: ReportColumn, row: ReportRow, f: NumberFormats): SheetCell {
  const v = row[c.key];
  const n = c.text ? null : toNumber(v);
  if (n === null) return cellText(c, row, f);
  switch (c.format) {
    case 'qty':
      return figure(n, f.digits.qty);
    case 'units':
      return figure(n, f.digits.qty, typeof row.unitName === 'string' ? row.unitName : undefined);
    case 'money':
      return figure(n, f.digits.money);
    case 'percent':
      return { value: n / 100, numFmt: '0.00%' };
    default:
      return typeof v === 'number' && Number.isInteger(v) ? figure(v, 0) : cellText(c, row, f);
  }
}

/** The totals row by column: 合计 first, then each figure the totals carry (the group's own fields stay blank). */
export const totalCells = (columns: readonly ReportColumn[], totals: ReportRow, f: NumberFormats): string[] =>
  columns.map((c, i) => (i === 0 ? '合计' : c.key in totals ? cellText({ ...c, text: undefined }, totals, f) : ''));

/** What the report was asked for, as the export's title row says it: 销售日报（期间：… 仓库：… 关键字：…）. */
export function titleLine(
  def: Pick<ReportDefinition, 'title' | 'warehouse' | 'keyword'>,
  when: string,
  warehouseName: string,
  keyword: string,
): string {
  const parts = [when];
  if (def.warehouse) parts.push(`仓库：${warehouseName || '全部仓库'}`);
  if (def.keyword && keyword) parts.push(`关键字：${keyword}`);
  return `${def.title}（${parts.join('　')}）`;
}

/** The export's sheet below its title row: the column titles, each row, the totals; then the headline figures, each a title and its value, after a blank line. */
export const reportSheet = (
  columns: readonly ReportColumn[],
  rows: readonly ReportRow[],
  totals: ReportRow,
  f: NumberFormats,
  headline?: { columns: readonly ReportColumn[]; figures: ReportRow },
): SheetCell[][] => [
  columns.map((c) => c.title),
  ...rows.map((r) => columns.map((c) => sheetCell(c, r, f))),
  columns.map((c, i) => (i === 0 ? '合计' : c.key in totals ? sheetCell({ ...c, text: undefined }, totals, f) : '')),
  ...(headline ? [[], ...headline.columns.map((c) => [c.title, sheetCell(c, headline.figures, f)])] : []),
];

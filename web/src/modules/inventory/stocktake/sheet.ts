import { COUNT_SHEET_COLUMNS as COL, isDecimal, type CountSheetLine, type ImportedCounts } from '@jxc/services/contracts';
import { round, toNumber } from '../../../utils/format';

/** Quantities are kept to six places, as the server stores them. */
const QTY_PLACES = 6;

/**
 * A line of the count as the user enters it: the count sheet's line (its book when the sheet was made, and a serial
 * SKU's serials in stock then), what was counted ('' not yet), the serials found, and for a batch the sheet did not
 * list (a new batch) its number and dates as typed.
 */
export interface CountLine extends CountSheetLine {
  key: string;
  count: string;
  found: string[];
  remark: string;
  /** A batch of a shelf-life SKU the sheet did not list: its number and dates are entered. */
  newBatch: boolean;
}

/** The stocktake's header as typed. */
export interface CountHeader {
  /** Set when editing a draft. */
  invtakId: string;
  billNo: string;
  warehouseId: string;
  billDate: string;
  remark: string;
}

/** Messages by line key, by header field, and about the whole count. */
export interface CountProblems {
  header: Partial<Record<'warehouseId' | 'billDate', string>>;
  lines: Record<string, string>;
  form?: string;
}

/** A line stands for a SKU, or one batch of it: a count has one line each. */
export const lineKeyOf = (l: Pick<CountSheetLine, 'skuId' | 'batchNo'>) => `${l.skuId}|${l.batchNo ?? ''}`;

let keys = 0;
const nextKey = () => `c${++keys}`;

export const countLine = (l: CountSheetLine, count = ''): CountLine => ({
  ...l,
  key: nextKey(),
  count,
  found: [],
  remark: '',
  newBatch: false,
});

/** Adds the sheet's lines the count does not have yet (a SKU or batch is counted once). */
export function addLines(lines: CountLine[], sheet: CountSheetLine[]): CountLine[] {
  const have = new Set(lines.map(lineKeyOf));
  return [...lines, ...sheet.filter((l) => !have.has(lineKeyOf(l))).map((l) => countLine(l))];
}

/**
 * A scan counts one more of the SKU on its line; null for a SKU counted otherwise (by serial, by batch), whose line
 * is then counted by hand.
 */
export function countOneMore(lines: CountLine[], skuId: string): CountLine[] | null {
  const own = lines.filter((l) => l.skuId === skuId);
  if (own.length !== 1 || own[0].serialFlag || own[0].lifeFlag) return null;
  const count = String(round((toNumber(own[0].count) ?? 0) + 1, QTY_PLACES));
  return lines.map((l) => (l === own[0] ? { ...l, count } : l));
}

/** A new batch of a shelf-life SKU, after its line: nothing of it on the book, its number and dates to enter. */
export function addBatch(lines: CountLine[], after: string): CountLine[] {
  const i = lines.findIndex((l) => l.key === after);
  const fresh: CountLine = {
    ...countLine({ ...lines[i], batchNo: '', productionDate: '', expiryDate: '', bookQty: 0, serials: [] }),
    newBatch: true,
  };
  return [...lines.slice(0, i + 1), fresh, ...lines.slice(i + 1)];
}

/** A serial SKU counts the serials found. */
export const withFound = (found: string[]): Partial<CountLine> => ({ found, count: String(found.length) });

/** Lines not counted yet take their book quantity (and a serial SKU the serials on the book). */
export const fillBook = (lines: CountLine[]): CountLine[] =>
  lines.map((l) => (l.count.trim() !== '' ? l : { ...l, count: String(l.bookQty), ...(l.serialFlag && withFound(l.serials)) }));

/** Counts read from a workbook: each updates its SKU's (or batch's) line, or comes in as a new line. */
export function mergeImported(lines: CountLine[], imported: ImportedCounts['data']): CountLine[] {
  const next = [...lines];
  for (const { countQty, countSerials, ...l } of imported) {
    const counted = { count: String(countQty), ...(countSerials && withFound(countSerials)) };
    const i = next.findIndex((x) => lineKeyOf(x) === lineKeyOf(l));
    if (i >= 0) next[i] = { ...next[i], ...counted };
    else next.push({ ...countLine(l), ...counted, newBatch: l.lifeFlag && l.bookQty === 0 && !!l.batchNo });
  }
  return next;
}

/** Counted less the book (+ gain, − loss); null before the line is counted. */
export function diffOf(l: Pick<CountLine, 'count' | 'bookQty'>): number | null {
  const n = l.count.trim() === '' ? null : toNumber(l.count);
  return n === null ? null : round(n - l.bookQty, QTY_PLACES);
}

/** Book and counted quantities over the lines, and how many lines gain and lose how much. */
export function countTotals(lines: CountLine[]) {
  const sum = (f: (l: CountLine) => number) =>
    round(
      lines.reduce((t, l) => t + f(l), 0),
      QTY_PLACES,
    );
  const diffs = lines.map(diffOf).filter((d): d is number => d !== null);
  return {
    bookQty: sum((l) => l.bookQty),
    countQty: sum((l) => toNumber(l.count) ?? 0),
    gainLines: diffs.filter((d) => d > 0).length,
    gainQty: round(
      diffs.filter((d) => d > 0).reduce((t, d) => t + d, 0),
      QTY_PLACES,
    ),
    lossLines: diffs.filter((d) => d < 0).length,
    lossQty: round(
      diffs.filter((d) => d < 0).reduce((t, d) => t - d, 0),
      QTY_PLACES,
    ),
    uncounted: lines.length - diffs.length,
  };
}

function lineError(l: CountLine, row: string): string | undefined {
  const count = l.count.trim();
  if (count === '') return `${row}请填写实盘数量，或删除该行`;
  if (!isDecimal(count)) return `${row}实盘数量必须是数字`;
  const diff = diffOf(l)!;
  if (Number(count) < 0) return `${row}实盘数量不能小于0`;
  if (l.lifeFlag && !l.batchNo && !l.newBatch && diff > 0) return `${row}是保质期商品，盘盈须填写批次号和生产日期`;
  if (l.newBatch && Number(count) > 0 && !l.productionDate)
    return `${row}批次${l.batchNo ? `“${l.batchNo}”` : ''}不在库存中，盘盈须填写生产日期`;
  return undefined;
}

/** The server's rules, checked before sending, in its words. */
export function validateCount(header: CountHeader, lines: CountLine[]): CountProblems {
  const problems: CountProblems = { header: {}, lines: {} };
  if (!header.warehouseId) problems.header.warehouseId = '请选择仓库';
  if (!header.billDate) problems.header.billDate = '请选择单据日期';
  lines.forEach((l, i) => {
    const m = lineError(l, `明细第${i + 1}行`);
    if (m) problems.lines[l.key] = m;
  });
  if (!lines.length) problems.form = '请至少录入一行商品';
  return problems;
}

export const isClean = (p: CountProblems) => !p.form && !Object.values(p.header).some(Boolean) && !Object.keys(p.lines).length;

/** The count as Invtak/Save takes it; blank optional fields are left out. */
export function toSaveInput(header: CountHeader, lines: CountLine[], audit: boolean) {
  return {
    ...(header.invtakId && { invtakId: header.invtakId }),
    warehouseId: header.warehouseId,
    billDate: header.billDate,
    ...(header.remark.trim() && { remark: header.remark.trim() }),
    lines: lines.map((l) => ({
      skuId: l.skuId,
      countQty: Number(l.count.trim()),
      ...(l.serialFlag && { serials: l.found }),
      ...(l.batchNo && { batchNo: l.batchNo }),
      ...(l.newBatch && l.productionDate && { productionDate: l.productionDate }),
      ...(l.newBatch && l.expiryDate && { expiryDate: l.expiryDate }),
      ...(l.remark.trim() && { remark: l.remark.trim() }),
    })),
    ...(audit && { audit: true }),
  };
}

/** The count sheet as a workbook's rows (COUNT_SHEET_COLUMNS): what Invtak/ImportCount reads back. */
export function sheetRows(lines: CountLine[]): string[][] {
  const cells = (l: CountLine): Record<keyof typeof COL, string> => ({
    productCode: l.productCode,
    productName: l.productName,
    spec: l.spec,
    barCode: l.barCode ?? '',
    unitName: l.unitName,
    batchNo: l.batchNo ?? '',
    productionDate: l.productionDate ?? '',
    expiryDate: l.expiryDate ?? '',
    bookQty: String(l.bookQty),
    bookSerials: l.serials.join(','),
    countQty: l.count.trim(),
    serials: l.found.join(','),
  });
  const columns = Object.keys(COL) as (keyof typeof COL)[];
  return [columns.map((c) => COL[c]), ...lines.map((l) => columns.map((c) => cells(l)[c]))];
}

/**
 * A saved stocktake's lines on the sheet of its SKUs as they stand now: to edit the draft (its counts kept), or to
 * count the same goods again (`recount`: counts blank). A batch the sheet no longer lists comes back as a new batch.
 */
export function linesFromSaved(
  saved: (Pick<CountSheetLine, 'skuId' | 'batchNo' | 'productionDate' | 'expiryDate' | 'serials'> & { countQty: number; remark: string })[],
  sheet: CountSheetLine[],
  recount: boolean,
): CountLine[] {
  return saved.flatMap((l) => {
    const known = sheet.find((x) => lineKeyOf(x) === lineKeyOf(l));
    const like = known ?? sheet.find((x) => x.skuId === l.skuId);
    if (!like) return [];
    const line = {
      ...countLine(
        known ?? { ...like, batchNo: l.batchNo, productionDate: l.productionDate, expiryDate: l.expiryDate, bookQty: 0, serials: [] },
      ),
      newBatch: !known && like.lifeFlag,
    };
    return [recount ? line : { ...line, count: String(l.countQty), found: l.serials, remark: l.remark }];
  });
}

import { PRICE_TYPES } from '@jxc/services/contracts';
import type { ChangeDetailLine, Grade, PriceRow } from './api';

/** A price a 调价单 may set: one of the SKU's own (salePrice …) or a level price (grade:<gradeId>). */
export interface PriceColumn {
  type: string;
  label: string;
}

/** The prices to choose from: the SKU's own, then each customer grade's level price. */
export const priceColumns = (grades: Grade[]): PriceColumn[] => [
  ...Object.entries(PRICE_TYPES).map(([type, label]) => ({ type, label })),
  ...grades.map((g) => ({ type: `grade:${g.gradeId}`, label: `等级价·${g.gradeName}` })),
];

/** A SKU on the form: its prices now, and the new ones typed (by price type; '' left as it is). */
export interface PriceLine {
  key: string;
  skuId: string;
  productName: string;
  spec: string;
  unitName: string;
  current: Record<string, number | null>;
  next: Record<string, string>;
}

export interface PriceHeader {
  changeId: string;
  billNo: string;
  billDate: string;
  effectiveDate: string;
  remark: string;
}

/** A 价格表 row as a line: its prices now by type, nothing typed yet. */
export function lineOf(row: PriceRow): PriceLine {
  const current: Record<string, number | null> = Object.fromEntries(
    Object.keys(PRICE_TYPES).map((t) => [t, row[t as keyof typeof PRICE_TYPES]]),
  );
  for (const [gradeId, price] of Object.entries(row.gradePrices)) current[`grade:${gradeId}`] = price;
  return { key: row.skuId, skuId: row.skuId, productName: row.productName, spec: row.spec, unitName: row.unitName, current, next: {} };
}

/** A saved 调价单's lines back on the form: one line per SKU, its chosen prices with what was typed. */
export function linesOfDetail(lines: ChangeDetailLine[]): { lines: PriceLine[]; columns: string[] } {
  const bySku = new Map<string, PriceLine>();
  for (const l of lines) {
    const line = bySku.get(l.skuId) ?? {
      key: l.skuId,
      skuId: l.skuId,
      productName: l.productName,
      spec: l.spec,
      unitName: l.unitName,
      current: {},
      next: {},
    };
    line.current[l.priceType] = l.oldPrice;
    line.next[l.priceType] = l.price === null ? '' : String(l.price);
    bySku.set(l.skuId, line);
  }
  return { lines: [...bySku.values()], columns: [...new Set(lines.map((l) => l.priceType))] };
}

/** SKUs added to the form: those not on it yet, after the others. */
export const addLines = (lines: PriceLine[], rows: PriceRow[]) => [
  ...lines,
  ...rows.filter((r) => !lines.some((l) => l.skuId === r.skuId)).map(lineOf),
];

/** Every line's new price of one type set to its price now changed by `percent` (+ up, − down), to two decimals. */
export function byPercent(lines: PriceLine[], type: string, percent: number): PriceLine[] {
  return lines.map((l) => {
    const now = l.current[type];
    if (now === null || now === undefined) return l;
    return { ...l, next: { ...l.next, [type]: String(Math.round(now * (100 + percent)) / 100) } };
  });
}

export interface PriceProblems {
  header: Partial<Record<'effectiveDate' | 'billDate', string>>;
  lines: Record<string, string>;
  form?: string;
}

const NUMBER = /^\d{1,12}(\.\d{1,6})?$/;

/** What is wrong before saving: a price that is not a number ≥ 0, no price typed at all, a 生效日期 before the bill's date. */
export function validatePrices(header: PriceHeader, lines: PriceLine[], columns: string[], labels: Map<string, string>): PriceProblems {
  const problems: PriceProblems = { header: {}, lines: {} };
  if (!header.billDate) problems.header.billDate = '请选择单据日期';
  if (header.effectiveDate && header.billDate && header.effectiveDate < header.billDate)
    problems.header.effectiveDate = '生效日期不能早于单据日期';
  for (const l of lines) {
    const bad = columns.find((t) => (l.next[t] ?? '').trim() !== '' && !NUMBER.test(l.next[t].trim()));
    if (bad) problems.lines[l.key] = `${labels.get(bad) ?? ''}应为不小于0的数字`;
  }
  if (!lines.length) problems.form = '请添加要调价的商品';
  else if (!toPriceLines(lines, columns).length) problems.form = '请至少填写一个新价格';
  return problems;
}

export const isClean = (p: PriceProblems) => !p.form && !Object.values(p.header).some(Boolean) && !Object.values(p.lines).some(Boolean);

/** The lines the server takes: one per SKU and price typed. */
export function toPriceLines(lines: PriceLine[], columns: string[]) {
  return lines.flatMap((l) =>
    columns.flatMap((type) => {
      const price = (l.next[type] ?? '').trim();
      if (!price) return [];
      const grade = type.startsWith('grade:') ? type.slice('grade:'.length) : undefined;
      return [{ skuId: l.skuId, priceType: grade ? 'gradePrice' : type, ...(grade && { gradeId: grade }), price: Number(price) }];
    }),
  );
}

export const toSaveInput = (header: PriceHeader, lines: PriceLine[], columns: string[], audit: boolean) => ({
  ...(header.changeId && { changeId: header.changeId }),
  billDate: header.billDate,
  effectiveDate: header.effectiveDate || header.billDate,
  remark: header.remark,
  lines: toPriceLines(lines, columns),
  audit,
});

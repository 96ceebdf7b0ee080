import type { DocLineInput, Sku } from './api';
import type { LineCombo } from './combos';
import { convertUnits, formatAmount, round, toNumber, type UnitRatio } from '../../utils/format';
import { overStockSkus } from '../../utils/validate';

/** A document line as the form holds it: the picked SKU and what the user typed. */
export interface FormLine {
  /** Stable React key and focus target; never sent. */
  key: string;
  sku: Sku;
  unitName: string;
  qty: string;
  price: string;
  /** Percent of the price charged: 100 is no discount. */
  discount: string;
  /** Percent added on top of the amount. */
  taxRate: string;
  /** '' takes the header's warehouse. */
  warehouseId: string;
  remark: string;
  /** serialFlag SKUs on documents moving stock (see tracking.ts). */
  serials: string[];
  /** lifeFlag SKUs: inbound the batch coming in, outbound the batch taken ('' 先到期先出). */
  batchNo: string;
  /** lifeFlag SKUs, inbound. */
  productionDate: string;
  expiryDate: string;
  /** A line selling a combo: `sku` stands for the combo (comboSku), the stock taken is its components'. */
  combo?: LineCombo;
}

export interface LineAmounts {
  amount: number;
  taxAmount: number;
  lineTotal: number;
}

export interface DocTotals extends LineAmounts {
  /** Main-unit quantity over all lines. */
  qty: number;
  discountAmount: number;
  totalAmount: number;
}

const MONEY_PLACES = 2;
export const QTY_PLACES = 6;
export const NO_DISCOUNT = '100';
export const NO_TAX = '0';

const num = (v: string, blank: number) => toNumber(v) ?? blank;
/** Rounds binary floating-point noise away first, so 2 × 0.575 gives 1.15 like the server's exact decimals. */
const money = (v: number) => round(round(v, 8), MONEY_PLACES);

/**
 * The server's line rule, for a live preview: amount = qty × price × discount%, tax = amount × rate%, each
 * rounded to cents; the server recomputes on save and is the authority.
 */
export function lineAmounts(l: Pick<FormLine, 'qty' | 'price' | 'discount' | 'taxRate'>): LineAmounts {
  const amount = money((num(l.qty, 0) * num(l.price, 0) * num(l.discount, 100)) / 100);
  const taxAmount = money((amount * num(l.taxRate, 0)) / 100);
  return { amount, taxAmount, lineTotal: money(amount + taxAmount) };
}

/** Main units in one `unitName` of the line's SKU (1 for the main unit or an unknown one). */
export const ratioOf = (sku: Sku, unitName: string) => Number(sku.units.find((u) => u.unitName === unitName)?.ratio ?? 1) || 1;

/** The line's quantity in the SKU's main unit. */
export const baseQty = (l: Pick<FormLine, 'sku' | 'unitName' | 'qty'>) => round(num(l.qty, 0) * ratioOf(l.sku, l.unitName), QTY_PLACES);

/** Totals of the lines less the header discount (整单优惠). */
export function docTotals(lines: FormLine[], discountAmount: string): DocTotals {
  const each = lines.map(lineAmounts);
  const add = (f: (a: LineAmounts) => number) => money(each.reduce((s, a) => s + f(a), 0));
  const amount = add((a) => a.amount);
  const taxAmount = add((a) => a.taxAmount);
  const discount = num(discountAmount, 0);
  return {
    qty: round(
      lines.reduce((s, l) => s + baseQty(l), 0),
      QTY_PLACES,
    ),
    amount,
    taxAmount,
    lineTotal: add((a) => a.lineTotal),
    discountAmount: discount,
    totalAmount: money(amount + taxAmount - discount),
  };
}

/** The SKU's units for convertUnits, its main unit marked. */
export const unitRatios = (sku: Sku): UnitRatio[] =>
  sku.units.map((u) => ({ unitName: u.unitName, ratio: Number(u.ratio), isMain: u.unitName === sku.unitName }));

/**
 * What the line comes to in the main unit and, for a SKU with several units, spelled largest to smallest:
 * 1.5 箱 of 24 瓶 → '36瓶（1箱12瓶）'; 30 瓶 → '30瓶（1箱6瓶）'. Empty for a single-unit SKU.
 */
export function conversionHint(l: Pick<FormLine, 'sku' | 'unitName' | 'qty'>, qtyDigits: number): string {
  if (l.sku.units.length < 2 || toNumber(l.qty) === null) return '';
  const base = baseQty(l);
  const main = `${formatAmount(base, qtyDigits)}${l.sku.unitName}`;
  const spelled = convertUnits(base, unitRatios(l.sku));
  return spelled === `${base}${l.sku.unitName}` ? main : `${main}（${spelled}）`;
}

/**
 * Seed §5's stock check per SKU and warehouse: the main-unit total of the lines must not exceed the available
 * stock. Returns the keys of the lines taking part in a shortage (SKUs whose stock is unknown are not flagged).
 */
export function shortLines(
  lines: FormLine[],
  headerWarehouse: string,
  available: (skuId: string, warehouseId: string) => number | undefined,
): Set<string> {
  const place = (l: FormLine, skuId: string, qty: number) => ({
    l,
    qty,
    id: `${l.warehouseId || headerWarehouse}|${skuId}`,
    have: available(skuId, l.warehouseId || headerWarehouse),
  });
  // A combo line takes its components' stock.
  const parts = lines.flatMap((l) =>
    l.combo ? l.combo.components.map((c) => place(l, c.skuId, round(baseQty(l) * c.qty, QTY_PLACES))) : [place(l, l.sku.skuId, baseQty(l))],
  );
  const known = parts.filter((x) => x.have !== undefined);
  const over = new Set(
    overStockSkus(
      known.map((x) => ({ skuId: x.id, qty: x.qty })),
      Object.fromEntries(known.map((x) => [x.id, x.have!])),
    ),
  );
  return new Set(known.filter((x) => over.has(x.id)).map((x) => x.l.key));
}

/** A new line for `sku` in its main unit: one of it at `price`, no discount, no tax. */
export const newLine = (key: string, sku: Sku, price: number | null): FormLine => ({
  key,
  sku,
  unitName: sku.unitName,
  qty: '1',
  price: price === null ? '' : String(price),
  discount: NO_DISCOUNT,
  taxRate: NO_TAX,
  warehouseId: '',
  remark: '',
  serials: [],
  batchNo: '',
  productionDate: '',
  expiryDate: '',
});

/**
 * Adds a picked SKU: with `merge` (the company's 再次录入同一商品时数量加1), the same SKU again counts one more on its
 * line (main unit, header warehouse); otherwise a new line. Returns the lines and the key of the line to focus.
 */
export function addSku(lines: FormLine[], sku: Sku, price: number | null, key: string, merge = true): { lines: FormLine[]; focus: string } {
  const same = merge ? lines.find((l) => l.sku.skuId === sku.skuId && l.unitName === sku.unitName && !l.warehouseId) : undefined;
  if (same && toNumber(same.qty) !== null) {
    const qty = String(round(num(same.qty, 0) + 1, QTY_PLACES));
    return { lines: lines.map((l) => (l === same ? { ...l, qty } : l)), focus: same.key };
  }
  return { lines: [...lines, newLine(key, sku, price)], focus: key };
}

/** The lines as {Doc}/Save takes them: defaults (main unit kept, no discount, no tax, header warehouse) left out. */
export function toLineInputs(lines: FormLine[]): DocLineInput[] {
  return lines.map((l) => ({
    ...(l.combo ? { comboId: l.combo.comboId } : { skuId: l.sku.skuId, unitName: l.unitName }),
    qty: num(l.qty, 0),
    price: num(l.price, 0),
    ...(num(l.discount, 100) !== 100 && { discount: num(l.discount, 100) }),
    ...(num(l.taxRate, 0) !== 0 && { taxRate: num(l.taxRate, 0) }),
    ...(l.warehouseId && { warehouseId: l.warehouseId }),
    ...(l.remark.trim() && { remark: l.remark.trim() }),
  }));
}

/** Another unit for the line: its price follows the unit (24 瓶 to the 箱 at 2 a 瓶 → 48 a 箱). */
export function changeUnit(l: FormLine, unitName: string): FormLine {
  const price = toNumber(l.price);
  const scaled = price === null ? l.price : String(round((price / ratioOf(l.sku, l.unitName)) * ratioOf(l.sku, unitName), QTY_PLACES));
  return { ...l, unitName, price: scaled };
}

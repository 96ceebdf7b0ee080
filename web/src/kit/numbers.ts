import { useSession } from '../session/useSession';
import { convertUnits, formatAmount, toNumber } from '../utils/format';

/** Shown for a price or amount the user's price permissions hide (the server sends null). */
export const HIDDEN = '***';

/** A row about one product: its main unit and its units with the main units one of them holds (a number or decimal string). */
export interface ProductUnits {
  unitName?: string;
  units?: readonly { unitName: string; ratio: number | string }[] | null;
}

/** A main-unit quantity spelled in the row's units, largest first (183 个 with 箱 = 12 → 15箱3个, -13 → -1箱1个); '' without units. */
export function spellUnits(qty: unknown, row: ProductUnits): string {
  const units = (row.units ?? []).map((u) => ({ unitName: u.unitName, ratio: Number(u.ratio), isMain: u.unitName === row.unitName }));
  return units.length ? convertUnits(qty, units) : '';
}

/**
 * A document line's main-unit quantity spelled in its product's units where that says more than the line's own figure
 * and unit (183 个 → 15箱3个, 1.5 箱 of 12 → 1箱6个); '' for 2 箱, 5 个 or a product of one unit.
 */
export function lineSpelling(line: { qty: unknown; unitName: string; baseQty: unknown }, product: ProductUnits): string {
  const spelled = (product.units?.length ?? 0) > 1 ? spellUnits(line.baseQty, product) : '';
  return spelled === `${toNumber(line.qty)}${line.unitName}` ? '' : spelled;
}

/** The spelling of a main-unit quantity where it says more than the figure (lineSpelling of a line in the main unit). */
const mainSpelling = (v: unknown, row: ProductUnits) => lineSpelling({ qty: v, unitName: row.unitName ?? '', baseQty: v }, row);

/**
 * A main-unit quantity of a product of several units spelled in them, with the main-unit figure (as `qty` writes it)
 * beside it: 15箱3个（183）; of one unit, or where the spelling is the main unit alone, the figure.
 */
export function unitsQty(v: unknown, row: ProductUnits, qty: (v: unknown) => string): string {
  const spelled = mainSpelling(v, row);
  return spelled ? `${spelled}（${qty(v)}）` : qty(v);
}

/** As unitsQty, but a figure standing alone carries the main unit: 15箱3个（183）, 7个. */
export function namedUnitsQty(v: unknown, row: ProductUnits, qty: (v: unknown) => string): string {
  const spelled = mainSpelling(v, row);
  return spelled ? `${spelled}（${qty(v)}）` : `${qty(v)}${row.unitName ?? ''}`;
}

/** The company's decimals (set_digit) for quantities and for money. */
export interface Digits {
  qty: number;
  money: number;
}

/** Quantities and money at the company's digits (set_digit), with thousands separators. */
export function useNumbers() {
  const [qtyDigits, moneyDigits] = useSession().set_digit;
  const qty = (v: unknown) => formatAmount(v, qtyDigits);
  return {
    qtyDigits,
    digits: { qty: qtyDigits, money: moneyDigits } satisfies Digits,
    qty,
    money: (v: unknown) => (v === null ? HIDDEN : formatAmount(v, moneyDigits)),
    /** A main-unit quantity in the product's units beside the figure (unitsQty). */
    units: (v: unknown, row: ProductUnits) => unitsQty(v, row, qty),
    /** As `units`, the main unit named after a figure standing alone (namedUnitsQty): 15箱3个（183）, 7个. */
    namedUnits: (v: unknown, row: ProductUnits) => namedUnitsQty(v, row, qty),
  };
}

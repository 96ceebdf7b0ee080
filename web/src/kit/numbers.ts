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
 * A main-unit quantity of a product of several units spelled in them, with the main-unit figure (as `qty` writes it)
 * beside it: 15箱3个（183）; of one unit, or where the spelling is the main unit alone, the figure.
 */
export function unitsQty(v: unknown, row: ProductUnits, qty: (v: unknown) => string): string {
  const spelled = (row.units?.length ?? 0) > 1 ? spellUnits(v, row) : '';
  return spelled && spelled !== `${toNumber(v)}${row.unitName}` ? `${spelled}（${qty(v)}）` : qty(v);
}

/** Quantities and money at the company's digits (set_digit), with thousands separators. */
export function useNumbers() {
  const [qtyDigits, moneyDigits] = useSession().set_digit;
  const qty = (v: unknown) => formatAmount(v, qtyDigits);
  return {
    qtyDigits,
    qty,
    money: (v: unknown) => (v === null ? HIDDEN : formatAmount(v, moneyDigits)),
    /** A main-unit quantity in the product's units beside the figure (unitsQty). */
    units: (v: unknown, row: ProductUnits) => unitsQty(v, row, qty),
  };
}

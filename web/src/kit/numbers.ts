import { useSession } from '../session/useSession';
import { formatAmount } from '../utils/format';

/** Shown for a price or amount the user's price permissions hide (the server sends null). */
export const HIDDEN = '***';

/** Quantities and money at the company's digits (set_digit), with thousands separators. */
export function useNumbers() {
  const [qtyDigits, moneyDigits] = useSession().set_digit;
  return {
    qtyDigits,
    qty: (v: unknown) => formatAmount(v, qtyDigits),
    money: (v: unknown) => (v === null ? HIDDEN : formatAmount(v, moneyDigits)),
  };
}

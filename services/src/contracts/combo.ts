/**
 * A sale line of a combo (商品套餐) is saved as a line per component; each keeps the combo line it came from, so the
 * document shows and edits that one line (Detail answers it as `combo` on each component line).
 */
export interface ComboPart {
  /** The number of the combo's line as the user entered it. */
  line: number;
  comboId: string;
  comboName: string;
  comboCode: string;
  /** Combos sold, at this price each, less this discount. */
  qty: string;
  price: string;
  discount: string;
  /** This component per combo. */
  each: string;
}

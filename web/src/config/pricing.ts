/** List prices per year (元) of the purchasable editions; the free edition (1) is not sold. */
export const YEARLY_PRICE: Readonly<Record<number, number>> = {
  20: 298,
  2: 498,
  3: 798,
  7: 698,
  6: 998,
  8: 998,
  5: 1298,
  4: 1998,
  9: 3998,
};

export const PURCHASE_YEARS = [1, 2, 3] as const;

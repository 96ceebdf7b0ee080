import type { ArrearsMonth } from '../api';

/** A month of the reconciliation with what was owed when it began. */
export interface ReconciledMonth extends ArrearsMonth {
  opening: number;
}

/** Each month opens with the previous month's closing balance; the first with the balance brought forward. */
export function withOpenings(beginAmount: number, months: ArrearsMonth[]): ReconciledMonth[] {
  return months.map((m, i) => ({ ...m, opening: i === 0 ? beginAmount : months[i - 1].payArrearsAmt }));
}

const pad = (n: number) => String(n).padStart(2, '0');

/** yyyy-MM of `date`, and of the month `back` months before it. */
export const monthOf = (date: Date, back = 0) => {
  const d = new Date(date.getFullYear(), date.getMonth() - back, 1);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}`;
};

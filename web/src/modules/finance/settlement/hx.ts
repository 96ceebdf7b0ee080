import { isDecimal } from '@jxc/services/contracts';
import type { HxLine, OpenDoc } from '../api';
import { round, toNumber } from '../../../utils/format';

const CENTS = 2;
const money = (v: number) => round(round(v, 8), CENTS);

/** Amounts typed against open documents, by document id. */
export type Allocation = Record<string, string>;

/** What a receipt or payment has not yet tied to any document. */
export const unallocatedOf = (r: { amount: number; hxList: readonly HxLine[] }) =>
  money(r.amount - r.hxList.reduce((t, h) => t + h.amount, 0));

/** The typed amounts that count (blank ones are left out). */
export const allocatedTotal = (a: Allocation) => money(Object.values(a).reduce((t, v) => t + (toNumber(v) ?? 0), 0));

/** Fills the open documents oldest first with `amount`, each up to what it still owes. */
export function autoAllocate(docs: readonly OpenDoc[], idField: string, amount: number): Allocation {
  let left = money(amount);
  const out: Allocation = {};
  for (const d of docs) {
    if (left <= 0) break;
    const take = Math.min(left, d.openAmount);
    out[String(d[idField])] = String(take);
    left = money(left - take);
  }
  return out;
}

export interface AllocationProblems {
  /** By document id. */
  docs: Record<string, string>;
  total?: string;
}

/** The server's rules: a positive number of cents per document, no more than it owes, together no more than `cap`. */
export function allocationProblems(
  docs: readonly OpenDoc[],
  idField: string,
  a: Allocation,
  cap: number,
  capLabel: string,
): AllocationProblems {
  const problems: Record<string, string> = {};
  for (const d of docs) {
    const v = (a[String(d[idField])] ?? '').trim();
    if (v === '') continue;
    const n = toNumber(v);
    if (n === null || !isDecimal(v)) problems[String(d[idField])] = '核销金额必须是数字';
    else if (n <= 0) problems[String(d[idField])] = '核销金额必须大于0';
    else if (round(n, CENTS) !== n) problems[String(d[idField])] = '核销金额最多两位小数';
    else if (n > d.openAmount) problems[String(d[idField])] = `核销金额不能大于未结金额${d.openAmount}`;
  }
  const total = allocatedTotal(a);
  return { docs: problems, ...(total > cap && { total: `核销金额合计${total}不能大于${capLabel}${cap}` }) };
}

export const allocationClean = (p: AllocationProblems) => !p.total && Object.keys(p.docs).length === 0;

/** The typed amounts as hxList takes them. */
export const toHxList = (a: Allocation, idField: string): HxLine[] =>
  Object.entries(a)
    .filter(([, v]) => (toNumber(v) ?? 0) > 0)
    .map(([id, v]) => ({ [idField]: id, amount: toNumber(v)! }) as HxLine);

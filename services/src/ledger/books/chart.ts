import type { BalanceSide, LedgerDirection } from '../../contracts';
import { dec, type Dec } from '../../shared/decimal';
import type { BookAccount, AccountSum } from './books.queries';
import type { AccountMoves } from './statements';

/** An account and every account under it, by code. */
export function withChildren(accounts: BookAccount[], code: string): string[] {
  const out = [code];
  for (let i = 0; i < out.length; i++) out.push(...accounts.filter((a) => a.parentCode === out[i]).map((a) => a.code));
  return out;
}

/** The level-1 account an account is under (itself at level 1; a code the chart lacks stands for itself). */
export function topOf(accounts: BookAccount[], code: string): string {
  const byCode = new Map(accounts.map((a) => [a.code, a]));
  let at = byCode.get(code);
  for (let hops = 0; at?.parentCode && hops < 20; hops++) at = byCode.get(at.parentCode) ?? at;
  return at?.code ?? code;
}

/** What moved through each level-1 account, its sub-accounts' moves added to it. */
export function rollUp(accounts: BookAccount[], sums: AccountSum[]): AccountMoves[] {
  const tops = new Map<string, AccountMoves>();
  for (const s of sums) {
    const code = topOf(accounts, s.code);
    const category = accounts.find((a) => a.code === code)?.category ?? 'asset';
    const had = tops.get(code)?.moved ?? { debit: dec(0), credit: dec(0) };
    tops.set(code, { code, category, moved: { debit: had.debit.plus(s.debit), credit: had.credit.plus(s.credit) } });
  }
  return [...tops.values()];
}

/** A balance signed by the account's direction: positive on its own side. */
export const signed = (direction: LedgerDirection, debit: Dec, credit: Dec): Dec =>
  direction === 'debit' ? debit.minus(credit) : credit.minus(debit);

/** On which side a balance signed by `direction` stands, as a book prints it. */
export function sideOf(direction: LedgerDirection, balance: Dec): BalanceSide {
  if (balance.isZero()) return '平';
  return (balance.isPositive() ? direction === 'debit' : direction === 'credit') ? '借' : '贷';
}

export const money = (v: Dec): number => v.toDecimalPlaces(2).toNumber();

/** The months from `from` to `to`, both yyyy-MM, in order (at most 20 years). */
export function monthsBetween(from: string, to: string): string[] {
  const out: string[] = [];
  let [y, m] = from.split('-').map(Number);
  for (let p = from; p <= to && out.length < 240; p = `${y}-${String(m).padStart(2, '0')}`) {
    out.push(p);
    [y, m] = m === 12 ? [y + 1, 1] : [y, m + 1];
  }
  return out;
}

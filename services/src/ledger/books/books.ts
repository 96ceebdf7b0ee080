import { Injectable } from '@nestjs/common';
import type { BalanceSheet, DetailBook, GeneralBook, LedgerEntries, ProfitStatement } from '../../contracts';
import { dec } from '../../shared/decimal';
import { ValidationError } from '../../shared/errors';
import { BookQueries, type AuxFilter, type BookAccount, type BookLine } from './books.queries';
import { money, monthsBetween, rollUp, sideOf, signed, withChildren } from './chart';
import { balanceSheet, profitStatement } from './statements';

const yearStart = (period: string) => `${period.slice(0, 4)}-01`;
const lastYearEnd = (period: string) => `${Number(period.slice(0, 4)) - 1}-12`;

const entry = (l: BookLine, accounts: BookAccount[]) => ({
  date: l.date,
  voucherId: l.voucherId,
  voucherNo: l.voucherNo,
  accountCode: l.accountCode,
  accountName: accounts.find((a) => a.code === l.accountCode)?.name ?? '',
  summary: l.summary,
  debit: money(l.debit),
  credit: money(l.credit),
  sourceBillType: l.sourceBillType,
  sourceBillId: l.sourceBillId,
  sourceBillNo: l.sourceBillNo,
});

/** 明细账, 总账, 利润表, 资产负债表 and the voucher lines behind a figure, from the vouchers the ledger keeps. */
@Injectable()
export class Books {
  constructor(private readonly queries: BookQueries) {}

  private async account(companyId: string, code: string, field = 'accountCode') {
    const accounts = await this.queries.accounts(companyId);
    const account = accounts.find((a) => a.code === code);
    if (!account) throw new ValidationError(`科目不存在：${code}`, field);
    return { accounts, account };
  }

  /** An account's 明细账: its balance before the first month, each line with the balance after it, and its closing. */
  async detailBook(
    companyId: string,
    q: { accountCode: string; startPeriod: string; endPeriod: string; aux: AuxFilter },
  ): Promise<DetailBook> {
    const { accounts, account } = await this.account(companyId, q.accountCode);
    const codes = withChildren(accounts, account.code);
    const [before, lines] = await Promise.all([
      this.queries.before(companyId, codes, q.startPeriod, q.aux),
      this.queries.lines(companyId, codes, { from: q.startPeriod, to: q.endPeriod }, q.aux),
    ]);
    let balance = signed(account.direction, before.debit, before.credit);
    const opening = balance;
    let [debit, credit] = [dec(0), dec(0)];
    const out = lines.map((l) => {
      balance = balance.plus(signed(account.direction, l.debit, l.credit));
      [debit, credit] = [debit.plus(l.debit), credit.plus(l.credit)];
      return { ...entry(l, accounts), balance: money(balance), side: sideOf(account.direction, balance) };
    });
    return {
      accountCode: account.code,
      accountName: account.name,
      direction: account.direction,
      openingBalance: money(opening),
      openingSide: sideOf(account.direction, opening),
      lines: out,
      totals: { debit: money(debit), credit: money(credit) },
      closingBalance: money(balance),
      closingSide: sideOf(account.direction, balance),
    };
  }

  /** 总账: each level-1 account (or the one asked) month by month, with those that neither hold nor move anything left out. */
  async generalBook(companyId: string, q: { startPeriod: string; endPeriod: string; accountCode?: string }): Promise<GeneralBook> {
    const accounts = q.accountCode ? (await this.account(companyId, q.accountCode)).accounts : await this.queries.accounts(companyId);
    const sums = await this.queries.monthlySums(companyId, q.endPeriod);
    const months = monthsBetween(q.startPeriod, q.endPeriod);
    const shown = accounts.filter((a) => (q.accountCode ? a.code === q.accountCode : !a.parentCode));
    const data = shown.map((a) => {
      const codes = new Set(withChildren(accounts, a.code));
      const mine = sums.filter((s) => codes.has(s.code));
      const moved = (p: (period: string) => boolean) =>
        mine.filter((s) => p(s.period)).reduce((acc, s) => acc.plus(signed(a.direction, s.debit, s.credit)), dec(0));
      const total = (p: (period: string) => boolean, side: 'debit' | 'credit') =>
        mine.filter((s) => p(s.period)).reduce((acc, s) => acc.plus(s[side]), dec(0));
      return {
        accountCode: a.code,
        accountName: a.name,
        direction: a.direction,
        months: months.map((period) => {
          const opening = moved((p) => p < period);
          const closing = moved((p) => p <= period);
          const inYear = (p: string) => p >= yearStart(period) && p <= period;
          return {
            period,
            openingBalance: money(opening),
            debit: money(total((p) => p === period, 'debit')),
            credit: money(total((p) => p === period, 'credit')),
            yearDebit: money(total(inYear, 'debit')),
            yearCredit: money(total(inYear, 'credit')),
            closingBalance: money(closing),
            side: sideOf(a.direction, closing),
          };
        }),
      };
    });
    return { data: data.filter((a) => a.months.some((m) => m.openingBalance || m.debit || m.credit || m.closingBalance)) };
  }

  /** 利润表 of a month: 本月金额 and 本年累计金额, 结转损益 left out. */
  async profitStatement(companyId: string, period: string): Promise<ProfitStatement> {
    const [accounts, month, year] = await Promise.all([
      this.queries.accounts(companyId),
      this.queries.sums(companyId, { from: period, to: period, closing: false }),
      this.queries.sums(companyId, { from: yearStart(period), to: period, closing: false }),
    ]);
    return profitStatement(period, rollUp(accounts, month), rollUp(accounts, year));
  }

  /** 资产负债表 at a month's end, with the balances at the start of its year. */
  async balanceSheet(companyId: string, period: string): Promise<BalanceSheet> {
    const [accounts, closing, opening] = await Promise.all([
      this.queries.accounts(companyId),
      this.queries.sums(companyId, { to: period }),
      this.queries.sums(companyId, { to: lastYearEnd(period) }),
    ]);
    return balanceSheet(period, rollUp(accounts, closing), rollUp(accounts, opening));
  }

  /** The voucher lines of some accounts (their sub-accounts' too) over months: what a statement's figure is made of. */
  async entries(
    companyId: string,
    q: { accounts: string[]; startPeriod: string; endPeriod: string; closing: boolean },
  ): Promise<LedgerEntries> {
    const accounts = await this.queries.accounts(companyId);
    // A statement's row names the standard's accounts, some of which a company's chart may not have.
    const codes = [...new Set(q.accounts.filter((c) => accounts.some((a) => a.code === c)).flatMap((c) => withChildren(accounts, c)))];
    const lines = await this.queries.lines(companyId, codes, { from: q.startPeriod, to: q.endPeriod, closing: q.closing });
    const sum = (side: 'debit' | 'credit') => money(lines.reduce((acc, l) => acc.plus(l[side]), dec(0)));
    return { data: lines.map((l) => entry(l, accounts)), totals: { debit: sum('debit'), credit: sum('credit') } };
  }
}

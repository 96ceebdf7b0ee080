import { LEDGER_AUX_NAMES, type LedgerAux, type VoucherInput } from '../contracts';
import { monthTitle, type ClosedMonths } from '../document-engine';
import { D, Dec, dec, toDb } from '../shared/decimal';
import { BusinessRuleError, ValidationError } from '../shared/errors';
import type { LedgerEvent, VoucherLineData } from './ledger-events';
import { postable, type LedgerState } from './ledger';

/** A voucher as its review decisions see it (from the ledger's read model). */
export interface VoucherView {
  voucherId: string;
  voucherNo: string;
  date: string;
  status: 0 | 1 | 2;
  madeById: string;
  /** Made by a document's audit (its own red reversal is the document's 红冲). */
  fromDocument: boolean;
  /** A closing voucher of 结转损益. */
  closing: boolean;
  redOf: string | null;
  redBy: string | null;
  debit: string;
  credit: string;
}

const refuse = (code: string, message: string) => new BusinessRuleError(code, message);

/** A closed month (结账) takes no voucher and no change of review. */
export function refuseClosed(closed: ClosedMonths, ...dates: string[]) {
  const month = dates.find((d) => closed.through !== null && d.slice(0, 7) <= closed.through);
  if (month) throw refuse('PERIOD_CLOSED', `${monthTitle(month.slice(0, 7))}已结账，不能新增或修改该月的凭证；如需修改，请先反结账`);
}

const AUX_FIELDS: Record<LedgerAux, keyof VoucherLineData> = {
  customer: 'customId',
  supplier: 'supplierId',
  account: 'accountId',
  warehouse: 'warehouseId',
  employee: 'employeeId',
};

/** The lines of a manual voucher: each on a postable account with its dimensions, one side each, debits equal to credits. */
export function manualLines(s: LedgerState, input: VoucherInput): VoucherLineData[] {
  if (input.lines.length < 2) throw new ValidationError('凭证至少要有两行分录', 'lines');
  const lines = input.lines.map((l, i) => {
    const row = `第${i + 1}行`;
    const a = postable(s, l.accountCode, 'lines');
    const debit = dec(l.debit ?? 0);
    const credit = dec(l.credit ?? 0);
    if (debit.isZero() === credit.isZero()) throw new ValidationError(`${row}应填写借方金额或贷方金额中的一个`, 'lines');
    const line: VoucherLineData = { accountCode: a.code, summary: l.summary.trim(), debit: toDb(debit), credit: toDb(credit) };
    for (const aux of a.aux) {
      const field = AUX_FIELDS[aux];
      const value = l[field as keyof typeof l];
      if (!value) throw new ValidationError(`${row}的科目${a.code} ${a.name}需选择${LEDGER_AUX_NAMES[aux]}`, 'lines');
      (line as unknown as Record<string, unknown>)[field] = value;
    }
    if (!line.summary) throw new ValidationError(`${row}的摘要不能为空`, 'lines');
    return line;
  });
  const [debit, credit] = totals(lines);
  if (!debit.eq(credit)) throw new ValidationError(`借贷不平衡：借方合计${debit.toFixed(2)}，贷方合计${credit.toFixed(2)}`, 'lines');
  return lines;
}

const totals = (lines: readonly Pick<VoucherLineData, 'debit' | 'credit'>[]): [Dec, Dec] =>
  lines.reduce<[Dec, Dec]>(([d, c], l) => [d.plus(l.debit), c.plus(l.credit)], [new D(0), new D(0)]);

const no = (v: VoucherView) => `凭证${v.voucherNo}`;

export const decideVoucher = {
  /** 保存 a manual voucher: new, or a change of one not yet reviewed, in open months. */
  save(s: LedgerState, kept: VoucherView | null, input: VoucherInput, voucherId: string, closed: ClosedMonths): LedgerEvent[] {
    if (kept) {
      if (kept.fromDocument || kept.closing || kept.redOf) throw refuse('BAD_STATUS', `${no(kept)}不是手工凭证，不能修改`);
      if (kept.status !== 0) throw refuse('BAD_STATUS', `${no(kept)}已审核，请先反审核`);
      refuseClosed(closed, kept.date);
    }
    refuseClosed(closed, input.date);
    const lines = manualLines(s, input);
    const data = {
      voucherId,
      date: input.date,
      summary: lines[0].summary,
      attachments: input.attachments ?? 0,
      lines,
    };
    return [{ type: 'VoucherSaved', data }];
  },

  /** 审核: by someone else than the maker, of a voucher whose debits equal its credits. */
  audit(v: VoucherView, userId: string, closed: ClosedMonths): LedgerEvent[] {
    if (v.status !== 0) throw refuse('BAD_STATUS', `${no(v)}已审核`);
    if (v.madeById === userId) throw refuse('SAME_USER', '审核人不能是制单人，请由其他人审核');
    if (!dec(v.debit).eq(v.credit)) throw refuse('UNBALANCED', `${no(v)}借贷不平衡，不能审核；请检查凭证规则`);
    refuseClosed(closed, v.date);
    return [{ type: 'VoucherAudited', data: { voucherId: v.voucherId, voucherNo: v.voucherNo } }];
  },

  /** 反审核: an audited voucher not yet posted, by someone else than the maker. */
  unaudit(v: VoucherView, userId: string, closed: ClosedMonths): LedgerEvent[] {
    if (v.status === 0) throw refuse('BAD_STATUS', `${no(v)}未审核`);
    if (v.status === 2) throw refuse('BAD_STATUS', `${no(v)}已过账，不能反审核`);
    if (v.madeById === userId) throw refuse('SAME_USER', '反审核人不能是制单人，请由其他人反审核');
    refuseClosed(closed, v.date);
    return [{ type: 'VoucherUnaudited', data: { voucherId: v.voucherId, voucherNo: v.voucherNo } }];
  },

  /** 过账: an audited voucher goes into the books for good. */
  post(v: VoucherView, closed: ClosedMonths): LedgerEvent[] {
    if (v.status === 0) throw refuse('BAD_STATUS', `${no(v)}未审核，请先审核`);
    if (v.status === 2) throw refuse('BAD_STATUS', `${no(v)}已过账`);
    refuseClosed(closed, v.date);
    return [{ type: 'VoucherPosted', data: { voucherId: v.voucherId, voucherNo: v.voucherNo } }];
  },

  /** 红字冲销 of a reviewed manual or closing voucher, on `date` (an open month); a document's voucher goes with the document's 红冲. */
  red(v: VoucherView, redId: string, date: string, closed: ClosedMonths): LedgerEvent[] {
    if (v.fromDocument) throw refuse('FROM_DOCUMENT', `${no(v)}由单据生成，请红冲原单据`);
    if (v.redOf) throw refuse('BAD_STATUS', `${no(v)}是红字凭证，不能再冲销`);
    if (v.redBy) throw refuse('BAD_STATUS', `${no(v)}已冲销`);
    if (v.status === 0) throw refuse('BAD_STATUS', `${no(v)}未审核，可直接修改`);
    refuseClosed(closed, date);
    return [{ type: 'VoucherReversed', data: { voucherId: v.voucherId, voucherNo: v.voucherNo, redId, date } }];
  },

  /**
   * 结转损益: each profit-and-loss account's balance of the month (debits less credits) moved to 本年利润 (3103), on the
   * month's last day. `balances` are the month's, closing vouchers included, so a second close finds nothing.
   */
  closeProfit(
    period: string,
    balances: readonly { code: string; name: string; balance: string }[],
    voucherId: string,
    closed: ClosedMonths,
  ): LedgerEvent[] {
    const date = lastDay(period);
    refuseClosed(closed, date);
    const lines: VoucherLineData[] = [];
    let profit = new D(0);
    for (const b of balances) {
      const amount = dec(b.balance);
      if (amount.isZero()) continue;
      profit = profit.minus(amount);
      const summary = `结转损益 ${b.name}`;
      lines.push(
        amount.gt(0)
          ? { accountCode: b.code, summary, debit: '0', credit: toDb(amount) }
          : { accountCode: b.code, summary, debit: toDb(amount.neg()), credit: '0' },
      );
    }
    if (!lines.length) throw refuse('NOTHING_TO_CLOSE', `${monthTitle(period)}损益类科目没有余额，无需结转`);
    lines.push(
      profit.gte(0)
        ? { accountCode: '3103', summary: '结转本月利润', debit: '0', credit: toDb(profit) }
        : { accountCode: '3103', summary: '结转本月亏损', debit: toDb(profit.neg()), credit: '0' },
    );
    return [{ type: 'ProfitClosed', data: { voucherId, period, date, summary: '结转损益', attachments: 0, lines } }];
  },
};

/** The last day of a month (yyyy-MM). */
export function lastDay(period: string): string {
  const [y, m] = period.split('-').map(Number);
  return `${period}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, '0')}`;
}

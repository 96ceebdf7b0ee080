import type { LedgerAux, VoucherInput } from '@jxc/services/contracts';

/** A line of a manual voucher as typed: amounts as text. */
export interface DraftLine {
  key: number;
  summary: string;
  accountCode: string;
  debit: string;
  credit: string;
  /** The chosen auxiliary record by the account's dimension. */
  aux: Partial<Record<LedgerAux, string>>;
}

export const emptyLine = (key: number, summary = ''): DraftLine => ({ key, summary, accountCode: '', debit: '', credit: '', aux: {} });

const cents = (text: string) => Math.round(Number(text || 0) * 100);

/** The draft's totals in yuan. */
export function draftTotals(lines: readonly DraftLine[]): { debit: number; credit: number } {
  const sum = (side: 'debit' | 'credit') => lines.reduce((acc, l) => acc + cents(l[side]), 0) / 100;
  return { debit: sum('debit'), credit: sum('credit') };
}

const AUX_FIELD: Record<LedgerAux, keyof VoucherInput['lines'][number]> = {
  customer: 'customId',
  supplier: 'supplierId',
  account: 'accountId',
  warehouse: 'warehouseId',
  employee: 'employeeId',
};

/**
 * What is wrong with a draft, line by line and as a whole (none: it saves): a line needs a summary, an account, and
 * an amount on one side only, of at most 2 decimals; the voucher needs two lines and debits equal to credits.
 */
export function draftProblems(lines: readonly DraftLine[], auxOf: (code: string) => readonly LedgerAux[]): string[] {
  const problems: string[] = [];
  const filled = lines.filter((l) => l.accountCode || l.debit || l.credit);
  if (filled.length < 2) problems.push('凭证至少需要两行分录');
  filled.forEach((l) => {
    const at = `第${lines.indexOf(l) + 1}行`;
    if (!l.summary.trim()) problems.push(`${at}：请填写摘要`);
    if (!l.accountCode) problems.push(`${at}：请选择科目`);
    for (const side of ['debit', 'credit'] as const) {
      if (l[side] && !/^\d+(\.\d{1,2})?$/.test(l[side]))
        problems.push(`${at}：${side === 'debit' ? '借方' : '贷方'}金额应为不超过两位小数的正数`);
    }
    if (!cents(l.debit) === !cents(l.credit)) problems.push(`${at}：借方和贷方金额须填且只填一个`);
    for (const a of auxOf(l.accountCode)) if (!l.aux[a]) problems.push(`${at}：该科目需选择辅助核算`);
  });
  const t = draftTotals(filled);
  if (filled.length >= 2 && t.debit !== t.credit)
    problems.push(
      `借贷不平衡：借方合计${t.debit.toFixed(2)}，贷方合计${t.credit.toFixed(2)}，相差${Math.abs(t.debit - t.credit).toFixed(2)}`,
    );
  return problems;
}

/** The draft as Voucher/Save takes it. */
export function toVoucherInput(
  draft: { voucherId?: string; date: string; attachments: string },
  lines: readonly DraftLine[],
  auxOf: (code: string) => readonly LedgerAux[],
): VoucherInput {
  return {
    ...(draft.voucherId && { voucherId: draft.voucherId }),
    date: draft.date,
    attachments: Number(draft.attachments || 0),
    lines: lines
      .filter((l) => l.accountCode)
      .map((l) => ({
        accountCode: l.accountCode,
        summary: l.summary.trim(),
        ...(cents(l.debit) ? { debit: cents(l.debit) / 100 } : { credit: cents(l.credit) / 100 }),
        ...Object.fromEntries(auxOf(l.accountCode).map((a) => [AUX_FIELD[a], l.aux[a]])),
      })),
  };
}

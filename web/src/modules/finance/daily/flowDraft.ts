import type { FlowDetail, FlowSaveInput } from '../api';
import { toNumber } from '../../../utils/format';
import { moneyProblem } from '../moneyProblem';
import type { FlowKind } from './paths';

export interface FlowLineForm {
  classId: string;
  amount: string;
  remark: string;
}

export interface FlowForm {
  accountId: string;
  billDate: string;
  partnerId: string;
  remark: string;
  lines: FlowLineForm[];
}

export const emptyLine = (): FlowLineForm => ({ classId: '', amount: '', remark: '' });
export const emptyFlow = (billDate: string): FlowForm => ({ accountId: '', billDate, partnerId: '', remark: '', lines: [emptyLine()] });

/** A draft as its form, to change it. */
export const flowFormOf = (d: FlowDetail): FlowForm => ({
  accountId: d.accountId,
  billDate: d.billDate,
  partnerId: d.customId ?? d.supplierId ?? '',
  remark: d.remark ?? '',
  lines: d.lines.map((l) => ({ classId: l.classId, amount: String(l.amount), remark: l.remark ?? '' })),
});

export interface FlowProblems {
  accountId?: string;
  billDate?: string;
  lines?: string;
  line: Record<number, { classId?: string; amount?: string }>;
}

/** The server's rules with its wording. */
export function flowProblems(f: FlowForm): FlowProblems {
  const p: FlowProblems = { line: {} };
  if (!f.accountId) p.accountId = '请选择结算账户';
  if (!f.billDate) p.billDate = '请选择单据日期';
  if (!f.lines.length) p.lines = '至少要有一行收支明细';
  f.lines.forEach((l, n) => {
    const classId = l.classId ? undefined : '请选择收支项目';
    const amount = moneyProblem(l.amount, '金额', false);
    if (classId || amount) p.line[n] = { classId, amount };
  });
  return p;
}

export const hasProblems = (p: FlowProblems) => !!(p.accountId || p.billDate || p.lines || Object.keys(p.line).length);

export const flowTotal = (f: FlowForm) => f.lines.reduce((t, l) => t + (toNumber(l.amount) ?? 0), 0);

/** The form as FinanceFlow/Save and Update take it: the partner and the remark even when empty, so that an update clears them. */
export const toFlowInput = (k: FlowKind, f: FlowForm, audit: boolean): FlowSaveInput => ({
  flowType: k.flowType,
  accountId: f.accountId,
  billDate: f.billDate,
  lines: f.lines.map((l) => ({ classId: l.classId, amount: toNumber(l.amount) ?? 0, ...(l.remark.trim() && { remark: l.remark.trim() }) })),
  [k.partner.field]: f.partnerId,
  remark: f.remark.trim(),
  ...(audit && { audit: true }),
});

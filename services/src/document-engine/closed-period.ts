import { BusinessRuleError } from '../shared/errors';
import { evolveStored } from '../shared/es/event-names';
import type { EventSourcing } from '../shared/es/event-sourcing';

/**
 * Month-end closing (结账) as every write dated in a month sees it: the months are closed in order, so the closed
 * ones are those up to `through`; `first` is the first month ever closed, where reopening stops.
 */
export interface ClosedMonths {
  first: string | null;
  through: string | null;
}

/** A month closed or reopened: `month` is yyyy-MM, `periodName` how the 操作日志 names it (2026年10月). */
export interface PeriodChange {
  month: string;
  periodName: string;
}
export type PeriodEvent = { type: 'MonthClosed'; data: PeriodChange } | { type: 'MonthReopened'; data: PeriodChange };

export const PERIOD_EVENTS = { MonthClosed: 'MonthClosed', MonthReopened: 'MonthReopened' } as const;
export const PERIOD_EVENT_TITLES: Record<string, string> = { MonthClosed: '结账', MonthReopened: '反结账' };

export const periodStream = (companyId: string) => `Period-${companyId}`;

export const noMonthClosed: ClosedMonths = { first: null, through: null };

/** The month before `month` (yyyy-MM). */
export function previousMonth(month: string): string {
  const [y, m] = month.split('-').map(Number);
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}

export function evolveClosedMonths(s: ClosedMonths, e: PeriodEvent): ClosedMonths {
  if (e.type === 'MonthClosed') return { first: s.first ?? e.data.month, through: e.data.month };
  return e.data.month === s.first ? noMonthClosed : { ...s, through: previousMonth(e.data.month) };
}

/** Whether a day (yyyy-MM-dd) or month (yyyy-MM) lies in a closed month. */
export const isClosed = (s: ClosedMonths, date: string) => s.through !== null && date.slice(0, 7) <= s.through;

/** 2026-10 → 2026年10月. */
export const monthTitle = (month: string) => `${month.slice(0, 4)}年${Number(month.slice(5, 7))}月`;

export const loadClosedMonths = (es: EventSourcing, companyId: string) =>
  es.load(periodStream(companyId), companyId, noMonthClosed, evolveStored(PERIOD_EVENTS, evolveClosedMonths));

/**
 * The one check of every dated write (a trade, stock or money document saved, edited, audited, written back or
 * removed): refused, writing nothing, when any of its dates (the new one, and the one it had) is in a closed month. A
 * correction of a closed month is a new document dated in an open one (a return made from the sale, a settlement).
 */
export async function refuseClosedMonth(es: EventSourcing, companyId: string, ...dates: (string | null | undefined)[]) {
  refuseClosedIn((await loadClosedMonths(es, companyId)).state, ...dates);
}

/** refuseClosedMonth on the closed months already read (a new document reads them beside its numbering rule). */
export function refuseClosedIn(state: ClosedMonths, ...dates: (string | null | undefined)[]) {
  const closed = dates.find((d): d is string => !!d && isClosed(state, d));
  if (closed)
    throw new BusinessRuleError('PERIOD_CLOSED', `${monthTitle(closed)}已结账，不能新增或修改该月的单据；如需修改，请先反结账`, {
      month: closed.slice(0, 7),
    });
}

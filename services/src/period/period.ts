import { ClosedMonths, monthTitle, PeriodEvent, previousMonth } from '../document-engine';
import { BusinessRuleError } from '../shared/errors';

/** The month after `month` (yyyy-MM). */
export function nextMonth(month: string): string {
  const [y, m] = month.split('-').map(Number);
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}

const refuse = (message: string) => new BusinessRuleError('PERIOD_ORDER', message);

/**
 * 结账 and 反结账 as 金蝶 and 用友 keep them: months close one after another (the first one closed starts the books,
 * what lies before it counts closed with it), so a closed month's figures never change under a later one; only the
 * latest closed month reopens, so the months still closed stay a run from the start.
 */
export const decidePeriod = {
  close(s: ClosedMonths, month: string, thisMonth: string): PeriodEvent[] {
    if (month > thisMonth) throw refuse(`${monthTitle(month)}还没有到，不能结账`);
    if (s.through !== null && month <= s.through) throw refuse(`${monthTitle(month)}已结账`);
    if (s.through !== null && month !== nextMonth(s.through)) throw refuse(`请先结账${monthTitle(nextMonth(s.through))}`);
    return [{ type: 'MonthClosed', data: { month, periodName: monthTitle(month) } }];
  },

  /**
   * 归档账套 (结存): the whole books become read-only (IsOldSob) once every month before this one is closed, so what
   * is kept is final.
   */
  archive(s: ClosedMonths, thisMonth: string): void {
    const lastMonth = previousMonth(thisMonth);
    if (s.through === null || s.through < lastMonth) throw refuse(`请先结账至${monthTitle(lastMonth)}，再归档账套`);
  },

  reopen(s: ClosedMonths, month: string): PeriodEvent[] {
    if (s.through === null || month > s.through) throw refuse(`${monthTitle(month)}未结账`);
    if (month !== s.through) throw refuse(`请先反结账${monthTitle(s.through)}，只能反结账最近结账的月份`);
    return [{ type: 'MonthReopened', data: { month, periodName: monthTitle(month) } }];
  },
};

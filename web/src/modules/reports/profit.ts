import type { ProfitPage, ProfitRow } from './api';
import { formatDate, numberFilter } from '../../utils/format';

/** The first and last day of the month of `today`. */
export function thisMonth(today: Date): { startDate: string; endDate: string } {
  return {
    startDate: formatDate(new Date(today.getFullYear(), today.getMonth(), 1)),
    endDate: formatDate(new Date(today.getFullYear(), today.getMonth() + 1, 0)),
  };
}

/** A margin as the report shows it: 33.33%. */
export const marginText = (margin: number) => `${numberFilter(margin)}%`;

/** The report's lines: each day, then the totals of the whole range (dated '合计'). */
export const withTotals = (page: Pick<ProfitPage, 'totals'>, days: ProfitRow[]): ProfitRow[] => [...days, { billDate: '合计', ...page.totals }];

import { call } from '../../api/http';
import type { FilteredQuery, Page } from '../../api/types';

// The profit report (利润).

export interface ProfitRow {
  billDate: string;
  saleAmount: number;
  costAmount: number;
  profit: number;
  /** Percent, two places. */
  margin: number;
}

export interface ProfitPage extends Page<ProfitRow> {
  totals: Omit<ProfitRow, 'billDate'>;
}

export const profitPage = (q: FilteredQuery) => call<ProfitPage>('ReportForProfit/PageQuery', q);

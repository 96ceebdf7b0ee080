import { call } from '../../api/http';
import type { Page } from '../../api/types';
import type { ReportRow } from './kit/definition';

/** A page of a report with the totals of everything the filters take in. */
export interface ReportPage extends Page<ReportRow> {
  totals: ReportRow;
  /** The report's headline figures (经营日报's day). */
  summary?: ReportRow;
}

/** A report's page call (ReportForSale/ForBusiDate …) with its period, filters and page query. */
export const reportPage = (path: string, query: object) => call<ReportPage>(path, query);

/** A period's sales as the home page shows them (null where the user may not see it). */
export interface SalesFigures {
  saleAmount: number | null;
  costAmount: number | null;
  profit: number | null;
  qty: number;
}

/** The home page's figures (ReportBIForManage/Overview): each part null unless the user may open the report behind it. */
export interface HomeOverview {
  today: string;
  todaySales: SalesFigures | null;
  monthSales: SalesFigures | null;
  todayMoney: { receiveAmount: number; payAmount: number } | null;
  monthMoney: { receiveAmount: number; payAmount: number } | null;
  topProducts: ReportRow[] | null;
  topCustomers: ReportRow[] | null;
  receivable: number | null;
  payable: number | null;
  stock: { qty: number; amount: number | null } | null;
}

export const homeOverview = (today: string) => call<HomeOverview>('ReportBIForManage/Overview', { today });

import type { HomeOverview } from '@jxc/services/contracts';
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

export type { HomeOverview, SalesFigures } from '@jxc/services/contracts';

export const homeOverview = (today: string) => call<HomeOverview>('ReportBIForManage/Overview', { today });

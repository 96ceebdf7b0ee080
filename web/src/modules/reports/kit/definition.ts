import type { ReactNode } from 'react';
import type { PriceFlag } from '@jxc/services/contracts';

/** A row of a report as the server answers it: the group's fields and its figures. */
export type ReportRow = Record<string, unknown>;

/**
 * How a cell shows its value: as it comes (text, dates), a quantity or money at the company's digits, a margin as
 * 33.33%, or `units`: a main-unit quantity spelled in the row's units, largest first (15箱3个; the row carries
 * `unitName` and `units`).
 */
export type CellFormat = 'text' | 'qty' | 'money' | 'percent' | 'units';

export interface ReportColumn {
  /** The row field, and the sortField sent to the server when `sortable`. */
  key: string;
  title: string;
  format?: CellFormat;
  sortable?: boolean;
  /** A price permission without which the figure is hidden (***) and cannot be sorted by; the server sends null. */
  mask?: PriceFlag;
  /** Width in px (the grid scrolls sideways when the columns do not fit). */
  width?: number;
  /** What the column shows instead of the plain field (a product with its spec), on screen and in the export. */
  text?: (row: ReportRow) => string;
  /** On screen only: the cell as an element (a bill number linking to its document). */
  render?: (row: ReportRow) => ReactNode;
}

/**
 * The report's chart: a line along the rows (with `days`, one point for every day of the period, rows named by their
 * date, days without any at 0: a trend), or bars of the `top` rows by the first series (the best-selling products),
 * asked for in the report's order or, with `sortField`, largest first by that field. Series hidden from the user
 * (masked) are left out, and with them all the chart.
 */
export type ChartSpec =
  { type: 'line'; series: readonly string[]; days?: boolean } | { type: 'bar'; series: readonly string[]; top: number; sortField?: string };

/** Where a row leads: the documents behind it, asked with the report's filters and the row's value of `filter`. */
export interface DrillDown {
  call: string;
  /** The query field naming the row (billDate, skuId, customId …) and the row field it takes its value from (default the same). */
  filter: string;
  from?: string;
  columns: ReportColumn[];
}

/**
 * A report screen described as data, shown by ReportScreen: the period (presets 今天 … 自定义) or one day, an optional
 * warehouse and keyword filter, headline figures, sortable columns, paging, a totals row, an Excel export whose title
 * row carries the filters, a chart and a drill-down from a row to its documents. Everything it shows comes from one
 * page call answering `{ pageNo, totalCount, data, totals, summary? }`.
 */
export interface ReportDefinition {
  /** The screen's name: the export's file, sheet and title row. */
  title: string;
  /** The menu id whose 导出 action allows the export. */
  menuId: string;
  /** The page call (ReportForSale/ForBusiDate …), taking startDate, endDate (billDate for a day), warehouseId, keyword and the page query. */
  call: string;
  /** A report of one day (billDate: 今天, 昨天 or a date) instead of a period. */
  day?: boolean;
  /** Figures of the whole report above its rows (and under them in the export), from the page's `summary`. */
  headline?: ReportColumn[];
  /** The field that names a row (billDate, skuId, customId): the rows' key. */
  groupKey: string;
  /** What a row is called in the chart and the drill-down's title. */
  label: (row: ReportRow) => string;
  columns: ReportColumn[];
  /** The keyword filter's placeholder; without it the report has no keyword. */
  keyword?: string;
  /** Whether the report filters by warehouse. */
  warehouse?: boolean;
  /** Whether the report takes 截至日期 (asOfDate): its period then ends that day, its closing the stock at its end. */
  asOf?: boolean;
  /** A note under the filters (what the figures include). */
  note?: string;
  chart?: ChartSpec;
  drillDown?: DrillDown;
}

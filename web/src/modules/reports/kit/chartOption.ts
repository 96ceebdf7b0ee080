import type { ChartSpec, ReportColumn, ReportRow } from './definition';
import type { Period } from './period';

/** The days of a period, at most a year's: yyyy-MM-dd. */
function daysOf({ startDate, endDate }: Period): string[] {
  const out: string[] = [];
  for (let t = Date.parse(`${startDate}T00:00:00Z`); out.length < 366; t += 86_400_000) {
    const day = new Date(t).toISOString().slice(0, 10);
    if (day > endDate) break;
    out.push(day);
  }
  return out;
}

/** What ECharts is given: the parts of its option the report charts use. */
export interface ChartOption {
  tooltip: { trigger: 'axis' };
  legend: { top: 0 };
  grid: { left: number; right: number; top: number; bottom: number; containLabel: true };
  xAxis: { type: 'category'; data: string[] } | { type: 'value' };
  yAxis: { type: 'value' } | { type: 'category'; data: string[]; inverse: true; axisLabel: { width: number; overflow: 'truncate' } };
  series: { name: string; type: 'line' | 'bar'; data: number[]; barMaxWidth?: number }[];
}

/**
 * The chart of a report's rows: a line per series along the rows (a trend over the period), or horizontal bars of the
 * `top` rows by the first series, largest at the top. Series the user may not see are left out; undefined when none is
 * left or there are no rows.
 */
export function chartOption(
  spec: ChartSpec,
  rows: readonly ReportRow[],
  columns: readonly ReportColumn[],
  label: (r: ReportRow) => string,
  sees: (c: ReportColumn) => boolean,
  period: Period,
): ChartOption | undefined {
  const series = spec.series.map((key) => columns.find((c) => c.key === key)!).filter((c) => c && sees(c));
  if (!series.length || !rows.length) return undefined;
  const byLabel = new Map(rows.map((r) => [label(r), r]));
  const picked =
    spec.type === 'bar'
      ? [...rows].sort((a, b) => Number(b[series[0].key]) - Number(a[series[0].key])).slice(0, spec.top)
      : spec.days
        ? daysOf(period).map((day) => byLabel.get(day) ?? {})
        : rows;
  const labels = spec.type === 'line' && spec.days ? daysOf(period) : picked.map(label);
  const data = series.map((c) => ({
    name: c.title,
    type: spec.type,
    data: picked.map((r) => Number(r[c.key] ?? 0)),
    ...(spec.type === 'bar' && { barMaxWidth: 24 }),
  }));
  const grid = { left: 8, right: 24, top: 32, bottom: 8, containLabel: true as const };
  return spec.type === 'line'
    ? {
        tooltip: { trigger: 'axis' },
        legend: { top: 0 },
        grid,
        xAxis: { type: 'category', data: labels },
        yAxis: { type: 'value' },
        series: data,
      }
    : {
        tooltip: { trigger: 'axis' },
        legend: { top: 0 },
        grid,
        xAxis: { type: 'value' },
        yAxis: { type: 'category', data: labels, inverse: true, axisLabel: { width: 96, overflow: 'truncate' } },
        series: data,
      };
}

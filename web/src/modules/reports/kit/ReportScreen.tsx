import { useState } from 'react';
import { Button, Caption1, Card, Field, ToggleButton, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import type { PageQuery } from '../../../api/types';
import { useBreakpoint } from '../../../hooks/useBreakpoint';
import { useLoad } from '../../../hooks/useLoad';
import { EXPORT_CAP, EXPORT_PAGE_SIZE, collectRows, workbookBlob } from '../../../kit/exportRows';
import { DateRange, FilterBar, FilterField } from '../../../kit/FilterBar';
import { ClosedMonthChoice } from '../../period';
import { KeywordSearch } from '../../../kit/KeywordSearch';
import { downloadBlob } from '../../../kit/files';
import { ListCards, ListTable } from '../../../kit/ListRows';
import { activeFilters } from '../../../kit/listState';
import { Pager } from '../../../kit/Pager';
import { RowButtons, actionsWidth, type RowAction } from '../../../kit/RowActions';
import { Stack } from '../../../kit/Stack';
import { useCan } from '../../../kit/useCan';
import { useList } from '../../../kit/useList';
import { notifySuccess, notifyWarning } from '../../../notify/bus';
import { WarehouseFilter, warehouseChoices } from '../../document-engine';
import { reportPage, type ReportPage } from '../api';
import { reportSheet, titleLine, totalCells } from './cells';
import { chartOption } from './chartOption';
import type { ReportDefinition, ReportRow } from './definition';
import { DrillDown } from './DrillDown';
import { CUSTOM, DAY, RANGE, presetIn } from './period';
import { Headline } from './Headline';
import { ReportChart } from './ReportChart';
import { useReportColumns } from './useReportColumns';
import { DateInput } from '../../../kit/DateInput';
import { AsOfDate } from '../../../kit/AsOfDate';
import { periodAsOf } from './asOf';

const DRILL = '查看单据';
const NO_ROWS: ReportPage = { pageNo: 1, totalCount: 0, data: [], totals: {} };

const useStyles = makeStyles({
  presets: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  search: { alignSelf: 'flex-end' },
  card: { gap: tokens.spacingVerticalM },
  toolbar: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
});

/**
 * A report screen from its definition: the period (今天, 本周, 本月, 上月 or 自定义, this month at first) or the day
 * (今天, 昨天 or a date), warehouse and keyword, all kept in the URL; the headline figures; the chart; the rows with
 * sortable columns, paging and the totals of the whole period; 导出 to Excel with the filters in a title row; and a
 * row's documents (查看单据) under it.
 */
export function ReportScreen({ def }: { def: ReportDefinition }) {
  const s = useStyles();
  const mobile = useBreakpoint() === 'mobile';
  const can = useCan(def.menuId);
  const [today] = useState(() => new Date());
  const time = def.day ? DAY : RANGE;
  const initial: Record<string, string> = {
    ...time.initial(today),
    ...(def.warehouse && { warehouseId: '' }),
    ...(def.asOf && { asOfDate: '' }),
  };
  const list = useList(
    (q: PageQuery & Record<string, unknown>) =>
      time.periodOf(q as Record<string, string>) ? reportPage(def.call, q) : Promise.resolve(NO_ROWS),
    {
      filters: initial,
    },
  );
  // 筛选 counts what the user changed: the period a report opens at is no filter of theirs.
  const changed = Object.fromEntries(Object.entries(list.filters).filter(([k, v]) => v !== (initial[k] ?? '')));
  const page = list.page as ReportPage | undefined;
  const period = periodAsOf(time.periodOf(list.filters), def.asOf ? list.filters.asOfDate : undefined);
  const valid = !!period;
  const preset = presetIn(time, list.filters, today);
  const [custom, setCustom] = useState(preset === CUSTOM);
  const [drill, setDrill] = useState<ReportRow>();
  const [exporting, setExporting] = useState(false);
  const { columns, formats, sees } = useReportColumns(def.columns);
  /** What the report is asked for, without the page: what the chart, the export and a drill-down take. */
  const asked = { ...activeFilters(list.filters), ...(list.keyword && { keyword: list.keyword }) };

  const chart = def.chart;
  const charted = chart?.series.some((key) => {
    const column = def.columns.find((c) => c.key === key);
    return !!column && sees(column);
  });
  const chartRows = useLoad(
    () =>
      chart?.type === 'bar'
        ? reportPage(def.call, {
            ...asked,
            pageNo: 1,
            pageSize: chart.top,
            ...(chart.sortField && { sortField: chart.sortField, sortOrder: 'descend' }),
          }).then((p) => p.data)
        : collectRows(list.load, { ...asked, pageNo: 1, pageSize: EXPORT_PAGE_SIZE }).then((r) => r.rows),
    charted && valid ? JSON.stringify(asked) : null,
  );
  const option = chart && chartRows.data && period && chartOption(chart, chartRows.data, def.columns, def.label, sees, period);

  const choosePeriod = (p: string) => {
    setCustom(false);
    for (const [name, value] of Object.entries(time.preset(p, today))) list.filter(name, value);
  };

  const exportSheet = async () => {
    if (!period) return;
    setExporting(true);
    try {
      let totals: ReportRow = {};
      let summary: ReportRow = {};
      const { rows, total } = await collectRows(async (q) => {
        const p = await reportPage(def.call, q);
        totals = p.totals;
        summary = p.summary ?? {};
        return p;
      }, list.query);
      const warehouse = list.filters.warehouseId
        ? ((await warehouseChoices()).find((w) => w.id === list.filters.warehouseId)?.name ?? '')
        : '';
      const title = titleLine(def, time.label(period), warehouse, list.keyword);
      const when = period.startDate === period.endDate ? period.startDate : `${period.startDate}至${period.endDate}`;
      const sheet = reportSheet(def.columns, rows, totals, formats, def.headline && { columns: def.headline, figures: summary });
      downloadBlob(`${def.title}-${when}.xlsx`, await workbookBlob(def.title, sheet, title));
      if (total > rows.length) notifyWarning(`已导出前${EXPORT_CAP}条`, `共${total}条，请缩小查询范围后分批导出`);
      else notifySuccess(`导出成功，共${rows.length}条`);
    } catch {
      // The API client has shown the refusal.
    } finally {
      setExporting(false);
    }
  };

  const rows = page?.data ?? [];
  const Rows = mobile ? ListCards : ListTable;
  const drillAction: RowAction<ReportRow>[] = [{ label: DRILL, action: 'query', onClick: setDrill }];
  const actions = def.drillDown && {
    width: actionsWidth([[DRILL]]),
    render: (row: ReportRow) => <RowButtons row={row} shown={drillAction} busy={false} onRun={(a) => a.onClick?.(row)} />,
  };

  return (
    <Stack>
      <FilterBar filters={changed}>
        <Field label={def.day ? '日期' : '期间'}>
          <div className={s.presets} role="group" aria-label={def.day ? '日期' : '期间'}>
            {time.presets.map((p) => (
              <ToggleButton key={p} size="small" checked={!custom && preset === p} onClick={() => choosePeriod(p)}>
                {p}
              </ToggleButton>
            ))}
            <ToggleButton size="small" checked={custom || preset === CUSTOM} onClick={() => setCustom(true)}>
              {CUSTOM}
            </ToggleButton>
          </div>
        </Field>
        {(custom || preset === CUSTOM) &&
          (def.day ? (
            <FilterField label="选择日期">
              <DateInput value={list.filters.billDate} onChange={(v) => list.filter('billDate', v)} />
            </FilterField>
          ) : (
            <DateRange filters={list.filters} setFilter={(name, value) => list.filter(name, value)} />
          ))}
        {!def.day && <ClosedMonthChoice filters={list.filters} setFilter={(name, value) => list.filter(name, value)} />}
        {def.warehouse && <WarehouseFilter filters={list.filters} setFilter={(name, value) => list.filter(name, value)} />}
        {def.asOf && <AsOfDate filters={list.filters} setFilter={(name, value) => list.filter(name, value)} />}
        {def.keyword && <KeywordSearch list={list} placeholder={def.keyword} className={s.search} />}
      </FilterBar>
      {def.headline && page?.summary && (
        <Headline columns={def.headline} figures={page.summary} formats={formats} label={`${def.title}汇总`} />
      )}
      {option && (
        <Card>
          <ReportChart option={option} label={`${def.title}图表`} height={mobile ? 220 : 280} />
        </Card>
      )}
      <Card className={s.card}>
        <div className={s.toolbar}>
          <Caption1 role="status">
            {period
              ? `${time.label(period)}${def.note ? `，${def.note}` : ''}`
              : def.day
                ? '请选择日期'
                : '请选择开始和结束日期，开始日期不能晚于结束日期'}
          </Caption1>
          {can('export') && (
            <Button icon={<ArrowDownloadRegular />} disabled={exporting || !valid} onClick={() => void exportSheet()}>
              {exporting ? '导出中…' : '导出'}
            </Button>
          )}
        </div>
        <Rows
          label={def.title}
          rows={rows}
          rowKey={(r) => String(r[def.groupKey])}
          columns={columns}
          actions={actions || undefined}
          empty={list.loading ? '加载中…' : '该期间没有数据'}
          sort={list.sort}
          onSort={list.sortBy}
          footer={rows.length ? totalCells(def.columns, page!.totals, formats) : undefined}
        />
        <Pager pageNo={list.query.pageNo} pageSize={list.query.pageSize} totalCount={page?.totalCount ?? 0} onChange={list.goTo} />
      </Card>
      {drill && def.drillDown && (
        <DrillDown
          key={String(drill[def.groupKey])}
          spec={def.drillDown}
          title={`${def.label(drill)} 的单据`}
          filters={{ ...asked, ...period }}
          row={drill}
          onClose={() => setDrill(undefined)}
        />
      )}
    </Stack>
  );
}

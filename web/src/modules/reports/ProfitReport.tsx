import { useState } from 'react';
import { Button, Caption1, Card, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { profitPage, type ProfitPage, type ProfitRow } from './api';
import { useLoad } from '../../hooks/useLoad';
import type { Column } from '../../kit/columns';
import { collectRows, sheetOf, workbookBlob } from '../../kit/exportRows';
import { downloadBlob } from '../../kit/files';
import { useCan } from '../../kit/useCan';
import { notifySuccess } from '../../notify/bus';
import { DateRange, FilterBar } from '../../kit/FilterBar';
import { useNumbers } from '../../kit/numbers';
import { Stack } from '../../kit/Stack';
import { marginText, thisMonth, withTotals } from './profit';

const PROFIT_MENU_ID = '6011';
const TITLE = '利润报表';

const useStyles = makeStyles({
  card: { gap: tokens.spacingVerticalM },
  toolbar: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
  scroll: { overflowX: 'auto' },
  total: { fontWeight: tokens.fontWeightSemibold, backgroundColor: tokens.colorNeutralBackground2 },
});

/** Every day of the range with the totals (the server pages by day). */
async function loadReport(range: { startDate: string; endDate: string }): Promise<{ lines: ProfitRow[]; days: number }> {
  let totals: ProfitPage['totals'] | undefined;
  const { rows } = await collectRows(async ({ pageNo, pageSize }) => {
    const page = await profitPage({ pageNo, pageSize, ...range });
    totals = page.totals;
    return page;
  }, { pageNo: 1, pageSize: 200 });
  return { lines: withTotals({ totals: totals! }, rows), days: rows.length };
}

/** 利润报表: sales, cost of goods sold, profit and margin by day over a date range (this month at first), with totals and export. */
export function ProfitReport() {
  const s = useStyles();
  const can = useCan(PROFIT_MENU_ID);
  const { money } = useNumbers();
  const [range, setRange] = useState(() => thisMonth(new Date()));
  const valid = !!range.startDate && !!range.endDate && range.startDate <= range.endDate;
  const report = useLoad(() => loadReport(range), valid ? JSON.stringify(range) : null);
  const lines = report.data?.lines ?? [];

  const columns: Column<ProfitRow>[] = [
    { key: 'billDate', title: '日期' },
    { key: 'saleAmount', title: '销售收入', text: (r) => money(r.saleAmount) },
    { key: 'costAmount', title: '销售成本', text: (r) => money(r.costAmount) },
    { key: 'profit', title: '毛利', text: (r) => money(r.profit) },
    { key: 'margin', title: '毛利率', text: (r) => marginText(r.margin) },
  ];
  const exportSheet = async () => {
    downloadBlob(`${TITLE}-${range.startDate}至${range.endDate}.xlsx`, await workbookBlob(TITLE, sheetOf(columns, lines)));
    notifySuccess('导出成功');
  };

  return (
    <Stack>
      <FilterBar>
        <DateRange filters={range} setFilter={(name, value) => setRange((r) => ({ ...r, [name]: value }))} />
      </FilterBar>
      <Card className={s.card}>
        <div className={s.toolbar}>
          <Caption1 role="status">
            {valid ? `${range.startDate} 至 ${range.endDate}，销售退货已在收入和成本中扣除` : '开始日期不能晚于结束日期'}
          </Caption1>
          {can('export') && <Button icon={<ArrowDownloadRegular />} disabled={!report.data} onClick={() => void exportSheet()}>导出</Button>}
        </div>
        <div className={s.scroll}>
          <Table size="small" aria-label={TITLE} style={{ minWidth: 520 }}>
            <TableHeader>
              <TableRow>
                {columns.map((c) => (
                  <TableHeaderCell key={c.key}>{c.title}</TableHeaderCell>
                ))}
              </TableRow>
            </TableHeader>
            <TableBody>
              {lines.map((l, row) => (
                <TableRow key={l.billDate} className={row === lines.length - 1 ? s.total : undefined}>
                  {columns.map((c) => (
                    <TableCell key={c.key}>{c.text ? c.text(l) : l.billDate}</TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
        {report.data && report.data.days === 0 && <Caption1>该期间没有已审核的销售</Caption1>}
        {report.loading && <Caption1>加载中…</Caption1>}
      </Card>
    </Stack>
  );
}

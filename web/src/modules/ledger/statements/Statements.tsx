import { useState } from 'react';
import { Caption1, Card, Link, MessageBar, MessageBarBody, Subtitle2, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { LEDGER_MENU, type StatementRow } from '@jxc/services/contracts';
import { useBreakpoint } from '../../../hooks/useBreakpoint';
import { useLoad } from '../../../hooks/useLoad';
import { FilterBar } from '../../../kit/FilterBar';
import { cardColumns } from '../../../kit/columns';
import { ListCards, ListTable, type Column } from '../../../kit/ListRows';
import { Stack } from '../../../kit/Stack';
import { useCan } from '../../../kit/useCan';
import { useListState } from '../../../kit/useListState';
import { PrintArea } from '../../document-engine';
import { balanceSheet, profitStatement, type MonthRange } from '../api';
import { EntriesCard } from '../EntriesCard';
import { MonthField } from '../MonthField';
import { amount, monthTitle, thisMonth, yearStart } from '../month';
import { StatementToolbar } from '../StatementToolbar';

const useStyles = makeStyles({
  card: { gap: tokens.spacingVerticalS },
  head: { display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  sides: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(520px, 100%), 1fr))', gap: tokens.spacingHorizontalL },
  narrow: { gridTemplateColumns: '1fr' },
  total: { fontWeight: tokens.fontWeightSemibold },
});

/** A figure to drill into: what it is called and the vouchers it is made of. */
interface Drill {
  title: string;
  query: MonthRange & { accounts: string[]; closing?: boolean };
}

/** A row's figure: a link to the vouchers behind it when the row sums accounts, plain for a total or a zero. */
function Figure({ row, value, onDrill }: { row: StatementRow; value: number; onDrill: () => void }) {
  const s = useStyles();
  if (!row.accounts.length || !value) return <span className={row.total ? s.total : undefined}>{amount(value)}</span>;
  return (
    <Link as="button" onClick={onDrill} aria-label={`${row.title.replace(/^[一二三四]、|^[加减]：|^其中：/, '')} ${amount(value)}`}>
      {amount(value)}
    </Link>
  );
}

/** The statement's month, in the URL. */
function useMonth(): [string, (m: string) => void] {
  const state = useListState({ filters: { period: thisMonth() } });
  return [state.filters.period || thisMonth(), (m) => state.change({ filters: { ...state.filters, period: m } })];
}

const itemTitle = (r: StatementRow) => (
  <span style={{ fontWeight: r.total ? 600 : undefined, paddingLeft: r.line === 0 ? 16 : 0 }}>{r.title}</span>
);

/** One figure column of a statement: its value in a row, and the drill into the vouchers behind it. */
interface FigureColumn<R> {
  key: string;
  title: string;
  value: (r: R) => number;
  drill: (r: R) => void;
}

/** A statement's columns: its items, 行次, and two figures (the first the card's main one), each opening its vouchers. */
function statementColumns<R extends StatementRow>(
  item: { title: string; width: number; lineWidth: number; figureWidth: number },
  figures: [FigureColumn<R>, FigureColumn<R>],
): Column<R>[] {
  const [main, second] = figures;
  return [
    { key: 'title', title: item.title, width: item.width, render: itemTitle, text: (r) => r.title, card: 'title' },
    { key: 'line', title: '行次', width: item.lineWidth, text: (r) => (r.line ? String(r.line) : '') },
    ...[main, second].map((f, i): Column<R> => ({
      key: f.key,
      title: f.title,
      width: item.figureWidth,
      render: (r) => <Figure row={r} value={f.value(r)} onDrill={() => f.drill(r)} />,
      card: i === 0 ? 'main' : 'detail',
    })),
  ];
}

/** 利润表 (小企业会计准则): 本月金额 and 本年累计金额; a figure opens its vouchers, a voucher its document. */
export function ProfitStatementScreen() {
  const s = useStyles();
  const mobile = useBreakpoint() === 'mobile';
  const can = useCan(LEDGER_MENU.statements);
  const [period, setPeriod] = useMonth();
  const [drill, setDrill] = useState<Drill>();
  const { data, loading } = useLoad(() => profitStatement(period), period);
  type Row = NonNullable<typeof data>['rows'][number];
  const open = (r: Row, year: boolean) =>
    setDrill({
      title: `${r.title.replace(/^[一二三四]、|^[加减]：/, '')} ${year ? '本年累计' : monthTitle(period)}的凭证`,
      query: { accounts: r.accounts, startPeriod: year ? yearStart(period) : period, endPeriod: period, closing: false },
    });
  const columns = statementColumns<Row>({ title: '项目', width: 300, lineWidth: 60, figureWidth: 140 }, [
    { key: 'month', title: '本月金额', value: (r) => r.month, drill: (r) => open(r, false) },
    { key: 'year', title: '本年累计金额', value: (r) => r.year, drill: (r) => open(r, true) },
  ]);
  const Rows = mobile ? ListCards : ListTable;
  return (
    <Stack>
      <FilterBar>
        <MonthField value={period} onChange={setPeriod} />
      </FilterBar>
      <PrintArea>
        <Card className={s.card}>
          <div className={s.head}>
            <Subtitle2 as="h1">利润表</Subtitle2>
            <Caption1>会小企02表 {monthTitle(period)} 单位：元</Caption1>
            <StatementToolbar
              sheetName="利润表"
              heading={`利润表 ${monthTitle(period)} 单位：元`}
              file={`利润表-${period}`}
              canExport={can('export')}
              sheet={() => [
                ['项目', '行次', '本月金额', '本年累计金额'],
                ...(data?.rows ?? []).map((r) => [r.title, r.line || '', r.month, r.year]),
              ]}
            />
          </div>
          <Rows
            label="利润表"
            rows={data?.rows ?? []}
            rowKey={(r) => r.title}
            columns={mobile ? cardColumns(columns, columns) : columns}
            empty={loading ? '加载中…' : '没有数据'}
          />
        </Card>
      </PrintArea>
      {drill && (
        <EntriesCard key={JSON.stringify(drill.query)} title={drill.title} query={drill.query} onClose={() => setDrill(undefined)} />
      )}
    </Stack>
  );
}

/** 资产负债表 (小企业会计准则): 期末余额 and 年初余额 of assets beside liabilities and equity; a figure opens its vouchers. */
export function BalanceSheetScreen() {
  const s = useStyles();
  const mobile = useBreakpoint() === 'mobile';
  const can = useCan(LEDGER_MENU.statements);
  const [period, setPeriod] = useMonth();
  const [drill, setDrill] = useState<Drill>();
  const { data, loading } = useLoad(() => balanceSheet(period), period);
  type Row = NonNullable<typeof data>['assets'][number];
  const lastYear = `${Number(period.slice(0, 4)) - 1}-12`;
  const open = (r: Row, opening: boolean) =>
    setDrill({
      title: `${r.title.replace(/^减：|^其中：/, '')} ${opening ? '年初余额' : `${period.slice(0, 4)}年1月至${monthTitle(period)}`}的凭证`,
      query: { accounts: r.accounts, startPeriod: opening ? '2000-01' : yearStart(period), endPeriod: opening ? lastYear : period },
    });
  const columns = (side: string) =>
    statementColumns<Row>({ title: side, width: 230, lineWidth: 56, figureWidth: 130 }, [
      { key: 'closing', title: '期末余额', value: (r) => r.closing, drill: (r) => open(r, false) },
      { key: 'yearOpening', title: '年初余额', value: (r) => r.yearOpening, drill: (r) => open(r, true) },
    ]);
  const Rows = mobile ? ListCards : ListTable;
  const onCard = (c: Column<Row>[]) => (mobile ? cardColumns(c, c) : c);
  const sheet = () => {
    const [a, l] = [data?.assets ?? [], data?.liabilities ?? []];
    const cells = (r?: Row) => (r ? [r.title, r.line || '', r.closing, r.yearOpening] : ['', '', '', '']);
    return [
      ['资产', '行次', '期末余额', '年初余额', '负债和所有者权益', '行次', '期末余额', '年初余额'],
      ...Array.from({ length: Math.max(a.length, l.length) }, (_, i) => [...cells(a[i]), ...cells(l[i])]),
    ];
  };
  return (
    <Stack>
      <FilterBar>
        <MonthField value={period} onChange={setPeriod} />
      </FilterBar>
      <PrintArea>
        <Card className={s.card}>
          <div className={s.head}>
            <Subtitle2 as="h1">资产负债表</Subtitle2>
            <Caption1>会小企01表 {monthTitle(period)}末 单位：元</Caption1>
            <StatementToolbar
              sheetName="资产负债表"
              heading={`资产负债表 ${monthTitle(period)}末 单位：元`}
              file={`资产负债表-${period}`}
              canExport={can('export')}
              sheet={sheet}
            />
          </div>
          {data && !data.balanced && (
            <MessageBar intent="error">
              <MessageBarBody>资产总计与负债和所有者权益总计不相等，请在科目余额表中检查试算平衡</MessageBarBody>
            </MessageBar>
          )}
          <div className={mergeClasses(s.sides, mobile && s.narrow)}>
            <Rows
              label="资产"
              rows={data?.assets ?? []}
              rowKey={(r) => r.title}
              columns={onCard(columns('资产'))}
              empty={loading ? '加载中…' : '没有数据'}
            />
            <Rows
              label="负债和所有者权益"
              rows={data?.liabilities ?? []}
              rowKey={(r) => r.title}
              columns={onCard(columns('负债和所有者权益'))}
              empty={loading ? '加载中…' : '没有数据'}
            />
          </div>
        </Card>
      </PrintArea>
      {drill && (
        <EntriesCard key={JSON.stringify(drill.query)} title={drill.title} query={drill.query} onClose={() => setDrill(undefined)} />
      )}
    </Stack>
  );
}

import { Card, makeStyles, tokens } from '@fluentui/react-components';
import { LEDGER_MENU, type GeneralBookAccount } from '@jxc/services/contracts';
import { AppLink } from '../../../components/AppLink';
import { useBreakpoint } from '../../../hooks/useBreakpoint';
import { useLoad } from '../../../hooks/useLoad';
import { FilterBar } from '../../../kit/FilterBar';
import { ListCards, ListTable, type Column } from '../../../kit/ListRows';
import { Stack } from '../../../kit/Stack';
import { useCan } from '../../../kit/useCan';
import { useListState } from '../../../kit/useListState';
import { generalBook } from '../api';
import { MonthField } from '../MonthField';
import { amount, balanceText, monthTitle, thisMonth, yearStart } from '../month';
import { StatementToolbar } from '../StatementToolbar';

const useStyles = makeStyles({ card: { gap: tokens.spacingVerticalM } });

/** A line of the 总账: an account's opening, a month's total or the year's so far, with the balance. */
interface BookRow {
  key: string;
  accountCode: string;
  accountName: string;
  period: string;
  summary: string;
  debit: number | null;
  credit: number | null;
  side: string;
  balance: number;
}

function bookRows(a: GeneralBookAccount): BookRow[] {
  const first = a.months[0];
  const base = { accountCode: a.accountCode, accountName: a.accountName };
  const opening = first.openingBalance;
  const openingSide = opening === 0 ? '平' : opening > 0 === (a.direction === 'debit') ? '借' : '贷';
  return [
    {
      ...base,
      key: `${a.accountCode}-open`,
      period: first.period,
      summary: '期初余额',
      debit: null,
      credit: null,
      side: openingSide,
      balance: opening,
    },
    // A month that moved nothing repeats the balance: only the range's last month is shown regardless.
    ...a.months
      .filter((m, i) => m.debit || m.credit || i === a.months.length - 1)
      .flatMap((m) => [
        {
          ...base,
          key: `${a.accountCode}-${m.period}`,
          period: m.period,
          summary: '本月合计',
          debit: m.debit,
          credit: m.credit,
          side: m.side,
          balance: m.closingBalance,
        },
        {
          ...base,
          key: `${a.accountCode}-${m.period}-y`,
          period: m.period,
          summary: '本年累计',
          debit: m.yearDebit,
          credit: m.yearCredit,
          side: m.side,
          balance: m.closingBalance,
        },
      ]),
  ];
}

const detailPath = (r: BookRow) =>
  `/ledger/book/Detail?accountCode=${r.accountCode}&startPeriod=${r.summary === '本年累计' ? yearStart(r.period) : r.period}&endPeriod=${r.period}`;

/** 总账: each level-1 account month by month (期初余额, then 本月合计 and 本年累计 of each month it moved, with the balance); an account opens its 明细账. */
export function GeneralBookScreen() {
  const s = useStyles();
  const mobile = useBreakpoint() === 'mobile';
  const can = useCan(LEDGER_MENU.books);
  const month = thisMonth();
  const state = useListState({ filters: { startPeriod: yearStart(month), endPeriod: month } });
  const f = state.filters;
  const setFilter = (name: string, value: string) => state.change({ filters: { ...f, [name]: value } });
  const valid = !!f.startPeriod && f.startPeriod <= f.endPeriod;
  const q = { startPeriod: f.startPeriod, endPeriod: f.endPeriod };
  const { data, loading } = useLoad(() => generalBook(q), valid ? JSON.stringify(q) : null);
  const rows = (data?.data ?? []).flatMap(bookRows);
  const columns: Column<BookRow>[] = [
    {
      key: 'accountCode',
      title: '科目',
      width: 160,
      render: (r) => <AppLink to={detailPath(r)}>{`${r.accountCode} ${r.accountName}`}</AppLink>,
      text: (r) => `${r.accountCode} ${r.accountName}`,
      card: 'title',
    },
    { key: 'period', title: '期间', width: 100, text: (r) => monthTitle(r.period), card: 'detail' },
    { key: 'summary', title: '摘要', width: 100, card: 'detail' },
    { key: 'debit', title: '借方', width: 120, figure: 'money', text: (r) => (r.debit === null ? '' : amount(r.debit)), card: 'detail' },
    { key: 'credit', title: '贷方', width: 120, figure: 'money', text: (r) => (r.credit === null ? '' : amount(r.credit)), card: 'detail' },
    { key: 'side', title: '方向', width: 56, card: 'detail' },
    { key: 'balance', title: '余额', width: 130, figure: 'money', text: (r) => balanceText(r.balance, r.side), card: 'main' },
  ];
  const Rows = mobile ? ListCards : ListTable;
  return (
    <Stack>
      <FilterBar>
        <MonthField label="开始期间" value={f.startPeriod} onChange={(v) => setFilter('startPeriod', v)} />
        <MonthField label="结束期间" value={f.endPeriod} onChange={(v) => setFilter('endPeriod', v)} />
      </FilterBar>
      <Card className={s.card}>
        <StatementToolbar
          sheetName="总账"
          heading={`总账 ${f.startPeriod}至${f.endPeriod}`}
          file={`总账-${f.startPeriod}至${f.endPeriod}`}
          canExport={can('export')}
          sheet={() => [
            ['科目编码', '科目名称', '期间', '摘要', '借方', '贷方', '方向', '余额'],
            ...rows.map((r) => [
              r.accountCode,
              r.accountName,
              r.period,
              r.summary,
              r.debit ?? '',
              r.credit ?? '',
              r.side,
              Math.abs(r.balance),
            ]),
          ]}
        />
        <Rows
          label="总账"
          rows={rows}
          rowKey={(r) => r.key}
          columns={columns}
          empty={loading ? '加载中…' : valid ? '该期间没有凭证' : '开始期间不能晚于结束期间'}
        />
      </Card>
    </Stack>
  );
}

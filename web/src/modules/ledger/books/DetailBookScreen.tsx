import { Caption1, Card, makeStyles, tokens } from '@fluentui/react-components';
import { LEDGER_AUX_NAMES, LEDGER_MENU, type DetailBookLine, type LedgerAux } from '@jxc/services/contracts';
import { useBreakpoint } from '../../../hooks/useBreakpoint';
import { useLoad } from '../../../hooks/useLoad';
import { ChoiceFilter, FilterBar } from '../../../kit/FilterBar';
import { ListCards, ListTable, type Column } from '../../../kit/ListRows';
import { Stack } from '../../../kit/Stack';
import { useCan } from '../../../kit/useCan';
import { useListState } from '../../../kit/useListState';
import { detailBook } from '../api';
import { SourceLink, VoucherLink } from '../EntryLinks';
import { MonthField } from '../MonthField';
import { amount, balanceText, thisMonth } from '../month';
import { StatementToolbar } from '../StatementToolbar';
import { useAuxChoices } from '../useAuxChoices';
import { useLedgerAccounts } from '../useLedgerAccounts';

const useStyles = makeStyles({
  card: { gap: tokens.spacingVerticalM },
  head: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
});

/** The auxiliary filters an account offers, by the field the book is asked with. */
const AUX_FIELDS: Record<LedgerAux, string> = {
  customer: 'customId',
  supplier: 'supplierId',
  account: 'accountId',
  warehouse: 'warehouseId',
  employee: 'employeeId',
};

/** 明细账: one account (its sub-accounts' lines too) over a range of months, of one auxiliary if chosen, with the running balance. */
export function DetailBookScreen() {
  const s = useStyles();
  const mobile = useBreakpoint() === 'mobile';
  const can = useCan(LEDGER_MENU.books);
  const month = thisMonth();
  const state = useListState({
    filters: {
      accountCode: '1122',
      startPeriod: month,
      endPeriod: month,
      customId: '',
      supplierId: '',
      accountId: '',
      warehouseId: '',
      employeeId: '',
    },
  });
  const f = state.filters;
  const setFilter = (name: string, value: string) => state.change({ filters: { ...f, [name]: value } });
  const { accounts, choices } = useLedgerAccounts();
  const aux = accounts.find((a) => a.code === f.accountCode)?.aux ?? [];
  const choicesOf = useAuxChoices(aux);
  const asked = {
    accountCode: f.accountCode,
    startPeriod: f.startPeriod,
    endPeriod: f.endPeriod,
    ...Object.fromEntries(aux.map((a) => [AUX_FIELDS[a], f[AUX_FIELDS[a]]]).filter(([, v]) => v)),
  };
  const valid = !!f.accountCode && !!f.startPeriod && f.startPeriod <= f.endPeriod;
  const { data, loading } = useLoad(() => detailBook(asked), valid ? JSON.stringify(asked) : null);

  const columns: Column<DetailBookLine>[] = [
    { key: 'date', title: '日期', width: 100, card: 'detail' },
    { key: 'voucherNo', title: '凭证字号', width: 100, render: (r) => <VoucherLink {...r} />, card: 'title' },
    { key: 'summary', title: '摘要', width: 220, card: 'detail' },
    { key: 'debit', title: '借方', width: 110, figure: 'money', text: (r) => amount(r.debit, true), card: 'main' },
    { key: 'credit', title: '贷方', width: 110, figure: 'money', text: (r) => amount(r.credit, true), card: 'main' },
    { key: 'side', title: '方向', width: 56, card: 'detail' },
    { key: 'balance', title: '余额', width: 120, figure: 'money', text: (r) => balanceText(r.balance, r.side), card: 'detail' },
    {
      key: 'sourceBillNo',
      title: '单据',
      width: 170,
      render: (r) => <SourceLink r={r} />,
      text: (r) => r.sourceBillNo ?? '',
      card: 'detail',
    },
  ];
  const Rows = mobile ? ListCards : ListTable;
  const title = data ? `${data.accountCode} ${data.accountName}` : '';
  return (
    <Stack>
      <FilterBar>
        <ChoiceFilter label="科目" field="accountCode" choices={choices} filters={f} setFilter={setFilter} emptyLabel="请选择科目" />
        <MonthField label="开始期间" value={f.startPeriod} onChange={(v) => setFilter('startPeriod', v)} />
        <MonthField label="结束期间" value={f.endPeriod} onChange={(v) => setFilter('endPeriod', v)} />
        {aux.map((a) => (
          <ChoiceFilter
            key={a}
            label={LEDGER_AUX_NAMES[a]}
            field={AUX_FIELDS[a]}
            choices={choicesOf[a] ?? []}
            emptyLabel="全部"
            filters={f}
            setFilter={setFilter}
          />
        ))}
      </FilterBar>
      <Card className={s.card}>
        <div className={s.head}>
          <Caption1 role="status">
            {!valid
              ? '请选择科目，开始期间不能晚于结束期间'
              : data
                ? `${title} 期初余额：${data.openingSide} ${balanceText(data.openingBalance, data.openingSide)} 期末余额：${data.closingSide} ${balanceText(data.closingBalance, data.closingSide)}`
                : ''}
          </Caption1>
          {data && (
            <StatementToolbar
              sheetName="明细账"
              heading={`明细账 ${title} ${f.startPeriod}至${f.endPeriod}`}
              file={`明细账-${data.accountCode}-${f.startPeriod}至${f.endPeriod}`}
              canExport={can('export')}
              sheet={() => [
                ['日期', '凭证字号', '摘要', '借方', '贷方', '方向', '余额', '单据'],
                ['', '', '期初余额', '', '', data.openingSide, Math.abs(data.openingBalance), ''],
                ...data.lines.map((l) => [
                  l.date,
                  l.voucherNo,
                  l.summary,
                  l.debit,
                  l.credit,
                  l.side,
                  Math.abs(l.balance),
                  l.sourceBillNo ?? '',
                ]),
                ['', '', '本期合计', data.totals.debit, data.totals.credit, data.closingSide, Math.abs(data.closingBalance), ''],
              ]}
            />
          )}
        </div>
        <Rows
          label="明细账"
          rows={data?.lines ?? []}
          rowKey={(r) => `${r.voucherId}|${r.accountCode}|${r.summary}|${r.debit}|${r.credit}|${r.balance}`}
          columns={columns}
          empty={loading ? '加载中…' : '该期间没有凭证'}
          footer={
            data?.lines.length
              ? [
                  '',
                  '',
                  '本期合计',
                  amount(data.totals.debit),
                  amount(data.totals.credit),
                  data.closingSide,
                  balanceText(data.closingBalance, data.closingSide),
                  '',
                ]
              : undefined
          }
        />
      </Card>
    </Stack>
  );
}

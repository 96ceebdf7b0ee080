import { useState } from 'react';
import {
  Badge,
  Button,
  Caption1,
  Card,
  CardHeader,
  MessageBar,
  MessageBarBody,
  Subtitle2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { LEDGER_MENU, type Agreement, type TrialBalanceRow } from '@jxc/services/contracts';
import { AppLink } from '../../../components/AppLink';
import { useBreakpoint } from '../../../hooks/useBreakpoint';
import { useLoad } from '../../../hooks/useLoad';
import { ConfirmDialog } from '../../../kit/ConfirmDialog';
import { FilterBar } from '../../../kit/FilterBar';
import { ListCards, ListTable, type Column } from '../../../kit/ListRows';
import { Stack } from '../../../kit/Stack';
import { useCan } from '../../../kit/useCan';
import { useListState } from '../../../kit/useListState';
import { notifySuccess } from '../../../notify/bus';
import { DocLink } from '../../document-engine';
import { closeProfit, ledgerCheck, trialBalance } from '../api';
import { MonthField } from '../MonthField';
import { amount, monthTitle, thisMonth } from '../month';
import { StatementToolbar } from '../StatementToolbar';

const useStyles = makeStyles({
  card: { gap: tokens.spacingVerticalM },
  head: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS, marginLeft: 'auto' },
  agreement: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, paddingBlock: tokens.spacingVerticalXS },
  docs: { margin: 0, paddingLeft: tokens.spacingHorizontalXL },
});

/** A balance signed by the account's direction, split onto its side: [借, 贷]. */
const split = (r: TrialBalanceRow, balance: number): [number, number] =>
  balance >= 0 === (r.direction === 'debit') ? [Math.abs(balance), 0] : [0, Math.abs(balance)];

/** One agreement of the books with 进销存: agrees, or the sides that do not with the documents causing it. */
function AgreementView({ a }: { a: Agreement }) {
  const s = useStyles();
  return (
    <div className={s.agreement} role="group" aria-label={a.title}>
      <div>
        <Badge appearance="tint" color={a.ok ? 'success' : 'danger'}>
          {a.ok ? '一致' : '不一致'}
        </Badge>{' '}
        {a.title}：进销存 {amount(a.expected)}，账簿 {amount(a.actual)}
      </div>
      {a.mismatches.map((m) => (
        <div key={m.id}>
          <Caption1>
            {m.name}：进销存 {amount(m.expected)}，账簿 {amount(m.actual)}，相差 {amount(m.actual - m.expected)}
          </Caption1>
          <ul className={s.docs}>
            {m.documents.map((d) => (
              <li key={d.billId}>
                <DocLink billType={d.billType} docId={d.billId} billNo={d.billNo} /> {d.billDate}：进销存 {amount(d.expected)}，凭证{' '}
                {amount(d.actual)}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

/**
 * 科目余额表 of a month (期初, 本期发生, 期末 on their sides; an account opens its 明细账), 结转损益 of the month, and the
 * check that the books agree with 进销存 (试算平衡, 库存商品, 应收, 应付, 结算账户) naming the documents that make a difference.
 */
export function TrialBalanceScreen() {
  const s = useStyles();
  const mobile = useBreakpoint() === 'mobile';
  const can = useCan(LEDGER_MENU.books);
  const canClose = useCan(LEDGER_MENU.vouchers)('add');
  const state = useListState({ filters: { period: thisMonth() } });
  const period = state.filters.period || thisMonth();
  const [loads, setLoads] = useState(0);
  const { data, loading } = useLoad(() => trialBalance(period), `${period}#${loads}`);
  const [checks, setChecks] = useState(0);
  const check = useLoad(ledgerCheck, checks ? `check#${checks}` : null);
  const [asking, setAsking] = useState(false);

  const runClose = async () => {
    setAsking(false);
    try {
      await closeProfit(period);
      notifySuccess(`${monthTitle(period)}结转损益完成`);
      setLoads((n) => n + 1);
    } catch {
      // The API client has shown the refusal.
    }
  };

  const columns: Column<TrialBalanceRow>[] = [
    {
      key: 'accountCode',
      title: '科目',
      width: 200,
      required: true,
      render: (r) => (
        <span style={{ paddingLeft: (r.level - 1) * 16 }}>
          <AppLink to={`/ledger/book/Detail?accountCode=${r.accountCode}&startPeriod=${period}&endPeriod=${period}`}>
            {`${r.accountCode} ${r.accountName}`}
          </AppLink>
        </span>
      ),
      text: (r) => `${r.accountCode} ${r.accountName}`,
      card: 'title',
    },
    {
      key: 'openingDebit',
      title: '期初借方',
      width: 115,
      figure: 'money',
      text: (r) => amount(split(r, r.openingBalance)[0], true),
      card: 'detail',
    },
    {
      key: 'openingCredit',
      title: '期初贷方',
      width: 115,
      figure: 'money',
      text: (r) => amount(split(r, r.openingBalance)[1], true),
      card: 'detail',
    },
    { key: 'debit', title: '本期借方', width: 115, figure: 'money', text: (r) => amount(r.debit, true), card: 'detail' },
    { key: 'credit', title: '本期贷方', width: 115, figure: 'money', text: (r) => amount(r.credit, true), card: 'detail' },
    {
      key: 'closingDebit',
      title: '期末借方',
      width: 115,
      figure: 'money',
      text: (r) => amount(split(r, r.closingBalance)[0], true),
      card: 'main',
    },
    {
      key: 'closingCredit',
      title: '期末贷方',
      width: 115,
      figure: 'money',
      text: (r) => amount(split(r, r.closingBalance)[1], true),
      card: 'main',
    },
  ];
  // A phone's card: the account, its closing balance on its side, and the month's figures under it.
  const sided = (r: TrialBalanceRow, balance: number) => {
    const [debit, credit] = split(r, balance);
    return debit ? `借 ${amount(debit)}` : credit ? `贷 ${amount(credit)}` : '平';
  };
  const cardColumns: Column<TrialBalanceRow>[] = [
    columns[0],
    { key: 'closingBalance', title: '期末余额', text: (r) => sided(r, r.closingBalance), card: 'main' },
    { key: 'openingBalance', title: '期初余额', text: (r) => sided(r, r.openingBalance), card: 'detail' },
    columns[3],
    columns[4],
  ];
  const t = data?.totals;
  const Rows = mobile ? ListCards : ListTable;
  return (
    <Stack>
      <FilterBar>
        <MonthField value={period} onChange={(v) => state.change({ filters: { period: v } })} />
      </FilterBar>
      <Card className={s.card}>
        <div className={s.head}>
          <Subtitle2 as="h1">科目余额表</Subtitle2>
          {data && (
            <Badge appearance="tint" color={data.balanced ? 'success' : 'danger'}>
              {data.balanced ? '试算平衡' : '试算不平衡'}
            </Badge>
          )}
          <div className={s.actions}>
            {canClose && <Button onClick={() => setAsking(true)}>结转损益</Button>}
            <StatementToolbar
              sheetName="科目余额表"
              heading={`科目余额表 ${monthTitle(period)}`}
              file={`科目余额表-${period}`}
              canExport={can('export')}
              sheet={() => [
                ['科目编码', '科目名称', '期初借方', '期初贷方', '本期借方', '本期贷方', '期末借方', '期末贷方'],
                ...(data?.data ?? []).map((r) => [
                  r.accountCode,
                  r.accountName,
                  ...split(r, r.openingBalance),
                  r.debit,
                  r.credit,
                  ...split(r, r.closingBalance),
                ]),
              ]}
            />
          </div>
        </div>
        <Rows
          label="科目余额表"
          rows={data?.data ?? []}
          rowKey={(r) => r.accountCode}
          columns={mobile ? cardColumns : columns}
          empty={loading ? '加载中…' : '该期间没有余额和发生额'}
          footer={
            t && data?.data.length
              ? mobile
                ? ['合计', '', '', amount(t.debit), amount(t.credit)]
                : [
                    '合计',
                    amount(t.openingDebit),
                    amount(t.openingCredit),
                    amount(t.debit),
                    amount(t.credit),
                    amount(t.closingDebit),
                    amount(t.closingCredit),
                  ]
              : undefined
          }
        />
      </Card>
      <Card className={s.card}>
        <CardHeader
          header={<Subtitle2 as="h2">与进销存核对</Subtitle2>}
          action={<Button onClick={() => setChecks((n) => n + 1)}>{check.loading ? '核对中…' : '开始核对'}</Button>}
        />
        {check.data && (
          <>
            <MessageBar intent={check.data.ok ? 'success' : 'warning'}>
              <MessageBarBody>
                {check.data.ok ? `截至${check.data.date}，账簿与进销存全部一致` : `截至${check.data.date}，有不一致之处，请查看下列单据`}
              </MessageBarBody>
            </MessageBar>
            {check.data.agreements.map((a) => (
              <AgreementView key={a.key} a={a} />
            ))}
          </>
        )}
      </Card>
      <ConfirmDialog
        open={asking}
        title="结转损益"
        confirmLabel="确定结转"
        message={`将${monthTitle(period)}各损益类科目的余额结转到本年利润（3103），生成一张结转凭证，确定吗？`}
        onConfirm={() => void runClose()}
        onCancel={() => setAsking(false)}
      />
    </Stack>
  );
}

import type { PeriodMonth } from '@jxc/services/contracts';
import { useState } from 'react';
import { Badge, Card, MessageBar, MessageBarBody, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { PageSpinner } from '../../components/PageSpinner';
import { useBreakpoint } from '../../hooks/useBreakpoint';
import { useLoad } from '../../hooks/useLoad';
import { cardColumns, type Column } from '../../kit/columns';
import { ConfirmDialog } from '../../kit/ConfirmDialog';
import { ListCards, ListTable } from '../../kit/ListRows';
import { RowButtons, actionsWidth, type RowAction } from '../../kit/RowActions';
import { notifySuccess } from '../../notify/bus';
import { formatDateTime } from '../../utils/format';
import { closeMonth, periodList, reopenMonth } from './api';
import { ArchiveBooks, ArchivedBar } from './ArchiveBooks';
import { monthTitle } from './month';

const useStyles = makeStyles({
  card: { gap: tokens.spacingVerticalM, maxWidth: '960px' },
});

const columns: Column<PeriodMonth>[] = [
  { key: 'month', title: '月份', width: 140, required: true, text: (m) => monthTitle(m.month), card: 'title' },
  {
    key: 'closed',
    title: '状态',
    width: 100,
    text: (m) => (m.closed ? '已结账' : '未结账'),
    render: (m) => (
      <Badge appearance="tint" color={m.closed ? 'success' : 'informative'}>
        {m.closed ? '已结账' : '未结账'}
      </Badge>
    ),
    card: 'main',
  },
  { key: 'closedBy', title: '结账人', width: 120 },
  { key: 'closedAt', title: '结账时间', width: 180, text: (m) => (m.closedAt ? formatDateTime(m.closedAt) : '') },
];

type Step = { month: PeriodMonth; close: boolean };

/**
 * 结账 (administrators): the books' months, newest first, each closed or open; the next month closes and the latest
 * closed one reopens, each after a confirmation.
 */
export function PeriodList() {
  const s = useStyles();
  const mobile = useBreakpoint() === 'mobile';
  const [loads, setLoads] = useState(0);
  const { data, loading } = useLoad(periodList, `period ${loads}`);
  const [asking, setAsking] = useState<Step>();
  const [busy, setBusy] = useState(false);
  if (!data) return loading ? <PageSpinner /> : null;

  const run = async ({ month, close }: Step) => {
    setAsking(undefined);
    setBusy(true);
    try {
      await (close ? closeMonth : reopenMonth)(month.month);
      notifySuccess(`${monthTitle(month.month)}${close ? '已结账' : '已反结账'}`);
      setLoads((n) => n + 1);
    } catch {
      // The API client has shown the refusal.
    } finally {
      setBusy(false);
    }
  };
  const actions: RowAction<PeriodMonth>[] = [
    { label: '结账', action: 'set', visible: (m) => m.canClose, onClick: (month) => setAsking({ month, close: true }) },
    { label: '反结账', action: 'set', danger: true, visible: (m) => m.canReopen, onClick: (month) => setAsking({ month, close: false }) },
  ];
  const shown = (m: PeriodMonth) => (data.archived ? [] : actions.filter((a) => a.visible!(m)));
  const Rows = mobile ? ListCards : ListTable;

  return (
    <Card className={s.card}>
      <Subtitle2 as="h1">结账</Subtitle2>
      <MessageBar intent="info" layout="multiline">
        <MessageBarBody>
          结账后，该月及以前日期的单据（销售、采购、库存、资金、核销）都不能再新增、修改、审核、红冲或删除；更正请在未结账的月份开单（如退货单），或先反结账。
          月份按顺序结账，只能反结账最近结账的月份。
          {data.closedThrough ? ` 当前已结账至${monthTitle(data.closedThrough)}。` : ' 尚未结账。'}
        </MessageBarBody>
      </MessageBar>
      {data.archived && <ArchivedBar />}
      <Rows
        label="结账月份"
        rows={data.months}
        rowKey={(m) => m.month}
        columns={mobile ? cardColumns(columns, columns) : columns}
        actions={{
          width: actionsWidth([['反结账']]),
          render: (m) => <RowButtons row={m} shown={shown(m)} busy={busy} onRun={(a) => a.onClick?.(m)} />,
        }}
        empty="没有可结账的月份"
      />
      {!data.archived && (
        <ArchiveBooks
          closedThrough={data.closedThrough}
          thisMonth={data.months[0]?.month ?? ''}
          onArchived={() => setLoads((n) => n + 1)}
        />
      )}
      <ConfirmDialog
        open={!!asking}
        title={asking?.close ? '结账' : '反结账'}
        confirmLabel={asking?.close ? '确定结账' : '确定反结账'}
        message={
          asking
            ? asking.close
              ? `结账后，${monthTitle(asking.month.month)}及以前日期的单据都不能再新增或修改，确定结账吗？`
              : `反结账后，${monthTitle(asking.month.month)}的单据可以再新增和修改，已按结账月份查看的报表可能随之变化，确定反结账吗？`
            : ''
        }
        onConfirm={() => asking && void run(asking)}
        onCancel={() => setAsking(undefined)}
      />
    </Card>
  );
}

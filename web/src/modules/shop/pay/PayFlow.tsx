import { useState } from 'react';
import { Badge, Caption1, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowSyncCheckmarkRegular } from '@fluentui/react-icons';
import { DOC_TYPES, DOCUMENTS, PAY_PROVIDER_NAMES, PAY_STATUS_NAMES, type PayOrderRow } from '@jxc/services/contracts';
import type { FilteredQuery } from '../../../api/types';
import { AppLink } from '../../../components/AppLink';
import type { Choice } from '../../../kit/ChoiceSelect';
import { ChoiceFilter, DateRange, FilterBar } from '../../../kit/FilterBar';
import { ListPage, type Column, type RowAction } from '../../../kit/ListPage';
import { useNumbers } from '../../../kit/numbers';
import { Stack } from '../../../kit/Stack';
import { useCan } from '../../../kit/useCan';
import { useFilteredList } from '../../../kit/useFilteredList';
import { formatDateTime } from '../../../utils/format';
import { DocLink } from '../../document-engine';
import { RefundDialog, type RefundChoice } from '../../sales';
import { payFlowPage } from './api';
import { ReconcileDialog } from './ReconcileDialog';

const FLOW_MENU = '6004';

const choices = (names: Record<string, string>): Choice[] => Object.entries(names).map(([id, name]) => ({ id, name }));
export const PROVIDERS = choices(PAY_PROVIDER_NAMES);
const STATUSES = choices(PAY_STATUS_NAMES);
const STATUS_COLORS: Record<string, 'success' | 'warning' | 'subtle' | 'danger' | 'informative'> = {
  paid: 'success',
  success: 'success',
  created: 'warning',
  processing: 'warning',
  closed: 'subtle',
  failed: 'danger',
};

/** What a payment can still give back. */
const refundableOf = (r: PayOrderRow) => Math.round((r.amount - r.refundedAmount) * 100) / 100;

const useStyles = makeStyles({
  refund: { color: tokens.colorPaletteRedForeground1 },
  sums: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  note: { color: tokens.colorNeutralForeground3 },
});

/** The store order or document a row belongs to, linked. */
function Source({ r }: { r: PayOrderRow }) {
  if (r.orderId && r.orderNo) return <AppLink to={`/shop/order/Detail?orderId=${encodeURIComponent(r.orderId)}`}>{r.orderNo}</AppLink>;
  if (r.billId && r.billNo) return <DocLink billType={DOC_TYPES.Sale} docId={r.billId} billNo={r.billNo} />;
  return null;
}

/**
 * 移动支付流水 (/pay/PayList): every online and 付款码 payment and every refund of one, newest first, by date, provider,
 * status and keyword (order or bill number, trade number, payer), with what was paid and refunded over the filter;
 * a paid payment may be refunded (by those who take payments at the counter), and a provider's bill for a day checked (对账).
 */
export function PayFlow() {
  const s = useStyles();
  const { money } = useNumbers();
  // Refunds are the counter's (销售单 新增 or 修改), as 扫码收款 is.
  const counter = useCan(DOCUMENTS.Sale.menuId);
  const canRefund = counter('add') || counter('edit');
  const [refunding, setRefunding] = useState<RefundChoice>();
  const [reconciling, setReconciling] = useState(false);
  const [sums, setSums] = useState<{ amount: number; refunded: number }>();
  // The sums go above the rows, each named: a 合计 row would add payments and refunds in one column.
  const load = async (q: FilteredQuery) => {
    const { totals, ...page } = await payFlowPage(q);
    setSums(totals);
    return page;
  };
  const { list, filters, setFilter } = useFilteredList<PayOrderRow>(load, { startDate: '', endDate: '', provider: '', status: '' });

  // The figures and the status first; the provider's long ids after them.
  const columns: Column<PayOrderRow>[] = [
    {
      key: 'createdAt',
      title: '时间',
      width: 160,
      required: true,
      sortable: true,
      card: 'detail',
      text: (r) => formatDateTime(r.payTime ?? r.createdAt),
    },
    { key: 'kind', title: '类型', width: 60, text: (r) => (r.kind === 'refund' ? '退款' : '支付'), card: 'title' },
    {
      key: 'source',
      title: '订单/单据',
      width: 170,
      text: (r) => r.orderNo ?? r.billNo ?? '',
      render: (r) => <Source r={r} />,
      card: 'detail',
    },
    { key: 'providerName', title: '支付方式', width: 90, card: 'detail' },
    {
      key: 'amount',
      title: '金额',
      figure: 'money',
      sortable: true,
      card: 'main',
      value: (r) => (r.kind === 'refund' ? -r.amount : r.amount),
      text: (r) => (r.kind === 'refund' ? `-${money(r.amount)}` : money(r.amount)),
      render: (r) => (r.kind === 'refund' ? <span className={s.refund}>-{money(r.amount)}</span> : money(r.amount)),
    },
    {
      key: 'refundedAmount',
      title: '已退款',
      figure: 'money',
      text: (r) => (r.kind === 'pay' && r.refundedAmount ? money(r.refundedAmount) : ''),
    },
    {
      key: 'status',
      title: '状态',
      width: 100,
      card: 'detail',
      text: (r) => r.statusName,
      render: (r) => (
        <Badge appearance="tint" color={STATUS_COLORS[r.status] ?? 'informative'}>
          {r.statusName}
        </Badge>
      ),
    },
    { key: 'channelName', title: '渠道', width: 110 },
    { key: 'tradeNo', title: '交易号', width: 260, text: (r) => r.tradeNo ?? '' },
    { key: 'payer', title: '付款人', width: 180, text: (r) => r.payer ?? '' },
  ];
  const actions: RowAction<PayOrderRow>[] = [
    {
      label: '退款',
      action: 'query',
      visible: (r) => canRefund && r.kind === 'pay' && r.status === 'paid' && refundableOf(r) > 0,
      onClick: (r) =>
        setRefunding({ payOrderId: r.payOrderId, providerName: r.providerName, tradeNo: r.tradeNo ?? '', refundable: refundableOf(r) }),
    },
  ];

  return (
    <Stack>
      <FilterBar filters={filters}>
        <DateRange filters={filters} setFilter={setFilter} />
        <ChoiceFilter label="支付方式" field="provider" choices={PROVIDERS} filters={filters} setFilter={setFilter} />
        <ChoiceFilter label="状态" field="status" choices={STATUSES} filters={filters} setFilter={setFilter} />
      </FilterBar>
      <Caption1 className={s.note}>网店在线支付和门店扫码收款中，支付服务商通知到账的每一笔收款，以及原路退回的每一笔退款</Caption1>
      <ListPage
        label="移动支付流水"
        permissionId={FLOW_MENU}
        list={list}
        rowKey={(r) => r.refundId ?? r.payOrderId}
        columns={columns}
        rowActions={actions}
        searchPlaceholder="订单号、单据编号、交易号、付款人"
        summary={
          sums && (
            <span className={s.sums} aria-label="合计">
              <Text>
                收款合计 <strong>{money(sums.amount)}</strong>
              </Text>
              <Text>
                退款合计 <strong>{money(sums.refunded)}</strong>
              </Text>
            </span>
          )
        }
        toolbar={[{ label: '对账', action: 'query', icon: <ArrowSyncCheckmarkRegular />, onClick: () => setReconciling(true) }]}
        exportName="移动支付流水"
      />
      {refunding && (
        <RefundDialog
          payments={[refunding]}
          onClose={() => setRefunding(undefined)}
          onDone={() => {
            setRefunding(undefined);
            list.reload();
          }}
        />
      )}
      {reconciling && <ReconcileDialog providers={PROVIDERS} onClose={() => setReconciling(false)} />}
    </Stack>
  );
}

import { useNavigate } from 'react-router-dom';
import { Badge } from '@fluentui/react-components';
import { AddRegular, ArrowDownloadRegular } from '@fluentui/react-icons';
import { LEDGER_MENU, VOUCHER_STATUS_NAMES, type VoucherRow } from '@jxc/services/contracts';
import { ChoiceFilter, DateRange } from '../../../kit/FilterBar';
import { downloadPayload } from '../../../kit/files';
import { ListPage, type Column, type RowAction } from '../../../kit/ListPage';
import { useFilteredList } from '../../../kit/useFilteredList';
import { notifySuccess } from '../../../notify/bus';
import { getSession } from '../../../session/session';
import { exportVouchers, voucherPage, voucherStep } from '../api';
import { SourceLink, VoucherLink } from '../EntryLinks';
import { amount, voucherPath } from '../month';

const STATUS_COLORS = { 0: 'warning', 1: 'informative', 2: 'success' } as const;
const STATUS_CHOICES = Object.entries(VOUCHER_STATUS_NAMES).map(([id, name]) => ({ id, name }));

export const voucherStatusBadge = (v: VoucherRow) => (
  <Badge appearance="tint" color={v.redOf ? 'danger' : STATUS_COLORS[v.status]}>
    {v.redOf ? `红字·${v.statusName}` : v.statusName}
  </Badge>
);

/**
 * Who may do what to a voucher now: 审核 an unaudited one, 反审核 or 过账 an audited one (审核 and 反审核 by someone
 * else than its maker), 红冲 one not yet reversed.
 */
export const voucherActions = (
  run: (step: 'Audit' | 'UnAudit' | 'Post' | 'Red', v: VoucherRow) => Promise<unknown>,
): RowAction<VoucherRow>[] => {
  const notMine = (v: VoucherRow) => v.madeById !== getSession().current_user_id;
  return [
    { label: '审核', action: 'audit', visible: (v) => v.status === 0 && notMine(v), request: (v) => run('Audit', v) },
    { label: '反审核', action: 'audit', visible: (v) => v.status === 1 && notMine(v), request: (v) => run('UnAudit', v) },
    { label: '过账', action: 'audit', visible: (v) => v.status === 1, request: (v) => run('Post', v) },
    {
      label: '红冲',
      action: 'back',
      danger: true,
      visible: (v) => v.status > 0 && !v.redOf && !v.redBy,
      confirm: (v) => `红冲将生成一张红字凭证冲销${v.voucherNo}，原凭证保留，确定吗？`,
      request: (v) => run('Red', v),
    },
  ];
};

/**
 * 凭证列表: by date, voucher or bill number and status; each voucher with its total, its state and the document it
 * comes from; 审核, 反审核, 过账 and 红冲 on the row; 新增凭证; 导出 in 金蝶KIS's 凭证引入 layout.
 */
export function VoucherList() {
  const navigate = useNavigate();
  const { list, filters, setFilter } = useFilteredList(voucherPage, { startDate: '', endDate: '', status: '' });
  const columns: Column<VoucherRow>[] = [
    {
      key: 'voucherNo',
      title: '凭证字号',
      width: 100,
      required: true,
      render: (v) => <VoucherLink {...v} />,
      text: (v) => v.voucherNo,
      card: 'title',
    },
    { key: 'date', title: '日期', width: 100, card: 'detail' },
    { key: 'summary', title: '摘要', width: 220, text: (v) => v.summary || v.lines[0]?.summary || '', card: 'detail' },
    { key: 'debitTotal', title: '金额', width: 120, figure: 'money', text: (v) => amount(v.debitTotal), card: 'main' },
    { key: 'status', title: '状态', width: 100, render: voucherStatusBadge, text: (v) => v.statusName, card: 'detail' },
    {
      key: 'sourceBillNo',
      title: '来源单据',
      width: 170,
      render: (v) => <SourceLink r={v} />,
      text: (v) => v.sourceBillNo ?? '',
      card: 'detail',
    },
    { key: 'madeBy', title: '制单人', width: 90 },
    { key: 'auditedBy', title: '审核人', width: 90 },
  ];
  const exportKis = async () => {
    try {
      downloadPayload(
        await exportVouchers({
          startDate: filters.startDate || undefined,
          endDate: filters.endDate || undefined,
          keyword: list.keyword || undefined,
        }),
      );
      notifySuccess('导出成功');
    } catch {
      // The API client has shown the refusal.
    }
  };
  return (
    <ListPage
      label="凭证列表"
      permissionId={LEDGER_MENU.vouchers}
      list={list}
      rowKey={(v) => v.voucherId}
      columns={columns}
      searchPlaceholder="凭证号或单据编号"
      filters={
        <>
          <DateRange filters={filters} setFilter={setFilter} />
          <ChoiceFilter label="状态" field="status" choices={STATUS_CHOICES} filters={filters} setFilter={setFilter} />
        </>
      }
      rowActions={[
        { label: '查看', action: 'query', onClick: (v) => navigate(voucherPath(v.voucherId)) },
        ...voucherActions((step, v) => voucherStep(step, v.voucherId)),
      ]}
      toolbar={[
        { label: '新增凭证', action: 'add', icon: <AddRegular />, onClick: () => navigate('/ledger/voucher/Add') },
        { label: '导出(金蝶KIS)', action: 'export', icon: <ArrowDownloadRegular />, onClick: () => void exportKis() },
      ]}
    />
  );
}

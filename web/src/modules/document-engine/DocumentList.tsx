import { useNavigate } from 'react-router-dom';
import { AddRegular, TextBulletListLtrRegular } from '@fluentui/react-icons';
import type { DocRow } from './api';
import { AppLink } from '../../components/AppLink';
import { ListPage, type Column, type RowAction, type ToolbarAction } from '../../kit/ListPage';
import { formatDateTime } from '../../utils/format';
import { useNumbers } from '../../kit/numbers';
import { Stack } from '../../kit/Stack';
import { useFilteredList } from '../../kit/useFilteredList';
import { DocFilters, docFilters } from './DocFilters';
import { confirmText, detailPath, idOf, lineFieldsOf, nameField, warehouseOf, type DocKind } from './kind';
import { isOpen, STATUS_NAMES, StatusBadge, stockStateName, StockStateBadge } from './StatusBadge';
import { useSession } from '../../session/useSession';

/** Room for the longest bill number (QTRK + date + sequence). */
export const BILL_NO_WIDTH = 150;

/** What a document list's keyword matches. */
export const searchPlaceholder = (kind: DocKind) => (kind.partner ? `单据编号、${kind.partner.label}或备注` : '单据编号或备注');

/** A document list: filters, keyword, sortable rows with view / audit / write-back / delete, add and the line list. */
export function DocumentList({ kind }: { kind: DocKind }) {
  const navigate = useNavigate();
  const numbers = useNumbers();
  const { money } = numbers;
  const { list, filters, labels, setFilter } = useFilteredList(kind.api.page, docFilters(kind));
  const id = (r: DocRow) => idOf(kind, r);
  const settle = kind.settle;
  // 分仓出入库: how far the warehouse confirmed each document's goods, and confirming the rest at once.
  const confirms = !!kind.StockConfirmation;
  const verb = kind.outbound ? '出库' : '入库';
  const separated = useSession().separatorWarehouse === 1;
  const stockOpen = (r: DocRow) => r.status === 'audited' && (r.stockState === 'waiting' || r.stockState === 'partial');

  const columns: Column<DocRow>[] = [
    {
      key: 'billNo',
      title: '单据编号',
      sortable: true,
      width: BILL_NO_WIDTH,
      card: 'title',
      render: (r) => <AppLink to={detailPath(kind, id(r))}>{r.billNo}</AppLink>,
    },
    { key: 'billDate', title: '单据日期', sortable: true, card: 'detail' },
    ...(kind.partner ? [{ key: 'partnerName', title: kind.partner.label, card: 'detail' } satisfies Column<DocRow>] : []),
    ...(kind.unwarehoused
      ? []
      : [{ key: 'warehouseName', title: warehouseOf(kind).label, ...(!kind.partner && { card: 'detail' }) } satisfies Column<DocRow>]),
    ...(kind.headerFields ?? []).map((h) => ({ key: nameField(h.field), title: h.label })),
    ...(kind.columns?.(numbers) ?? []),
    ...(lineFieldsOf(kind).includes('amount')
      ? [
          {
            key: 'totalAmount',
            title: '单据金额',
            sortable: true,
            figure: 'money',
            card: 'main',
            text: (r: DocRow) => money(r.totalAmount),
          } satisfies Column<DocRow>,
        ]
      : []),
    ...(settle
      ? [{ key: settle.field, title: settle.label, figure: 'money', text: (r: DocRow) => money(r[settle.field]) } satisfies Column<DocRow>]
      : []),
    { key: 'status', title: '状态', card: 'detail', text: (r) => STATUS_NAMES[r.status], render: (r) => <StatusBadge status={r.status} /> },
    ...(confirms
      ? [
          {
            key: 'stockState',
            title: `${verb}状态`,
            hidden: !separated,
            text: (r: DocRow) => (r.stockState ? stockStateName(r.stockState, kind.outbound) : ''),
            render: (r: DocRow) => r.stockState && <StockStateBadge state={r.stockState} outbound={kind.outbound} />,
          },
        ]
      : []),
    { key: 'remark', title: '备注', hidden: true, card: 'detail' },
    { key: 'userName', title: '制单人' },
    { key: 'createTime', title: '创建时间', sortable: true, text: (r) => formatDateTime(r.createTime) },
  ];
  const actions: RowAction<DocRow>[] = [
    { label: '查看', action: 'get', onClick: (r) => navigate(detailPath(kind, id(r))) },
    {
      label: '审核',
      action: 'audit',
      visible: (r) => isOpen(r.status),
      confirm: (r) => confirmText.audit(kind, r.billNo),
      request: (r) => kind.api.audit(id(r)),
    },
    {
      label: '红冲',
      action: 'back',
      danger: true,
      visible: (r) => r.status === 'audited',
      confirm: (r) => confirmText.writeBack(kind, r.billNo),
      request: (r) => kind.api.writeBack(id(r)),
    },
    {
      label: '删除',
      action: 'delete',
      danger: true,
      visible: (r) => isOpen(r.status),
      confirm: (r) => confirmText.remove(kind, r.billNo),
      request: (r) => kind.api.remove(id(r)),
    },
    ...(confirms
      ? [
          {
            label: `确认${verb}`,
            action: 'inOut' as const,
            visible: stockOpen,
            confirm: (r: DocRow) => `确定将${kind.title}“${r.billNo}”未${verb}的商品全部确认${verb}吗？`,
            request: (r: DocRow) => kind.api.confirmStock(id(r), kind.outbound ? 'out' : 'in'),
          },
        ]
      : []),
  ];
  const toolbar: ToolbarAction[] = [
    { label: `新增${kind.title}`, action: 'add', icon: <AddRegular />, onClick: () => navigate(kind.paths.add) },
    ...(kind.paths.lines
      ? [{ label: '商品明细', action: 'query' as const, icon: <TextBulletListLtrRegular />, onClick: () => navigate(kind.paths.lines!) }]
      : []),
  ];

  return (
    <Stack>
      <DocFilters kind={kind} filters={filters} labels={labels} setFilter={setFilter} />
      <ListPage
        ownRecords
        label={`${kind.title}列表`}
        permissionId={kind.menuId}
        list={list}
        rowKey={id}
        columns={columns}
        rowActions={actions}
        toolbar={toolbar}
        searchPlaceholder={searchPlaceholder(kind)}
        exportName={kind.title}
      />
    </Stack>
  );
}

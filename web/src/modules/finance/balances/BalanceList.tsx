import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { SendRegular } from '@fluentui/react-icons';
import { AppLink } from '../../../components/AppLink';
import { ListPage, type Column } from '../../../kit/ListPage';
import { useList } from '../../../kit/useList';
import { useNumbers } from '../../../kit/numbers';
import type { BalanceRow } from '../api';
import { flowPathOf, type BalanceKind } from './kinds';
import { BulkStatements } from '../statement/BulkStatements';
import { STATUS_NAMES, type PartnerStatementRow } from '../statement/api';
import { formatDateTime } from '../../../utils/format';

/** 应付欠款 / 应收欠款: what each partner owes or is owed — opening + documents − returns − settled; customers' 对账单 sent in bulk. */
export function BalanceList({ kind }: { kind: BalanceKind }) {
  const navigate = useNavigate();
  const [bulk, setBulk] = useState(false);
  const { money } = useNumbers();
  const list = useList(kind.page);
  const { partner, words } = kind;
  const idOf = (r: BalanceRow) => String(r[partner.field]);
  const columns: Column<BalanceRow>[] = [
    {
      key: partner.nameField,
      title: partner.label,
      render: (r) => <AppLink to={flowPathOf(kind, idOf(r))}>{String(r[partner.nameField])}</AppLink>,
    },
    { key: 'initAmount', title: words.init, figure: 'money', text: (r) => money(r.initAmount) },
    { key: 'addAmount', title: words.add, figure: 'money', text: (r) => money(r.addAmount) },
    { key: kind.settled.field, title: kind.settled.label, figure: 'money', text: (r) => money(r[kind.settled.field]) },
    { key: 'balance', title: words.balance, figure: 'money', text: (r) => money(r.balance) },
    {
      key: 'statementStatus',
      title: '对账单',
      text: (r) =>
        r.statementStatus
          ? `${STATUS_NAMES[r.statementStatus as PartnerStatementRow['status']]} ${formatDateTime(String(r.statementAt))}`
          : '—',
    },
  ];
  return (
    <>
      <ListPage
        label={kind.title}
        permissionId={kind.menuId}
        list={list}
        rowKey={idOf}
        columns={columns}
        rowActions={[{ label: '流水', action: 'query', onClick: (r) => navigate(flowPathOf(kind, idOf(r))) }]}
        searchPlaceholder={`${partner.label}名称或编码`}
        exportName={kind.title}
        toolbar={
          kind.statementSide === 'Custom'
            ? [{ label: '批量发送对账单', action: 'query', icon: <SendRegular />, onClick: () => setBulk(true) }]
            : []
        }
      />
      {bulk && <BulkStatements onClose={() => setBulk(false)} />}
    </>
  );
}

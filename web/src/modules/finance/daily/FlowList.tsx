import { useNavigate } from 'react-router-dom';
import { Button, Input } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { AppLink } from '../../../components/AppLink';
import { ChoiceSelect, type Choice } from '../../../kit/ChoiceSelect';
import { DateRange, FilterBar, FilterField } from '../../../kit/FilterBar';
import type { Column } from '../../../kit/ListRows';
import { useNumbers } from '../../../kit/numbers';
import { PlainList } from '../../../kit/PlainList';
import type { RowAction } from '../../../kit/RowActions';
import { Stack } from '../../../kit/Stack';
import { useCan } from '../../../kit/useCan';
import { useFilteredList } from '../../../kit/useFilteredList';
import { BILL_NO_WIDTH, STATUS_NAMES, StatusBadge, useAccounts } from '../../document-engine';
import { flowApi, type FlowRow } from '../api';
import { flowPath, type FlowKind } from './paths';

const STATUSES: Choice[] = (['draft', 'audited', 'reversed'] as const).map((id) => ({ id, name: STATUS_NAMES[id] }));

/** 日常收入 / 日常支出 list: by keyword, account, status and date; audit, write-back and removal are on the detail screen. */
export function FlowList({ kind }: { kind: FlowKind }) {
  const navigate = useNavigate();
  const { money } = useNumbers();
  const accounts = useAccounts();
  const can = useCan(kind.menuId);
  const { list, filters, setFilter } = useFilteredList((q) => flowApi.page({ ...q, flowType: kind.type }), {
    keyword: '',
    accountId: '',
    status: '',
    startDate: '',
    endDate: '',
  });

  const columns: Column<FlowRow>[] = [
    { key: 'billNo', title: '单据编号', width: BILL_NO_WIDTH, render: (r) => <AppLink to={flowPath(kind, r.flowId)}>{r.billNo}</AppLink> },
    { key: 'billDate', title: '单据日期' },
    { key: 'accountName', title: '结算账户' },
    { key: 'partner', title: kind.partner === 'Custom' ? '客户' : '供应商', text: (r) => r.customName ?? r.supplierName ?? '' },
    { key: 'amount', title: '金额', figure: 'money', text: (r) => money(r.amount) },
    { key: 'status', title: '状态', text: (r) => STATUS_NAMES[r.status], render: (r) => <StatusBadge status={r.status} /> },
    { key: 'userName', title: '制单人' },
    { key: 'remark', title: '备注' },
  ];
  const actions: RowAction<FlowRow>[] = can('get')
    ? [{ label: '查看', action: 'get', onClick: (r) => navigate(flowPath(kind, r.flowId)) }]
    : [];

  return (
    <Stack>
      <FilterBar filters={filters}>
        <FilterField label="关键字">
          <Input value={filters.keyword} placeholder="单据编号/备注" onChange={(_, d) => setFilter('keyword', d.value)} />
        </FilterField>
        <FilterField label="账户">
          <ChoiceSelect choices={accounts} value={filters.accountId} onChange={(v) => setFilter('accountId', v)} emptyLabel="全部" />
        </FilterField>
        <FilterField label="状态">
          <ChoiceSelect choices={STATUSES} value={filters.status} onChange={(v) => setFilter('status', v)} emptyLabel="全部" />
        </FilterField>
        <DateRange filters={filters} setFilter={setFilter} />
      </FilterBar>
      <PlainList
        ownRecords
        label={`${kind.name}列表`}
        list={list}
        rowKey={(r) => r.flowId}
        columns={columns}
        rowActions={actions}
        toolbar={
          can('add') && (
            <Button appearance="primary" icon={<AddRegular />} onClick={() => navigate(kind.add)}>
              新增{kind.name}单
            </Button>
          )
        }
      />
    </Stack>
  );
}

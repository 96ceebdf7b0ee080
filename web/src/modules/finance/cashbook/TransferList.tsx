import { useNavigate } from 'react-router-dom';
import { Button } from '@fluentui/react-components';
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
import { transferApi, type TransferRow } from '../api';
import { TRANSFER, transferPath } from './paths';

const STATUSES: Choice[] = (['draft', 'audited', 'reversed'] as const).map((id) => ({ id, name: STATUS_NAMES[id] }));

/** 账户转账 list: by account, status and date; audit, write-back and removal are on the detail screen. */
export function TransferList() {
  const navigate = useNavigate();
  const { money } = useNumbers();
  const accounts = useAccounts();
  const can = useCan(TRANSFER.menuId);
  const { list, filters, setFilter } = useFilteredList(transferApi.page, { accountId: '', status: '', startDate: '', endDate: '' });

  const columns: Column<TransferRow>[] = [
    { key: 'billNo', title: '单据编号', width: BILL_NO_WIDTH, render: (r) => <AppLink to={transferPath(r.transId)}>{r.billNo}</AppLink> },
    { key: 'billDate', title: '单据日期' },
    { key: 'outAccountName', title: '转出账户' },
    { key: 'inAccountName', title: '转入账户' },
    { key: 'amount', title: '转账金额', figure: 'money', text: (r) => money(r.amount) },
    { key: 'fee', title: '手续费', figure: 'money', text: (r) => money(r.fee) },
    { key: 'status', title: '状态', text: (r) => STATUS_NAMES[r.status], render: (r) => <StatusBadge status={r.status} /> },
    { key: 'userName', title: '制单人' },
    { key: 'remark', title: '备注' },
  ];
  const actions: RowAction<TransferRow>[] = can('get')
    ? [{ label: '查看', action: 'get', onClick: (r) => navigate(transferPath(r.transId)) }]
    : [];

  return (
    <Stack>
      <FilterBar filters={filters}>
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
        label="账户转账列表"
        list={list}
        rowKey={(r) => r.transId}
        columns={columns}
        rowActions={actions}
        toolbar={
          can('add') && (
            <Button appearance="primary" icon={<AddRegular />} onClick={() => navigate(TRANSFER.add)}>
              新增转账单
            </Button>
          )
        }
      />
    </Stack>
  );
}

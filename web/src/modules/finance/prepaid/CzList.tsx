import { useNavigate } from 'react-router-dom';
import { Button, Caption1, Input, makeStyles } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { AppLink } from '../../../components/AppLink';
import { useLoad } from '../../../hooks/useLoad';
import { ChoiceSelect, type Choice } from '../../../kit/ChoiceSelect';
import { DateRange, FilterBar, FilterField } from '../../../kit/FilterBar';
import type { Column } from '../../../kit/ListRows';
import { pickedChoice } from '../../../kit/listState';
import { useNumbers } from '../../../kit/numbers';
import { PlainList } from '../../../kit/PlainList';
import type { RowAction } from '../../../kit/RowActions';
import { SearchSelect } from '../../../kit/SearchSelect';
import { Stack } from '../../../kit/Stack';
import { useCan } from '../../../kit/useCan';
import { useFilteredList } from '../../../kit/useFilteredList';
import { BILL_NO_WIDTH, searchCustomers, STATUS_NAMES, StatusBadge, useAccounts } from '../../document-engine';
import { czApi, prepaidOf, type CzRow } from './api';
import { czPath, type CzKind } from './kinds';

const useStyles = makeStyles({ held: { alignSelf: 'center' } });
const STATUSES: Choice[] = (['draft', 'audited', 'reversed'] as const).map((id) => ({ id, name: STATUS_NAMES[id] }));

/**
 * 客户预存款 / 客户押金 list: by keyword, customer (with what they hold), account, status and date; the steps are on
 * the detail screen.
 */
export function CzList({ kind }: { kind: CzKind }) {
  const s = useStyles();
  const navigate = useNavigate();
  const { money } = useNumbers();
  const accounts = useAccounts();
  const can = useCan(kind.menuId);
  const { list, filters, labels, setFilter } = useFilteredList((q) => czApi.page({ ...q, czType: kind.czType }), {
    keyword: '',
    customId: '',
    accountId: '',
    status: '',
    startDate: '',
    endDate: '',
  });

  const columns: Column<CzRow>[] = [
    {
      key: 'billNo',
      title: '单据编号',
      width: BILL_NO_WIDTH,
      render: (r) => <AppLink to={czPath(kind.detail, r.czId)}>{r.billNo}</AppLink>,
    },
    { key: 'billDate', title: '单据日期' },
    { key: 'customName', title: '客户' },
    { key: 'accountName', title: '结算账户' },
    { key: 'amount', title: '金额', figure: 'money', text: (r) => money(r.amount) },
    ...(kind.gift
      ? [{ key: 'giftAmount', title: '赠送金额', figure: 'money', text: (r) => money(r.giftAmount) } satisfies Column<CzRow>]
      : [
          { key: 'returnedAmount', title: '已退还', figure: 'money', text: (r) => money(r.returnedAmount) } satisfies Column<CzRow>,
          { key: 'heldAmount', title: '未退还', figure: 'money', text: (r) => money(r.heldAmount) } satisfies Column<CzRow>,
        ]),
    { key: 'status', title: '状态', text: (r) => STATUS_NAMES[r.status], render: (r) => <StatusBadge status={r.status} /> },
    { key: 'userName', title: '制单人' },
    { key: 'remark', title: '备注' },
  ];
  const held = useLoad(() => prepaidOf(filters.customId), filters.customId ? `prepaid-${filters.customId}` : null).data;
  const actions: RowAction<CzRow>[] = can('get')
    ? [{ label: '查看', action: 'get', onClick: (r) => navigate(czPath(kind.detail, r.czId)) }]
    : [];

  return (
    <Stack>
      <FilterBar filters={filters}>
        <FilterField label="关键字">
          <Input value={filters.keyword} placeholder="单据编号/客户/备注" onChange={(_, d) => setFilter('keyword', d.value)} />
        </FilterField>
        <FilterField label="客户">
          <SearchSelect
            value={pickedChoice(filters, labels, 'customId')}
            search={searchCustomers}
            placeholder="全部"
            onChange={(c) => setFilter('customId', c?.id ?? '', c?.name)}
          />
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
        rowKey={(r) => r.czId}
        columns={columns}
        rowActions={actions}
        toolbar={
          <>
            {filters.customId && held && (
              <Caption1 className={s.held}>
                {labels.customId} 预存款余额 {money(held.remainAmt)}，押金 {money(held.depositAmt)}
              </Caption1>
            )}
            {can('add') && (
              <Button appearance="primary" icon={<AddRegular />} onClick={() => navigate(kind.add)}>
                新增{kind.name}
              </Button>
            )}
          </>
        }
      />
    </Stack>
  );
}

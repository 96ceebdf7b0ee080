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
import { SearchSelect } from '../../../kit/SearchSelect';
import { Stack } from '../../../kit/Stack';
import { useCan } from '../../../kit/useCan';
import { useFilteredList } from '../../../kit/useFilteredList';
import { BILL_NO_WIDTH, STATUS_NAMES, StatusBadge, useAccounts } from '../../document-engine';
import type { RefundRow } from '../api';
import { refundPath, type RefundKind } from './kinds';

const STATUSES: Choice[] = (['draft', 'audited', 'reversed'] as const).map((id) => ({ id, name: STATUS_NAMES[id] }));

/** 客户退款 / 供应商退款 list: by keyword, partner, account, status and date; audit, write-back and removal are on the detail screen. */
export function RefundList({ kind }: { kind: RefundKind }) {
  const navigate = useNavigate();
  const { money } = useNumbers();
  const accounts = useAccounts();
  const can = useCan(kind.menuId);
  const { field, nameField, label } = kind.partner;
  const { list, filters, labels, setFilter } = useFilteredList(kind.api.page, {
    keyword: '',
    [field]: '',
    accountId: '',
    status: '',
    startDate: '',
    endDate: '',
  });
  const partner = filters[field] ? { id: filters[field], name: labels[field] ?? '' } : null;

  const columns: Column<RefundRow>[] = [
    {
      key: 'billNo',
      title: '单据编号',
      width: BILL_NO_WIDTH,
      render: (r) => <AppLink to={refundPath(kind, r.refundId)}>{r.billNo}</AppLink>,
    },
    { key: 'billDate', title: '单据日期' },
    { key: nameField, title: label, text: (r) => String(r[nameField] ?? '') },
    { key: 'accountName', title: '结算账户' },
    ...(Object.keys(kind.sources).length > 1
      ? [{ key: 'refundFrom', title: '退款来源', text: (r: RefundRow) => kind.sources[r.refundFrom] ?? '' }]
      : []),
    { key: 'amount', title: '退款金额', figure: 'money', text: (r) => money(r.amount) },
    { key: 'status', title: '状态', text: (r) => STATUS_NAMES[r.status], render: (r) => <StatusBadge status={r.status} /> },
    { key: 'userName', title: '制单人' },
    { key: 'remark', title: '备注' },
  ];
  const actions: RowAction<RefundRow>[] = can('get')
    ? [{ label: '查看', action: 'get', onClick: (r) => navigate(refundPath(kind, r.refundId)) }]
    : [];

  return (
    <Stack>
      <FilterBar filters={filters}>
        <FilterField label="关键字">
          <Input value={filters.keyword} placeholder={`单据编号/${label}/备注`} onChange={(_, d) => setFilter('keyword', d.value)} />
        </FilterField>
        <FilterField label={label}>
          <SearchSelect
            value={partner}
            search={kind.partner.choices}
            placeholder={`全部${label}`}
            onChange={(c) => setFilter(field, c?.id ?? '', c?.name)}
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
        rowKey={(r) => r.refundId}
        columns={columns}
        rowActions={actions}
        toolbar={
          can('add') && (
            <Button appearance="primary" icon={<AddRegular />} onClick={() => navigate(kind.paths.add)}>
              新增{kind.name}单
            </Button>
          )
        }
      />
    </Stack>
  );
}

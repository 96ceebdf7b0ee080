import { useNavigate } from 'react-router-dom';
import { Button } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import type { SettlementRow } from '../api';
import { AppLink } from '../../../components/AppLink';
import type { Column } from '../../../kit/ListRows';
import type { RowAction } from '../../../kit/RowActions';
import { useCan } from '../../../kit/useCan';
import { ChoiceSelect } from '../../../kit/ChoiceSelect';
import { FilterBar, FilterField } from '../../../kit/FilterBar';
import { useNumbers } from '../../../kit/numbers';
import { PlainList } from '../../../kit/PlainList';
import { SearchSelect } from '../../../kit/SearchSelect';
import { Stack } from '../../../kit/Stack';
import { pickedChoice } from '../../../kit/listState';
import { useFilteredList } from '../../../kit/useFilteredList';
import type { Choice } from '../../../kit/ChoiceSelect';
import { STATUS_NAMES, StatusBadge } from '../../document-engine';
import { unallocatedOf } from './hx';
import { hxAddPath, settlementPath, type SettlementKind } from './kinds';

const STATUSES: Choice[] = (['draft', 'audited', 'reversed'] as const).map((id) => ({ id, name: STATUS_NAMES[id] }));

/**
 * 收款单 / 付款单 list, or (hx) the write-off list: audited ones with what is left to write off and 核销 on each.
 * Audit, write-back and removal are on the detail screen.
 */
export function SettlementList({ kind, hx = false }: { kind: SettlementKind; hx?: boolean }) {
  const navigate = useNavigate();
  const { money } = useNumbers();
  const { partner } = kind;
  const { list, filters, labels, setFilter } = useFilteredList(kind.api.page, { [partner.field]: '', status: hx ? 'audited' : '' });
  const picked = pickedChoice(filters, labels, partner.field);
  const id = (r: SettlementRow) => String(r[kind.idField]);
  const title = hx ? `${kind.verb}核销` : kind.title;

  const columns: Column<SettlementRow>[] = [
    { key: 'billNo', title: '单据编号', render: (r) => <AppLink to={settlementPath(kind, id(r))}>{r.billNo}</AppLink> },
    { key: 'billDate', title: '单据日期' },
    { key: 'partnerName', title: partner.label },
    { key: 'accountName', title: '结算账户' },
    { key: 'amount', title: `${kind.verb}金额`, figure: 'money', text: (r) => money(r.amount) },
    { key: 'allocated', title: '已核销', text: (r) => money(r.amount - unallocatedOf(r)) },
    { key: 'unallocated', title: '未核销', text: (r) => money(unallocatedOf(r)) },
    { key: 'status', title: '状态', text: (r) => STATUS_NAMES[r.status], render: (r) => <StatusBadge status={r.status} /> },
    { key: 'userName', title: '制单人' },
    { key: 'remark', title: '备注' },
  ];
  const can = useCan(kind.menuId);
  const canHx = useCan(kind.hxMenuId);
  const actions: RowAction<SettlementRow>[] = [
    ...(!hx && can('get')
      ? [{ label: '查看', action: 'get' as const, onClick: (r: SettlementRow) => navigate(settlementPath(kind, id(r))) }]
      : []),
    ...(canHx('add')
      ? [
          {
            label: '核销',
            action: 'add' as const,
            visible: (r: SettlementRow) => r.status === 'audited' && unallocatedOf(r) > 0,
            onClick: (r: SettlementRow) => navigate(hxAddPath(kind, id(r))),
          },
        ]
      : []),
  ];

  return (
    <Stack>
      <FilterBar filters={filters}>
        <FilterField label={partner.label}>
          <SearchSelect
            value={picked}
            search={partner.choices}
            placeholder="全部"
            onChange={(c) => setFilter(partner.field, c?.id ?? '', c?.name)}
          />
        </FilterField>
        {!hx && (
          <FilterField label="状态">
            <ChoiceSelect choices={STATUSES} value={filters.status} onChange={(v) => setFilter('status', v)} emptyLabel="全部" />
          </FilterField>
        )}
      </FilterBar>
      <PlainList
        ownRecords
        label={`${title}列表`}
        list={list}
        rowKey={id}
        columns={columns}
        rowActions={actions}
        toolbar={
          (hx ? canHx : can)('add') && (
            <Button appearance="primary" icon={<AddRegular />} onClick={() => navigate(hx ? kind.paths.hxAdd : kind.paths.add)}>
              新增{title}
            </Button>
          )
        }
      />
    </Stack>
  );
}

import { useNavigate } from 'react-router-dom';
import { LIFECYCLE_STATUS_NAMES, type MoneyDocStatus } from '@jxc/services/contracts';
import { Button, Input } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { AppLink } from '../../../components/AppLink';
import type { Choice } from '../../../kit/ChoiceSelect';
import { ChoiceFilter, DateRange, FilterBar, FilterField } from '../../../kit/FilterBar';
import type { Column } from '../../../kit/ListRows';
import { pickedChoice } from '../../../kit/listState';
import { useNumbers } from '../../../kit/numbers';
import { PlainList } from '../../../kit/PlainList';
import type { RowAction } from '../../../kit/RowActions';
import { SearchSelect } from '../../../kit/SearchSelect';
import { Stack } from '../../../kit/Stack';
import { useCan } from '../../../kit/useCan';
import { useFilteredList } from '../../../kit/useFilteredList';
import { BILL_NO_WIDTH, StatusBadge, useAccounts } from '../../document-engine';
import { moneyDocPath, type MoneyDetail, type MoneyKind, type MoneyRow } from './kind';

const MONEY_DOC_STATUSES: readonly MoneyDocStatus[] = ['draft', 'audited', 'reversed'];
const STATUSES: Choice[] = MONEY_DOC_STATUSES.map((id) => ({ id, name: LIFECYCLE_STATUS_NAMES[id] }));

/**
 * A money document list: by keyword, partner, account, status and date as the kind has them; the bill number opens the
 * detail screen, where audit, write-back and removal are. `actions` are the rows' buttons after 查看.
 */
export function MoneyDocList<R extends MoneyRow, D extends MoneyDetail>({
  kind,
  actions = [],
}: {
  kind: MoneyKind<R, D>;
  actions?: RowAction<R>[];
}) {
  const navigate = useNavigate();
  const { money } = useNumbers();
  const accounts = useAccounts();
  const { list: part, menuId } = kind;
  const can = useCan(menuId);
  const canAdd = useCan(part.writeOff?.menuId ?? menuId);
  const dated = !part.byPartnerOnly;
  const { list, filters, labels, setFilter } = useFilteredList(kind.api.page, {
    ...(part.keyword !== undefined && { keyword: '' }),
    ...(part.partner && { [part.partner.field]: '' }),
    ...(dated && { accountId: '' }),
    status: part.writeOff ? 'audited' : '',
    ...(dated && { startDate: '', endDate: '' }),
  });
  const id = (r: R) => String(r[kind.idField]);
  const path = (r: R) => moneyDocPath(kind, id(r));

  const columns: Column<R>[] = [
    {
      key: 'billNo',
      title: '单据编号',
      ...(dated && { width: BILL_NO_WIDTH }),
      render: (r) => <AppLink to={path(r)}>{r.billNo}</AppLink>,
    },
    { key: 'billDate', title: '单据日期' },
    ...part.columns(money),
    { key: 'status', title: '状态', text: (r) => LIFECYCLE_STATUS_NAMES[r.status], render: (r) => <StatusBadge status={r.status} /> },
    { key: 'userName', title: '制单人' },
    { key: 'remark', title: '备注' },
  ];
  const rowActions: RowAction<R>[] = [
    ...(!part.writeOff && can('get') ? [{ label: '查看', action: 'get' as const, onClick: (r: R) => navigate(path(r)) }] : []),
    ...actions,
  ];

  const note = part.Note && <part.Note filters={filters} labels={labels} />;
  const add = canAdd('add') && (
    <Button appearance="primary" icon={<AddRegular />} onClick={() => navigate(part.writeOff?.path ?? kind.paths.add)}>
      {kind.addLabel}
    </Button>
  );

  return (
    <Stack>
      <FilterBar filters={filters}>
        {part.keyword !== undefined && (
          <FilterField label="关键字">
            <Input value={filters.keyword} placeholder={part.keyword} onChange={(_, d) => setFilter('keyword', d.value)} />
          </FilterField>
        )}
        {part.partner && (
          <FilterField label={part.partner.label}>
            <SearchSelect
              value={pickedChoice(filters, labels, part.partner.field)}
              search={part.partner.choices}
              placeholder={part.partner.anyLabel}
              onChange={(c) => setFilter(part.partner!.field, c?.id ?? '', c?.name)}
            />
          </FilterField>
        )}
        {dated && <ChoiceFilter label="账户" field="accountId" choices={accounts} filters={filters} setFilter={setFilter} />}
        {!part.writeOff && <ChoiceFilter label="状态" field="status" choices={STATUSES} filters={filters} setFilter={setFilter} />}
        {dated && <DateRange filters={filters} setFilter={setFilter} />}
      </FilterBar>
      <PlainList
        ownRecords
        label={part.label ?? `${kind.name}列表`}
        list={list}
        rowKey={id}
        columns={columns}
        rowActions={rowActions}
        toolbar={
          part.Note ? (
            <>
              {note}
              {add}
            </>
          ) : (
            add
          )
        }
      />
    </Stack>
  );
}

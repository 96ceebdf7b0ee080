import { DOC_TYPE_NAMES } from '@jxc/services/contracts';
import { ExportButton } from '../../../kit/ExportButton';
import { ChoiceFilter, DateRange, FilterBar } from '../../../kit/FilterBar';
import type { Column } from '../../../kit/ListRows';
import { useNumbers } from '../../../kit/numbers';
import { PlainList } from '../../../kit/PlainList';
import { Stack } from '../../../kit/Stack';
import { useCan } from '../../../kit/useCan';
import { useFilteredList } from '../../../kit/useFilteredList';
import { useAccounts } from '../../document-engine';
import { billNoColumn } from '../billNoColumn';
import { cashFlowPage, type CashFlowRow } from '../api';

/** 资金流水 (/account/cashFlow): every posting through the accounts in posting order, its document linked, with the account's balance after it. */
export function CashFlow() {
  const { money } = useNumbers();
  const accounts = useAccounts();
  const can = useCan('5015');
  const { list, filters, setFilter } = useFilteredList(cashFlowPage, { accountId: '', startDate: '', endDate: '' });

  const columns: Column<CashFlowRow>[] = [
    billNoColumn(),
    { key: 'billType', title: '单据类型', text: (r) => DOC_TYPE_NAMES[r.billType] ?? '' },
    { key: 'billDate', title: '单据日期' },
    { key: 'accountName', title: '账户' },
    { key: 'inAmount', title: '收入', figure: 'money', text: (r) => money(r.inAmount) },
    { key: 'outAmount', title: '支出', figure: 'money', text: (r) => money(r.outAmount) },
    { key: 'balance', title: '账户余额', figure: 'money', text: (r) => money(r.balance) },
  ];

  return (
    <Stack>
      <FilterBar filters={filters}>
        <ChoiceFilter label="账户" field="accountId" choices={accounts} emptyLabel="全部账户" filters={filters} setFilter={setFilter} />
        <DateRange filters={filters} setFilter={setFilter} />
      </FilterBar>
      <PlainList
        label="资金流水"
        list={list}
        rowKey={(r) => [r.docId, r.accountId, r.createTime, r.inAmount, r.outAmount, r.balance].join('|')}
        columns={columns}
        toolbar={can('export') && <ExportButton name="资金流水" list={list} columns={columns} />}
      />
    </Stack>
  );
}

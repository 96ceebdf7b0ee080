import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DOC_TYPE_NAMES } from '@jxc/services/contracts';
import { payableFlowPage, type PayableFlowRow } from '../../../api/trade';
import type { Column } from '../../../kit/ListPage';
import { searchSuppliers } from '../common/choices';
import { DocLink } from '../common/DocLink';
import { DateRange, FilterBar, FilterField } from '../common/FilterBar';
import { useNumbers } from '../common/format';
import { PlainList } from '../common/PlainList';
import { SearchSelect } from '../common/SearchSelect';
import { Stack } from '../common/Stack';
import { useFilteredList } from '../common/useFilteredList';
import type { Choice } from '../documents/kind';

/** 应付流水: every posting to what suppliers are owed, with its document (linked) and the balance after it. */
export function PayableFlow() {
  const [params] = useSearchParams();
  const { money } = useNumbers();
  const { list, filters, setFilter } = useFilteredList(payableFlowPage, { supplierId: params.get('supplierId') ?? '', startDate: '', endDate: '' });
  const [picked, setPicked] = useState<Choice | null>(null);
  // A supplier given in the URL is named by its rows.
  const supplier = filters.supplierId ? (picked ?? { id: filters.supplierId, name: list.page?.data[0]?.partnerName ?? '' }) : null;

  const columns: Column<PayableFlowRow>[] = [
    { key: 'billNo', title: '单据编号', render: (r) => <DocLink billType={r.billType} docId={r.docId} billNo={r.billNo} /> },
    { key: 'billType', title: '单据类型', text: (r) => DOC_TYPE_NAMES[r.billType] ?? '' },
    { key: 'billDate', title: '单据日期' },
    { key: 'partnerName', title: '供应商' },
    { key: 'addAmount', title: '增加应付', text: (r) => money(r.addAmount) },
    { key: 'settledAmount', title: '减少应付', text: (r) => money(r.settledAmount) },
    { key: 'balance', title: '应付余额', text: (r) => money(r.balance) },
  ];

  return (
    <Stack>
      <FilterBar>
        <FilterField label="供应商">
          <SearchSelect
            value={supplier}
            search={searchSuppliers}
            placeholder="全部供应商"
            onChange={(c) => {
              setPicked(c);
              setFilter('supplierId', c?.id ?? '');
            }}
          />
        </FilterField>
        <DateRange filters={filters} setFilter={setFilter} />
      </FilterBar>
      <PlainList label="应付流水" list={list} rowKey={(r) => [r.docId, r.billType, r.createTime, r.balance].join('|')} columns={columns} />
    </Stack>
  );
}

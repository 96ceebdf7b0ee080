import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Caption1 } from '@fluentui/react-components';
import { DOC_TYPE_NAMES } from '@jxc/services/contracts';
import type { PartnerFlowRow } from '../../../api/trade';
import type { Column } from '../../../kit/ListPage';
import { DocLink } from '../common/DocLink';
import { DateRange, FilterBar, FilterField } from '../common/FilterBar';
import { useNumbers } from '../common/format';
import { PlainList } from '../common/PlainList';
import { SearchSelect } from '../common/SearchSelect';
import { Stack } from '../common/Stack';
import { useFilteredList } from '../common/useFilteredList';
import type { Choice } from '../documents/kind';
import type { BalanceKind } from './kinds';
import { Reconciliation } from './Reconciliation';

/** 应付流水 / 应收流水: every posting with its document (linked) and the balance after it; customers add the monthly reconciliation. */
export function BalanceFlow({ kind }: { kind: BalanceKind }) {
  const [params] = useSearchParams();
  const { money } = useNumbers();
  const { partner, words } = kind;
  const { list, filters, setFilter } = useFilteredList(kind.flowPage, { [partner.field]: params.get(partner.field) ?? '', startDate: '', endDate: '' });
  const [picked, setPicked] = useState<Choice | null>(null);
  const partnerId = filters[partner.field];
  // A partner given in the URL is named by its rows.
  const shown = partnerId ? (picked ?? { id: partnerId, name: list.page?.data[0]?.partnerName ?? '' }) : null;

  const columns: Column<PartnerFlowRow>[] = [
    { key: 'billNo', title: '单据编号', render: (r) => <DocLink billType={r.billType} docId={r.docId} billNo={r.billNo} /> },
    { key: 'billType', title: '单据类型', text: (r) => DOC_TYPE_NAMES[r.billType] ?? '' },
    { key: 'billDate', title: '单据日期' },
    { key: 'partnerName', title: partner.label },
    { key: 'addAmount', title: words.add, text: (r) => money(r.addAmount) },
    { key: 'settledAmount', title: words.less, text: (r) => money(r.settledAmount) },
    { key: 'balance', title: words.balance, text: (r) => money(r.balance) },
  ];

  return (
    <Stack>
      <FilterBar>
        <FilterField label={partner.label}>
          <SearchSelect
            value={shown}
            search={partner.choices}
            placeholder={`全部${partner.label}`}
            onChange={(c) => {
              setPicked(c);
              setFilter(partner.field, c?.id ?? '');
            }}
          />
        </FilterField>
        <DateRange filters={filters} setFilter={setFilter} />
      </FilterBar>
      <PlainList label={kind.flowTitle} list={list} rowKey={(r) => [r.docId, r.billType, r.createTime, r.balance].join('|')} columns={columns} />
      {kind.reconciles && (partnerId ? <Reconciliation key={partnerId} customId={partnerId} /> : <Caption1>选择{partner.label}后可按月对账</Caption1>)}
    </Stack>
  );
}

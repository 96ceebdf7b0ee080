import { Caption1 } from '@fluentui/react-components';
import { DOC_TYPE_NAMES } from '@jxc/services/contracts';
import type { PartnerFlowRow } from '../api';
import type { Column } from '../../../kit/ListPage';
import { DocLink } from '../../document-engine';
import { DateRange, FilterBar, FilterField } from '../../../kit/FilterBar';
import { useNumbers } from '../../../kit/numbers';
import { PlainList } from '../../../kit/PlainList';
import { SearchSelect } from '../../../kit/SearchSelect';
import { Stack } from '../../../kit/Stack';
import { useFilteredList } from '../../../kit/useFilteredList';
import type { BalanceKind } from './kinds';
import { Reconciliation } from './Reconciliation';
import { Statements } from '../statement/Statements';

/** 应付流水 / 应收流水: every posting with its document (linked) and the balance after it; customers add the monthly reconciliation; a chosen partner's 对账单. */
export function BalanceFlow({ kind }: { kind: BalanceKind }) {
  const { money } = useNumbers();
  const { partner, words } = kind;
  const { list, filters, labels, setFilter } = useFilteredList(kind.flowPage, { [partner.field]: '', startDate: '', endDate: '' });
  const partnerId = filters[partner.field];
  // A partner given in the URL without its name (a balance's link) is named by its rows.
  const shown = partnerId ? { id: partnerId, name: labels[partner.field] ?? list.page?.data[0]?.partnerName ?? '' } : null;

  const columns: Column<PartnerFlowRow>[] = [
    { key: 'billNo', title: '单据编号', render: (r) => <DocLink billType={r.billType} docId={r.docId} billNo={r.billNo} /> },
    { key: 'billType', title: '单据类型', text: (r) => DOC_TYPE_NAMES[r.billType] ?? '' },
    { key: 'billDate', title: '单据日期' },
    { key: 'partnerName', title: partner.label },
    { key: 'addAmount', title: words.add, figure: 'money', text: (r) => money(r.addAmount) },
    { key: 'settledAmount', title: words.less, figure: 'money', text: (r) => money(r.settledAmount) },
    { key: 'balance', title: words.balance, figure: 'money', text: (r) => money(r.balance) },
  ];

  return (
    <Stack>
      <FilterBar filters={filters}>
        <FilterField label={partner.label}>
          <SearchSelect
            value={shown}
            search={partner.choices}
            placeholder={`全部${partner.label}`}
            onChange={(c) => setFilter(partner.field, c?.id ?? '', c?.name)}
          />
        </FilterField>
        <DateRange filters={filters} setFilter={setFilter} />
      </FilterBar>
      <PlainList
        label={kind.flowTitle}
        list={list}
        rowKey={(r) => [r.docId, r.billType, r.createTime, r.balance].join('|')}
        columns={columns}
      />
      {kind.reconciles &&
        (partnerId ? <Reconciliation key={partnerId} customId={partnerId} /> : <Caption1>选择{partner.label}后可按月对账</Caption1>)}
      {partnerId && <Statements key={partnerId} side={kind.statementSide} partnerId={partnerId} />}
    </Stack>
  );
}

import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Input } from '@fluentui/react-components';
import type { Choice } from '../../../kit/ChoiceSelect';
import { ExportButton } from '../../../kit/ExportButton';
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
import { billNoColumn } from '../billNoColumn';
import { invoiceApi, type BillingRow } from './api';
import { InvoiceDialog } from './InvoiceDialog';
import { INVOICE_FLOW, type InvoiceSide } from './sides';

/**
 * 销售开票 / 采购收票: the audited sales or purchases with what they came to (net of the returns that name them), what
 * has been invoiced and what is left; 开票 (收票) on a row records an invoice against it.
 */
export function BillingList({ side }: { side: InvoiceSide }) {
  const navigate = useNavigate();
  const { money } = useNumbers();
  const can = useCan(side.menuId);
  const canFlow = useCan(INVOICE_FLOW.menuId);
  const [invoicing, setInvoicing] = useState<BillingRow>();
  const { list, filters, labels, setFilter } = useFilteredList((q) => invoiceApi.openDocs({ ...q, direction: side.direction }), {
    keyword: '',
    partnerId: '',
    onlyOpen: '',
    startDate: '',
    endDate: '',
  });
  const states: Choice[] = [{ id: 'true', name: `未${side.verb}完` }];

  const columns: Column<BillingRow>[] = [
    billNoColumn(),
    { key: 'billDate', title: '单据日期' },
    { key: 'partnerName', title: side.partner.label },
    { key: 'totalAmount', title: '单据金额', figure: 'money', text: (r) => money(r.totalAmount) },
    { key: 'openAmount', title: `未${side.verb}金额`, figure: 'money', text: (r) => money(r.openAmount) },
    { key: 'invoicedAmount', title: `已${side.verb}金额`, figure: 'money', text: (r) => money(r.invoicedAmount) },
    { key: 'returnAmount', title: '退货金额', figure: 'money', text: (r) => money(r.returnAmount) },
    { key: 'invoiceCount', title: '发票张数', text: (r) => String(r.invoiceCount) },
  ];
  const actions: RowAction<BillingRow>[] = [
    ...(can('invoice')
      ? [{ label: side.verb, action: 'invoice' as const, visible: (r: BillingRow) => r.openAmount > 0, onClick: setInvoicing }]
      : []),
    ...(canFlow('query')
      ? [
          {
            label: '发票',
            action: 'query' as const,
            visible: (r: BillingRow) => r.invoiceCount > 0,
            onClick: (r: BillingRow) => navigate(`${INVOICE_FLOW.path}?keyword=${encodeURIComponent(r.billNo)}`),
          },
        ]
      : []),
  ];

  return (
    <Stack>
      <FilterBar filters={filters}>
        <FilterField label="关键字">
          <Input
            value={filters.keyword}
            placeholder={`单据编号/${side.partner.label}`}
            onChange={(_, d) => setFilter('keyword', d.value)}
          />
        </FilterField>
        <FilterField label={side.partner.label}>
          <SearchSelect
            value={pickedChoice(filters, labels, 'partnerId')}
            search={side.partner.choices}
            placeholder="全部"
            onChange={(c) => setFilter('partnerId', c?.id ?? '', c?.name)}
          />
        </FilterField>
        <ChoiceFilter label={`${side.verb}状态`} field="onlyOpen" choices={states} filters={filters} setFilter={setFilter} />
        <DateRange filters={filters} setFilter={setFilter} />
      </FilterBar>
      <PlainList
        ownRecords
        label={side.title}
        list={list}
        rowKey={(r) => r.docId}
        columns={columns}
        rowActions={actions}
        toolbar={can('export') && <ExportButton name={side.title} list={list} columns={columns} />}
      />
      {invoicing && (
        <InvoiceDialog
          side={side}
          doc={invoicing}
          onClose={() => setInvoicing(undefined)}
          onSaved={() => {
            setInvoicing(undefined);
            list.reload();
          }}
        />
      )}
    </Stack>
  );
}

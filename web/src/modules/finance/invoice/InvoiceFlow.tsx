import { useState } from 'react';
import { Input } from '@fluentui/react-components';
import { INVOICE_STATUS_NAMES, INVOICE_TYPES, type InvoiceStatus } from '@jxc/services/contracts';
import type { Choice } from '../../../kit/ChoiceSelect';
import { ExportButton } from '../../../kit/ExportButton';
import { ChoiceFilter, DateRange, FilterBar, FilterField } from '../../../kit/FilterBar';
import { FormDialog } from '../../../kit/FormDialog';
import type { Column } from '../../../kit/ListRows';
import { useNumbers } from '../../../kit/numbers';
import { PlainList } from '../../../kit/PlainList';
import type { RowAction } from '../../../kit/RowActions';
import { Stack } from '../../../kit/Stack';
import { useCan } from '../../../kit/useCan';
import { useFilteredList } from '../../../kit/useFilteredList';
import { billNoColumn } from '../billNoColumn';
import { invoiceApi, type InvoiceRow } from './api';
import { InvoiceStatusBadge } from './InvoiceStatusBadge';
import { INVOICE_FLOW, INVOICE_SIDES } from './sides';

const SIDES: Choice[] = Object.values(INVOICE_SIDES).map((s) => ({ id: s.direction, name: s.title }));
const STATUSES: Choice[] = (Object.keys(INVOICE_STATUS_NAMES) as InvoiceStatus[]).map((id) => ({ id, name: INVOICE_STATUS_NAMES[id] }));
const TYPES: Choice[] = INVOICE_TYPES.map((t) => ({ id: t, name: t }));
const VOID_FIELDS = [{ key: 'reason', label: '作废原因', kind: 'textarea' as const, required: true, maxWidth: 200 }];

/** 发票流水 (/community/invoice/Flow): every invoice issued and received, newest first; 作废 with a reason keeps it listed. */
export function InvoiceFlow() {
  const { money } = useNumbers();
  const can = useCan(INVOICE_FLOW.menuId);
  const [voiding, setVoiding] = useState<InvoiceRow>();
  const { list, filters, setFilter } = useFilteredList(invoiceApi.page, {
    keyword: '',
    direction: '',
    status: '',
    invoiceType: '',
    startDate: '',
    endDate: '',
  });

  const columns: Column<InvoiceRow>[] = [
    { key: 'invoiceNo', title: '发票号码', width: 170 },
    { key: 'invoiceDate', title: '开票日期' },
    { key: 'direction', title: '类别', text: (r) => INVOICE_SIDES[r.direction].title },
    { key: 'status', title: '状态', text: (r) => INVOICE_STATUS_NAMES[r.status], render: (r) => <InvoiceStatusBadge status={r.status} /> },
    billNoColumn(),
    { key: 'partnerName', title: '往来单位', width: 140 },
    { key: 'amount', title: '发票金额', figure: 'money', text: (r) => money(r.amount) },
    { key: 'taxAmount', title: '税额', figure: 'money', text: (r) => money(r.taxAmount) },
    { key: 'taxRate', title: '税率', text: (r) => (r.taxRate === null ? '' : `${r.taxRate}%`) },
    { key: 'netAmount', title: '不含税金额', figure: 'money', text: (r) => money(r.netAmount) },
    { key: 'invoiceType', title: '发票类型', width: 140 },
    {
      key: 'voidReason',
      title: '作废原因',
      width: 140,
      text: (r) => (r.status === 'voided' ? `${r.voidReason}（${r.voidUserName ?? ''}）` : ''),
    },
    { key: 'userName', title: '经办人' },
    { key: 'remark', title: '备注' },
  ];
  const actions: RowAction<InvoiceRow>[] = can('delete')
    ? [{ label: '作废', action: 'delete', visible: (r) => r.status === 'valid', onClick: setVoiding }]
    : [];

  return (
    <Stack>
      <FilterBar filters={filters}>
        <FilterField label="关键字">
          <Input value={filters.keyword} placeholder="发票号码/单据编号/往来单位" onChange={(_, d) => setFilter('keyword', d.value)} />
        </FilterField>
        <ChoiceFilter label="类别" field="direction" choices={SIDES} filters={filters} setFilter={setFilter} />
        <ChoiceFilter label="状态" field="status" choices={STATUSES} filters={filters} setFilter={setFilter} />
        <ChoiceFilter label="发票类型" field="invoiceType" choices={TYPES} filters={filters} setFilter={setFilter} />
        <DateRange filters={filters} setFilter={setFilter} />
      </FilterBar>
      <PlainList
        ownRecords
        label="发票流水"
        list={list}
        rowKey={(r) => r.invoiceId}
        columns={columns}
        rowActions={actions}
        toolbar={can('export') && <ExportButton name="发票流水" list={list} columns={columns} />}
      />
      {voiding && (
        <FormDialog
          title={`作废发票 ${voiding.invoiceNo}`}
          intro={`${INVOICE_SIDES[voiding.direction].title} ${voiding.billNo}，${voiding.partnerName}，金额 ${money(voiding.amount)}。作废后这张发票仍在流水中，金额退回单据的未${INVOICE_SIDES[voiding.direction].verb}金额。`}
          fields={VOID_FIELDS}
          submit={(p) => invoiceApi.void(voiding.invoiceId, String(p.reason ?? ''))}
          done="作废成功"
          onClose={() => setVoiding(undefined)}
          onSaved={() => {
            setVoiding(undefined);
            list.reload();
          }}
        />
      )}
    </Stack>
  );
}

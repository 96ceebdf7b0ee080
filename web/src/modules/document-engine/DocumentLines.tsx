import { Caption1 } from '@fluentui/react-components';
import type { DocLinePage, DocLineRow } from './api';
import { AppLink } from '../../components/AppLink';
import { ListPage, type Column } from '../../kit/ListPage';
import { useNumbers } from '../../kit/numbers';
import { Stack } from '../../kit/Stack';
import { useFilteredList } from '../../kit/useFilteredList';
import { DocFilters, docFilters } from './DocFilters';
import { detailPath, lineFieldsOf, nameField, warehouseOf, type DocKind } from './kind';
import { BILL_NO_WIDTH, searchPlaceholder } from './DocumentList';
import { STATUS_NAMES, StatusBadge } from './StatusBadge';

/** The line-level list of a kind of document (…明细), with the totals of every matching line. */
export function DocumentLines({ kind }: { kind: DocKind }) {
  const { qty, money } = useNumbers();
  const { list, filters, labels, setFilter } = useFilteredList(kind.api.linePage, docFilters(kind));
  const totals = (list.page as DocLinePage | undefined)?.totals;

  const fields = lineFieldsOf(kind);
  const priced: Column<DocLineRow>[] = [
    { key: 'price', title: '单价', figure: 'money', text: (r) => money(r.price) },
    { key: 'amount', title: '金额', figure: 'money', text: (r) => money(r.amount) },
    { key: 'taxAmount', title: '税额', figure: 'money', text: (r) => money(r.taxAmount) },
    { key: 'lineTotal', title: '价税合计', figure: 'money', text: (r) => money(r.lineTotal) },
  ];
  const columns: Column<DocLineRow>[] = [
    { key: 'billNo', title: '单据编号', width: BILL_NO_WIDTH, render: (r) => <AppLink to={detailPath(kind, r.docId)}>{r.billNo}</AppLink> },
    { key: 'billDate', title: '单据日期' },
    ...(kind.partner ? [{ key: 'partnerName', title: kind.partner.label }] : []),
    ...(kind.headerFields ?? []).map((h) => ({ key: nameField(h.field), title: h.label })),
    { key: 'productName', title: '商品名称' },
    { key: 'productCode', title: '商品编码' },
    { key: 'spec', title: '规格' },
    { key: 'unitName', title: '单位' },
    { key: 'qty', title: '数量', figure: 'qty', text: (r) => qty(r.qty) },
    { key: 'warehouseName', title: warehouseOf(kind).label },
    ...priced.filter((c) => fields.includes(c.key as 'price')),
    { key: 'status', title: '状态', text: (r) => STATUS_NAMES[r.status], render: (r) => <StatusBadge status={r.status} /> },
  ];

  return (
    <Stack>
      <DocFilters kind={kind} filters={filters} labels={labels} setFilter={setFilter} />
      <ListPage
        ownRecords
        label={`${kind.title}明细`}
        permissionId={kind.menuId}
        list={list}
        rowKey={(r) => `${r.docId}-${r.lineNo}`}
        columns={columns}
        searchPlaceholder={searchPlaceholder(kind)}
        summary={
          totals && (
            <Caption1>
              合计：数量 {qty(totals.baseQty)}（基本单位）{fields.includes('lineTotal') && `，价税合计 ${money(totals.lineTotal)}`}
            </Caption1>
          )
        }
      />
    </Stack>
  );
}

import { useState } from 'react';
import { Button, Card, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { useBreakpoint } from '../../../hooks/useBreakpoint';
import { useLoad } from '../../../hooks/useLoad';
import { Facts } from '../../../kit/Facts';
import { ListCards, ListTable, type Column } from '../../../kit/ListRows';
import { useNumbers } from '../../../kit/numbers';
import { useCan } from '../../../kit/useCan';
import { NO_PRINT, type DocDetail } from '../../document-engine';
import { invoiceApi, type InvoiceRow } from './api';
import { InvoiceStatusBadge } from './InvoiceStatusBadge';
import { InvoiceDialog } from './InvoiceDialog';
import { BUY_BILLING, SALE_BILLING, type InvoiceSide } from './sides';

const useStyles = makeStyles({
  card: { gap: tokens.spacingVerticalM },
  head: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
});

/** The invoices of an audited sale or purchase on its detail screen, with what is left to invoice and 开票 (收票). */
function DocInvoices({ side, docId, detail }: { side: InvoiceSide; docId: string; detail: DocDetail }) {
  const s = useStyles();
  const { money } = useNumbers();
  const can = useCan(side.menuId);
  const phone = useBreakpoint() === 'mobile';
  const [version, setVersion] = useState(0);
  const [invoicing, setInvoicing] = useState(false);
  const shown = detail.status === 'audited' && can('query');
  const key = shown ? `${docId}#${version}` : null;
  const doc = useLoad(
    async () =>
      (await invoiceApi.openDocs({ pageNo: 1, pageSize: 10, direction: side.direction, keyword: detail.billNo })).data.find(
        (d) => d.docId === docId,
      ),
    key,
  );
  const invoices = useLoad(() => invoiceApi.page({ pageNo: 1, pageSize: 200, direction: side.direction, docId }), key);
  if (!shown || !doc.data) return null;
  const rows = invoices.data?.data ?? [];
  const columns: Column<InvoiceRow>[] = [
    { key: 'invoiceNo', title: '发票号码', width: 160 },
    { key: 'invoiceDate', title: '开票日期' },
    { key: 'invoiceType', title: '发票类型', width: 140 },
    { key: 'amount', title: '发票金额', figure: 'money', text: (r) => money(r.amount) },
    { key: 'taxAmount', title: '税额', figure: 'money', text: (r) => money(r.taxAmount) },
    { key: 'status', title: '状态', render: (r) => <InvoiceStatusBadge status={r.status} /> },
  ];
  const Rows = phone ? ListCards : ListTable;
  return (
    <Card className={`${s.card} ${NO_PRINT}`}>
      <div className={s.head}>
        <Subtitle2 as="h2">发票</Subtitle2>
        {can('invoice') && doc.data.openAmount > 0 && (
          <Button appearance="primary" onClick={() => setInvoicing(true)}>
            {side.verb}
          </Button>
        )}
      </div>
      <Facts
        label={`${side.verb}情况`}
        facts={[
          [`已${side.verb}金额`, money(doc.data.invoicedAmount)],
          [`未${side.verb}金额`, money(doc.data.openAmount), true],
          ...(doc.data.returnAmount ? [['退货金额', money(doc.data.returnAmount)] as [string, string]] : []),
        ]}
      />
      <Rows
        label={`${detail.billNo}的发票`}
        rows={rows}
        rowKey={(r) => r.invoiceId}
        columns={columns}
        empty={invoices.loading ? '加载中…' : `尚未${side.verb}`}
      />
      {invoicing && (
        <InvoiceDialog
          side={side}
          doc={doc.data}
          onClose={() => setInvoicing(false)}
          onSaved={() => {
            setInvoicing(false);
            setVersion((v) => v + 1);
          }}
        />
      )}
    </Card>
  );
}

export const SaleInvoices = (p: { docId: string; detail: DocDetail }) => <DocInvoices side={SALE_BILLING} {...p} />;
export const BuyInvoices = (p: { docId: string; detail: DocDetail }) => <DocInvoices side={BUY_BILLING} {...p} />;

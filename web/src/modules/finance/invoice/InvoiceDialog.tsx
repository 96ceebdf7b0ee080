import { useState, type FormEvent } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { INVOICE_TYPES, TAX_RATES } from '@jxc/services/contracts';
import { ApiError, errorMessage } from '../../../api/http';
import { useForm } from '../../../hooks/useForm';
import { ChoiceSelect } from '../../../kit/ChoiceSelect';
import { Facts } from '../../../kit/Facts';
import { fieldOfLabel } from '../../../kit/fields';
import { useNumbers } from '../../../kit/numbers';
import { notifySuccess } from '../../../notify/bus';
import { formatDate } from '../../../utils/format';
import { invoiceApi, type BillingRow } from './api';
import { emptyInvoice, invoiceProblems, taxOf, toInvoiceInput, type InvoiceField } from './invoiceForm';
import type { InvoiceSide } from './sides';
import { DateInput } from '../../../kit/DateInput';

const LABELS: { key: InvoiceField; label: string }[] = [
  { key: 'invoiceNo', label: '发票号码' },
  { key: 'invoiceDate', label: '开票日期' },
  { key: 'invoiceType', label: '发票类型' },
  { key: 'amount', label: '发票金额' },
  { key: 'taxRate', label: '税率' },
  { key: 'remark', label: '备注' },
];
const TYPE_CHOICES = INVOICE_TYPES.map((t) => ({ id: t, name: t }));
const RATE_CHOICES = TAX_RATES.map((r) => ({ id: String(r), name: `${r}%` }));

const useStyles = makeStyles({
  surface: { maxWidth: '640px' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  fields: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))', gap: tokens.spacingVerticalM },
  wide: { gridColumn: '1 / -1' },
});

/** 开票 / 收票 on one sale or purchase: number, date, type, amount (what is left by default), rate and the tax inside it. */
export function InvoiceDialog({
  side,
  doc,
  onClose,
  onSaved,
}: {
  side: InvoiceSide;
  doc: BillingRow;
  onClose: () => void;
  onSaved: () => void;
}) {
  const s = useStyles();
  const { money } = useNumbers();
  const { values: form, errors: problems, set, check } = useForm(emptyInvoice(side, doc, formatDate(new Date())));
  const [refusal, setRefusal] = useState('');
  const [busy, setBusy] = useState(false);
  const tax = taxOf(form);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setRefusal('');
    if (!check(invoiceProblems(form, side, doc))) return;
    setBusy(true);
    try {
      await invoiceApi.save(toInvoiceInput(form, side, doc.docId));
      notifySuccess(`${side.verb}成功`);
      onSaved();
    } catch (err) {
      const message = errorMessage(err);
      const key = err instanceof ApiError && err.kind === 'validation' ? fieldOfLabel(LABELS, message) : undefined;
      if (key) check({ [key]: message });
      else setRefusal(message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface className={s.surface}>
        <form onSubmit={(e) => void submit(e)} noValidate>
          <DialogBody>
            <DialogTitle>{side.verb}</DialogTitle>
            <DialogContent className={s.content}>
              <Facts
                label={side.docTitle}
                facts={[
                  ['单据编号', doc.billNo],
                  [side.partner.label, doc.partnerName],
                  ['单据金额', money(doc.totalAmount)],
                  ...(doc.returnAmount ? [['退货金额', money(doc.returnAmount)] as [string, string]] : []),
                  [`已${side.verb}`, money(doc.invoicedAmount)],
                  [`未${side.verb}`, money(doc.openAmount), true],
                ]}
              />
              {refusal && (
                <MessageBar intent="error">
                  <MessageBarBody>{refusal}</MessageBarBody>
                </MessageBar>
              )}
              <div className={s.fields}>
                <Field label="发票号码" required validationMessage={problems.invoiceNo}>
                  <Input
                    value={form.invoiceNo}
                    maxLength={30}
                    placeholder="请输入发票号码"
                    onChange={(_, d) => set('invoiceNo', d.value)}
                  />
                </Field>
                <Field label="开票日期" required validationMessage={problems.invoiceDate}>
                  <DateInput value={form.invoiceDate} onChange={(v) => set('invoiceDate', v)} />
                </Field>
                <Field label="发票类型" required validationMessage={problems.invoiceType}>
                  <ChoiceSelect choices={TYPE_CHOICES} value={form.invoiceType} onChange={(v) => set('invoiceType', v)} />
                </Field>
                <Field label="发票金额" required validationMessage={problems.amount} hint="价税合计">
                  <Input inputMode="decimal" value={form.amount} placeholder="0.00" onChange={(_, d) => set('amount', d.value)} />
                </Field>
                <Field
                  label="税率"
                  validationMessage={problems.taxRate}
                  hint={tax !== undefined ? `税额 ${money(tax)}，不含税金额 ${money(Number(form.amount) - Number(tax))}` : '不填则税额为0'}
                >
                  <ChoiceSelect choices={RATE_CHOICES} value={form.taxRate} emptyLabel="不填" onChange={(v) => set('taxRate', v)} />
                </Field>
                <Field label="备注" validationMessage={problems.remark} className={s.wide}>
                  <Input value={form.remark} maxLength={100} onChange={(_, d) => set('remark', d.value)} />
                </Field>
              </div>
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose}>取消</Button>
              <Button type="submit" appearance="primary" disabled={busy}>
                {busy ? '保存中…' : `确认${side.verb}`}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}

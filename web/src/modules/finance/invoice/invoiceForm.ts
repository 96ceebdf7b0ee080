import { isCode, isDecimal, taxInside, textWidth, type InvoiceType } from '@jxc/services/contracts';
import { toNumber } from '../../../utils/format';
import { moneyProblem } from '../moneyProblem';
import type { BillingRow, InvoiceInput } from './api';
import type { InvoiceSide } from './sides';

export type InvoiceForm = {
  invoiceNo: string;
  invoiceDate: string;
  invoiceType: InvoiceType;
  amount: string;
  /** A VAT rate in percent, '' for none. */
  taxRate: string;
  remark: string;
};

export type InvoiceField = keyof InvoiceForm;

/** A new invoice for the document's open amount at 13%: 专票 when receiving (to deduct the input tax), 普票 when issuing. */
export const emptyInvoice = (side: InvoiceSide, doc: Pick<BillingRow, 'openAmount'>, invoiceDate: string): InvoiceForm => ({
  invoiceNo: '',
  invoiceDate,
  invoiceType: side.direction === 'buy' ? '增值税专用发票' : '增值税普通发票',
  amount: doc.openAmount.toFixed(2),
  taxRate: '13',
  remark: '',
});

/** The tax inside the amount at the rate (the server's taxInside), or nothing while the amount is not a valid one. */
export function taxOf(f: InvoiceForm): string | undefined {
  if (!f.taxRate || moneyProblem(f.amount, '', false)) return undefined;
  return taxInside(f.amount.trim(), f.taxRate);
}

/** The server's rules with its wording; the amount no more than what is left to invoice. */
export function invoiceProblems(
  f: InvoiceForm,
  side: InvoiceSide,
  doc: Pick<BillingRow, 'openAmount'>,
): Partial<Record<InvoiceField, string>> {
  const no = f.invoiceNo.trim();
  const amount = toNumber(f.amount);
  const problems: Partial<Record<InvoiceField, string>> = {
    invoiceNo: !no
      ? '发票号码不能为空'
      : !isCode(no)
        ? '发票号码只能包含字母、数字、下划线和中划线'
        : textWidth(no) > 30
          ? '发票号码不能超过30个字符'
          : undefined,
    invoiceDate: f.invoiceDate ? undefined : '请选择开票日期',
    amount:
      moneyProblem(f.amount, '发票金额', false) ??
      (amount !== null && amount > doc.openAmount
        ? `发票金额${f.amount.trim()}超过${side.docTitle}未${side.verb}金额${doc.openAmount}`
        : undefined),
    taxRate: f.taxRate && !isDecimal(f.taxRate) ? '税率必须是数字' : undefined,
    remark: textWidth(f.remark.trim()) > 200 ? '备注不能超过200个字符（汉字算2个）' : undefined,
  };
  return Object.fromEntries(Object.entries(problems).filter(([, m]) => m)) as Partial<Record<InvoiceField, string>>;
}

/** The form as Invoice/Save takes it. */
export const toInvoiceInput = (f: InvoiceForm, side: InvoiceSide, docId: string): InvoiceInput => ({
  billType: side.billType,
  docId,
  invoiceNo: f.invoiceNo.trim(),
  invoiceDate: f.invoiceDate,
  invoiceType: f.invoiceType,
  amount: toNumber(f.amount) ?? 0,
  ...(f.taxRate && { taxRate: Number(f.taxRate) }),
  ...(f.remark.trim() && { remark: f.remark.trim() }),
});

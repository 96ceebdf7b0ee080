import assert from 'node:assert/strict';
import { test } from '@jest/globals';
import { emptyInvoice, invoiceProblems, taxOf, toInvoiceInput } from './invoiceForm';
import { BUY_BILLING, SALE_BILLING } from './sides';

const doc = { openAmount: 400 };

test('a new invoice is for what is left to invoice, at 13%, 专票 when received and 普票 when issued', () => {
  assert.deepEqual(emptyInvoice(SALE_BILLING, doc, '2026-11-23'), {
    invoiceNo: '',
    invoiceDate: '2026-11-23',
    invoiceType: '增值税普通发票',
    amount: '400.00',
    taxRate: '13',
    remark: '',
  });
  assert.equal(emptyInvoice(BUY_BILLING, doc, '2026-11-23').invoiceType, '增值税专用发票');
});

test('the tax inside the amount follows the rate, none without a rate or a valid amount', () => {
  const f = emptyInvoice(SALE_BILLING, { openAmount: 600 }, '2026-11-23');
  assert.equal(taxOf(f), '69.03');
  assert.equal(taxOf({ ...f, taxRate: '6' }), '33.96');
  assert.equal(taxOf({ ...f, taxRate: '' }), undefined);
  assert.equal(taxOf({ ...f, amount: '1.234' }), undefined);
});

test('the server’s rules with its wording: a number, a date, an amount within what is left', () => {
  const f = emptyInvoice(SALE_BILLING, doc, '2026-11-23');
  assert.deepEqual(invoiceProblems(f, SALE_BILLING, doc), { invoiceNo: '发票号码不能为空' });
  assert.deepEqual(invoiceProblems({ ...f, invoiceNo: '0440 01', invoiceDate: '', amount: '400.01' }, SALE_BILLING, doc), {
    invoiceNo: '发票号码只能包含字母、数字、下划线和中划线',
    invoiceDate: '请选择开票日期',
    amount: '发票金额400.01超过销售单未开票金额400',
  });
  assert.deepEqual(invoiceProblems({ ...f, invoiceNo: 'FP-1', amount: '0' }, BUY_BILLING, doc), { amount: '发票金额必须大于0' });
  assert.deepEqual(invoiceProblems({ ...f, invoiceNo: 'FP-1', amount: '500' }, BUY_BILLING, doc), {
    amount: '发票金额500超过采购单未收票金额400',
  });
});

test('the form as the server takes it', () => {
  const f = { ...emptyInvoice(BUY_BILLING, doc, '2026-11-23'), invoiceNo: ' FP-1 ', amount: '300.5', remark: ' 第一批 ' };
  assert.deepEqual(toInvoiceInput(f, BUY_BILLING, 'b1'), {
    billType: 301,
    docId: 'b1',
    invoiceNo: 'FP-1',
    invoiceDate: '2026-11-23',
    invoiceType: '增值税专用发票',
    amount: 300.5,
    taxRate: 13,
    remark: '第一批',
  });
  assert.equal(toInvoiceInput({ ...f, taxRate: '' }, BUY_BILLING, 'b1').taxRate, undefined);
});

import { describe, expect, test } from '@jest/globals';
import { CUSTOM_REFUND, SUPPLIER_REFUND } from './kinds';
import type { RefundDetail } from '../api';
import { emptyRefund, refundFormOf, refundProblems, sourceOf, toRefundInput } from './refundDraft';

describe('退款 form', () => {
  const filled = {
    ...emptyRefund('2026-11-23'),
    partnerId: 'c',
    partnerName: '张三',
    accountId: 'a',
    amount: '120.5',
    remark: ' 多收退回 ',
  };

  test('asks for the partner, the account and an amount above zero with two decimals', () => {
    expect(refundProblems(CUSTOM_REFUND, { ...emptyRefund(''), amount: '1.234' })).toEqual({
      partnerId: '请选择客户',
      accountId: '请选择结算账户',
      billDate: '请选择单据日期',
      amount: '退款金额最多两位小数',
    });
    expect(refundProblems(SUPPLIER_REFUND, { ...filled, partnerId: '', amount: '0' })).toEqual({
      partnerId: '请选择供应商',
      amount: '退款金额必须大于0',
    });
    expect(refundProblems(CUSTOM_REFUND, filled)).toEqual({});
  });

  test('never more than what the chosen source holds', () => {
    const refundable = { overpaid: 120.5, prepaid: 20 };
    expect(refundProblems(CUSTOM_REFUND, filled, refundable)).toEqual({});
    expect(refundProblems(CUSTOM_REFUND, { ...filled, refundFrom: 'prepaid' }, refundable)).toEqual({
      amount: '退款金额不能超过可退的预存款20',
    });
    expect(refundProblems(SUPPLIER_REFUND, { ...filled, amount: '121' }, refundable)).toEqual({
      amount: '退款金额不能超过可退的多付款120.5',
    });
  });

  test('draws on the prepaid store value unless told otherwise only when it alone holds something', () => {
    expect(sourceOf(filled)).toBe('overpaid');
    expect(sourceOf(filled, { overpaid: 0, prepaid: 50 })).toBe('prepaid');
    expect(sourceOf(filled, { overpaid: 10, prepaid: 50 })).toBe('overpaid');
    expect(sourceOf({ ...filled, refundFrom: 'overpaid' }, { overpaid: 0, prepaid: 50 })).toBe('overpaid');
    expect(refundProblems(CUSTOM_REFUND, { ...filled, amount: '60' }, { overpaid: 0, prepaid: 50 })).toEqual({
      amount: '退款金额不能超过可退的预存款50',
    });
    expect(toRefundInput(CUSTOM_REFUND, filled, false, { overpaid: 0, prepaid: 500 })).toMatchObject({ refundFrom: 'prepaid' });
  });

  test('sends the partner by its field; only a customer refund says where the money comes from', () => {
    expect(toRefundInput(CUSTOM_REFUND, { ...filled, refundFrom: 'prepaid' }, true)).toEqual({
      customId: 'c',
      accountId: 'a',
      billDate: '2026-11-23',
      amount: 120.5,
      refundFrom: 'prepaid',
      remark: '多收退回',
      audit: true,
    });
    expect(toRefundInput(SUPPLIER_REFUND, { ...filled, remark: '' }, false)).toEqual({
      supplierId: 'c',
      accountId: 'a',
      billDate: '2026-11-23',
      amount: 120.5,
      remark: '',
    });
  });

  test('a draft fills the form it is changed on, its source as it was chosen', () => {
    const draft = {
      refundId: 'r',
      billNo: 'TK1',
      status: 'draft',
      customId: 'c',
      customName: '张三',
      accountId: 'a',
      billDate: '2026-11-20',
      amount: 30,
      refundFrom: 'prepaid',
      remark: '',
    } as unknown as RefundDetail;
    const filled = refundFormOf(CUSTOM_REFUND, draft);
    expect(filled).toEqual({
      partnerId: 'c',
      partnerName: '张三',
      accountId: 'a',
      billDate: '2026-11-20',
      amount: '30',
      refundFrom: 'prepaid',
      remark: '',
    });
    expect(sourceOf(filled, { overpaid: 100, prepaid: 50 })).toBe('prepaid');
    expect(toRefundInput(CUSTOM_REFUND, filled, true)).toEqual({
      customId: 'c',
      accountId: 'a',
      billDate: '2026-11-20',
      amount: 30,
      refundFrom: 'prepaid',
      remark: '',
      audit: true,
    });
    const supplier = {
      ...draft,
      customId: undefined,
      customName: undefined,
      supplierId: 's',
      supplierName: '华南批发',
      refundFrom: 'overpaid',
      remark: '退回',
    } as unknown as RefundDetail;
    expect(refundFormOf(SUPPLIER_REFUND, supplier)).toEqual({
      partnerId: 's',
      partnerName: '华南批发',
      accountId: 'a',
      billDate: '2026-11-20',
      amount: '30',
      refundFrom: '',
      remark: '退回',
    });
  });
});

import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { dec } from '../../shared/decimal';
import { decider } from '../../testing/given-when-then';
import { CashDocEvent, evolveCashDoc, initialCashDoc } from '../cash-document/cash-document';
import { decideRefund, RefundSaved } from './refund';
import { CUSTOM_REFUND, SUPPLIER_REFUND } from './refund-kinds';
import { overRefund } from './refundable';

const given = decider(evolveCashDoc<RefundSaved>, initialCashDoc<RefundSaved>());
const back: RefundSaved = {
  docId: 'r1',
  billNo: 'TK202611230001',
  billDate: '2026-11-23',
  partnerId: 'c1',
  accountId: 'a1',
  amount: '120',
  refundFrom: 'overpaid',
  remark: '',
};
const saved: CashDocEvent<RefundSaved> = { type: 'Saved', data: back };
const customer = decideRefund(CUSTOM_REFUND.title);

describe('a refund', () => {
  it('a draft takes a change and keeps its bill number', () => {
    given(saved)
      .when((s) => customer.save(s, { ...back, billNo: 'X', amount: '100' }))
      .then([{ type: 'Saved', data: { ...back, amount: '100' } }]);
  });

  it('the audit posts what was saved; the write-back reverses it, once', () => {
    given(saved)
      .when(customer.audit)
      .then([{ type: 'Posted', data: back }]);
    given(saved, { type: 'Posted', data: back })
      .when(customer.writeBack)
      .then([{ type: 'Reversed', data: back }]);
    given(saved, { type: 'Posted', data: back }, { type: 'Reversed', data: back })
      .when(customer.writeBack)
      .refused('BAD_STATUS', /客户退款单已红冲，不能红冲/);
  });

  it('an audited refund is neither changed nor removed; a removed one is gone', () => {
    given(saved, { type: 'Posted', data: back })
      .when((s) => customer.save(s, back))
      .refused('BAD_STATUS', /客户退款单已审核，不能修改/);
    given(saved, { type: 'Posted', data: back })
      .when(decideRefund(SUPPLIER_REFUND.title).remove)
      .refused('BAD_STATUS', /供应商退款单已审核，不能删除/);
    given(saved, { type: 'Removed', data: {} })
      .when(customer.audit)
      .refused('NOT_FOUND', /客户退款单不存在或已删除/);
  });
});

describe('what may be refunded', () => {
  const can = { overpaid: dec(180), prepaid: dec(50) };
  it('up to the credit on the balance, or a customer’s prepaid store value, to the cent', () => {
    assert.equal(overRefund(CUSTOM_REFUND, can, { amount: '180', refundFrom: 'overpaid' }), undefined);
    assert.equal(overRefund(CUSTOM_REFUND, can, { amount: '50', refundFrom: 'prepaid' }), undefined);
    const refused = overRefund(CUSTOM_REFUND, can, { amount: '180.01', refundFrom: 'overpaid' });
    assert.deepEqual(
      [refused?.status, refused?.field, refused?.message],
      [400, 'amount', '退款金额180.01超过可退的多收款（应收余额小于0的部分）180'],
    );
    assert.match(overRefund(CUSTOM_REFUND, can, { amount: '51', refundFrom: 'prepaid' })!.message, /超过可退的预存款余额50/);
    assert.match(
      overRefund(SUPPLIER_REFUND, { overpaid: dec(0), prepaid: dec(0) }, { amount: '1', refundFrom: 'overpaid' })!.message,
      /多付款（应付余额小于0的部分）0/,
    );
  });
});

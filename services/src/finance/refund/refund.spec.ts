import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { dec } from '../../shared/decimal';
import { CUSTOM_REFUND, SUPPLIER_REFUND } from './refund-kinds';
import { overRefund } from './refundable';

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

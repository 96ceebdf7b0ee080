import assert from 'node:assert/strict';
import { describe, test } from '@jest/globals';
import { decider } from '../../testing/given-when-then';
import { decidePayOrder, evolvePayOrder, noPayOrder, PayOrderEvent } from './pay-order';
import { decidePaySetting, evolvePaySetting, noPaySetting, PaySettingEvent } from './pay-setting';
import { openSecret, sealSecret, secretHint } from './secret';

describe('移动支付 settings', () => {
  const given = decider(evolvePaySetting, noPaySetting);
  const saved: PaySettingEvent = {
    type: 'Saved',
    data: { provider: 'wechat', merchantId: '1600000001', appId: 'wx01', sealedSecret: 'sealed-1', secretHint: '****abcd', enabled: true },
  };
  const input = { provider: 'wechat', merchantId: '1600000001', appId: 'wx01', enabled: true };

  test('a first account, or one with another provider, needs its key', () => {
    given()
      .when((s) => decidePaySetting(s, input))
      .refused('VALIDATION', /^商户密钥不能为空$/);
    given(saved)
      .when((s) => decidePaySetting(s, { ...input, provider: 'alipay' }))
      .refused('VALIDATION', /^商户密钥不能为空$/);
    given()
      .when((s) => decidePaySetting(s, { ...input, secret: { sealed: 'sealed-1', hint: '****abcd' } }))
      .then([saved]);
  });

  test('left out, the saved key is kept; saving the same account records nothing', () => {
    given(saved)
      .when((s) => decidePaySetting(s, { ...input, enabled: false }))
      .then([{ type: 'Saved', data: { ...saved.data, enabled: false } }]);
    given(saved)
      .when((s) => decidePaySetting(s, input))
      .then([]);
    given(saved)
      .when((s) => decidePaySetting(s, { ...input, secret: { sealed: 'sealed-2', hint: '****wxyz' } }))
      .then([{ type: 'Saved', data: { ...saved.data, sealedSecret: 'sealed-2', secretHint: '****wxyz' } }]);
  });

  test('a key is sealed (never in the clear, different each time) and opened only with the server key', () => {
    const serverKey = Buffer.alloc(32, 7);
    const sealed = sealSecret(serverKey, 'merchant-secret-0001');
    assert.ok(!sealed.includes('merchant-secret'));
    assert.notEqual(sealSecret(serverKey, 'merchant-secret-0001'), sealed);
    assert.equal(openSecret(serverKey, sealed), 'merchant-secret-0001');
    assert.throws(() => openSecret(Buffer.alloc(32, 8), sealed));
    assert.equal(secretHint('merchant-secret-0001'), '****0001');
  });
});

describe('在线支付单', () => {
  const given = decider(evolvePayOrder, noPayOrder);
  const created: PayOrderEvent = {
    type: 'Created',
    data: { payOrderId: 'p1', orderId: 'o1', orderNo: 'DD202611240001', provider: 'wechat', amount: '25.5' },
  };
  const notice = {
    payOrderId: 'p1',
    tradeNo: 'T1',
    amount: '25.50',
    payer: 'o-buyer',
    payType: '微信支付',
    paidAt: '2026-11-24T02:00:00.000Z',
  };

  test('a payment is asked once', () => {
    given()
      .when((s) => decidePayOrder.create(s, created.data))
      .then([created]);
    given(created)
      .when((s) => decidePayOrder.create(s, created.data))
      .refused('CONFLICT');
  });

  test('the provider reports it paid once, for the amount asked; its repeated notification records nothing', () => {
    given(created)
      .when((s) => decidePayOrder.paid(s, notice))
      .then([{ type: 'Paid', data: notice }]);
    given(created, { type: 'Paid', data: notice })
      .when((s) => decidePayOrder.paid(s, notice))
      .then([]);
    given(created, { type: 'Paid', data: notice })
      .when((s) => decidePayOrder.paid(s, { ...notice, tradeNo: 'T2' }))
      .refused('ALREADY_PAID', /已支付/);
    given(created)
      .when((s) => decidePayOrder.paid(s, { ...notice, amount: '0.01' }))
      .refused('AMOUNT_MISMATCH', /支付金额0.01与订单DD202611240001应付金额25.50不符/);
    given()
      .when((s) => decidePayOrder.paid(s, notice))
      .refused('NOT_FOUND');
  });
});

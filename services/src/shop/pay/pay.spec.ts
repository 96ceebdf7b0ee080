import assert from 'node:assert/strict';
import { describe, test } from '@jest/globals';
import { decider } from '../../testing/given-when-then';
import { decidePayOrder, evolvePayOrder, noPayOrder, PayOrderCreated, PayOrderEvent, refundable } from './pay-order';
import { decidePaySetting, evolvePaySetting, noPaySetting, PaySetting, PaySettingEvent } from './pay-setting';
import { openSecret, sealSecret, secretHint } from '../../shared/sealed-secret';

describe('移动支付 settings', () => {
  const given = decider(evolvePaySetting, noPaySetting);
  const secrets = [
    { key: 'apiV3Key', label: 'APIv3密钥', required: true },
    { key: 'privateKey', label: '商户API私钥', required: true },
  ];
  const wechat: PaySetting = {
    provider: 'wechat',
    merchantId: '1600000001',
    appId: 'wx01',
    values: { serialNo: 'ABC123' },
    sealed: 'sealed-1',
    secretHints: { apiV3Key: '****abcd', privateKey: '****KEY-' },
    accountId: 'acc-1',
    enabled: true,
  };
  const saved: PaySettingEvent = { type: 'Saved', data: wechat };

  test('every required secret must be there, entered now or saved before', () => {
    given()
      .when((s) => decidePaySetting(s, { ...wechat, secretHints: { apiV3Key: '****abcd' } }, secrets))
      .refused('VALIDATION', /^商户API私钥不能为空$/);
    given()
      .when((s) => decidePaySetting(s, wechat, secrets))
      .then([saved]);
  });

  test('each provider has its own account; saving the same one records nothing', () => {
    const alipay: PaySetting = { ...wechat, provider: 'alipay', merchantId: '2088000000000001', sealed: 'sealed-2' };
    given(saved)
      .when((s) => decidePaySetting(s, alipay, []))
      .then([{ type: 'Saved', data: alipay }]);
    given(saved)
      .when((s) => decidePaySetting(s, wechat, secrets))
      .then([]);
    given(saved, { type: 'Saved', data: alipay })
      .when((s) => decidePaySetting(s, { ...wechat, enabled: false }, secrets))
      .then([{ type: 'Saved', data: { ...wechat, enabled: false } }]);
  });

  test('secrets are sealed (never in the clear, different each time) and opened only with the server key', () => {
    const serverKey = Buffer.alloc(32, 7);
    const sealed = sealSecret(serverKey, '{"apiV3Key":"merchant-secret-0001"}', 'jxc pay secret');
    assert.ok(!sealed.includes('merchant-secret'));
    assert.notEqual(sealSecret(serverKey, '{"apiV3Key":"merchant-secret-0001"}', 'jxc pay secret'), sealed);
    assert.equal(openSecret(serverKey, sealed, 'jxc pay secret'), '{"apiV3Key":"merchant-secret-0001"}');
    assert.throws(() => openSecret(serverKey, sealed, 'jxc operator totp'), 'a key sealed for one purpose opens for no other');
    assert.throws(() => openSecret(Buffer.alloc(32, 8), sealed, 'jxc pay secret'));
    assert.equal(secretHint('merchant-secret-0001'), '****0001');
    assert.equal(secretHint('-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkq\nhkiG9w0BAQEFAASC==\n-----END PRIVATE KEY-----\n'), '****SC==');
  });
});

describe('移动支付单', () => {
  const given = decider(evolvePayOrder, noPayOrder);
  const asked: PayOrderCreated = {
    payOrderId: 'p1',
    source: 'store',
    orderId: 'o1',
    orderNo: 'DD202611240001',
    provider: 'wechat',
    channel: 'qr',
    amount: '25.50',
    expiresAt: '2026-11-24T02:30:00.000Z',
    merchantId: '1600000001',
    appId: 'wx01',
    accountId: 'acc-1',
  };
  const created: PayOrderEvent = { type: 'Created', data: asked };
  const notice = {
    payOrderId: 'p1',
    tradeNo: 'T1',
    amount: '25.50',
    payer: 'o-buyer',
    payType: '微信支付',
    paidAt: '2026-11-24T02:00:00.000Z',
  };
  const paid: PayOrderEvent = { type: 'Paid', data: notice };
  const closed: PayOrderEvent = { type: 'Closed', data: { reason: '订单已取消' } };
  const refundAsked = (refundId: string, amount: string): PayOrderEvent => ({
    type: 'RefundAsked',
    data: { refundId, amount, reason: '退货' },
  });

  test('a payment is asked once', () => {
    given()
      .when((s) => decidePayOrder.create(s, asked))
      .then([created]);
    given(created)
      .when((s) => decidePayOrder.create(s, asked))
      .refused('CONFLICT');
  });

  test('paid once, for the amount asked: a repeated report records nothing, another trade or amount is refused', () => {
    given(created)
      .when((s) => decidePayOrder.paid(s, notice))
      .then([paid]);
    given(created, paid)
      .when((s) => decidePayOrder.paid(s, notice))
      .then([]);
    given(created, paid)
      .when((s) => decidePayOrder.paid(s, { ...notice, tradeNo: 'T2' }))
      .refused('ALREADY_PAID', /^订单DD202611240001已支付（交易号T1）$/);
    given(created)
      .when((s) => decidePayOrder.paid(s, { ...notice, amount: '0.01' }))
      .refused('AMOUNT_MISMATCH', /^支付金额0.01与订单DD202611240001应付金额25.50不符$/);
    given()
      .when((s) => decidePayOrder.paid(s, notice))
      .refused('NOT_FOUND');
  });

  test('paid after it was closed, the money taken is recorded all the same; closing a paid one changes nothing', () => {
    given(created, closed)
      .when((s) => decidePayOrder.paid(s, notice))
      .then([paid]);
    const late = [created, closed, paid].reduce(evolvePayOrder, noPayOrder);
    assert.deepEqual([late.status, late.paidLate], ['paid', true]);
    given(created, paid)
      .when((s) => decidePayOrder.closed(s, '超时未支付'))
      .then([]);
    given(created, closed)
      .when((s) => decidePayOrder.closed(s, '超时未支付'))
      .then([]);
    given(created)
      .when((s) => decidePayOrder.failed(s, '付款码已过期'))
      .then([{ type: 'Failed', data: { reason: '付款码已过期' } }]);
  });

  test('refunds, whole or partial, never pass what was paid less what is refunded or being refunded', () => {
    given(created)
      .when((s) => decidePayOrder.askRefund(s, { refundId: 'r1', amount: '1', reason: '退货' }))
      .refused('NOT_PAID', /^订单DD202611240001的支付未到账，不能退款$/);
    given(created, paid)
      .when((s) => decidePayOrder.askRefund(s, { refundId: 'r1', amount: '10', reason: '退货' }))
      .then([refundAsked('r1', '10.00')]);
    given(created, paid, refundAsked('r1', '10.00'))
      .when((s) => decidePayOrder.askRefund(s, { refundId: 'r2', amount: '15.51', reason: '退货' }))
      .refused('OVER_REFUND', /^退款金额15.51超过可退金额15.50$/);
    given(created, paid, refundAsked('r1', '10.00'), { type: 'RefundFailed', data: { refundId: 'r1', reason: '余额不足' } })
      .when((s) => decidePayOrder.askRefund(s, { refundId: 'r2', amount: '25.50', reason: '退货' }))
      .then([refundAsked('r2', '25.50')]);
    const state = [created, paid, refundAsked('r1', '10.00')].reduce(evolvePayOrder, noPayOrder);
    assert.equal(refundable(state).toFixed(2), '15.50');
  });

  test('a refund succeeds once, for the amount asked', () => {
    const done = { refundId: 'r1', refundNo: 'RF1', amount: '10.00', at: '2026-11-24T03:00:00.000Z' };
    given(created, paid, refundAsked('r1', '10.00'))
      .when((s) => decidePayOrder.refunded(s, done))
      .then([{ type: 'Refunded', data: done }]);
    given(created, paid, refundAsked('r1', '10.00'), { type: 'Refunded', data: done })
      .when((s) => decidePayOrder.refunded(s, done))
      .then([]);
    given(created, paid, refundAsked('r1', '10.00'))
      .when((s) => decidePayOrder.refunded(s, { ...done, amount: '11' }))
      .refused('AMOUNT_MISMATCH', /^退款金额11.00与申请的10.00不符$/);
    given(created, paid)
      .when((s) => decidePayOrder.refunded(s, done))
      .refused('NOT_FOUND', /^退款单不存在$/);
  });

  test('the receipt of a payment, and the money paid back of a refund, are each posted once', () => {
    const receipt = { docId: 'd1', billNo: 'SK001', saleId: 's1', saleBillNo: 'XS001' };
    given(created)
      .when((s) => decidePayOrder.receiptPosted(s, receipt))
      .then([]);
    given(created, paid)
      .when((s) => decidePayOrder.receiptPosted(s, receipt))
      .then([{ type: 'ReceiptPosted', data: receipt }]);
    given(created, paid, { type: 'ReceiptPosted', data: receipt })
      .when((s) => decidePayOrder.receiptPosted(s, { ...receipt, docId: 'd2' }))
      .then([]);
    const done = { refundId: 'r1', refundNo: 'RF1', amount: '10.00', at: '2026-11-24T03:00:00.000Z' };
    const posted = { docId: 'd3', billNo: 'TK001', refundId: 'r1' };
    given(created, paid, refundAsked('r1', '10.00'))
      .when((s) => decidePayOrder.refundPosted(s, posted))
      .then([]);
    given(created, paid, refundAsked('r1', '10.00'), { type: 'Refunded', data: done })
      .when((s) => decidePayOrder.refundPosted(s, posted))
      .then([{ type: 'RefundPosted', data: posted }]);
    given(created, paid, refundAsked('r1', '10.00'), { type: 'Refunded', data: done }, { type: 'RefundPosted', data: posted })
      .when((s) => decidePayOrder.refundPosted(s, posted))
      .then([]);
  });
});

import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import { shopDay } from '../../../contracts';
import { wechatPayServer } from '../../../testing/wechat-pay-server';
import type { NotifyRequest, PayAccount, PaymentAsk } from '../providers';
import { wechatPay } from './wechat-pay';

let wx: Awaited<ReturnType<typeof wechatPayServer>>;
let provider: ReturnType<typeof wechatPay>;
let account: PayAccount;
/** Where the stand-in sends its notifications: each as it came over HTTP. */
const received: NotifyRequest[] = [];
let notifyServer: http.Server;
let notifyUrl: string;
let seq = 0;

beforeAll(async () => {
  wx = await wechatPayServer();
  provider = wechatPay(wx.url);
  account = wx.account;
  notifyServer = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers as Record<string, string>, body: Buffer.concat(chunks) });
      const answer = provider.notifyAnswer(true);
      res.writeHead(answer.status, { 'Content-Type': answer.contentType }).end(answer.body);
    });
  });
  await new Promise<void>((done) => notifyServer.listen(0, '127.0.0.1', done));
  notifyUrl = `http://127.0.0.1:${(notifyServer.address() as AddressInfo).port}/api/OrderTrade/Notify/wechat`;
});
afterAll(async () => {
  await wx.close();
  await new Promise((done) => notifyServer.close(done));
});

const ask = (amount = '25.50', more: Partial<PaymentAsk> = {}): PaymentAsk => ({
  payOrderId: `P${Date.now()}${++seq}`,
  amount,
  subject: '订货商城-订单 SO001',
  notifyUrl,
  expiresAt: new Date('2026-11-28T12:30:00Z'),
  clientIp: '203.0.113.7',
  ...more,
});
const wechatCode = (last: string) => `13${crypto.randomInt(1e9).toString().padStart(15, '0')}${last}`;
const lastCall = () => wx.calls[wx.calls.length - 1];
const refusedWith = (message: string) => ({ code: 'PAY_REFUSED', message });
/** A buyer paid by QR; its notification is the last one received. */
async function paidByQr(amount = '25.50') {
  const a = ask(amount);
  await provider.start(account, 'qr', a);
  const res = await wx.buyerPays(a.payOrderId, { openid: 'o-buyer-01' });
  assert.equal(res.status, 204);
  return a;
}

describe('asking for a payment', () => {
  test('by QR (Native): a code_url, asked in fen with the expiry on China time', async () => {
    const a = ask();
    const started = await provider.start(account, 'qr', a);
    assert.equal(started.channel, 'qr');
    assert.match(started.channel === 'qr' ? started.codeUrl : '', /^weixin:\/\/wxpay\/bizpayurl\?pr=\w+$/);
    assert.deepEqual(lastCall(), {
      method: 'POST',
      path: '/v3/pay/transactions/native',
      body: {
        appid: account.appId,
        mchid: account.merchantId,
        description: '订货商城-订单 SO001',
        out_trade_no: a.payOrderId,
        time_expire: '2026-11-28T20:30:00+08:00',
        notify_url: notifyUrl,
        amount: { total: 2550, currency: 'CNY' },
      },
    });
    assert.deepEqual(await provider.query(account, a.payOrderId), { state: 'waiting' });
  });

  test('inside WeChat (JSAPI): the prepay_id in the parameters WeixinJSBridge takes, signed by the merchant', async () => {
    const a = ask('8.00', { openId: 'o-buyer-02' });
    const started = await provider.start(account, 'jsapi', a);
    assert.equal(started.channel, 'jsapi');
    const p = started.channel === 'jsapi' ? started.params : {};
    assert.equal(lastCall().path, '/v3/pay/transactions/jsapi');
    assert.deepEqual(lastCall().body.payer, { openid: 'o-buyer-02' });
    assert.deepEqual(Object.keys(p).sort(), ['appId', 'nonceStr', 'package', 'paySign', 'signType', 'timeStamp']);
    assert.equal(p.appId, account.appId);
    assert.match(p.package, /^prepay_id=wx\w+$/);
    assert.equal(p.signType, 'RSA');
    const merchantPublicKey = crypto.createPublicKey(account.values.privateKey);
    const message = `${p.appId}\n${p.timeStamp}\n${p.nonceStr}\n${p.package}\n`;
    assert.ok(crypto.createVerify('RSA-SHA256').update(message).verify(merchantPublicKey, p.paySign, 'base64'));
  });

  test("in a phone's browser (H5): the h5_url, returning to the shop afterwards", async () => {
    const a = ask('1.00', { returnUrl: 'https://shop.example.com/m/S1/order?id=9&paid=1' });
    const started = await provider.start(account, 'wap', a);
    assert.equal(lastCall().path, '/v3/pay/transactions/h5');
    assert.deepEqual(lastCall().body.scene_info, { payer_client_ip: '203.0.113.7', h5_info: { type: 'Wap' } });
    assert.equal(started.channel, 'wap');
    const url = new URL(started.channel === 'wap' ? started.payUrl : '');
    assert.equal(url.origin + url.pathname, 'https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb');
    assert.equal(url.searchParams.get('redirect_url'), 'https://shop.example.com/m/S1/order?id=9&paid=1');
    const plain = await provider.start(account, 'wap', ask('1.00'));
    assert.ok(plain.channel === 'wap' && !plain.payUrl.includes('redirect_url'));
  });

  test('JSAPI without the buyer’s openid: WeChat’s refusal, in its words', async () => {
    await assert.rejects(
      provider.start(account, 'jsapi', ask()),
      refusedWith('微信支付：输入源“/body/payer/openid”映射到字段“用户标识”必填性规则校验失败，此字段为必填项'),
    );
  });
});

describe('付款码 at the counter', () => {
  test('paid at once', async () => {
    const a = ask('25.50');
    const code = wechatCode('1');
    const state = await provider.codePay(account, { ...a, authCode: code });
    const order = wx.orders.get(a.payOrderId)!;
    assert.deepEqual(state, {
      state: 'paid',
      paid: {
        payOrderId: a.payOrderId,
        tradeNo: order.transaction_id,
        amount: '25.50',
        payer: order.openid,
        payType: '微信支付',
        paidAt: order.success_time,
      },
    });
    assert.deepEqual(lastCall().body, {
      appid: account.appId,
      mchid: account.merchantId,
      description: a.subject,
      out_trade_no: a.payOrderId,
      payer: { auth_code: code },
      amount: { total: 2550, currency: 'CNY' },
      scene_info: { device_ip: '203.0.113.7', store_info: { out_id: account.merchantId } },
    });
  });

  test('用户支付中: waiting while the buyer enters their password, paid once they have', async () => {
    const a = ask('12.00');
    const code = wechatCode('9');
    assert.deepEqual(await provider.codePay(account, { ...a, authCode: code }), { state: 'waiting' });
    assert.deepEqual(await provider.query(account, a.payOrderId), { state: 'waiting' });
    wx.buyerConfirms(code);
    const state = await provider.query(account, a.payOrderId);
    assert.equal(state.state, 'paid');
    assert.equal(state.state === 'paid' && state.paid.amount, '12.00');
  });

  test('too little money: failed, with the reason WeChat gives', async () => {
    const a = ask();
    assert.deepEqual(await provider.codePay(account, { ...a, authCode: wechatCode('8') }), {
      state: 'failed',
      reason: '用户的零钱余额不足，请提示用户更换付款方式',
    });
  });

  test('given up while the buyer confirms: reversed, then closed', async () => {
    const a = ask();
    await provider.codePay(account, { ...a, authCode: wechatCode('9') });
    await provider.close(account, a.payOrderId, 'code');
    assert.deepEqual(lastCall(), {
      method: 'POST',
      path: `/v3/pay/transactions/out-trade-no/${a.payOrderId}/reverse`,
      body: { appid: account.appId, mchid: account.merchantId },
    });
    assert.equal(wx.orders.get(a.payOrderId)!.trade_state, 'REVOKED');
    assert.deepEqual(await provider.query(account, a.payOrderId), { state: 'closed' });
  });
});

describe('a payment’s state', () => {
  test('each of WeChat’s trade states', async () => {
    const a = ask('3.00');
    await provider.start(account, 'qr', a);
    const order = wx.orders.get(a.payOrderId)!;
    const expected = {
      NOTPAY: { state: 'waiting' },
      USERPAYING: { state: 'waiting' },
      CLOSED: { state: 'closed' },
      REVOKED: { state: 'closed' },
      PAYERROR: { state: 'failed', reason: '支付失败' },
    } as const;
    for (const [tradeState, state] of Object.entries(expected)) {
      order.trade_state = tradeState as typeof order.trade_state;
      assert.deepEqual(await provider.query(account, a.payOrderId), state, tradeState);
    }
    Object.assign(order, { trade_state: 'REFUND', transaction_id: '4200000001', openid: 'o-x', success_time: '2026-11-28T20:01:02+08:00' });
    assert.deepEqual(await provider.query(account, a.payOrderId), {
      state: 'paid',
      paid: {
        payOrderId: a.payOrderId,
        tradeNo: '4200000001',
        amount: '3.00',
        payer: 'o-x',
        payType: '微信支付',
        paidAt: '2026-11-28T20:01:02+08:00',
      },
    });
    assert.equal(lastCall().path, `/v3/pay/transactions/out-trade-no/${a.payOrderId}?mchid=${account.merchantId}`);
  });

  test('one WeChat never heard of: closed (never made)', async () => {
    assert.deepEqual(await provider.query(account, 'P-never-asked'), { state: 'closed' });
  });

  test('closing an unpaid one; a paid one cannot be closed', async () => {
    const a = ask();
    await provider.start(account, 'qr', a);
    await provider.close(account, a.payOrderId, 'qr');
    assert.deepEqual(lastCall().body, { mchid: account.merchantId });
    assert.deepEqual(await provider.query(account, a.payOrderId), { state: 'closed' });
    const paid = await paidByQr();
    await assert.rejects(provider.close(account, paid.payOrderId, 'qr'), refusedWith('微信支付：订单已支付'));
  });
});

describe('refunds', () => {
  test('the whole payment, at once', async () => {
    const a = await paidByQr('25.50');
    const ask = { payOrderId: a.payOrderId, refundId: `R${a.payOrderId}`, amount: '25.50', total: '25.50', reason: '退货', notifyUrl };
    const state = await provider.refund(account, ask);
    const r = wx.refunds.get(ask.refundId)!;
    assert.deepEqual(state, { state: 'success', refundNo: r.refund_id, amount: '25.50', at: r.success_time });
    assert.deepEqual(lastCall().body, {
      out_trade_no: a.payOrderId,
      out_refund_no: ask.refundId,
      reason: '退货',
      notify_url: notifyUrl,
      amount: { refund: 2550, total: 2550, currency: 'CNY' },
    });
    assert.deepEqual(await provider.queryRefund(account, a.payOrderId, ask.refundId), state);
    assert.equal((await provider.query(account, a.payOrderId)).state, 'paid');
  });

  test('part of it, twice; no more than was paid', async () => {
    const a = await paidByQr('100.00');
    const part = (n: number, amount: string) =>
      provider.refund(account, {
        payOrderId: a.payOrderId,
        refundId: `R${a.payOrderId}-${n}`,
        amount,
        total: '100.00',
        reason: '少发',
        notifyUrl,
      });
    assert.equal((await part(1, '30.00')).state, 'success');
    assert.deepEqual(lastCall().body.amount, { refund: 3000, total: 10000, currency: 'CNY' });
    assert.equal((await part(2, '70.00')).state, 'success');
    await assert.rejects(part(3, '0.01'), refusedWith('微信支付：订单可退金额不足'));
  });

  test('processing, then settled: the query and the notification say so', async () => {
    const a = await paidByQr('9.90');
    const refundId = `R${a.payOrderId}`;
    wx.refundsWillBe('PROCESSING');
    try {
      const ask = { payOrderId: a.payOrderId, refundId, amount: '9.90', total: '9.90', reason: '', notifyUrl };
      assert.deepEqual(await provider.refund(account, ask), { state: 'processing' });
      assert.deepEqual(await provider.queryRefund(account, a.payOrderId, refundId), { state: 'processing' });
    } finally {
      wx.refundsWillBe('SUCCESS');
    }
    const res = await wx.refundSettles(refundId);
    assert.equal(res.status, 204);
    const r = wx.refunds.get(refundId)!;
    const settled = { state: 'success', refundNo: r.refund_id, amount: '9.90', at: r.success_time };
    assert.deepEqual(await provider.queryRefund(account, a.payOrderId, refundId), settled);
    assert.deepEqual(provider.notification(account, received[received.length - 1]), {
      kind: 'refund',
      merchantId: account.merchantId,
      appId: account.appId,
      payOrderId: a.payOrderId,
      refundId,
      refund: settled,
    });
  });

  test('one that went wrong at the bank: failed, from the notification', async () => {
    const a = await paidByQr('5.00');
    const refundId = `R${a.payOrderId}`;
    wx.refundsWillBe('PROCESSING');
    try {
      await provider.refund(account, { payOrderId: a.payOrderId, refundId, amount: '5.00', total: '5.00', reason: '', notifyUrl });
    } finally {
      wx.refundsWillBe('SUCCESS');
    }
    await wx.refundSettles(refundId, 'ABNORMAL');
    const n = provider.notification(account, received[received.length - 1]);
    assert.deepEqual(n?.kind === 'refund' && n.refund, {
      state: 'failed',
      reason: '退款异常（如用户的银行卡已注销），请到微信支付商户平台处理',
    });
  });
});

describe('notifications', () => {
  test('a genuine one, as WeChat sent it: the payment, paid', async () => {
    const a = await paidByQr('25.50');
    const order = wx.orders.get(a.payOrderId)!;
    const sent = received[received.length - 1];
    assert.deepEqual(provider.notification(account, sent), {
      kind: 'pay',
      merchantId: account.merchantId,
      appId: account.appId,
      payOrderId: a.payOrderId,
      trade: {
        state: 'paid',
        paid: {
          payOrderId: a.payOrderId,
          tradeNo: order.transaction_id,
          amount: '25.50',
          payer: 'o-buyer-01',
          payType: '微信支付',
          paidAt: order.success_time,
        },
      },
    });
    // WeChat repeats a notification until it is answered 2xx: the same one reads the same again.
    assert.deepEqual(provider.notification(account, sent), provider.notification(account, sent));
  });

  test('a wrong amount inside: read as it says (the caller compares it with what was asked)', async () => {
    const a = await paidByQr('25.50');
    const n = provider.notification(account, wx.notificationFor(a.payOrderId, { resource: { amount: { total: 1 } } }));
    assert.equal(n?.kind === 'pay' && n.trade.state === 'paid' && n.trade.paid.amount, '0.01');
  });

  test('anything not genuine: null', async () => {
    const a = await paidByQr('25.50');
    const other = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const genuine = wx.notificationFor(a.payOrderId);
    const tampered = genuine.body.toString().replace('"TRANSACTION.SUCCESS"', '"TRANSACTION.SUCCESS" ');
    const forged: [string, NotifyRequest][] = [
      ['tampered body', wx.notificationFor(a.payOrderId, { tamperedBody: tampered })],
      ['signed with another key', wx.notificationFor(a.payOrderId, { signingKey: other })],
      ['six minutes old', wx.notificationFor(a.payOrderId, { timestamp: Math.floor(Date.now() / 1000) - 360 })],
      ['another key’s serial', wx.notificationFor(a.payOrderId, { serial: 'PUB_KEY_ID_0000000000000000000000000000000000' })],
      ['no signature', { headers: {}, body: genuine.body }],
      ['garbage', { headers: genuine.headers, body: Buffer.from('<xml>not json</xml>') }],
      ['sealed with another APIv3 key', genuine],
    ];
    for (const [what, request] of forged) {
      const keys = what === 'sealed with another APIv3 key' ? { ...account.values, apiV3Key: 'x'.repeat(32) } : account.values;
      assert.equal(provider.notification({ ...account, values: keys }, request), null, what);
    }
    assert.notEqual(provider.notification(account, genuine), null);
  });

  test('the answers WeChat expects', () => {
    assert.deepEqual(provider.notifyAnswer(true), { status: 204, contentType: 'application/json', body: '' });
    assert.deepEqual(provider.notifyAnswer(false), {
      status: 400,
      contentType: 'application/json',
      body: '{"code":"FAIL","message":"失败"}',
    });
  });
});

describe('signatures and reachability', () => {
  test('a call signed with another merchant key: WeChat refuses it', async () => {
    const other = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const calls = wx.calls.length;
    await assert.rejects(
      provider.start({ ...account, values: { ...account.values, privateKey: other } }, 'qr', ask()),
      refusedWith('微信支付：错误的签名，验签失败'),
    );
    assert.equal(wx.calls.length, calls);
  });

  test('an answer signed with another platform key: refused', async () => {
    const other = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey.export({ type: 'spki', format: 'pem' }).toString();
    const a = ask();
    await assert.rejects(
      provider.start({ ...account, values: { ...account.values, platformPublicKey: other } }, 'qr', a),
      refusedWith('微信支付应答签名校验失败'),
    );
    await assert.rejects(
      provider.query({ ...account, values: { ...account.values, platformPublicKeyId: 'PUB_KEY_ID_other' } }, a.payOrderId),
      refusedWith('微信支付应答签名校验失败'),
    );
  });

  test('a private key that is not one: refused before anything is sent', async () => {
    await assert.rejects(
      provider.query({ ...account, values: { ...account.values, privateKey: 'not a key' } }, 'P1'),
      refusedWith('微信支付：商户API私钥无法读取，请检查移动支付设置'),
    );
  });

  test('WeChat out of reach', async () => {
    const closed = http.createServer();
    await new Promise<void>((done) => closed.listen(0, '127.0.0.1', done));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((done) => closed.close(done));
    await assert.rejects(wechatPay(`http://127.0.0.1:${port}`).query(account, 'P1'), {
      code: 'PAY_UNREACHABLE',
      message: '无法连接微信支付，请稍后再试',
    });
  });
});

describe('the trade bill', () => {
  test('a day’s payments and refunds, by our ids and WeChat’s; a day without trades has none', async () => {
    const day = shopDay();
    const a = await paidByQr('25.50');
    const b = await paidByQr('8.00');
    await provider.refund(account, {
      payOrderId: b.payOrderId,
      refundId: `R${b.payOrderId}`,
      amount: '3.00',
      total: '8.00',
      reason: '',
      notifyUrl,
    });
    const lines = await provider.bill(account, day);
    assert.deepEqual(lastCall().path, `/v3/billdownload/file?token=${day}`);
    const of = (id: string) => lines.filter((l) => l.payOrderId === id);
    const [oa, ob] = [wx.orders.get(a.payOrderId)!, wx.orders.get(b.payOrderId)!];
    const r = wx.refunds.get(`R${b.payOrderId}`)!;
    assert.deepEqual(of(a.payOrderId), [
      { kind: 'pay', payOrderId: a.payOrderId, tradeNo: oa.transaction_id, amount: '25.50', at: oa.success_time },
    ]);
    assert.deepEqual(of(b.payOrderId), [
      { kind: 'pay', payOrderId: b.payOrderId, tradeNo: ob.transaction_id, amount: '8.00', at: ob.success_time },
      { kind: 'refund', payOrderId: b.payOrderId, refundId: r.out_refund_no, tradeNo: r.refund_id, amount: '3.00', at: r.success_time },
    ]);
    assert.deepEqual(await provider.bill(account, '2020-01-01'), []);
  });

  test('rows WeChat has and amounts it shows otherwise come through as they are', async () => {
    const day = '2026-01-02';
    wx.plantBillRow(day, {
      交易时间: '2026-01-02 09:15:00',
      微信订单号: '4200009999',
      商户订单号: 'P-theirs-only',
      交易状态: 'SUCCESS',
      订单金额: '66.60',
      商品名称: '含,逗号的商品',
    });
    const a = await paidByQr('25.50');
    wx.alterBillAmount(a.payOrderId, '25.00');
    assert.deepEqual(await provider.bill(account, day), [
      { kind: 'pay', payOrderId: 'P-theirs-only', tradeNo: '4200009999', amount: '66.60', at: '2026-01-02T09:15:00+08:00' },
    ]);
    const today = await provider.bill(account, shopDay());
    assert.equal(today.find((l) => l.payOrderId === a.payOrderId)?.amount, '25.00');
  });

  test('a file that does not match its hash: refused', async () => {
    await paidByQr('1.00');
    wx.garbleBillDownloads();
    await assert.rejects(provider.bill(account, shopDay()), refusedWith('微信支付：账单文件校验失败'));
  });
});

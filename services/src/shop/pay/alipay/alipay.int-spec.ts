import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import { shopDay } from '../../../contracts';
import { AppError } from '../../../shared/errors';
import { alipayServer } from '../../../testing/alipay-server';
import type { PayAccount, PaymentAsk, PaymentProvider } from '../providers';
import { alipay } from './alipay';

let server: Awaited<ReturnType<typeof alipayServer>>;
let provider: PaymentProvider;
let account: PayAccount;
let serial = 0;

beforeAll(async () => {
  server = await alipayServer();
  provider = alipay(server.url);
  account = server.account;
});
afterAll(() => server.close());

/** A notify_url nobody listens on: the adapter only passes it on. */
const ask = (amount = '25.50', more: Partial<PaymentAsk> = {}): PaymentAsk => ({
  payOrderId: `P${Date.now()}${++serial}`,
  amount,
  subject: '订单 SO-0001',
  notifyUrl: 'http://127.0.0.1:9/OrderTrade/Notify/alipay',
  expiresAt: new Date(Date.now() + 15 * 60_000),
  clientIp: '203.0.113.7',
  ...more,
});
const code = (last: string) => `28${String(Date.now()).slice(-13)}${serial++ % 10}${last}`;

async function refused(promise: Promise<unknown>, code: string, message: RegExp) {
  await assert.rejects(promise, (e: unknown) => {
    assert.ok(e instanceof AppError, String(e));
    assert.equal(e.code, code);
    assert.match(e.message, message);
    return true;
  });
}

const paidAt = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+08:00$/;

describe('asking for a payment', () => {
  test('a QR code (当面付 precreate) is the code the buyer scans; its trade is waiting until paid, then paid', async () => {
    const a = ask('25.50');
    const start = await provider.start(account, 'qr', a);
    assert.equal(start.channel, 'qr');
    assert.ok(start.channel === 'qr' && start.codeUrl.startsWith(server.url.replace('/gateway.do', '/qr/')));
    const call = server.calls.at(-1)!;
    assert.equal(call.method, 'alipay.trade.precreate');
    assert.deepEqual(
      { ...call.biz, time_expire: undefined },
      { out_trade_no: a.payOrderId, total_amount: '25.50', subject: '订单 SO-0001', time_expire: undefined },
    );
    assert.match(String(call.biz.time_expire), /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    assert.equal(call.params.notify_url, a.notifyUrl);

    assert.deepEqual(await provider.query(account, a.payOrderId), { state: 'waiting' }, 'not scanned: unknown to 支付宝');
    server.controls.buyerScans(a.payOrderId);
    assert.deepEqual(await provider.query(account, a.payOrderId), { state: 'waiting' });
    await server.controls.buyerPays(a.payOrderId, { buyer: 'lin***@163.com' }).catch(() => undefined);
    const paid = await provider.query(account, a.payOrderId);
    assert.ok(paid.state === 'paid');
    assert.deepEqual(
      { ...paid.paid, paidAt: undefined },
      {
        payOrderId: a.payOrderId,
        tradeNo: server.controls.trade(a.payOrderId).tradeNo,
        amount: '25.50',
        payer: 'lin***@163.com',
        payType: '支付宝',
        paidAt: undefined,
      },
    );
    assert.match(paid.paid.paidAt, paidAt);
  });

  test('a phone browser is sent to a signed wap.pay URL the gateway accepts, which opens the cashier', async () => {
    const a = ask('9.90', { returnUrl: 'https://shop.example.com/m/S1/orders/1' });
    const start = await provider.start(account, 'wap', a);
    assert.ok(start.channel === 'wap');
    const url = new URL(start.payUrl);
    assert.equal(`${url.origin}${url.pathname}`, server.url);
    assert.equal(url.searchParams.get('method'), 'alipay.trade.wap.pay');
    assert.equal(url.searchParams.get('sign_type'), 'RSA2');
    assert.equal(url.searchParams.get('return_url'), a.returnUrl);
    const page = await (await fetch(start.payUrl)).text();
    assert.match(page, /支付宝收银台/);
    assert.match(page, /￥9\.90/);
    assert.deepEqual(
      { ...server.calls.at(-1)!.biz, time_expire: undefined },
      {
        out_trade_no: a.payOrderId,
        total_amount: '9.90',
        subject: '订单 SO-0001',
        product_code: 'QUICK_WAP_WAY',
        quit_url: a.returnUrl,
        time_expire: undefined,
      },
    );
    assert.deepEqual(await provider.query(account, a.payOrderId), { state: 'waiting' });

    const tampered = start.payUrl.replace('total_amount%22%3A%229.90', 'total_amount%22%3A%220.01');
    assert.notEqual(tampered, start.payUrl);
    assert.match(await (await fetch(tampered)).text(), /isv\.invalid-signature/);
  });

  test('paying at the cashier notifies the notify_url and returns the buyer to the return URL', async () => {
    const a = ask('1.00', { returnUrl: 'https://shop.example.com/back' });
    const start = await provider.start(account, 'wap', a);
    assert.ok(start.channel === 'wap');
    await fetch(start.payUrl);
    const paidPage = await fetch(server.url.replace('/gateway.do', '/cashier/pay'), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `out_trade_no=${a.payOrderId}`,
      redirect: 'manual',
    });
    assert.equal(paidPage.status, 302);
    assert.match(paidPage.headers.get('location')!, /^https:\/\/shop\.example\.com\/back\?.*out_trade_no=/);
    assert.equal((await provider.query(account, a.payOrderId)).state, 'paid');
  });
});

describe('a 付款码 at the counter', () => {
  test('is paid at once', async () => {
    const a = ask('12.30');
    const state = await provider.codePay(account, { ...a, authCode: code('1') });
    assert.ok(state.state === 'paid');
    assert.equal(state.paid.amount, '12.30');
    assert.equal(state.paid.tradeNo, server.controls.trade(a.payOrderId).tradeNo);
    assert.equal(server.calls.at(-1)!.biz.scene, 'bar_code');
  });

  test('waits while the buyer confirms on the phone (10003), then queries paid', async () => {
    const a = ask('88.00');
    const authCode = code('9');
    assert.deepEqual(await provider.codePay(account, { ...a, authCode }), { state: 'waiting' });
    assert.deepEqual(await provider.query(account, a.payOrderId), { state: 'waiting' });
    await server.controls.buyerConfirms(authCode).catch(() => undefined);
    assert.equal((await provider.query(account, a.payOrderId)).state, 'paid');
  });

  test('is refused for good with 支付宝 reason (40004), and an unknown outcome (20000) is settled by a query', async () => {
    assert.deepEqual(await provider.codePay(account, { ...ask(), authCode: code('8') }), { state: 'failed', reason: '买家余额不足' });
    const a = ask('5.00');
    const state = await provider.codePay(account, { ...a, authCode: code('7') });
    assert.equal(state.state, 'paid');
    assert.equal(server.calls.at(-1)!.method, 'alipay.trade.query');
  });

  test('a waiting one is cancelled (trade.cancel) and then closed', async () => {
    const a = ask('3.00');
    await provider.codePay(account, { ...a, authCode: code('9') });
    await provider.close(account, a.payOrderId, 'code');
    assert.equal(server.calls.at(-1)!.method, 'alipay.trade.cancel');
    assert.deepEqual(await provider.query(account, a.payOrderId), { state: 'closed' });
  });
});

describe('closing', () => {
  test('a scanned, unpaid QR trade is closed (trade.close); an unscanned one has nothing to close', async () => {
    const a = ask();
    await provider.start(account, 'qr', a);
    await provider.close(account, a.payOrderId, 'qr');
    assert.equal(server.calls.at(-1)!.method, 'alipay.trade.close');
    server.controls.buyerScans(a.payOrderId);
    await provider.close(account, a.payOrderId, 'qr');
    assert.deepEqual(await provider.query(account, a.payOrderId), { state: 'closed' });
    await provider.close(account, a.payOrderId, 'qr');
  });

  test('a paid one cannot be closed', async () => {
    const a = ask();
    await provider.codePay(account, { ...a, authCode: code('2') });
    await refused(provider.close(account, a.payOrderId, 'qr'), 'PAY_REFUSED', /^支付宝：交易状态不合法$/);
  });
});

describe('refunds', () => {
  test('part, then the rest (which closes the trade), each answered and queried; more is refused', async () => {
    const a = ask('30.00');
    await provider.codePay(account, { ...a, authCode: code('3') });
    const part = await provider.refund(account, {
      payOrderId: a.payOrderId,
      refundId: 'R1',
      amount: '10.00',
      total: '30.00',
      reason: '退货',
      notifyUrl: a.notifyUrl,
    });
    assert.ok(part.state === 'success');
    assert.deepEqual(
      { ...part, at: undefined },
      { state: 'success', refundNo: server.controls.trade(a.payOrderId).tradeNo, amount: '10.00', at: undefined },
    );
    assert.match(part.at, paidAt);
    assert.equal(server.calls.at(-1)!.biz.refund_reason, '退货');
    assert.equal((await provider.query(account, a.payOrderId)).state, 'paid');

    const again = await provider.refund(account, {
      payOrderId: a.payOrderId,
      refundId: 'R1',
      amount: '10.00',
      total: '30.00',
      reason: '退货',
      notifyUrl: a.notifyUrl,
    });
    assert.deepEqual(again, part, 'the same refund asked again is the same refund');
    assert.equal(server.controls.trade(a.payOrderId).refunded, '10.00');

    assert.deepEqual(
      await provider.refund(account, {
        payOrderId: a.payOrderId,
        refundId: 'R2',
        amount: '20.01',
        total: '30.00',
        reason: '',
        notifyUrl: a.notifyUrl,
      }),
      {
        state: 'failed',
        reason: '退款金额超限',
      },
    );
    const rest = await provider.refund(account, {
      payOrderId: a.payOrderId,
      refundId: 'R2',
      amount: '20.00',
      total: '30.00',
      reason: '',
      notifyUrl: a.notifyUrl,
    });
    assert.equal(rest.state, 'success');
    assert.equal(server.controls.trade(a.payOrderId).status, 'TRADE_CLOSED');

    const queried = await provider.queryRefund(account, a.payOrderId, 'R2');
    assert.ok(queried.state === 'success');
    assert.equal(queried.amount, '20.00');
    assert.deepEqual(await provider.queryRefund(account, a.payOrderId, 'R9'), { state: 'processing' });
  });
});

describe('notifications', () => {
  let paid: PaymentAsk;
  beforeAll(async () => {
    paid = ask('25.50');
    await provider.start(account, 'qr', paid);
    await server.controls.buyerPays(paid.payOrderId).catch(() => undefined);
  });

  test('a genuine one is read', () => {
    const read = provider.notification(account, server.controls.notificationFor(paid.payOrderId));
    assert.ok(read?.kind === 'pay' && read.trade.state === 'paid');
    assert.deepEqual(
      { ...read, trade: undefined },
      { kind: 'pay', merchantId: account.merchantId, appId: account.appId, payOrderId: paid.payOrderId, trade: undefined },
    );
    assert.equal(read.trade.paid.amount, '25.50');
    assert.equal(read.trade.paid.tradeNo, server.controls.trade(paid.payOrderId).tradeNo);
  });

  test('one signed with a wrong amount is read as it says (the caller compares)', () => {
    const read = provider.notification(account, server.controls.notificationFor(paid.payOrderId, { total_amount: '0.01' }));
    assert.ok(read?.kind === 'pay' && read.trade.state === 'paid');
    assert.equal(read.trade.paid.amount, '0.01');
  });

  test('a tampered one, one signed with another key, one for another app and garbage are null', () => {
    const genuine = server.controls.notificationFor(paid.payOrderId);
    const tampered = { ...genuine, body: Buffer.from(genuine.body.toString().replace('total_amount=25.50', 'total_amount=0.01')) };
    assert.notDeepEqual(tampered.body, genuine.body);
    assert.equal(provider.notification(account, tampered), null);
    assert.equal(provider.notification(account, server.controls.notificationFor(paid.payOrderId, {}, { forged: true })), null);
    assert.equal(provider.notification(account, server.controls.notificationFor(paid.payOrderId, { app_id: '2021000000000000' })), null);
    for (const signType of ['RSA', 'NONE']) {
      const downgraded = Buffer.from(genuine.body.toString().replace('sign_type=RSA2', `sign_type=${signType}`));
      assert.equal(provider.notification(account, { ...genuine, body: downgraded }), null, signType);
    }
    for (const body of ['', 'sign=abc', '%%%', '\u0000\u00ff', 'a=1&sign=' + 'x'.repeat(344)])
      assert.equal(provider.notification(account, { headers: {}, body: Buffer.from(body) }), null);
  });

  test('a closed trade is closed; a refund that closes the trade still reports it paid', () => {
    const closed = provider.notification(
      account,
      server.controls.notificationFor(paid.payOrderId, { trade_status: 'TRADE_CLOSED', gmt_payment: undefined }),
    );
    assert.deepEqual(closed?.kind === 'pay' && closed.trade, { state: 'closed' });
    const refundedWhole = provider.notification(
      account,
      server.controls.notificationFor(paid.payOrderId, {
        trade_status: 'TRADE_CLOSED',
        refund_fee: '25.50',
        gmt_refund: '2026-11-28 12:00:00.000',
        out_biz_no: 'R1',
      }),
    );
    assert.equal(refundedWhole?.kind === 'pay' && refundedWhole.trade.state, 'paid');
  });

  test('is answered "success" when taken, "fail" otherwise', () => {
    assert.deepEqual(provider.notifyAnswer(true), { status: 200, contentType: 'text/plain', body: 'success' });
    assert.deepEqual(provider.notifyAnswer(false), { status: 400, contentType: 'text/plain', body: 'fail' });
  });
});

describe('keys and the network', () => {
  const otherKey = () => crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });

  test('a request signed with another app key is refused by 支付宝', async () => {
    const wrong = {
      ...account,
      values: { ...account.values, privateKey: otherKey().privateKey.export({ type: 'pkcs1', format: 'pem' }).toString() },
    };
    await refused(provider.start(wrong, 'qr', ask()), 'PAY_REFUSED', /^支付宝：验签出错，请检查应用私钥/);
  });

  test('an answer that does not verify with the 支付宝公钥 is refused', async () => {
    const wrong = {
      ...account,
      values: { ...account.values, alipayPublicKey: otherKey().publicKey.export({ type: 'spki', format: 'pem' }).toString() },
    };
    const a = ask();
    await refused(provider.start(wrong, 'qr', a), 'PAY_REFUSED', /^支付宝：应答签名校验失败/);
    await refused(provider.query(wrong, a.payOrderId), 'PAY_REFUSED', /^支付宝：应答签名校验失败/);
  });

  test('keys that cannot be read are named', async () => {
    await refused(
      provider.query({ ...account, values: { ...account.values, privateKey: 'not a key' } }, 'P1'),
      'PAY_REFUSED',
      /^支付宝：应用私钥无法读取/,
    );
    await refused(
      provider.query({ ...account, values: { ...account.values, alipayPublicKey: '' } }, 'P1'),
      'PAY_REFUSED',
      /^支付宝：支付宝公钥无法读取/,
    );
  });

  test('a gateway that does not answer is unreachable', async () => {
    await refused(alipay('http://127.0.0.1:9/gateway.do').query(account, 'P1'), 'PAY_UNREACHABLE', /^无法连接支付宝，请稍后再试$/);
  });
});

describe('the day’s bill', () => {
  test('is read from the GBK zip: payments, and refunds as positive amounts with their request numbers', async () => {
    const a = ask('40.00');
    const b = ask('7.50');
    const c = ask('2.00');
    await provider.codePay(account, { ...a, authCode: code('4') });
    await provider.codePay(account, { ...b, authCode: code('5') });
    await provider.codePay(account, { ...c, authCode: code('6') });
    server.controls.billOmit(c.payOrderId);
    await provider.refund(account, {
      payOrderId: a.payOrderId,
      refundId: 'RF-1',
      amount: '15.25',
      total: '40.00',
      reason: '退货',
      notifyUrl: a.notifyUrl,
    });
    server.controls.billAmountOverride(b.payOrderId, '7.49');
    server.controls.billExtra({ payOrderId: 'P-NOT-OURS', amount: '3.00' });

    const lines = await provider.bill(account, shopDay());
    assert.equal(server.calls.at(-1)!.method, 'alipay.data.dataservice.bill.downloadurl.query');
    const mine = lines
      .filter((l) => [a.payOrderId, b.payOrderId, 'P-NOT-OURS'].includes(l.payOrderId))
      .map((l) => ({ ...l, at: undefined }));
    const tradeNo = (id: string) => server.controls.trade(id).tradeNo;
    assert.deepEqual(
      mine.filter((l) => l.payOrderId !== 'P-NOT-OURS'),
      [
        { kind: 'pay', payOrderId: a.payOrderId, tradeNo: tradeNo(a.payOrderId), amount: '40.00', at: undefined },
        { kind: 'refund', payOrderId: a.payOrderId, refundId: 'RF-1', tradeNo: tradeNo(a.payOrderId), amount: '15.25', at: undefined },
        { kind: 'pay', payOrderId: b.payOrderId, tradeNo: tradeNo(b.payOrderId), amount: '7.49', at: undefined },
      ],
    );
    assert.deepEqual(mine.find((l) => l.payOrderId === 'P-NOT-OURS')?.amount, '3.00');
    assert.ok(lines.every((l) => paidAt.test(l.at) && l.payOrderId !== c.payOrderId));
    assert.ok(lines.length > mine.length, 'the other tests’ trades are in the bill too');
  });
});

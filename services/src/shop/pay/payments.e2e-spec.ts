import assert from 'node:assert/strict';
import { generateKeyPairSync } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { CommandBus } from '@nestjs/cqrs';
import { startTestApp, TestApp } from '../../testing/test-app';
import { today } from '../../testing/stock-shop';
import { fakePay } from '../../testing/pay-provider';
import { wechatPayServer } from '../../testing/wechat-pay-server';
import { alipayServer } from '../../testing/alipay-server';
import { PaymentProviders } from './providers';
import { Payments } from './payments';
import { PayPostings } from './pay-postings.service';
import { LapseOrdersCommand } from '../order/lapse-orders';
import { ORDER_HOLD_MINUTES } from '../order/store-order';

const API_KEY = 'merchant-key-7f3a9c21';
/** 付款码: WeChat's (10–15, 18 digits) and Alipay's (25–30); one ending in 0 keeps the buyer confirming. */
const WECHAT_CODE_WAITS = '134567890123456780';
const ALIPAY_CODE = '2845678901234567';

async function shop(app: TestApp, name: string) {
  const { token } = (
    await app.call('Register/Register', {
      companyName: name,
      loginName: `pay${Date.now()}${Math.random().toString(36).slice(2, 6)}`,
      password: 'secret123',
      productType: 6,
    })
  ).body.returnData;
  const raw = (path: string, body: object) => app.call(path, body, { token });
  const call = async (path: string, body: object) => {
    const r = await raw(path, body);
    assert.equal(r.status, 200, `${path}: ${JSON.stringify(r.body)}`);
    return r.body.returnData;
  };
  const warehouseId = (await call('Warehouse/Save', { warehouseName: '总仓', warehouseCode: 'W1' })).warehouseId;
  const supplierId = (await call('Supplier/Save', { supplierName: '甲', supplierCode: 'S' })).supplierId;
  const accountId = (await call('Account/Save', { accountName: '微信收款', accountCode: 'WX', initAmount: 0 })).accountId as string;
  const customName = `${name}客户`;
  const customId = (await call('Custom/Save', { customName, customCode: 'C1' })).customId as string;
  const skuId = (
    await call('Product/Save', {
      productName: '矿泉水',
      productCode: 'WATER',
      unitName: '箱',
      skus: [{ salePrice: 30, purchasePrice: 20 }],
    })
  ).skus[0].skuId;
  await call('Buy/Save', { supplierId, billDate: today, warehouseId, lines: [{ skuId, qty: 50, price: 20 }], audit: true });
  const storeCode = (await call('StoreInfo/Update', { storeName: `${name}店`, open: true, warehouseId, delivery: true, pickup: true }))
    .storeCode as string;
  await call('StoreProduct/Save', { skuId, storePrice: '25.5', online: true });
  const order = async (phone = '13800001111') => {
    const r = await app.call('StoreFront/PlaceOrder', {
      storeCode,
      buyerName: '李雷',
      phone,
      deliveryType: 'pickup',
      lines: [{ skuId, qty: 1 }],
    });
    assert.equal(r.status, 200, JSON.stringify(r.body));
    return r.body.returnData as { orderId: string; orderNo: string; lookupCode: string };
  };
  /** An audited 销售单 of `qty` boxes at 30 to the company's customer. */
  const sale = async (qty = 2) =>
    (await call('Sale/Save', { customId, billDate: today, warehouseId, lines: [{ skuId, qty, price: 30 }], audit: true })) as {
      saleId: string;
      billNo: string;
    };
  const owes = async () => (await call('CustomReceivable/PageQuery', { keyword: customName })).data[0]?.balance ?? 0;
  const setting = (provider: string, more: object = {}) => ({
    provider,
    merchantId: provider === 'wechat' ? '1600000001' : '2088000000000001',
    appId: provider === 'wechat' ? 'wx8888' : '2021000000000001',
    accountId,
    enabled: true,
    values: { apiKey: API_KEY, serialNo: 'SERIAL01' },
    ...more,
  });
  return { token, raw, call, storeCode, order, sale, owes, setting, accountId, customId, skuId, warehouseId };
}

/**
 * 移动支付 over HTTP with in-memory providers: settings whose secrets are stored sealed and never answered; store
 * orders paid online through verified notifications (valid, repeated, forged, wrong merchant or amount) or queries;
 * open payments closed when their order lapses; refunds whole and partial; 付款码 at the counter with the buyer's
 * confirmation awaited, its 收款单 leaving the sale owing nothing; a paid order turned into a sale owing nothing; a
 * cancelled paid order refunded; a sale return refunded through the original payment; reconciliation; tenancy.
 */
describe('移动支付 (PaySetting, OrderTrade, PayOrder)', () => {
  let app: TestApp;
  let a: Awaited<ReturnType<typeof shop>>;
  let b: Awaited<ReturnType<typeof shop>>;
  const wechat = fakePay('wechat');
  const ali = fakePay('alipay');
  const events = async () => (await app.infra.pool.query('select count(*)::int as n from events')).rows[0].n as number;
  const refused = async (call: Promise<any>, status: number, message: RegExp) => {
    const before = await events();
    const r = await call;
    assert.equal(r.status, status, JSON.stringify(r.body));
    assert.match(r.body.invMessage, message);
    assert.equal(await events(), before, 'nothing written');
    return r;
  };
  const buyer = (o: { orderId: string }, more: object = {}) => ({
    storeCode: a.storeCode,
    orderId: o.orderId,
    phone: '13800001111',
    ...more,
  });
  const pay = (o: { orderId: string }, more: object = {}) =>
    app.call('OrderTrade/Pay', buyer(o, { provider: 'wechat', channel: 'qr', ...more }));
  const notify = (provider: string, payOrderId: string, n: { body: string; headers: Record<string, string> }) =>
    fetch(`${app.url}/api/OrderTrade/Notify/${provider}/${payOrderId}`, { method: 'POST', headers: n.headers, body: n.body });
  const flow = (body: object = {}) => a.call('PayOrder/PageQuery', { pageSize: 50, ...body });

  beforeAll(async () => {
    app = await startTestApp();
    app.module.get(PaymentProviders).add(wechat.provider);
    app.module.get(PaymentProviders).add(ali.provider);
    a = await shop(app, '甲水站');
    b = await shop(app, '乙水站');
  });
  afterAll(() => app?.close());

  it('settings are refused naming the field and write nothing; secrets are sealed, never answered, kept when left empty', async () => {
    await refused(a.raw('PaySetting/Save', { ...a.setting('wechat'), provider: undefined }), 400, /^支付服务商不能为空$/);
    await refused(a.raw('PaySetting/Save', a.setting('paypal')), 400, /^支付服务商不在可选范围内$/);
    await refused(
      a.raw('PaySetting/Save', a.setting('wechat', { merchantId: '商户 1' })),
      400,
      /^商户号只能包含字母、数字、下划线和中划线$/,
    );
    await refused(a.raw('PaySetting/Save', a.setting('wechat', { accountId: undefined })), 400, /^结算账户不能为空$/);
    await refused(a.raw('PaySetting/Save', a.setting('wechat', { accountId: b.accountId })), 400, /结算账户/);
    await refused(a.raw('PaySetting/Save', a.setting('wechat', { values: { serialNo: 'S1' } })), 400, /^API密钥不能为空$/);
    await refused(a.raw('PaySetting/Save', a.setting('wechat', { values: { apiKey: 'k'.repeat(65) } })), 400, /^API密钥/);
    await refused(
      a.raw('PaySetting/Save', a.setting('wechat', { values: { apiKey: API_KEY, serialNo: 's'.repeat(41) } })),
      400,
      /^证书序列号/,
    );
    const order = await a.order();
    await refused(pay(order), 422, /^本店未开通微信支付收款$/);

    await a.call('PaySetting/Save', a.setting('wechat'));
    const detail = (await a.call('PaySetting/Detail', {})) as { providers: any[] };
    const [wx, alipay] = detail.providers;
    assert.deepEqual([wx.key, wx.name, alipay.key, alipay.setting], ['wechat', '微信支付', 'alipay', null]);
    assert.deepEqual(
      wx.fields.map((f: any) => [f.key, !!f.secret]),
      [
        ['apiKey', true],
        ['serialNo', false],
      ],
    );
    assert.deepEqual(
      { ...wx.setting, updatedAt: undefined },
      {
        provider: 'wechat',
        providerName: '微信支付',
        merchantId: '1600000001',
        appId: 'wx8888',
        values: { serialNo: 'SERIAL01' },
        secretHints: { apiKey: '****9c21' },
        accountId: a.accountId,
        accountName: '微信收款',
        enabled: true,
        updatedBy: '管理员',
        updatedAt: undefined,
      },
    );
    assert.ok(!JSON.stringify(detail).includes(API_KEY));
    const inClear = await app.infra.pool.query(`select count(*)::int as n from events where data::text like $1`, [`%${API_KEY}%`]);
    assert.equal(inClear.rows[0].n, 0, 'the secret is stored sealed, never in the clear');
    const log = await a.call('AuditRecord/PageQuery', { pageSize: 50 });
    assert.ok(
      log.data.some((r: any) => r.title === '修改移动支付设置' && r.route === '/api/PaySetting/Save'),
      '操作日志 shows the change',
    );

    // Left empty, the secret saved is kept; saved unchanged, nothing is recorded; both providers may be enabled.
    await a.call('PaySetting/Save', a.setting('wechat', { values: { apiKey: '', serialNo: 'SERIAL01' } }));
    const before = await events();
    await a.call('PaySetting/Save', a.setting('wechat', { values: { serialNo: 'SERIAL01' } }));
    assert.equal(await events(), before, 'an unchanged save records nothing');
    assert.equal((await a.call('PaySetting/Detail', {})).providers[0].setting.secretHints.apiKey, '****9c21');
    await a.call('PaySetting/Save', a.setting('alipay'));
    assert.deepEqual(
      (await app.call('OrderTrade/Providers', { storeCode: a.storeCode })).body.returnData.providers.map((p: any) => [p.key, p.channels]),
      [
        ['alipay', ['qr', 'wap']],
        ['wechat', ['qr', 'wap']],
      ],
    );
    assert.deepEqual((await app.call('OrderTrade/Providers', { storeCode: b.storeCode })).body.returnData.providers, []);
  });

  it('a store order is paid only by a genuine notification for its merchant and amount; a repeat changes nothing', async () => {
    const order = await a.order();
    await refused(pay(order, { phone: '13900000000' }), 404, /^订单不存在$/);
    await refused(pay(order, { storeCode: b.storeCode }), 404, /^订单不存在$/);
    await refused(pay(order, { returnUrl: 'https://evil.example.com/' }), 400, /^返回地址不是本站地址$/);
    const first = await pay(order);
    assert.equal(first.status, 200, JSON.stringify(first.body));
    const qr = first.body.returnData;
    assert.deepEqual([qr.amount, qr.channel, qr.codeUrl], [25.5, 'qr', `weixin://wxpay/bizpayurl?pr=${qr.payOrderId}`]);
    assert.deepEqual((await pay(order)).body.returnData, qr, 'asked again, the open payment is given back');
    const wap = (await pay(order, { channel: 'wap' })).body.returnData;
    assert.notEqual(wap.payOrderId, qr.payOrderId);
    assert.match(wap.payUrl, /^https:\/\/pay\.example\.com\/h5\//);
    assert.deepEqual(wechat.trade(qr.payOrderId)?.state, { state: 'closed' }, 'the other channel’s payment is closed at the provider');

    const paid = wechat.pay(wap.payOrderId);
    const status = async () => (await app.call('OrderTrade/Status', buyer(order, { payOrderId: wap.payOrderId }))).body.returnData.status;
    const refusedNotice = async (n: { body: string; headers: Record<string, string> }, payOrderId = wap.payOrderId) => {
      const before = await events();
      const r = await notify('wechat', payOrderId, n);
      assert.equal(r.status, 400);
      assert.deepEqual(JSON.parse(await r.text()), { code: 'FAIL' });
      assert.equal(await events(), before, 'a refused notification writes nothing');
    };
    await refusedNotice(wechat.notice(paid, 'not-the-merchant-key'));
    await refusedNotice({ ...wechat.notice(paid, API_KEY), body: wechat.notice({ ...paid, amount: '0.01' }, API_KEY).body });
    await refusedNotice(wechat.notice({ ...paid, amount: '0.01' }, API_KEY));
    await refusedNotice(wechat.notice(paid, API_KEY, { mchid: '1600000999', appid: 'wx8888' }));
    await refusedNotice(wechat.notice(paid, API_KEY), qr.payOrderId);
    assert.equal((await notify('wechat', 'no-such-payment', wechat.notice(paid, API_KEY))).status, 400);
    assert.equal((await notify('paypal', wap.payOrderId, wechat.notice(paid, API_KEY))).status, 404);
    assert.equal((await flow({ status: 'paid' })).totalCount, 0, 'nothing paid from a refused notification');

    const genuine = wechat.notice(paid, API_KEY);
    const ok = await notify('wechat', wap.payOrderId, genuine);
    assert.equal(ok.status, 200);
    assert.deepEqual(JSON.parse(await ok.text()), { code: 'SUCCESS' });
    const before = await events();
    assert.equal((await notify('wechat', wap.payOrderId, genuine)).status, 200, 'a repeated notification is answered');
    assert.equal(await events(), before, 'and changes nothing');
    assert.equal(await status(), 'paid');

    const rows = (await flow({ startDate: today, endDate: today, keyword: order.orderNo })).data;
    assert.deepEqual(
      rows.map((r: any) => [r.kind, r.status, r.statusName, r.channelName, r.amount, r.orderNo, r.tradeNo, r.payer, r.source]),
      [
        ['pay', 'paid', '已支付', '手机网站支付', 25.5, order.orderNo, paid.tradeNo, 'o-buyer-01', 'store'],
        ['pay', 'closed', '已关闭', '扫码支付', 25.5, order.orderNo, null, '', 'store'],
      ],
    );
    await refused(pay(order), 422, /^订单.+已支付$/);
  });

  it('a payment whose notification never came is settled by asking the provider', async () => {
    const order = await a.order();
    const { payOrderId } = (await pay(order)).body.returnData;
    const status = () => app.call('OrderTrade/Status', buyer(order, { payOrderId }));
    assert.deepEqual((await status()).body.returnData, { payOrderId, status: 'created', paidAmount: 0 });
    wechat.pay(payOrderId);
    assert.deepEqual((await status()).body.returnData, { payOrderId, status: 'paid', paidAmount: 25.5 });
    await refused(app.call('OrderTrade/Status', buyer(order, { payOrderId: 'x'.repeat(32) })), 404, /^支付单不存在$/);
  });

  it('an order paid, or with a payment asked within its hold, keeps its goods; one that lapses has its payment closed at the provider', async () => {
    const [paid, paying, unpaid] = [await a.order(), await a.order(), await a.order()];
    const first = (await pay(paid)).body.returnData.payOrderId;
    assert.equal((await notify('wechat', first, wechat.notice(wechat.pay(first), API_KEY))).status, 200);
    const { payOrderId } = (await pay(paying)).body.returnData;
    const asked: Date = (await app.infra.pool.query(`select created_at from pay_orders where pay_order_id = $1`, [payOrderId])).rows[0]
      .created_at;
    const lapseAt = (ms: number) =>
      app.module.get(CommandBus).execute(new LapseOrdersCommand(new Date(asked.getTime() + ORDER_HOLD_MINUTES * 60_000 + ms)));
    const statuses = () =>
      Promise.all([paid, paying, unpaid].map(async (o) => (await a.call('StoreOrder/Detail', { orderId: o.orderId })).status));
    await lapseAt(-1);
    assert.deepEqual(await statuses(), ['new', 'new', 'cancelled']);
    await lapseAt(1);
    assert.deepEqual(await statuses(), ['new', 'cancelled', 'cancelled']);
    assert.ok(wechat.calls.includes(`close ${payOrderId}`), 'closed at the provider');
    assert.equal((await flow({ keyword: payOrderId })).data[0].status, 'closed');
    await refused(pay(unpaid), 422, /已取消，不能支付/);
  });

  it('the sweep settles an open payment a minute old and closes one past its time', async () => {
    const [late, gone] = [await a.order(), await a.order()];
    const paidLate = (await pay(late)).body.returnData.payOrderId;
    const never = (await pay(gone)).body.returnData.payOrderId;
    wechat.pay(paidLate);
    await app.module.get(Payments).sweep(new Date(Date.now() + 2 * 60_000));
    const rows = async () => Object.fromEntries((await flow()).data.map((r: any) => [r.payOrderId, r.status]));
    assert.deepEqual([(await rows())[paidLate], (await rows())[never]], ['paid', 'created']);
    await app.module.get(Payments).sweep(new Date(Date.now() + (ORDER_HOLD_MINUTES + 1) * 60_000));
    assert.equal((await rows())[never], 'closed');
  });

  it('a paid store order turned into a sale carries its payment: audited, the sale owes nothing', async () => {
    const order = await a.order('13800002222');
    const { payOrderId } = (
      await app.call('OrderTrade/Pay', { ...buyer(order, { phone: '13800002222' }), provider: 'alipay', channel: 'wap' })
    ).body.returnData;
    assert.equal(
      (
        await notify(
          'alipay',
          payOrderId,
          ali.notice(ali.pay(payOrderId), API_KEY, { mchid: '2088000000000001', appid: '2021000000000001' }),
        )
      ).status,
      200,
    );
    await a.call('StoreUser/Link', { phone: '13800002222', customId: a.customId });
    const sale = await a.call('StoreOrder/Turn', { orderId: order.orderId, warehouseId: a.warehouseId });
    const detail = await a.call('Sale/Detail', { saleId: sale.saleId });
    assert.deepEqual([Number(detail.receiveAmount), detail.accountId], [25.5, a.accountId]);
    await a.call('Sale/Audit', { saleId: sale.saleId });
    assert.equal(await a.owes(), 0, '应收 shows nothing owed');
    const [row] = (await flow({ keyword: payOrderId })).data;
    assert.deepEqual([row.billId, row.billNo], [sale.saleId, sale.billNo]);
  });

  it('cancelling a paid store order refunds it in full', async () => {
    const order = await a.order();
    const { payOrderId } = (await pay(order)).body.returnData;
    await notify('wechat', payOrderId, wechat.notice(wechat.pay(payOrderId), API_KEY));
    const mine = async () =>
      (await app.call('StoreFront/Orders', { storeCode: a.storeCode, phone: '13800001111', lookupCodes: [order.lookupCode] })).body
        .returnData.data[0];
    assert.deepEqual([(await mine()).orderNo, (await mine()).paidAmount], [order.orderNo, 25.5], '我的订单 shows it paid');
    await a.call('StoreOrder/Cancel', { orderId: order.orderId, reason: '顾客不要了' });
    assert.equal((await mine()).paidAmount, 0, 'and, refunded, no longer');
    const rows = (await flow({ keyword: order.orderNo })).data;
    assert.deepEqual(
      rows.map((r: any) => [r.kind, r.status, r.amount, r.refundedAmount]),
      [
        ['refund', 'success', 25.5, 0],
        ['pay', 'paid', 25.5, 25.5],
      ],
    );
    assert.ok(wechat.calls.includes(`refund ${payOrderId} 25.50`));
  });

  it('paid after its order was cancelled, the money taken is recorded and refunded', async () => {
    const order = await a.order();
    const { payOrderId } = (await pay(order)).body.returnData;
    const paid = wechat.pay(payOrderId);
    // The cancel asks the provider first: paid by then, it is refunded. Here the buyer pays only after the close.
    wechat.trade(payOrderId)!.state = { state: 'waiting' };
    await a.call('StoreOrder/Cancel', { orderId: order.orderId, reason: '顾客不要了' });
    assert.equal((await flow({ keyword: payOrderId })).data[0].status, 'closed');
    wechat.trade(payOrderId)!.state = { state: 'paid', paid };
    assert.equal((await notify('wechat', payOrderId, wechat.notice(paid, API_KEY))).status, 200);
    assert.deepEqual(
      (await flow({ keyword: payOrderId })).data.map((r: any) => [r.kind, r.status]),
      [
        ['refund', 'success'],
        ['pay', 'paid'],
      ],
    );
  });

  it('扫码收款 at the counter: the buyer confirms, the payment is paid and its 收款单 leaves the sale owing nothing, once', async () => {
    const sale = await a.sale(2);
    assert.equal(await a.owes(), 60);
    assert.equal((await a.call('Sale/Detail', { saleId: sale.saleId })).openAmount, 60);
    await refused(a.raw('OrderTrade/CodePay', { saleId: sale.saleId, authCode: '999' }), 400, /^付款码无法识别/);
    await refused(
      a.raw('OrderTrade/CodePay', { saleId: sale.saleId, authCode: WECHAT_CODE_WAITS, amount: 61 }),
      400,
      /^收款金额61.00超过销售单.+未收金额60.00$/,
    );
    await refused(b.raw('OrderTrade/CodePay', { saleId: sale.saleId, authCode: WECHAT_CODE_WAITS }), 404, /^销售单不存在$/);
    const started = await a.call('OrderTrade/CodePay', { saleId: sale.saleId, authCode: WECHAT_CODE_WAITS });
    assert.deepEqual(
      { ...started, payOrderId: undefined },
      { payOrderId: undefined, status: 'paying', amount: 60, message: '等待顾客在手机上确认支付' },
    );
    await refused(a.raw('OrderTrade/CodePay', { saleId: sale.saleId, authCode: WECHAT_CODE_WAITS }), 422, /正在支付/);
    assert.deepEqual(await a.call('OrderTrade/Query', { payOrderId: started.payOrderId }), {
      payOrderId: started.payOrderId,
      status: 'paying',
      paid: false,
    });
    const paid = wechat.pay(started.payOrderId);
    assert.deepEqual(await a.call('OrderTrade/Query', { payOrderId: started.payOrderId }), {
      payOrderId: started.payOrderId,
      status: 'paid',
      paid: true,
    });
    assert.equal(await a.owes(), 0, 'the receipt wrote the sale off');
    assert.equal((await a.call('Sale/Detail', { saleId: sale.saleId })).openAmount, 0, 'and the sale says it owes nothing');
    const receipts = await a.call('CustomReceive/PageQuery', { pageSize: 50 });
    const before = await events();
    await a.call('OrderTrade/Query', { payOrderId: started.payOrderId });
    assert.equal((await notify('wechat', started.payOrderId, wechat.notice(paid, API_KEY))).status, 200);
    await app.module.get(Payments).sweep(new Date(Date.now() + 2 * 60_000));
    assert.equal(await events(), before, 'asked again, notified again, swept: nothing more');
    assert.equal((await a.call('CustomReceive/PageQuery', { pageSize: 50 })).totalCount, receipts.totalCount);
    assert.equal(await a.owes(), 0);
    await refused(a.raw('OrderTrade/CodePay', { saleId: sale.saleId, authCode: ALIPAY_CODE }), 422, /已无未收金额$/);
  });

  it('a crash before or after the 收款单 is posted never doubles it: the sweep posts it once', async () => {
    const postings = app.module.get(PayPostings);
    const real = postings.receipt.bind(postings);
    const receipts = async () => (await a.call('CustomReceive/PageQuery', { pageSize: 50 })).totalCount as number;
    const before = await receipts();
    const owed = await a.owes();
    const paidWithCrash = async (crash: PayPostings['receipt']) => {
      const sale = await a.sale(1);
      const { payOrderId } = await a.call('OrderTrade/CodePay', { saleId: sale.saleId, authCode: WECHAT_CODE_WAITS });
      wechat.pay(payOrderId);
      postings.receipt = crash;
      try {
        assert.equal((await a.raw('OrderTrade/Query', { payOrderId })).status, 500);
      } finally {
        postings.receipt = real;
      }
      return payOrderId;
    };
    const beforeReceipt = await paidWithCrash(async () => {
      throw new Error('the process died before the receipt');
    });
    assert.equal(await receipts(), before);
    const afterReceipt = await paidWithCrash(async (...args) => {
      await real(...args);
      throw new Error('the process died after the receipt');
    });
    assert.equal(await receipts(), before + 1);
    assert.equal(await a.owes(), owed + 30);
    await app.module.get(Payments).sweep(new Date(Date.now() + 2 * 60_000));
    await app.module.get(Payments).sweep(new Date(Date.now() + 2 * 60_000));
    assert.equal(await receipts(), before + 2, 'one receipt for each payment, whatever was retried');
    assert.equal(await a.owes(), owed);
    for (const id of [beforeReceipt, afterReceipt]) assert.ok((await flow({ keyword: id })).data[0].billNo);
  });

  it('a 付款码 the buyer never confirms is cancelled at the provider; one paid at once posts at once', async () => {
    const owed = await a.owes();
    const sale = await a.sale(1);
    const waiting = await a.call('OrderTrade/CodePay', { saleId: sale.saleId, authCode: WECHAT_CODE_WAITS });
    assert.deepEqual(await a.call('OrderTrade/Cancel', { payOrderId: waiting.payOrderId }), {
      payOrderId: waiting.payOrderId,
      status: 'closed',
    });
    assert.ok(wechat.calls.includes(`close ${waiting.payOrderId}`));
    const paid = await a.call('OrderTrade/CodePay', { saleId: sale.saleId, authCode: ALIPAY_CODE, amount: 10 });
    assert.deepEqual({ ...paid, payOrderId: undefined }, { payOrderId: undefined, status: 'paid', amount: 10 });
    assert.equal(await a.owes(), owed + 20);
    // The provider's answer is lost on the way: the payment stays open, and asked after, it is paid.
    const lost = await a.call('OrderTrade/CodePay', { saleId: sale.saleId, authCode: '134567890123456785' });
    assert.deepEqual(
      [lost.status, lost.amount, lost.message],
      ['paying', 20, '支付结果未知（无法连接微信支付，请稍后再试），请稍后查询'],
      'the amount defaults to what the sale still owes',
    );
    assert.equal((await a.call('OrderTrade/Query', { payOrderId: lost.payOrderId })).status, 'paid');
    assert.equal(await a.owes(), owed);
  });

  it('refunds, whole or partial, never pass what was paid; a sale return refunds through the original payment', async () => {
    const sale = await a.sale(3);
    const owedBefore = await a.owes();
    const { payOrderId } = await a.call('OrderTrade/CodePay', { saleId: sale.saleId, authCode: ALIPAY_CODE });
    assert.equal(await a.owes(), owedBefore - 90);
    await refused(a.raw('OrderTrade/Refund', { payOrderId, amount: 90.01, reason: '多收' }), 422, /^退款金额90.01超过可退金额90.00$/);
    await refused(b.raw('OrderTrade/Refund', { payOrderId, amount: 1, reason: '多收' }), 404, /^支付单不存在$/);
    const ret = await a.call('SaleReturn/Save', {
      customId: a.customId,
      saleId: sale.saleId,
      billDate: today,
      warehouseId: a.warehouseId,
      lines: [{ skuId: a.skuId, qty: 1, price: 30 }],
      audit: true,
    });
    const refundable = await a.call('OrderTrade/Refundable', { saleReturnId: ret.returnId });
    assert.deepEqual(
      refundable.payments.map((p: any) => [p.payOrderId, p.provider, p.amount, p.refundable]),
      [[payOrderId, 'alipay', 90, 90]],
    );
    await refused(
      a.raw('OrderTrade/Refund', { payOrderId, amount: 30.01, reason: '退货', saleReturnId: ret.returnId }),
      422,
      /^退款金额超过销售退货单/,
    );
    const owedAfterReturn = await a.owes();
    assert.equal(owedAfterReturn, owedBefore - 90 - 30, 'the return leaves the customer 30 in credit');
    const refunded = await a.call('OrderTrade/Refund', { payOrderId, amount: 30, reason: '退货', saleReturnId: ret.returnId });
    assert.deepEqual({ ...refunded, refundId: undefined }, { refundId: undefined, status: 'success', amount: 30 });
    assert.equal(
      await a.owes(),
      owedAfterReturn + 30,
      'the money paid back is posted against the return: 应收 is back where the sale left it',
    );
    const refunds = await a.call('CustomRefund/PageQuery', { pageSize: 50 });
    assert.ok(
      refunds.data.some((r: any) => Number(r.amount) === 30),
      JSON.stringify(refunds.data),
    );
    const partial = await a.call('OrderTrade/Refund', { payOrderId, amount: 20, reason: '少发货' });
    assert.equal(partial.status, 'success');
    await refused(a.raw('OrderTrade/Refund', { payOrderId, amount: 40.01, reason: '多收' }), 422, /^退款金额40.01超过可退金额40.00$/);
    // The provider cannot be reached: the refund stays under way (its amount held), and the sweep asks it again.
    ali.outage.refunds = true;
    const r = await a.raw('OrderTrade/Refund', { payOrderId, amount: 40, reason: '全退' });
    ali.outage.refunds = false;
    assert.deepEqual([r.status, r.body.errorCode], [422, 'PAY_UNREACHABLE']);
    await refused(a.raw('OrderTrade/Refund', { payOrderId, amount: 0.01, reason: '多收' }), 422, /^退款金额0.01超过可退金额0.00$/);
    assert.equal((await flow({ keyword: payOrderId, status: 'processing' })).totalCount, 1);
    await app.module.get(Payments).sweep(new Date(Date.now() + 2 * 60_000));
    const [row] = (await flow({ keyword: payOrderId, status: 'paid' })).data;
    assert.equal(row.refundedAmount, 90);
    assert.equal((await flow({ keyword: payOrderId })).totalCount, 4);
    assert.equal((await flow({ keyword: payOrderId, status: 'success' })).totalCount, 3);
  });

  it('a phone’s browser is sent back only to this site: PUBLIC_URL, or the page that asked', async () => {
    const order = await a.order();
    const page = 'http://127.0.0.1:8080';
    const back = `${page}/m/${a.storeCode}?paidOrder=${order.orderId}`;
    await refused(pay(order, { channel: 'wap', returnUrl: back }), 400, /^返回地址不是本站地址$/);
    await refused(
      app.call('OrderTrade/Pay', buyer(order, { provider: 'wechat', channel: 'wap', returnUrl: 'javascript:alert(1)' }), {
        headers: { origin: page },
      }),
      400,
      /^返回地址不是本站地址$/,
    );
    const r = await app.call('OrderTrade/Pay', buyer(order, { provider: 'wechat', channel: 'wap', returnUrl: back }), {
      headers: { origin: page },
    });
    assert.equal(r.status, 200, JSON.stringify(r.body));
    assert.match(r.body.returnData.payUrl, /^https:\/\/pay\.example\.com\/h5\//);
  });

  it('reconciliation lists what the provider’s bill and our records disagree on', async () => {
    const bill = async () => a.call('PayOrder/Reconcile', { provider: 'wechat', date: today });
    const clean = await bill();
    assert.deepEqual([clean.mismatches, clean.billCount > 0, clean.matched], [[], true, clean.billCount]);
    wechat.planted.push({
      kind: 'pay',
      payOrderId: 'f'.repeat(32),
      tradeNo: '4200000000000001',
      amount: '9.90',
      at: new Date().toISOString(),
    });
    const found = await bill();
    assert.deepEqual(found.mismatches, [
      { payOrderId: 'f'.repeat(32), kind: 'pay', tradeNo: '4200000000000001', ours: null, theirs: 9.9, reason: '对方有我方无' },
    ]);
    wechat.planted.pop();
  });

  it('another company sees and changes nothing of these', async () => {
    const mine = (await flow()).data;
    assert.ok(mine.length > 5);
    assert.equal((await b.call('PayOrder/PageQuery', {})).totalCount, 0);
    assert.deepEqual(
      (await b.call('PaySetting/Detail', {})).providers.map((p: any) => p.setting),
      [null, null],
    );
    await refused(b.raw('OrderTrade/Query', { payOrderId: mine[0].payOrderId }), 404, /^支付单不存在$/);
    await refused(b.raw('OrderTrade/Cancel', { payOrderId: mine[0].payOrderId }), 404, /^支付单不存在$/);
    await b.call('PaySetting/Save', b.setting('wechat', { merchantId: '1600000002' }));
    assert.equal((await a.call('PaySetting/Detail', {})).providers[0].setting.merchantId, '1600000001');
    assert.equal((await app.call('PaySetting/Detail', {})).status, 401);
  });
});

/**
 * PUBLIC_URL for the providers' stand-ins to post their notifications to, as a provider reaches the shop from outside:
 * it passes each request on to the app once the app is up (`to`), or drops it while `dropping` (a lost notification).
 */
async function relay() {
  let target = '';
  let dropping = false;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (dropping) return void res.writeHead(503).end();
      const headers = Object.fromEntries(
        Object.entries(req.headers).filter(([k]) => !['host', 'connection', 'content-length', 'transfer-encoding'].includes(k)),
      ) as Record<string, string>;
      void fetch(`${target}${req.url}`, { method: req.method, headers, body: new Uint8Array(Buffer.concat(chunks)) }).then(async (r) =>
        res.writeHead(r.status, { 'content-type': r.headers.get('content-type') ?? 'text/plain' }).end(Buffer.from(await r.arrayBuffer())),
      );
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    to: (url: string) => void (target = url),
    drop: (yes: boolean) => void (dropping = yes),
    close: () => new Promise((done) => server.close(done)),
  };
}

/**
 * The main storefront and counter scenarios through the real adapters, against local stand-ins that speak WeChat
 * Pay's APIv3 and Alipay's OpenAPI with keys made for the test: a store order paid by QR code and notified (a forged,
 * tampered or wrong-amount notification refused), then turned into a sale owing nothing; a lost notification settled
 * by query; a counter sale paid by 付款码 with the buyer's confirmation awaited; a sale return refunded through it;
 * the day's bill reconciled with one planted mismatch found.
 */
describe('移动支付 through the WeChat Pay and Alipay adapters against their stand-ins', () => {
  let app: TestApp;
  let ws: Awaited<ReturnType<typeof wechatPayServer>>;
  let ali: Awaited<ReturnType<typeof alipayServer>>;
  let outside: Awaited<ReturnType<typeof relay>>;
  let a: Awaited<ReturnType<typeof shop>>;
  const events = async () => (await app.infra.pool.query('select count(*)::int as n from events')).rows[0].n as number;
  const post = (path: string, n: { headers: Record<string, string>; body: Buffer }) =>
    fetch(`${app.url}${path}`, { method: 'POST', headers: n.headers, body: new Uint8Array(n.body) });
  const status = async (payOrderId: string) => (await a.call('PayOrder/PageQuery', { keyword: payOrderId, pageSize: 50 })).data;
  const refundStates = async (payOrderId: string) =>
    Object.fromEntries((await status(payOrderId)).filter((r: any) => r.kind === 'refund').map((r: any) => [r.refundId, r.status]));
  /** A refund past what is left (paid less refunded or under way) is refused and writes nothing. */
  const refusedOver = async (payOrderId: string, amount: number, left: number) => {
    const before = await events();
    const r = await a.raw('OrderTrade/Refund', { payOrderId, amount, reason: '多退' });
    assert.equal(r.status, 422);
    assert.equal(r.body.invMessage, `退款金额${amount.toFixed(2)}超过可退金额${left.toFixed(2)}`);
    assert.equal(await events(), before);
  };

  beforeAll(async () => {
    [ws, ali, outside] = await Promise.all([wechatPayServer(), alipayServer(), relay()]);
    app = await startTestApp({ env: { WECHATPAY_URL: ws.url, ALIPAY_GATEWAY: ali.url, PUBLIC_URL: outside.url } });
    outside.to(app.url);
    a = await shop(app, '丙水站');
    for (const [provider, account] of [
      ['wechat', ws.account],
      ['alipay', ali.account],
    ] as const)
      await a.call('PaySetting/Save', {
        provider,
        merchantId: account.merchantId,
        appId: account.appId,
        accountId: a.accountId,
        enabled: true,
        values: account.values,
      });
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await Promise.all([ws?.close(), ali?.close(), outside?.close()]);
  });

  it('a store order paid by WeChat QR code is recorded from WeChat’s genuine notification only, and turned into a sale it owes nothing', async () => {
    const order = await a.order('13800003333');
    const started = await app.call('OrderTrade/Pay', {
      storeCode: a.storeCode,
      orderId: order.orderId,
      phone: '13800003333',
      provider: 'wechat',
      channel: 'qr',
    });
    assert.equal(started.status, 200, JSON.stringify(started.body));
    const { payOrderId, codeUrl } = started.body.returnData;
    assert.match(codeUrl, /^weixin:\/\//);
    const notifyPath = `/api/OrderTrade/Notify/wechat/${payOrderId}`;
    const before = await events();
    const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' });
    for (const forged of [
      ws.notificationFor(payOrderId, { signingKey: String(stranger) }),
      ws.notificationFor(payOrderId, { tamperedBody: '{"id":"x","resource":{}}' }),
      ws.notificationFor(payOrderId, { resource: { trade_state: 'SUCCESS', transaction_id: '4200000000001', amount: { total: 1 } } }),
      { headers: { 'content-type': 'application/json' }, body: Buffer.from('{"not":"signed"}') },
    ]) {
      const r = await post(notifyPath, forged);
      assert.notEqual(r.status, 200);
      assert.notEqual(r.status, 204);
    }
    assert.equal(await events(), before, 'a forged, tampered or wrong-amount notification writes nothing');
    const answer = await ws.buyerPays(payOrderId);
    assert.ok(answer.ok, `WeChat’s notification answered ${answer.status}`);
    const again = await events();
    assert.ok((await post(notifyPath, ws.notificationFor(payOrderId))).ok, 'a repeated notification is answered');
    assert.equal(await events(), again, 'and changes nothing');
    const [row] = await status(payOrderId);
    assert.deepEqual([row.status, row.amount, row.tradeNo], ['paid', 25.5, ws.orders.get(payOrderId)!.transaction_id]);

    await a.call('StoreUser/Link', { phone: '13800003333', customId: a.customId });
    const sale = await a.call('StoreOrder/Turn', { orderId: order.orderId, warehouseId: a.warehouseId });
    await a.call('Sale/Audit', { saleId: sale.saleId });
    assert.equal(await a.owes(), 0, '应收 shows nothing owed');
  });

  it('a notification lost on the way is settled by asking WeChat; the order lapsing closes an unpaid one there', async () => {
    const order = await a.order();
    const buyer = { storeCode: a.storeCode, orderId: order.orderId, phone: '13800001111' };
    const { payOrderId } = (await app.call('OrderTrade/Pay', { ...buyer, provider: 'wechat', channel: 'wap' })).body.returnData;
    outside.drop(true);
    assert.equal((await ws.buyerPays(payOrderId)).status, 503);
    outside.drop(false);
    assert.deepEqual((await app.call('OrderTrade/Status', { ...buyer, payOrderId })).body.returnData, {
      payOrderId,
      status: 'paid',
      paidAmount: 25.5,
    });

    const unpaid = await a.order();
    const open = (
      await app.call('OrderTrade/Pay', {
        storeCode: a.storeCode,
        orderId: unpaid.orderId,
        phone: '13800001111',
        provider: 'wechat',
        channel: 'qr',
      })
    ).body.returnData.payOrderId;
    await app.module.get(CommandBus).execute(new LapseOrdersCommand(new Date(Date.now() + (ORDER_HOLD_MINUTES + 1) * 60_000)));
    assert.equal(ws.orders.get(open)!.trade_state, 'CLOSED');
    assert.equal((await status(open))[0].status, 'closed');
  });

  it('扫码收款 by an Alipay 付款码 waits for the buyer, then its 收款单 leaves the sale owing nothing; a sale return refunds through it', async () => {
    const sale = await a.sale(2);
    const code = '286543210987654329';
    const paying = await a.call('OrderTrade/CodePay', { saleId: sale.saleId, authCode: code });
    assert.deepEqual([paying.status, paying.amount], ['paying', 60]);
    assert.equal((await a.call('OrderTrade/Query', { payOrderId: paying.payOrderId })).status, 'paying');
    await ali.controls.buyerConfirms(code);
    assert.deepEqual(await a.call('OrderTrade/Query', { payOrderId: paying.payOrderId }), {
      payOrderId: paying.payOrderId,
      status: 'paid',
      paid: true,
    });
    assert.equal(await a.owes(), 0);

    const ret = await a.call('SaleReturn/Save', {
      customId: a.customId,
      saleId: sale.saleId,
      billDate: today,
      warehouseId: a.warehouseId,
      lines: [{ skuId: a.skuId, qty: 1, price: 30 }],
      audit: true,
    });
    assert.equal(await a.owes(), -30);
    const [payment] = (await a.call('OrderTrade/Refundable', { saleReturnId: ret.returnId })).payments;
    assert.deepEqual([payment.payOrderId, payment.refundable], [paying.payOrderId, 60]);
    const refund = await a.call('OrderTrade/Refund', {
      payOrderId: paying.payOrderId,
      amount: 30,
      reason: '退货',
      saleReturnId: ret.returnId,
    });
    assert.equal(refund.status, 'success');
    assert.equal(ali.controls.trade(paying.payOrderId).refunded, '30.00');
    assert.equal(await a.owes(), 0, 'the money paid back is posted against the return');
  });

  it('a WeChat refund under way is settled by its notification, or by the sweep asking when that is lost; a refused 付款码 fails', async () => {
    const sale = await a.sale(3);
    const refusedCode = await a.call('OrderTrade/CodePay', { saleId: sale.saleId, authCode: '134567890123456788' });
    assert.equal(refusedCode.status, 'failed');
    assert.match(refusedCode.message, /余额不足/);
    const { payOrderId, status: paidAtOnce } = await a.call('OrderTrade/CodePay', { saleId: sale.saleId, authCode: '134567890123456781' });
    assert.equal(paidAtOnce, 'paid');
    ws.refundsWillBe('PROCESSING');
    const first = await a.call('OrderTrade/Refund', { payOrderId, amount: 10, reason: '少发货' });
    assert.equal(first.status, 'processing');
    await refusedOver(payOrderId, 80.01, 80);
    assert.ok((await ws.refundSettles(first.refundId)).ok, 'WeChat’s refund notification is taken');
    const second = await a.call('OrderTrade/Refund', { payOrderId, amount: 20, reason: '破损' });
    outside.drop(true);
    await ws.refundSettles(second.refundId);
    outside.drop(false);
    assert.deepEqual(await refundStates(payOrderId), { [first.refundId]: 'success', [second.refundId]: 'processing' });
    await app.module.get(Payments).sweep(new Date(Date.now() + 2 * 60_000));
    assert.deepEqual(await refundStates(payOrderId), { [first.refundId]: 'success', [second.refundId]: 'success' });
    ws.refundsWillBe('SUCCESS');
    assert.equal((await status(payOrderId)).find((r: any) => r.kind === 'pay').refundedAmount, 30);
  });

  it('the day’s Alipay bill is reconciled: a line we know nothing of is the one mismatch', async () => {
    const clean = await a.call('PayOrder/Reconcile', { provider: 'alipay', date: today });
    assert.deepEqual(clean.mismatches, []);
    assert.equal(clean.matched, clean.billCount);
    ali.controls.billExtra({ payOrderId: 'a'.repeat(32), amount: '12.30' });
    const found = await a.call('PayOrder/Reconcile', { provider: 'alipay', date: today });
    assert.deepEqual(
      found.mismatches.map((m: any) => [m.payOrderId, m.kind, m.ours, m.theirs, m.reason]),
      [['a'.repeat(32), 'pay', null, 12.3, '对方有我方无']],
    );
  });

  it('对账单 paid from its link: taps at once make one WeChat order; another provider closes it; paid, the page says so and it is received once', async () => {
    await a.sale(7);
    const owed = Number(await a.owes());
    const made = await a.call('Statement/Create', { customId: a.customId, startDate: today, endDate: today });
    const pay = async (provider: string) => {
      const r = await fetch(`${app.url}${made.url}/pay`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `provider=${provider}`,
      });
      const html = await r.text();
      return { status: r.status, html, go: /content="0;url=([^"]+)"/.exec(html)?.[1].replace(/&amp;/g, '&') };
    };
    const placed = () => ws.calls.filter((c) => c.path === '/v3/pay/transactions/h5' && c.body.description === '对账单付款');
    const receipts = async () =>
      ((await a.call('CustomReceivable/FlowPageQuery', { customId: a.customId, pageSize: 100 })).data as any[]).filter(
        (r) => r.settledAmount > 0,
      ).length;
    const receiptsBefore = await receipts();

    const [one, ...others] = await Promise.all([1, 2, 3, 4].map(() => pay('wechat')));
    assert.ok(one.go?.startsWith('https://wx.tenpay.com/'), one.html);
    assert.deepEqual(
      others.map((o) => o.go),
      [one.go, one.go, one.go],
      'every tab goes to the same WeChat page',
    );
    assert.equal(placed().length, 1, 'one order placed at WeChat');
    const first = placed()[0].body.out_trade_no as string;
    assert.equal(placed()[0].body.amount.total, Math.round(owed * 100));
    assert.equal((await pay('wechat')).go, one.go, 'a later tap too');
    assert.equal(placed().length, 1);

    const byAlipay = await pay('alipay');
    assert.match(byAlipay.go!, new RegExp(`^${ali.url}`));
    assert.equal(ws.orders.get(first)!.trade_state, 'CLOSED', 'the WeChat order is closed there');
    const again = await pay('wechat');
    assert.equal(placed().length, 2, 'a closed payment is not given again');
    const second = placed()[1].body.out_trade_no as string;
    assert.notEqual(second, first);

    assert.ok((await ws.buyerPays(second)).ok);
    const notice = ws.notificationFor(second);
    const repeats = await Promise.all([0, 1].map(() => post(`/api/OrderTrade/Notify/wechat/${second}`, notice)));
    assert.ok(repeats.every((r) => r.ok));
    assert.equal(await receipts(), receiptsBefore + 1, 'one 收款单 however often WeChat notifies');
    assert.equal(Number(await a.owes()), 0);
    const page = await (await fetch(`${app.url}${made.url}`)).text();
    assert.match(page, new RegExp(`已在线支付 ¥${owed.toFixed(2)}`));
    assert.doesNotMatch(page, /<button class="pay"/, 'nothing is offered to pay');
    const late = await pay('wechat');
    assert.equal(late.status, 200);
    assert.match(late.html, new RegExp(`本对账单已支付 ¥${owed.toFixed(2)}，无需重复支付`));
    assert.equal(placed().length, 2);
    assert.notEqual(again.go, one.go);
  });
});

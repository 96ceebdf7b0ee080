import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { CommandBus } from '@nestjs/cqrs';
import { startTestApp, TestApp } from '../../testing/test-app';
import { today } from '../../testing/stock-shop';
import { fakeWechatPay } from '../../testing/pay-provider';
import { PaymentProviders } from './providers';
import { LapseOrdersCommand } from '../order/lapse-orders';
import { ORDER_HOLD_MINUTES } from '../order/store-order';

const SECRET = 'merchant-key-7f3a9c21';

async function storeCompany(app: TestApp, name: string) {
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
  const skuId = (
    await call('Product/Save', {
      productName: '矿泉水',
      productCode: 'WATER',
      unitName: '箱',
      skus: [{ salePrice: 30, purchasePrice: 20 }],
    })
  ).skus[0].skuId;
  await call('Buy/Save', { supplierId, billDate: today, warehouseId, lines: [{ skuId, qty: 20, price: 20 }], audit: true });
  const storeCode = (await call('StoreInfo/Update', { storeName: `${name}店`, open: true, warehouseId, delivery: true, pickup: true }))
    .storeCode as string;
  await call('StoreProduct/Save', { skuId, storePrice: '25.5', online: true });
  const order = async () => {
    const r = await app.call('StoreFront/PlaceOrder', {
      storeCode,
      buyerName: '李雷',
      phone: '13800001111',
      deliveryType: 'pickup',
      lines: [{ skuId, qty: 1 }],
    });
    assert.equal(r.status, 200, JSON.stringify(r.body));
    return r.body.returnData as { orderId: string; orderNo: string };
  };
  return { token, raw, call, storeCode, order };
}

/**
 * 移动支付 over HTTP with a stand-in provider: the merchant key is stored but never answered; a store order is paid
 * online and the provider's signed notification records it in 移动支付流水 with its order; a forged one is refused
 * and writes nothing; another company never sees or changes the settings or the payments.
 */
describe('online payments (PaySetting, OrderTrade, PayOrder)', () => {
  let app: TestApp;
  let a: Awaited<ReturnType<typeof storeCompany>>;
  let b: Awaited<ReturnType<typeof storeCompany>>;
  let fake: ReturnType<typeof fakeWechatPay>;
  const events = async () => (await app.infra.pool.query('select count(*)::int as n from events')).rows[0].n as number;
  const refused = async (call: Promise<any>, status: number, message: RegExp) => {
    const before = await events();
    const r = await call;
    assert.equal(r.status, status, JSON.stringify(r.body));
    assert.match(r.body.invMessage, message);
    assert.equal(await events(), before, 'nothing written');
    return r;
  };
  const pay = (orderId: string, storeCode = a.storeCode, phone = '13800001111') =>
    app.call('OrderTrade/Pay', { storeCode, orderId, phone });

  beforeAll(async () => {
    app = await startTestApp();
    fake = fakeWechatPay();
    app.module.get(PaymentProviders).add(fake.provider);
    a = await storeCompany(app, '甲水站');
    b = await storeCompany(app, '乙水站');
  }, 60_000);
  afterAll(() => app?.close());

  it('the settings are refused naming the field and write nothing; the key is never answered', async () => {
    await refused(a.raw('PaySetting/Save', { merchantId: '1600000001', secret: SECRET }), 400, /^支付服务商不能为空$/);
    await refused(
      a.raw('PaySetting/Save', { provider: 'paypal', merchantId: '1600000001', secret: SECRET }),
      400,
      /^支付服务商不在可选范围内$/,
    );
    await refused(
      a.raw('PaySetting/Save', { provider: 'wechat', merchantId: '商户 1', secret: SECRET }),
      400,
      /^商户号只能包含字母、数字、下划线和中划线$/,
    );
    await refused(a.raw('PaySetting/Save', { provider: 'wechat', merchantId: '1600000001' }), 400, /^商户密钥不能为空$/);
    await refused(
      a.raw('PaySetting/Save', { provider: 'wechat', merchantId: '1600000001', secret: 'short' }),
      400,
      /^商户密钥至少需要8个字符$/,
    );
    const order = await a.order();
    await refused(pay(order.orderId), 422, /^本店未开通在线支付/);

    await a.call('PaySetting/Save', { provider: 'wechat', merchantId: '1600000001', appId: 'wx8888', secret: SECRET, enabled: true });
    const detail = await a.raw('PaySetting/Detail', {});
    assert.equal(detail.status, 200);
    assert.deepEqual(
      { ...detail.body.returnData.setting, updatedAt: undefined },
      {
        provider: 'wechat',
        providerName: '微信支付',
        merchantId: '1600000001',
        appId: 'wx8888',
        secretHint: '****9c21',
        enabled: true,
        updatedBy: '管理员',
        updatedAt: undefined,
      },
    );
    assert.deepEqual(
      detail.body.returnData.providers.map((p: any) => [p.name, p.connected]),
      [
        ['微信支付', true],
        ['支付宝', false],
      ],
    );
    assert.ok(!JSON.stringify(detail.body).includes(SECRET));
    const stored = await app.infra.pool.query(`select count(*)::int as n from events where data::text like $1`, [`%${SECRET}%`]);
    assert.equal(stored.rows[0].n, 0, 'the key is stored sealed, never in the clear');
    // Saved again without the key, it keeps the one saved.
    await a.call('PaySetting/Save', { provider: 'wechat', merchantId: '1600000001', appId: 'wx8888', enabled: true });
    assert.equal((await a.call('PaySetting/Detail', {})).setting.secretHint, '****9c21');
  });

  it('a store order paid online is recorded from the provider’s signed notification and shown in 移动支付流水 with its order', async () => {
    const order = await a.order();
    await refused(pay(order.orderId, a.storeCode, '13900000000'), 404, /^订单不存在$/);
    await refused(pay(order.orderId, b.storeCode), 404, /^订单不存在$/);
    const started = (await pay(order.orderId)).body.returnData;
    assert.equal(started.amount, 25.5);
    assert.match(started.payUrl, /^https:\/\/pay\.example\.com\/cashier\//);

    const forged = fake.notification(started.payOrderId, '25.50', 'not-the-merchant-key');
    await refused(app.call('OrderTrade/Notify/wechat', forged), 400, /^支付通知签名校验失败$/);
    const tampered = { ...fake.notification(started.payOrderId, '25.50', SECRET), total: '0.01' };
    await refused(app.call('OrderTrade/Notify/wechat', tampered), 400, /^支付通知签名校验失败$/);
    await refused(app.call('OrderTrade/Notify/wechat', fake.notification('no-such-payment', '25.50', SECRET)), 404, /^支付单不存在$/);
    await refused(app.call('OrderTrade/Notify/alipay', fake.notification(started.payOrderId, '25.50', SECRET)), 404, /^支付服务商未接入$/);
    assert.equal((await a.call('PayOrder/PageQuery', {})).totalCount, 0, 'nothing recorded from a forged notification');

    const genuine = fake.notification(started.payOrderId, '25.50', SECRET);
    const ok = await app.call('OrderTrade/Notify/wechat', genuine);
    assert.equal(ok.status, 200, JSON.stringify(ok.body));
    const before = await events();
    assert.equal((await app.call('OrderTrade/Notify/wechat', genuine)).status, 200, 'a repeated notification is answered');
    assert.equal(await events(), before, 'and records nothing more');

    const flow = await a.call('PayOrder/PageQuery', { startDate: today, endDate: today });
    assert.equal(flow.totalCount, 1);
    assert.equal(flow.totals.amount, 25.5);
    const [row] = flow.data;
    assert.deepEqual(
      [row.orderId, row.orderNo, row.amount, row.payer, row.payType, row.providerName, row.tradeNo],
      [order.orderId, order.orderNo, 25.5, 'o-buyer-01', '微信支付', '微信支付', genuine.transaction_id],
    );
    assert.ok(row.payTime);
    await refused(pay(order.orderId), 422, /已支付/);
  });

  it('staff ask after a payment whose notification is late, and it is recorded when the provider says it is paid', async () => {
    const order = await a.order();
    const { payOrderId } = (await pay(order.orderId)).body.returnData;
    assert.deepEqual(await a.call('OrderTrade/Query', { payOrderId }), { payOrderId, paid: false });
    fake.paid.set(payOrderId, {
      payOrderId,
      tradeNo: 'T-late',
      amount: '25.5',
      payer: 'o-buyer-02',
      payType: '微信支付',
      paidAt: new Date().toISOString(),
    });
    assert.deepEqual(await a.call('OrderTrade/Query', { payOrderId }), { payOrderId, paid: true });
    assert.ok((await a.call('PayOrder/PageQuery', { keyword: order.orderNo })).data.some((r: any) => r.tradeNo === 'T-late'));
  });

  it('an order paid, or whose payment was asked within the 30 minutes, holds its goods past them; one not paid lapses and can no longer be paid', async () => {
    const [paid, paying, unpaid] = [await a.order(), await a.order(), await a.order()];
    const { payOrderId } = (await pay(paid.orderId)).body.returnData;
    assert.equal((await app.call('OrderTrade/Notify/wechat', fake.notification(payOrderId, '25.50', SECRET))).status, 200);
    assert.equal((await pay(paying.orderId)).status, 200);
    const asked: Date = (await app.infra.pool.query(`select created_at from pay_orders where order_id = $1`, [paying.orderId])).rows[0]
      .created_at;
    const lapseAt = (ms: number) =>
      app.module.get(CommandBus).execute(new LapseOrdersCommand(new Date(asked.getTime() + ORDER_HOLD_MINUTES * 60_000 + ms)));
    const statuses = async () =>
      Promise.all([paid, paying, unpaid].map(async (o) => (await a.call('StoreOrder/Detail', { orderId: o.orderId })).status));
    await lapseAt(-1);
    assert.deepEqual(await statuses(), ['new', 'new', 'cancelled']);
    await lapseAt(1);
    assert.deepEqual(
      await statuses(),
      ['new', 'cancelled', 'cancelled'],
      'a payment asked and never made holds the order 30 minutes from the asking',
    );
    await refused(pay(unpaid.orderId), 422, /已取消，不能支付/);
  });

  it('another company never sees or changes the payment settings or the payments', async () => {
    const mine = (await a.call('PayOrder/PageQuery', {})).data;
    assert.ok(mine.length >= 1);
    assert.equal((await b.call('PaySetting/Detail', {})).setting, null);
    assert.equal((await b.call('PayOrder/PageQuery', {})).totalCount, 0);
    await refused(b.raw('OrderTrade/Query', { payOrderId: mine[0].payOrderId }), 404, /^支付单不存在$/);
    await b.call('PaySetting/Save', { provider: 'alipay', merchantId: '2088000000000002', secret: 'another-merchant-key' });
    assert.equal(
      (await a.call('PaySetting/Detail', {})).setting.merchantId,
      '1600000001',
      'saving its own settings leaves the other company’s',
    );
    const r = await app.call('PaySetting/Detail', {});
    assert.equal(r.status, 401);
  });
});

import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { CommandBus } from '@nestjs/cqrs';
import { startTestApp, TestApp } from '../../testing/test-app';
import { today } from '../../testing/stock-shop';
import { LapseOrdersCommand } from './lapse-orders';
import { LAPSED_REASON, ORDER_HOLD_MINUTES } from './store-order';

/** A company of an edition with the store (单店订货版, 5): its token, `raw` and `call` (asserting 200, answering returnData). */
export async function storeCompany(app: TestApp, name: string) {
  const { token } = (
    await app.call('Register/Register', {
      companyName: name,
      loginName: `st${Date.now()}${Math.random().toString(36).slice(2, 6)}`,
      password: 'secret123',
      productType: 5,
    })
  ).body.returnData;
  const raw = (path: string, body: object) => app.call(path, body, { token });
  const call = async (path: string, body: object) => {
    const r = await raw(path, body);
    assert.equal(r.status, 200, `${path}: ${JSON.stringify(r.body)}`);
    return r.body.returnData;
  };
  return { token: token as string, raw, call };
}

/** A store company with a warehouse (总仓), a supplier, 水 (bought in: `stocked`) and 手机 (not published). */
async function shop(app: TestApp, name: string, stocked = 5) {
  const co = await storeCompany(app, name);
  const w1 = (await co.call('Warehouse/Save', { warehouseName: '总仓', warehouseCode: 'W1' })).warehouseId as string;
  const supplierId = (await co.call('Supplier/Save', { supplierName: '甲', supplierCode: 'S' })).supplierId as string;
  const product = async (fields: object) =>
    (await co.call('Product/Save', { ...fields, skus: [{ salePrice: 10, purchasePrice: 3 }] })).skus[0].skuId as string;
  const water = await product({ productName: '水', productCode: 'WATER', unitName: '瓶' });
  const phone = await product({ productName: '手机', productCode: 'PHONE', unitName: '台' });
  await co.call('Buy/Save', {
    supplierId,
    billDate: today,
    warehouseId: w1,
    lines: [{ skuId: water, qty: stocked, price: 1 }],
    audit: true,
  });
  return { ...co, w1, water, phone };
}

/**
 * 商城订单 over HTTP: a buyer orders on the storefront (no token), the order reserves the store warehouse's stock, the
 * staff turn it into a sale (once) whose audit moves the stock, or cancel it; bad orders are refused naming what is
 * wrong; another company never sees or changes the store's orders.
 */
describe('store orders (StoreFront/PlaceOrder → StoreOrder/Turn → Sale)', () => {
  let app: TestApp;
  let a: Awaited<ReturnType<typeof shop>>;
  let storeCode: string;
  /** A call of the storefront, from another address than the tests' own when `from` is given (each address has its limits). */
  const front = (action: string, body: object, from?: string) =>
    app.call(`StoreFront/${action}`, body, from ? { headers: { 'x-forwarded-for': from } } : {});
  const order = (lines: object[], extra: object = {}) =>
    front('PlaceOrder', {
      storeCode,
      buyerName: '王小明',
      phone: '13912345678',
      deliveryType: 'delivery',
      address: '南京路1号',
      lines,
      ...extra,
    });
  const water = (qty: number) => [{ skuId: a.water, qty }];
  /** 可用库存 and 占用 of 水 in 总仓, as 库存查询 answers. */
  const available = async () => {
    const row = (await a.call('Stock/PageQuery', { warehouseId: a.w1, pageSize: 50 })).data.find((r: any) => r.skuId === a.water);
    return [row.qty, row.reservedQty, row.avalidCount];
  };

  beforeAll(async () => {
    app = await startTestApp({ env: { TRUST_PROXY: 'loopback' } });
    a = await shop(app, '甲商行', 10);
    storeCode = (
      await a.call('StoreInfo/Update', {
        storeName: '甲便利店',
        open: true,
        warehouseId: a.w1,
        minOrderAmount: 4,
        delivery: true,
        pickup: true,
      })
    ).storeCode;
    await a.call('StoreProduct/Save', { skuId: a.water, storePrice: 2, online: true });
  });
  afterAll(() => app?.close());
  /** A product of its own (5 in stock, on sale at 2), in a store of its own with no minimum (丙商行's, opened once). */
  let own: Promise<{ c: Awaited<ReturnType<typeof shop>>; code: string; supplierId: string }> | undefined;
  const ownProduct = async (productName: string, productCode: string) => {
    own ??= (async () => {
      const c = await shop(app, '丙商行');
      const code = (
        await c.call('StoreInfo/Update', { storeName: '丙便利店', open: true, warehouseId: c.w1, delivery: true, pickup: true })
      ).storeCode as string;
      return { c, code, supplierId: (await c.call('Supplier/Save', { supplierName: '丁', supplierCode: 'S4' })).supplierId as string };
    })();
    const { c, code, supplierId } = await own;
    const skuId = (await c.call('Product/Save', { productName, productCode, unitName: '瓶', skus: [{ salePrice: 3, purchasePrice: 1 }] }))
      .skus[0].skuId as string;
    await c.call('Buy/Save', { supplierId, billDate: today, warehouseId: c.w1, lines: [{ skuId, qty: 5, price: 1 }], audit: true });
    await c.call('StoreProduct/Save', { skuId, storePrice: 2, online: true });
    return { c, code, skuId, supplierId };
  };

  it('the storefront shows the store and what it has on sale, at the store price, never a cost', async () => {
    const store = (await front('Store', { storeCode })).body.returnData;
    assert.equal(store.storeName, '甲便利店');
    assert.equal(store.open, true);
    assert.equal(store.minOrderAmount, 4);
    const products = (await front('Products', { storeCode })).body.returnData;
    assert.equal(products.totalCount, 1);
    const [p] = products.data;
    assert.deepEqual([p.productName, p.storePrice, p.availableQty], ['水', 2, 10]);
    assert.ok(!JSON.stringify(products).match(/cost|purchase|salePrice/i), JSON.stringify(p));
    assert.equal((await front('Products', { storeCode: 'nope' })).status, 404);
  });

  it('refuses bad orders naming the field or the line, and writes nothing', async () => {
    const refused = async (body: Promise<any>, status: number, message: RegExp, code?: string) => {
      const r = await body;
      assert.equal(r.status, status, JSON.stringify(r.body));
      assert.match(r.body.invMessage, message);
      if (code) assert.equal(r.body.errorCode, code);
    };
    await refused(order(water(2), { phone: '11345678901' }), 400, /手机号格式不正确/);
    await refused(order(water(2), { buyerName: '' }), 400, /收货人不能为空/);
    await refused(order([{ skuId: a.water, qty: 0 }]), 400, /商品第1行数量/);
    await refused(
      order([
        { skuId: a.water, qty: 2 },
        { skuId: a.phone, qty: 1 },
      ]),
      400,
      /第2行：商品未上架或已下架/,
    );
    await refused(order(water(2), { address: '' }), 400, /请填写收货地址/);
    await refused(order(water(1)), 422, /订单金额2元，未达到起订金额4元/, 'BELOW_MINIMUM');
    await refused(order(water(11)), 422, /第1行：水每单最多可订5瓶/, 'ORDER_LIMIT');
    await a.call('StoreInfo/Update', { storeName: '甲便利店', open: false });
    await refused(order(water(2)), 422, /店铺休息中/, 'STORE_CLOSED');
    await a.call('StoreInfo/Update', { storeName: '甲便利店', open: true });
    assert.equal((await a.call('StoreOrder/PageQuery', {})).totalCount, 0);
  });

  it('an open order reserves its goods; cancelled (with a reason) it frees them', async () => {
    const placed = (await order(water(3))).body.returnData;
    assert.match(placed.orderNo, new RegExp(`^DD${today.replace(/-/g, '')}\\d{4}$`));
    assert.deepEqual(await available(), [10, 3, 7]);
    assert.equal((await front('Products', { storeCode })).body.returnData.data[0].availableQty, 7);
    const noReason = await a.raw('StoreOrder/Cancel', { orderId: placed.orderId });
    assert.equal(noReason.status, 400);
    assert.equal((await a.call('StoreOrder/Cancel', { orderId: placed.orderId, reason: '顾客不要了' })).status, 'cancelled');
    assert.deepEqual(await available(), [10, 0, 10]);
    const mine = (await front('Orders', { storeCode, phone: '13912345678', lookupCodes: [placed.lookupCode] })).body.returnData.data;
    assert.deepEqual([mine[0].orderNo, mine[0].statusName, mine[0].cancelReason], [placed.orderNo, '已取消', '顾客不要了']);
  });

  it('buyers at once each decide on what the others left: of four wanting 4 of 10 (one order may take half), exactly one has them', async () => {
    const tries = await Promise.all(Array.from({ length: 4 }, (_, i) => order(water(4), { phone: `1391234560${i}` })));
    const won = tries.filter((r) => r.status === 200);
    assert.equal(won.length, 1, JSON.stringify(tries.map((r) => r.body.invMessage)));
    for (const r of tries.filter((t) => t.status !== 200))
      assert.deepEqual([r.body.errorCode, r.body.invMessage], ['ORDER_LIMIT', '第1行：水每单最多可订3瓶']);
    assert.deepEqual(await available(), [10, 4, 6]);
    await a.call('StoreOrder/Cancel', { orderId: won[0].body.returnData.orderId, reason: '测试' });
  });

  it('turned into a sale once (the 零售客户 for a buyer not linked, the linked 客户 otherwise); the sale audits as any and moves the stock', async () => {
    const { orderId, orderNo } = (await order(water(3))).body.returnData;
    assert.equal((await a.call('StoreOrder/Accept', { orderId })).status, 'accepted');
    const nowhere = await a.raw('StoreOrder/Turn', { orderId, warehouseId: 'nope' });
    assert.deepEqual([nowhere.status, nowhere.body.invMessage], [400, '仓库不存在']);
    assert.equal((await a.call('StoreOrder/Detail', { orderId })).history.length, 2, 'a refused turn writes nothing');
    const turned = await a.call('StoreOrder/Turn', { orderId, warehouseId: a.w1 });
    const again = await a.raw('StoreOrder/Turn', { orderId, warehouseId: a.w1 });
    assert.equal(again.status, 422);
    assert.match(again.body.invMessage, new RegExp(`订单${orderNo}已转为销售单，不能再转`));
    const sale = await a.call('Sale/Detail', { saleId: turned.saleId });
    assert.equal(sale.status, 'draft');
    assert.equal(sale.customName ?? sale.partnerName, '零售客户');
    assert.deepEqual(
      sale.lines.map((l: any) => [l.skuId, Number(l.qty), Number(l.price)]),
      [[a.water, 3, 2]],
    );
    // The draft sale holds the goods now, in the order's place.
    assert.deepEqual(await available(), [10, 3, 7]);
    await a.call('Sale/Audit', { saleId: turned.saleId });
    assert.deepEqual(await available(), [7, 0, 7]);
    const detail = await a.call('StoreOrder/Detail', { orderId });
    assert.deepEqual([detail.status, detail.saleId, detail.saleBillNo], ['turned', turned.saleId, turned.billNo]);
    assert.deepEqual(
      detail.history.map((h: any) => h.title),
      ['下单', '接单', '开始转销售单', '转为销售单'],
    );
    assert.equal((await a.call('StoreOrder/Ship', { orderId })).status, 'shipped');
    assert.equal((await a.call('StoreOrder/Done', { orderId })).status, 'done');
    assert.equal((await a.raw('StoreOrder/Cancel', { orderId, reason: '晚了' })).body.errorCode, 'BAD_STATUS');

    const customId = (await a.call('Custom/Save', { customName: '王小明', customCode: 'WXM' })).customId;
    await a.call('StoreUser/Link', { phone: '13912345678', customId });
    const user = (await a.call('StoreUser/PageQuery', { keyword: '139123456' })).data.find((u: any) => u.phone === '13912345678');
    assert.deepEqual(
      [user.buyerName, user.orderCount, user.orderAmount, user.customName, [...user.addresses]],
      ['王小明', 1, 6, '王小明', ['南京路1号']],
    );
    const next = (await order(water(2), { deliveryType: 'pickup', address: '' })).body.returnData;
    const sale2 = await a.call('StoreOrder/Turn', { orderId: next.orderId, warehouseId: a.w1 });
    assert.equal((await a.call('Sale/Detail', { saleId: sale2.saleId })).customId, customId);
    await a.call('Sale/Remove', { saleId: sale2.saleId });
  });

  it('a combo (商品套餐) on sale: as many sets as its scarcest component allows; ordered, its components are reserved; turned, the sale moves each', async () => {
    const supplierId = (await a.call('Supplier/Save', { supplierName: '乙', supplierCode: 'S2' })).supplierId;
    const product = async (productName: string, productCode: string) =>
      (await a.call('Product/Save', { productName, productCode, unitName: '个', skus: [{ salePrice: 5, purchasePrice: 1 }] })).skus[0]
        .skuId as string;
    const bread = await product('面包', 'BREAD');
    const milk = await product('牛奶', 'MILK');
    await a.call('Buy/Save', {
      supplierId,
      billDate: today,
      warehouseId: a.w1,
      audit: true,
      lines: [
        { skuId: bread, qty: 14, price: 2 },
        { skuId: milk, qty: 8, price: 3 },
      ],
    });
    const { comboId } = await a.call('ProductCombo/Save', {
      comboName: '早餐套餐',
      comboCode: 'ZC',
      comboPrice: 9,
      components: [
        { skuId: bread, qty: 2 },
        { skuId: milk, qty: 1 },
      ],
    });
    const stockRow = async (skuId: string) =>
      (await a.call('Stock/PageQuery', { warehouseId: a.w1, pageSize: 50 })).data.find((r: any) => r.skuId === skuId);
    const stockOf = async (skuId: string) => {
      const row = await stockRow(skuId);
      return [row.qty, row.reservedQty, row.avalidCount];
    };
    const onSale = async () =>
      (await front('Products', { storeCode, keyword: '早餐' })).body.returnData.data.map((p: any) => [
        p.comboId,
        p.skuId,
        p.productName,
        p.unitName,
        p.storePrice,
        p.availableQty,
      ]);

    const both = await a.raw('StoreProduct/Save', { skuId: bread, comboId, storePrice: 8 });
    assert.deepEqual([both.status, both.body.invMessage], [400, '商品与套餐只能选其一']);
    const { storeProductId } = await a.call('StoreProduct/Save', { comboId, storePrice: 8, online: true });
    const twice = await a.raw('StoreProduct/Save', { comboId, storePrice: 8 });
    assert.deepEqual([twice.status, twice.body.invMessage], [400, '该套餐已发布到商城，不能重复发布']);
    const row = await a.call('StoreProduct/Detail', { storeProductId });
    assert.deepEqual(
      [row.productName, row.productCode, row.unitName, row.skuId, row.sellable, row.availableQty],
      ['早餐套餐', 'ZC', '套', null, true, 7],
    );
    assert.deepEqual(await onSale(), [[comboId, null, '早餐套餐', '套', 8, 7]], 'bread allows 7 sets (14 / 2), milk 8');

    const short = await order([
      { comboId, qty: 1 },
      { comboId, qty: 3 },
    ]);
    assert.deepEqual(
      [short.status, short.body.errorCode, short.body.invMessage],
      [422, 'ORDER_LIMIT', '第2行：早餐套餐每单最多可订2套'],
      'bread: half of 14 for the order, 2 of it taken by line 1',
    );
    const neither = await order([{ qty: 1 }]);
    assert.deepEqual([neither.status, neither.body.invMessage], [400, '商品第1行：商品不能为空']);

    const placed = (await order([{ comboId, qty: 2 }])).body.returnData;
    assert.equal(placed.totalAmount, 16);
    assert.deepEqual(
      [await stockOf(bread), await stockOf(milk)],
      [
        [14, 4, 10],
        [8, 2, 6],
      ],
      'each component reserved: sets × its quantity per set',
    );
    assert.deepEqual((await onSale())[0][5], 5);
    const mine = (await front('Orders', { storeCode, phone: '13912345678', lookupCodes: [placed.lookupCode] })).body.returnData.data[0];
    assert.deepEqual(
      mine.lines.map((l: any) => [l.productName, l.unitName, l.qty, l.price]),
      [['早餐套餐', '套', 2, 8]],
    );

    const turned = await a.call('StoreOrder/Turn', { orderId: placed.orderId, warehouseId: a.w1 });
    const sale = await a.call('Sale/Detail', { saleId: turned.saleId });
    assert.deepEqual(
      sale.lines.map((l: any) => [l.skuId, Number(l.qty), l.combo?.comboId, Number(l.combo?.qty), Number(l.combo?.price)]),
      [
        [bread, 4, comboId, 2, 8],
        [milk, 2, comboId, 2, 8],
      ],
    );
    assert.deepEqual(
      [await stockOf(bread), await stockOf(milk)],
      [
        [14, 4, 10],
        [8, 2, 6],
      ],
      'the draft sale holds the components in the order’s place',
    );
    await a.call('Sale/Audit', { saleId: turned.saleId });
    assert.deepEqual(
      [await stockOf(bread), await stockOf(milk)],
      [
        [10, 0, 10],
        [6, 0, 6],
      ],
    );
    assert.deepEqual(
      [(await stockRow(bread)).costAmount, (await stockRow(milk)).costAmount],
      [10 * 2, 6 * 3],
      'each component left at its own cost (面包 2, 牛奶 3)',
    );
  });

  it('another company never sees nor changes the store orders', async () => {
    const { orderId } = (await order(water(2))).body.returnData;
    const b = await storeCompany(app, '乙商行');
    assert.equal((await b.call('StoreOrder/PageQuery', {})).totalCount, 0);
    assert.equal((await b.call('StoreUser/PageQuery', {})).totalCount, 0);
    for (const [path, body] of [
      ['StoreOrder/Detail', {}],
      ['StoreOrder/Accept', {}],
      ['StoreOrder/Cancel', { reason: 'x' }],
      ['StoreOrder/Turn', { warehouseId: a.w1 }],
    ] as const) {
      const r = await b.raw(path, { orderId, ...body });
      assert.equal(r.status, 404, `${path}: ${JSON.stringify(r.body)}`);
    }
    assert.equal((await b.raw('StoreUser/Link', { phone: '13912345678' })).status, 404);
    assert.equal((await a.call('StoreOrder/Detail', { orderId })).status, 'new');
  });

  it('one order from anyone with a phone number cannot take the shelf: at most half of what is left of a SKU (one at least), 50 at most', async () => {
    const { c, code, skuId, supplierId } = await ownProduct('矿泉水', 'KQS');
    const place = (qtys: number[], phone = '13700000001') =>
      front(
        'PlaceOrder',
        { storeCode: code, buyerName: '囤货人', phone, deliveryType: 'pickup', lines: qtys.map((qty) => ({ skuId, qty })) },
        '10.0.0.1',
      );
    const refusal = (r: any) => [r.status, r.body.errorCode, r.body.invMessage];

    // Before: one order took all 5, and every buyer after it was told 最多可订0瓶 until the staff cancelled it.
    assert.deepEqual(refusal(await place([5])), [422, 'ORDER_LIMIT', '第1行：矿泉水每单最多可订2瓶']);
    assert.equal(
      (await front('Products', { storeCode: code, keyword: '矿泉水' })).body.returnData.data[0].maxQty,
      2,
      'the storefront says how many one order may take',
    );
    assert.equal((await place([2])).status, 200);
    const next = await Promise.all(['13700000002', '13700000003', '13700000004'].map(async (phone) => (await place([1], phone)).status));
    assert.deepEqual(next, [200, 200, 200], 'the buyers after it still have theirs, down to the last unit');
    assert.deepEqual(refusal(await place([1], '13700000005')), [422, 'STOCK_SHORTAGE', '第1行：矿泉水库存不足，最多可订0瓶']);

    await c.call('Buy/Save', { supplierId, billDate: today, warehouseId: c.w1, lines: [{ skuId, qty: 200, price: 1 }], audit: true });
    assert.deepEqual(refusal(await place([60])), [422, 'ORDER_LIMIT', '第1行：矿泉水每单最多可订50瓶']);
    assert.deepEqual(
      refusal(await place([30, 30])),
      [422, 'ORDER_LIMIT', '第2行：矿泉水每单最多可订20瓶'],
      'lines of one SKU count together',
    );
  });

  it('我的订单 needs the 查询码 the order was placed with: a phone number alone shows nothing', async () => {
    const { code, skuId } = await ownProduct('果汁', 'GZ');
    const phone = '13600000001';
    const place = async () =>
      (
        await front(
          'PlaceOrder',
          { storeCode: code, buyerName: '王小明', phone, deliveryType: 'pickup', lines: [{ skuId, qty: 1 }] },
          '10.0.0.2',
        )
      ).body.returnData;
    const first = await place();
    const second = await place();
    const look = (body: object) => front('Orders', { storeCode: code, phone, ...body });
    const refusal = (r: any) => [r.status, r.body.invMessage];

    // Before: the store code and a phone number listed that phone's orders, to anyone.
    assert.deepEqual(refusal(await look({})), [400, '查询码不能为空']);
    assert.match(first.lookupCode, /^[a-hj-km-np-z2-9]{8}$/);
    assert.notEqual(first.lookupCode, second.lookupCode);
    assert.deepEqual(refusal(await look({ lookupCodes: ['aaaaaaaa'] })), [404, '没有找到订单，请核对手机号和查询码']);
    assert.deepEqual(refusal(await front('Orders', { storeCode: code, phone: '13600000002', lookupCodes: [first.lookupCode] })), [
      404,
      '没有找到订单，请核对手机号和查询码',
    ]);
    const one = (await look({ lookupCodes: [first.lookupCode.toUpperCase()] })).body.returnData.data;
    assert.deepEqual(
      one.map((o: any) => [o.orderNo, o.statusName]),
      [[first.orderNo, '待接单']],
      'only the order of that code, typed in any case',
    );
    const both = (await look({ lookupCodes: [first.lookupCode, second.lookupCode, 'aaaaaaaa'] })).body.returnData.data;
    assert.deepEqual(
      both.map((o: any) => o.orderNo),
      [second.orderNo, first.orderNo],
    );
  });

  it('an order the shop has not taken within 30 minutes lapses: the system cancels it (已超时) and its goods are free again; one taken stays', async () => {
    const { c, code, skuId } = await ownProduct('牛奶', 'NN');
    const place = async (qty: number, phone: string) =>
      (
        await front(
          'PlaceOrder',
          { storeCode: code, buyerName: '赵六', phone, deliveryType: 'pickup', lines: [{ skuId, qty }] },
          '10.0.0.3',
        )
      ).body.returnData;
    const waiting = await place(2, '13500000001');
    const taken = await place(1, '13500000002');
    await c.call('StoreOrder/Accept', { orderId: taken.orderId });
    const lapse = (minutes: number) => app.module.get(CommandBus).execute(new LapseOrdersCommand(new Date(Date.now() + minutes * 60_000)));
    const free = async () => (await front('Products', { storeCode: code, keyword: '牛奶' })).body.returnData.data[0].availableQty;
    const detail = (orderId: string) => c.call('StoreOrder/Detail', { orderId });
    assert.equal(await free(), 2);

    await lapse(ORDER_HOLD_MINUTES - 1);
    assert.equal((await detail(waiting.orderId)).status, 'new');
    await lapse(ORDER_HOLD_MINUTES + 1);
    await lapse(ORDER_HOLD_MINUTES + 2);
    const lapsed = await detail(waiting.orderId);
    assert.deepEqual([lapsed.status, lapsed.cancelReason], ['cancelled', LAPSED_REASON]);
    assert.deepEqual(
      lapsed.history.map((h: any) => [h.title, h.userName]),
      [
        ['下单', '赵六（商城顾客）'],
        ['取消订单', '系统（订单超时）'],
      ],
      'cancelled once, by the system',
    );
    assert.equal((await detail(taken.orderId)).status, 'accepted');
    assert.equal(await free(), 4);
    const mine = (await front('Orders', { storeCode: code, phone: '13500000001', lookupCodes: [waiting.lookupCode] })).body.returnData.data;
    assert.deepEqual(
      mine.map((o: any) => [o.statusName, o.cancelReason]),
      [['已取消', LAPSED_REASON]],
    );
  });

  it('the storefront is rate-limited per address, in Chinese: orders placed and orders looked up', async () => {
    for (const [action, body] of [
      ['PlaceOrder', { storeCode }],
      ['Orders', { storeCode, phone: '13912345678', lookupCodes: ['aaaaaaaa'] }],
    ] as const) {
      let last: any;
      for (let i = 0; i < 40 && last?.status !== 429; i++) last = await front(action, body);
      assert.equal(last.status, 429, action);
      assert.equal(last.body.invMessage, '访问太频繁，请稍后再试');
    }
  });
});

import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import { eventually } from '@jxc/infra/src/testing/test-database';
import { listParked } from '@jxc/projections';
import { startTestApp, TestApp } from '../../testing/test-app';
import { today } from '../../testing/stock-shop';

let seq = 0;
const uniq = (p: string) => `${p}${Date.now().toString(36)}${seq++}`;
const day = today.replace(/-/g, '');

describe('hostile input is refused before anything is written, and a bad event cannot stall the read models', () => {
  let app: TestApp;
  const companies: { token: string; w: string; supplier: string; custom: string; sku: string }[] = [];
  const eventCount = async () => (await app.infra.pool.query('select count(*)::int as n from events')).rows[0].n as number;
  const call = (i: number, path: string, body: unknown) => app.call(path, body, { token: companies[i].token });

  /** The call is refused with HTTP 400, a message naming the field, and no event. */
  async function refused(i: number, path: string, body: unknown, message: RegExp) {
    const before = await eventCount();
    const r = await call(i, path, body);
    assert.equal(r.status, 400, `${path}: ${JSON.stringify(r.body)}`);
    assert.equal(r.body.errorCode, 'VALIDATION');
    assert.match(r.body.invMessage, message);
    assert.equal(await eventCount(), before, `${path} wrote events although it was refused`);
  }

  beforeAll(async () => {
    app = await startTestApp();
    for (const name of ['甲', '乙']) {
      const token = (
        await app.call('Register/Register', { companyName: `公司${name}`, loginName: uniq('h'), password: 'secret123', productType: 2 })
      ).body.returnData.token;
      const c = (path: string, body: object) => app.call(path, body, { token }).then((r) => r.body.returnData);
      const w = (await c('Warehouse/Save', { warehouseName: '总仓', warehouseCode: 'W1' })).warehouseId;
      const supplier = (await c('Supplier/Save', { supplierName: '批发', supplierCode: 'S1' })).supplierId;
      const custom = (await c('Custom/Save', { customName: '张三', customCode: 'C1' })).customId;
      const sku = (
        await c('Product/Save', {
          productName: '可乐',
          productCode: 'K1',
          unitName: '瓶',
          skus: [{ spec: '330ml', salePrice: 3, purchasePrice: 2 }],
        })
      ).skus[0].skuId;
      companies.push({ token, w, supplier, custom, sku });
    }
  });
  afterAll(() => app.close());

  const buy = (i: number, line: object, extra: object = {}) => ({
    supplierId: companies[i].supplier,
    billDate: today,
    warehouseId: companies[i].w,
    lines: [{ skuId: companies[i].sku, qty: 1, price: 2, ...line }],
    ...extra,
  });

  test('numbers beyond what the database stores are refused naming the field', async () => {
    await refused(0, 'Buy/Save', buy(0, { qty: 1e308 }), /^明细第1行数量的绝对值不能超过999999999999\.999999$/);
    await refused(0, 'Buy/Save', buy(0, { price: '1'.repeat(30) }), /单价的绝对值不能超过/);
    await refused(0, 'Buy/Save', buy(0, { qty: 5e-324 }), /数量最多6位小数/);
    await refused(0, 'Buy/Save', buy(0, { qty: '999999999', price: '999999' }), /^明细第1行的金额或数量超出上限/);
    await refused(0, 'Product/UpdatePrice', { skuId: companies[0].sku, salePrice: 1e300 }, /^销售价的绝对值不能超过/);
    await refused(0, 'Custom/Save', { customName: '李四', customCode: 'C2', initAmount: 1e308 }, /^期初应收的绝对值不能超过/);
    await refused(0, 'Buy/PageQuery', { pageNo: 1e308 }, /^pageNo不能超过1000000$/);
    await refused(0, 'Buy/PageQuery', { sortField: 'constructor' }, /^sortField/);
  });

  test('text holding NUL or an unpaired surrogate is refused naming the field', async () => {
    await refused(
      0,
      'Product/Save',
      { productName: '可\u0000乐', productCode: 'K9', unitName: '瓶', skus: [{ salePrice: 3, purchasePrice: 2 }] },
      /^商品名称含有无法保存的字符$/,
    );
    await refused(0, 'Custom/PageQuery', { keyword: '\uD800' }, /^关键字含有无法保存的字符$/);
    await refused(0, 'Buy/Save', buy(0, { remark: 'x\uDFFF' }), /^明细第1行备注含有无法保存的字符$/);
  });

  test('a refused document takes no bill number: numbers stay consecutive', async () => {
    const sale = (qty: number) =>
      call(0, 'Sale/Save', {
        customId: companies[0].custom,
        billDate: today,
        warehouseId: companies[0].w,
        lines: [{ skuId: companies[0].sku, qty, price: 3 }],
        audit: true,
      });
    assert.equal((await call(0, 'Buy/Save', buy(0, { qty: 5 }, { audit: true }))).body.returnData.billNo, `CG${day}0001`);
    assert.equal((await sale(2)).body.returnData.billNo, `XS${day}0001`);
    const before = await eventCount();
    const short = await sale(100);
    assert.equal(short.body.errorCode, 'STOCK_SHORTAGE');
    assert.equal(await eventCount(), before);
    assert.equal((await sale(1)).body.returnData.billNo, `XS${day}0002`);

    const opening = (skuId: string) => call(0, 'InitStock/Save', { warehouseId: companies[0].w, lines: [{ skuId, qty: 1, price: 2 }] });
    const first = await opening(companies[0].sku);
    assert.equal(first.body.errorCode, 'BAD_STATUS', 'the SKU has moved already');
    const sku2 = (
      await call(0, 'Product/Save', { productName: '雪碧', productCode: 'K2', unitName: '瓶', skus: [{ salePrice: 3, purchasePrice: 2 }] })
    ).body.returnData.skus[0].skuId;
    assert.equal((await opening(sku2)).body.returnData.billNo, `QC${day}0001`);
  });

  test('an event the read models cannot take is set aside: other companies’ lists keep moving and /health counts it', async () => {
    const saved = await call(0, 'Buy/Save', buy(0, { qty: 3 }));
    const { rows } = await app.infra.pool.query(`select data from events where stream_id = $1`, [`Buy-${saved.body.returnData.buyId}`]);
    // As if written before input was checked: a quantity no numeric column holds.
    const docId = randomUUID();
    const poisoned = {
      ...rows[0].data,
      docId,
      billNo: 'CG-POISON',
      lines: rows[0].data.lines.map((l: object) => ({ ...l, qty: '1e308', baseQty: '1e308' })),
    };
    await app.infra.store.append(
      [{ streamId: `Buy-${docId}`, streamType: 'Buy', expectedVersion: 'no_stream', events: [{ type: 'BuySaved', data: poisoned }] }],
      { companyId: 'poisoner', userId: 'u' },
    );

    const other = await call(1, 'Buy/Save', buy(1, { qty: 7 }));
    assert.equal(other.status, 200);
    const list = await call(1, 'Buy/PageQuery', {});
    assert.deepEqual(
      list.body.returnData.data.map((d: { billNo: string }) => d.billNo),
      [other.body.returnData.billNo],
    );

    await eventually(async () =>
      assert.deepEqual(
        (await listParked(app.infra.dataSource.manager)).map((p) => [p.projection, p.eventType, p.companyId]),
        [['documents', 'BuySaved', 'poisoner']],
      ),
    );
    const health = await fetch(`${app.url}/health`);
    assert.equal(health.status, 200);
    assert.deepEqual(JSON.parse(await health.text()), { status: 'ok', parkedEvents: 1, role: 'all', projections: 'leading' });
  });
});

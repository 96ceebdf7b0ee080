import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import { company, startTestApp, TestApp } from '../../testing/test-app';
import { today } from '../../testing/stock-shop';

describe('商品套餐 (ProductCombo) over HTTP', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  test('a combo sold as one line moves each component at its own average cost; the return brings them back; the profit report costs the components', async () => {
    const { call, raw } = await company(app, 'combos');
    const w = (await call('Warehouse/Save', { warehouseName: '总仓', warehouseCode: 'W1' })).warehouseId;
    const supplierId = (await call('Supplier/Save', { supplierName: '甲', supplierCode: 'S' })).supplierId;
    const customId = (await call('Custom/Save', { customName: '客', customCode: 'C' })).customId;
    const sku = async (productName: string, productCode: string, salePrice: number, extra = {}) =>
      (await call('Product/Save', { productName, productCode, unitName: '个', ...extra, skus: [{ salePrice, purchasePrice: 1 }] })).skus[0]
        .skuId as string;
    const cup = await sku('杯子', 'CUP', 20);
    const lid = await sku('杯盖', 'LID', 5);
    const phone = await sku('手机', 'PHONE', 999, { serialFlag: true });
    // 杯子 averages (10×6 + 10×8) / 20 = 7, 杯盖 2.
    await call('Buy/Save', {
      supplierId,
      billDate: today,
      warehouseId: w,
      audit: true,
      lines: [
        { skuId: cup, qty: 10, price: 6 },
        { skuId: cup, qty: 10, price: 8 },
        { skuId: lid, qty: 30, price: 2 },
      ],
    });

    const refused = async (path: string, body: object, message: RegExp) => {
      const r = await raw(path, body);
      assert.equal(r.status, 400, `${path} ${JSON.stringify(body)}: ${JSON.stringify(r.body)}`);
      assert.match(r.body.invMessage, message);
    };
    const combo = {
      comboName: '杯子套装',
      comboCode: 'TZ-1',
      comboPrice: 30,
      components: [
        { skuId: cup, qty: 1 },
        { skuId: lid, qty: 2 },
      ],
    };
    await refused('ProductCombo/Save', { ...combo, components: [] }, /组成商品至少需要一行/);
    await refused('ProductCombo/Save', { ...combo, components: [{ skuId: cup, qty: 0 }] }, /组成商品第1行数量/);
    await refused(
      'ProductCombo/Save',
      {
        ...combo,
        components: [
          { skuId: cup, qty: 1 },
          { skuId: cup, qty: 1 },
        ],
      },
      /组成商品第2行与第1行是同一商品/,
    );
    await refused('ProductCombo/Save', { ...combo, components: [{ skuId: phone, qty: 1 }] }, /组成商品第1行“手机”按序列号/);
    await refused('ProductCombo/Save', { ...combo, components: [{ skuId: 'nope', qty: 1 }] }, /组成商品第1行的商品不存在/);
    await refused('ProductCombo/Save', { ...combo, comboCode: '套 餐' }, /套餐编码/);
    await refused('ProductCombo/Save', { ...combo, comboPrice: -1 }, /套餐价/);
    assert.equal((await call('ProductCombo/PageQuery', {})).totalCount, 0, 'nothing written');
    const { comboId } = await call('ProductCombo/Save', combo);
    await refused('ProductCombo/Save', { ...combo, comboName: '又一个' }, /套餐编码已存在/);

    await refused(
      'Sale/Save',
      {
        customId,
        billDate: today,
        warehouseId: w,
        lines: [
          { skuId: cup, qty: 1, price: 1 },
          { comboId: 'nope', qty: 1, price: 30 },
        ],
      },
      /明细第2行的套餐不存在或已停用/,
    );
    await refused('Sale/Save', { customId, billDate: today, warehouseId: w, lines: [{ qty: 1, price: 30 }] }, /明细第1行的商品不能为空/);
    await refused(
      'Buy/Save',
      { supplierId, billDate: today, warehouseId: w, lines: [{ comboId, qty: 1, price: 30 }] },
      /明细第1行商品不能为空/,
    );

    const sale = await call('Sale/Save', {
      customId,
      billDate: today,
      warehouseId: w,
      lines: [
        { comboId, qty: 3, price: 30 },
        { skuId: lid, qty: 1, price: 5 },
      ],
      audit: true,
    });
    const detail = await call('Sale/Detail', { saleId: sale.saleId });
    assert.equal(detail.totalAmount, 95);
    // 90 shared 20 : 2×5 → 60 and 30; each line keeps the combo line it came from.
    assert.deepEqual(
      detail.lines.map((l: any) => [l.productName, l.qty, l.amount, l.stockAmount, l.combo && l.combo.line]),
      [
        ['杯子', 3, 60, 21, 1],
        ['杯盖', 6, 30, 12, 1],
        ['杯盖', 1, 5, 2, null],
      ],
    );
    const stock = async () =>
      Object.fromEntries((await call('Stock/PageQuery', {})).data.map((r: any) => [r.productName, [r.qty, r.costAmount]]));
    assert.deepEqual(await stock(), { 杯子: [17, 119], 杯盖: [23, 46] });

    // A later change of the combo does not change what was sold: the return naming the sale takes its composition.
    await call('ProductCombo/Update', { comboId, ...combo, components: [{ skuId: cup, qty: 2 }] });
    const back = await call('SaleReturn/Save', {
      customId,
      saleId: sale.saleId,
      billDate: today,
      warehouseId: w,
      lines: [{ comboId, qty: 1, price: 30 }],
      audit: true,
    });
    const returned = await call('SaleReturn/Detail', { returnId: back.returnId });
    assert.deepEqual(
      returned.lines.map((l: any) => [l.productName, l.qty, l.amount, l.stockAmount]),
      [
        ['杯子', 1, 20, 7],
        ['杯盖', 2, 10, 4],
      ],
    );
    assert.deepEqual(await stock(), { 杯子: [18, 126], 杯盖: [25, 50] });

    const profit = await call('ReportForProfit/PageQuery', { startDate: today, endDate: today });
    assert.deepEqual([profit.totals.saleAmount, profit.totals.costAmount, profit.totals.profit], [95 - 30, 21 + 12 + 2 - 7 - 4, 65 - 24]);

    await call('SaleReturn/WriteBack', { returnId: back.returnId });
    await call('Sale/WriteBack', { saleId: sale.saleId });
    assert.deepEqual(await stock(), { 杯子: [20, 140], 杯盖: [30, 60] }, 'write-backs restore each component');

    await call('ProductCombo/Disable', { comboId });
    await refused(
      'Sale/Save',
      { customId, billDate: today, warehouseId: w, lines: [{ comboId, qty: 1, price: 30 }] },
      /明细第1行的套餐不存在或已停用/,
    );
    const shown = await call('ProductCombo/Detail', { comboId });
    assert.deepEqual([shown.enabled, shown.components.map((c: any) => [c.productName, c.qty])], [false, [['杯子', 2]]]);
    assert.deepEqual(
      shown.history.map((h: any) => h.title),
      ['新增商品套餐', '修改商品套餐', '停用商品套餐'],
    );

    const other = await company(app, 'combos-other');
    assert.equal((await other.raw('ProductCombo/Detail', { comboId })).status, 404);
    assert.equal((await other.raw('ProductCombo/Update', { comboId, ...combo })).status, 400, "another company's SKUs are not there");
    assert.equal((await other.raw('ProductCombo/Enable', { comboId })).status, 404);
    assert.equal((await other.raw('ProductCombo/Remove', { comboId })).status, 404);
    assert.equal((await other.call('ProductCombo/PageQuery', {})).totalCount, 0);
    assert.equal((await other.call('ProductCombo/Options', {})).totalCount, 0);
    await call('ProductCombo/Remove', { comboId });
    assert.equal((await call('ProductCombo/PageQuery', {})).totalCount, 0);
  });
});

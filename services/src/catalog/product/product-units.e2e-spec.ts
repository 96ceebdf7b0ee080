import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import { company, startTestApp, TestApp } from '../../testing/test-app';

describe('units typed on a product are registered in 计量单位', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  test('a new product adds its unknown units, an update adds the units it brings, none is listed twice, and another company sees none', async () => {
    const shop = await company(app, '单位');
    const other = await company(app, '别家');
    const unitNames = async (c = shop) =>
      ((await c.call('Unit/PageQuery', { pageNo: 1, pageSize: 50 })).data as { unitName: string }[]).map((u) => u.unitName).sort();
    // A new company starts with the usual units (个, 箱, 瓶 …): the products below bring others.
    const starter = await unitNames();
    const added = async () => {
      const names = await unitNames();
      assert.equal(new Set(names).size, names.length, 'none listed twice');
      return names.filter((n) => !starter.includes(n));
    };
    await shop.call('Unit/Save', { unitName: '听' });

    const { productId } = await shop.call('Product/Save', {
      productName: '可乐',
      productCode: 'KL01',
      unitName: '听',
      units: [{ unitName: '提', ratio: 6 }],
      skus: [{ spec: '330ml', salePrice: 3, purchasePrice: 2 }],
    });
    assert.deepEqual(await added(), ['听', '提'].sort());

    await shop.call('Product/Save', {
      productName: '雪碧',
      productCode: 'XB01',
      unitName: '听',
      units: [
        { unitName: '提', ratio: 12 },
        { unitName: '箱', ratio: 24 },
      ],
      skus: [{ spec: '', salePrice: 3, purchasePrice: 2 }],
    });
    await shop.call('Product/Update', {
      productId,
      units: [
        { unitName: '提', ratio: 6 },
        { unitName: '托', ratio: 960 },
      ],
    });
    assert.deepEqual(await added(), ['托', '听', '提'].sort());
    assert.deepEqual(await unitNames(other), starter);
  });
});

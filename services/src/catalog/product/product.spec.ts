import assert from 'node:assert/strict';
import { test } from '@jest/globals';
import type { StoredEvent } from '@jxc/infra';
import { decideProduct, evolveProduct, initialProduct } from './product';
import type { ProductCreated, SkuData } from './product.events';

const sku = (skuId: string, spec: string, over: Partial<SkuData> = {}): SkuData => ({
  skuId,
  spec,
  barCode: `B-${skuId}`,
  salePrice: '3.5',
  purchasePrice: '2.1',
  wholesalePrice: '3',
  lowestPrice: null,
  lowStock: '10',
  highStock: '500',
  ...over,
});
const created: ProductCreated = {
  productId: 'p1',
  productName: '可口可乐',
  productCode: 'KO-1',
  classId: 'c1',
  unitName: '瓶',
  // as read back from jsonb, whose keys come in another order than the code writes them
  units: [{ ratio: '1', unitName: '瓶' } as never, { ratio: '24', unitName: '箱' } as never],
  serialFlag: false,
  lifeFlag: true,
  shelfLifeDays: 365,
  remark: '畅销',
  skus: [sku('k1', '330ml'), sku('k2', '500ml', { salePrice: '4.5' })],
};
const given = (...events: { type: string; data: object }[]) =>
  events.reduce((s, e) => evolveProduct(s, { streamId: 'Product-p1', ...e } as StoredEvent), initialProduct);
const product = () => given({ type: 'ProductCreated', data: created });

test('a name alone changes the name alone: one event holding it, SKUs, units and prices untouched', () => {
  const events = decideProduct.update(product(), { productName: '百事可乐' });
  assert.deepEqual(events, [{ type: 'ProductUpdated', data: { productName: '百事可乐' } }]);
  const after = events.reduce((s, e) => evolveProduct(s, e as StoredEvent), product());
  assert.deepEqual(after.header, { ...product().header, productName: '百事可乐' });
  assert.deepEqual(after.skus, product().skus);
});

test('an update that changes nothing appends nothing', () => {
  assert.deepEqual(decideProduct.update(product(), {}), []);
  assert.deepEqual(
    decideProduct.update(product(), { productName: '可口可乐', remark: '畅销', units: [{ unitName: '箱', ratio: '24' }] }),
    [],
  );
  assert.deepEqual(
    decideProduct.update(product(), {}, [sku('k1', '330ml'), sku('k2', '500ml', { salePrice: '4.5' })]),
    [],
    'the same SKU list',
  );
});

test('optional fields sent empty are cleared to what create stores without them', () => {
  const [e] = decideProduct.update(product(), { classId: null, remark: null, shelfLifeDays: null, lifeFlag: null, units: null });
  assert.deepEqual(e.data, { classId: null, remark: '', shelfLifeDays: null, lifeFlag: false, units: [{ unitName: '瓶', ratio: '1' }] });
});

test('the units are checked again when the main unit or the units change, and kept otherwise', () => {
  assert.deepEqual(decideProduct.update(product(), { unitName: '罐' })[0].data, {
    unitName: '罐',
    units: [
      { unitName: '罐', ratio: '1' },
      { ratio: '24', unitName: '箱' },
    ],
  });
  assert.throws(() => decideProduct.update(product(), { units: [{ unitName: '箱', ratio: '1' }] }), /单位“箱”的换算比例必须大于1/);
});

test('a SKU list, when given, is the whole list: named SKUs updated, new ones added, the others removed', () => {
  const events = decideProduct.update(product(), {}, [sku('k1', '330ml', { salePrice: '3.8' }), sku('k3', '2L')]);
  assert.deepEqual(events, [
    { type: 'ProductSkuUpdated', data: { salePrice: '3.8', skuId: 'k1' } },
    { type: 'ProductSkuAdded', data: sku('k3', '2L') },
    { type: 'ProductSkuRemoved', data: { skuId: 'k2' } },
  ]);
  assert.throws(() => decideProduct.update(product(), {}, []), /商品至少需要一个规格/);
});

test('a missing or removed product cannot be updated, even with nothing to change', () => {
  assert.throws(() => decideProduct.update(initialProduct, {}), /商品不存在或已删除/);
  assert.throws(
    () =>
      decideProduct.update(given({ type: 'ProductCreated', data: created }, { type: 'ProductRemoved', data: {} }), { productName: 'x' }),
    /商品不存在或已删除/,
  );
});

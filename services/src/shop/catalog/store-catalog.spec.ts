import { describe, test } from '@jest/globals';
import { decider } from '../../testing/given-when-then';
import { decideStoreClasses, evolveStoreClasses, StoreClasses } from './store-class';
import type { StoreClassEvent } from './store-class.events';
import { decideStoreProduct, evolveStoreProduct, initialStoreProduct, StoreProductState } from './store-product';
import type { StoreProductEvent } from './store-product.events';

describe('商城商品分类', () => {
  const given = decider<StoreClasses, StoreClassEvent>(evolveStoreClasses, new Map());
  const added = (classId: string, className: string, sort = 1): StoreClassEvent => ({ type: 'Added', data: { classId, className, sort } });

  test('adds a category whose name no other has', () => {
    given(added('a', '饮料'))
      .when((s) => decideStoreClasses.add(s, 'b', '零食', 2))
      .then([added('b', '零食', 2)]);
    given(added('a', '饮料'))
      .when((s) => decideStoreClasses.add(s, 'b', '饮料', 2))
      .refused('VALIDATION', /已有名为“饮料”的商城分类/);
  });

  test('renames and reorders with only what changes; a removed one is gone', () => {
    given(added('a', '饮料'), added('b', '零食'))
      .when((s) => decideStoreClasses.update(s, 'a', { className: '酒水', sort: 1 }))
      .then([{ type: 'Updated', data: { classId: 'a', className: '酒水' } }]);
    given(added('a', '饮料'), added('b', '零食'))
      .when((s) => decideStoreClasses.update(s, 'a', { className: '零食' }))
      .refused('VALIDATION', /已有名为“零食”/);
    given(added('a', '饮料'))
      .when((s) => decideStoreClasses.update(s, 'a', { sort: 1 }))
      .then([]);
    given(added('a', '饮料'), { type: 'Removed', data: { classId: 'a' } })
      .when((s) => decideStoreClasses.update(s, 'a', { sort: 3 }))
      .refused('NOT_FOUND', /商城分类不存在/);
  });

  test('keeps a category that products still name', () => {
    given(added('a', '饮料'))
      .when((s) => decideStoreClasses.remove(s, 'a', 2))
      .refused('IN_USE', /还有2个商城商品/);
    given(added('a', '饮料'))
      .when((s) => decideStoreClasses.remove(s, 'a', 0))
      .then([{ type: 'Removed', data: { classId: 'a' } }]);
  });
});

describe('商城商品', () => {
  const given = decider<StoreProductState, StoreProductEvent>(evolveStoreProduct, initialStoreProduct);
  const fields = { storePrice: '3.5', classId: 'c1', description: '冰镇更好喝' };
  const published: StoreProductEvent = { type: 'Published', data: { storeProductId: 'p1', skuId: 'k1', ...fields, online: true } };

  test('publishes a SKU once', () => {
    given()
      .when((s) => decideStoreProduct.publish(s, 'p1', { skuId: 'k1' }, fields, true))
      .then([published]);
    given(published)
      .when((s) => decideStoreProduct.publish(s, 'p1', { skuId: 'k1' }, fields, true))
      .refused('BAD_STATUS');
  });

  test('publishes a combo (商品套餐) as a product of its own, at the store price', () => {
    const combo: StoreProductEvent = {
      type: 'Published',
      data: { storeProductId: 'p2', skuId: null, comboId: 'c1', ...fields, online: false },
    };
    given()
      .when((s) => decideStoreProduct.publish(s, 'p2', { skuId: null, comboId: 'c1' }, fields, false))
      .then([combo]);
    given(combo)
      .when((s) => decideStoreProduct.update(s, { storePrice: '9.9' }, true))
      .then([
        { type: 'Updated', data: { storePrice: '9.9' } },
        { type: 'Listed', data: {} },
      ]);
  });

  test('an edit records what changed; 上架 and 下架 only when the state changes', () => {
    given(published)
      .when((s) => decideStoreProduct.update(s, { storePrice: '3.8', classId: null }, true))
      .then([{ type: 'Updated', data: { storePrice: '3.8', classId: null } }]);
    given(published)
      .when((s) => decideStoreProduct.update(s, {}, false))
      .then([{ type: 'Delisted', data: {} }]);
    given(published, { type: 'Delisted', data: {} })
      .when((s) => decideStoreProduct.update(s, {}, true))
      .then([{ type: 'Listed', data: {} }]);
    given(published)
      .when((s) => decideStoreProduct.update(s, { description: null }, true))
      .then([{ type: 'Updated', data: { description: '' } }]);
  });

  test('a removed or never published product is not found', () => {
    given(published, { type: 'Removed', data: {} })
      .when((s) => decideStoreProduct.update(s, {}, false))
      .refused('NOT_FOUND', /商城商品不存在/);
    given()
      .when((s) => decideStoreProduct.remove(s))
      .refused('NOT_FOUND');
    given(published)
      .when((s) => decideStoreProduct.remove(s))
      .then([{ type: 'Removed', data: {} }]);
  });
});

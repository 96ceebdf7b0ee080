import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import type { FrontProduct } from './api';
import { cartLines, mostOf, setQty } from './cart';

const product = (skuId: string, storePrice: number): FrontProduct => ({
  storeProductId: skuId,
  skuId,
  comboId: null,
  productName: skuId,
  spec: '',
  unitName: '瓶',
  storePrice,
  pictures: [],
  classId: null,
  description: '',
  availableQty: 5,
  maxQty: 2,
});

describe('the storefront cart', () => {
  it('keeps whole positive quantities up to what the store has; 0 takes a product out', () => {
    assert.deepEqual(setQty({}, 'a', 2, 5), { a: 2 });
    assert.deepEqual(setQty({ a: 2 }, 'a', 9, 5), { a: 5 });
    assert.deepEqual(setQty({ a: 2, b: 1 }, 'a', 0, 5), { b: 1 });
    assert.deepEqual(setQty({}, 'a', 1.7, 5), { a: 1 });
  });

  it('lets one order have what the store has, up to 每单限购', () => {
    assert.equal(mostOf({ availableQty: 5, maxQty: 2 }), 2);
    assert.equal(mostOf({ availableQty: 1.5, maxQty: 50 }), 1);
  });

  it('counts and totals in exact fen, leaving out what the store no longer sells', () => {
    const { lines, count, total } = cartLines({ a: 3, gone: 2 }, [product('a', 0.1), product('b', 2)]);
    assert.deepEqual(
      lines.map((l) => [l.product.skuId, l.qty]),
      [['a', 3]],
    );
    assert.equal(count, 3);
    assert.equal(total, 0.3);
  });
});

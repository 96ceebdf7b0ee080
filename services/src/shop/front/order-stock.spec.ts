import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { D, Dec } from '../../shared/decimal';
import { orderLimit, Refusal, takeStock } from './order-stock';

const stock = (o: Record<string, number>) => new Map(Object.entries(o).map(([k, v]) => [k, new D(v)]));
const shown = (m: Map<string, Dec>) => Object.fromEntries([...m].map(([k, v]) => [k, v.toNumber()]));
const refused = (r: Refusal | undefined) => r && [r.why, r.most.toNumber()];
const water = [{ skuId: 'water', each: new D(1) }];
const combo = [
  { skuId: 'water', each: new D(2) },
  { skuId: 'bread', each: new D(1) },
];

describe('an order taking the store stock', () => {
  it('takes a product by its quantity and a combo by each component times the sets', () => {
    const wanted = new Map<string, Dec>();
    assert.equal(takeStock(wanted, stock({ water: 20, bread: 10 }), water, new D(1.5), false), undefined);
    assert.equal(takeStock(wanted, stock({ water: 20, bread: 10 }), combo, new D(3), true), undefined);
    assert.deepEqual(shown(wanted), { water: 7.5, bread: 3 });
  });

  it('refuses what the warehouse lacks, answering what the line could still have', () => {
    const wanted = stock({ water: 1 });
    assert.deepEqual(refused(takeStock(wanted, stock({ water: 1 }), water, new D(1), false)), ['stock', 0]);
    assert.deepEqual(shown(wanted), { water: 1 }, 'a refused line takes nothing');
    assert.deepEqual(refused(takeStock(new Map(), stock({ water: 1 }), water, new D(2), false)), ['stock', 1], 'the last one still sells');
    assert.deepEqual(
      refused(takeStock(new Map(), stock({ water: 10 }), combo, new D(1), true)),
      ['stock', 0],
      'a component the warehouse lacks',
    );
    assert.deepEqual(
      refused(takeStock(new Map(), stock({ water: 0.5 }), water, new D(3), false)),
      ['stock', 0.5],
      'a product by weight keeps its fraction',
    );
  });

  it('takes at most half of what is left of a SKU (whole units, one at least), 50 at most: its lines and combo components together', () => {
    assert.deepEqual(refused(takeStock(new Map(), stock({ water: 5 }), water, new D(3), false)), ['limit', 2]);
    assert.deepEqual(
      refused(takeStock(stock({ water: 1 }), stock({ water: 5 }), water, new D(2), false)),
      ['limit', 1],
      'after a line of 1 before it',
    );
    assert.deepEqual(refused(takeStock(new Map(), stock({ water: 1000 }), water, new D(60), false)), ['limit', 50]);
    assert.deepEqual(
      refused(takeStock(new Map(), stock({ water: 10, bread: 9 }), combo, new D(3), true)),
      ['limit', 2],
      'water allows 5 (2 sets), bread 4',
    );
    assert.deepEqual(
      [-3, 0, 0.6, 1, 1.5, 3, 5, 24, 99, 1000].map((n) => orderLimit(new D(n)).toNumber()),
      [0, 0, 0.6, 1, 1, 1, 2, 12, 49, 50],
    );
  });
});

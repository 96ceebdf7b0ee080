import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { D, Dec } from '../../shared/decimal';
import { takeStock } from './order-stock';

const stock = (o: Record<string, number>) => new Map(Object.entries(o).map(([k, v]) => [k, new D(v)]));
const shown = (m: Map<string, Dec>) => Object.fromEntries([...m].map(([k, v]) => [k, v.toNumber()]));
const combo = [{ skuId: 'water', each: new D(2) }, { skuId: 'bread', each: new D(1) }];

describe('an order taking the store stock', () => {
  it('takes a product by its quantity and a combo by each component times the sets', () => {
    const wanted = new Map<string, Dec>();
    assert.equal(takeStock(wanted, stock({ water: 10, bread: 5 }), [{ skuId: 'water', each: new D(1) }], new D(1.5), false), undefined);
    assert.equal(takeStock(wanted, stock({ water: 10, bread: 5 }), combo, new D(3), true), undefined);
    assert.deepEqual(shown(wanted), { water: 7.5, bread: 3 });
  });

  it('refuses a combo when a component is short, answering the whole sets still possible after the lines before it', () => {
    const wanted = stock({ water: 5 });
    assert.equal(takeStock(wanted, stock({ water: 10, bread: 9 }), combo, new D(3), true)?.toNumber(), 2);
    assert.deepEqual(shown(wanted), { water: 5 }, 'a refused line takes nothing');
    assert.equal(takeStock(new Map(), stock({ water: 10 }), combo, new D(1), true)?.toNumber(), 0, 'a component the warehouse lacks');
    assert.equal(takeStock(new Map(), stock({ water: 2.5 }), [{ skuId: 'water', each: new D(1) }], new D(3), false)?.toNumber(), 2.5, 'a product by weight keeps its fraction');
  });
});

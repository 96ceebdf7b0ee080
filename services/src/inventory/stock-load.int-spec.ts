import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, test } from '@jest/globals';
import fc from 'fast-check';
import type { StoredEvent } from '@jxc/infra';
import { storeOnly } from '../testing/store-only';
import { emptyStock, evolveStock, StockMoved, stockSnapshots, StockState, stockStream } from './stock';

const movement = fc.record({
  inQty: fc.integer({ min: 0, max: 5 }),
  balanceQty: fc.integer({ min: 0, max: 99 }),
  balanceAmount: fc.integer({ min: 0, max: 999 }),
  batches: fc.option(
    fc.array(fc.record({ batchNo: fc.constantFrom('B1', 'B2', 'B3'), qty: fc.integer({ min: 1, max: 4 }) }), {
      minLength: 1,
      maxLength: 2,
    }),
    { nil: undefined },
  ),
});
type Movement = typeof movement extends fc.Arbitrary<infer M> ? M : never;

const data = (m: Movement): Partial<StockMoved> => ({
  inQty: String(m.inQty),
  outQty: String(m.inQty ? 0 : 1),
  balanceQty: String(m.balanceQty),
  balanceAmount: String(m.balanceAmount),
  ...(m.batches && {
    batches: m.batches.map((b) => ({ ...b, qty: String(b.qty), productionDate: '2026-01-01', expiryDate: '2027-01-01' })),
  }),
});
const plain = (s: StockState) => ({
  qty: s.qty.toFixed(),
  amount: s.amount.toFixed(),
  batches: [...s.batches].map(([no, b]) => [no, b.qty.toFixed()]).sort(),
});

describe('a stock stream loaded from its snapshot, reading only the last movement and those that move batches (real PostgreSQL)', () => {
  const kit = storeOnly();
  const companyId = `c-${randomUUID()}`;

  test('given any movements, the state after each one is what folding all of them gives', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(movement, { minLength: 1, maxLength: 30 }), async (movements) => {
        const stream = stockStream(companyId, 'w1', randomUUID());
        const folded: StoredEvent[] = [];
        for (const [i, m] of movements.entries()) {
          await kit.store.append(
            [{ streamId: stream, streamType: 'Stock', expectedVersion: i || 'no_stream', events: [{ type: 'StockMoved', data: data(m) }] }],
            { companyId, userId: 'u1' },
          );
          folded.push({ data: data(m) } as StoredEvent);
          const loaded = (await kit.es.loadMany([stream], companyId, emptyStock, evolveStock, stockSnapshots)).get(stream)!;
          assert.equal(loaded.version, i + 1);
          assert.deepEqual(plain(loaded.state), plain(folded.reduce(evolveStock, emptyStock())));
        }
      }),
      { numRuns: 20 },
    );
  });
});

import assert from 'node:assert/strict';
import { test } from '@jest/globals';
import fc from 'fast-check';
import type { StoredEvent } from '@jxc/infra';
import { D as Decimal, dec } from '../shared/decimal';
import { applyMove, emptyStock, evolveStock, moveData, StockState, stockSnapshots } from './stock';

const buy = (s: StockState, qty: number, amount: number) => applyMove(s, { inQty: dec(qty), outQty: dec(0), amount: dec(amount) }).state;
const out = (s: StockState, qty: number) => applyMove(s, { inQty: dec(0), outQty: dec(qty) });

test('moving average through purchases at different prices and an outbound movement', () => {
  let s = buy(emptyStock(), 10, 100);
  s = buy(s, 10, 140);
  const sold = out(s, 5);
  assert.equal(sold.costPrice.toString(), '12');
  assert.equal(sold.amount.toString(), '60');
  assert.deepEqual([sold.state.qty.toString(), sold.state.amount.toString()], ['15', '180']);
});

test('taking the last units takes the whole remaining amount, leaving no residue', () => {
  let s = buy(emptyStock(), 3, 10);
  const first = out(s, 1);
  s = first.state;
  assert.equal(first.amount.toString(), '3.333333');
  const last = out(s, 2);
  assert.deepEqual([last.state.qty.toString(), last.state.amount.toString()], ['0', '0']);
});

test('an exact reversal leaves at the amount it names', () => {
  const s = buy(buy(emptyStock(), 10, 100), 10, 140);
  const back = applyMove(s, { inQty: dec(0), outQty: dec(10), amount: dec(140) });
  assert.deepEqual([back.state.qty.toString(), back.state.amount.toString()], ['10', '100']);
});

test('a stream folded from a snapshot (through JSON) is the stream folded whole, at any cut, batches and all', () => {
  const batch = fc.constantFrom('B1', 'B2', 'B3');
  const move = fc.record({
    inbound: fc.boolean(),
    qty: fc.integer({ min: 1, max: 50 }),
    cost: fc.integer({ min: 0, max: 999 }),
    batch: fc.option(batch),
  });
  fc.assert(
    fc.property(fc.array(move, { maxLength: 40 }), fc.nat(), (moves, cutAt) => {
      const events: StoredEvent[] = [];
      let s = emptyStock();
      for (const m of moves) {
        const qty = dec(m.inbound ? m.qty : Math.min(m.qty, s.qty.toNumber()));
        if (qty.isZero()) continue;
        const r = applyMove(s, {
          inQty: m.inbound ? qty : dec(0),
          outQty: m.inbound ? dec(0) : qty,
          amount: m.inbound ? dec(m.cost) : undefined,
        });
        const held = m.batch ? s.batches.get(m.batch)?.qty : undefined;
        const batchQty = m.inbound ? qty : held && Decimal.min(held, qty);
        const batches =
          m.batch && batchQty
            ? [{ batchNo: m.batch, productionDate: '2026-01-01', expiryDate: '2027-01-01', qty: batchQty.toFixed() }]
            : [];
        const [inQty, outQty] = m.inbound ? [qty.toFixed(), '0'] : ['0', qty.toFixed()];
        const data = moveData(
          { warehouseId: 'w', skuId: 'k', inQty, outQty, amount: r.amount.toFixed(), batches, costPrice: r.costPrice, balance: r.state },
          { docId: 'd', billNo: 'n', billType: 1, billDate: '2026-11-23' },
        );
        events.push({ data } as StoredEvent);
        s = evolveStock(r.state, events[events.length - 1]);
      }
      const cut = events.length ? cutAt % (events.length + 1) : 0;
      const whole = events.reduce(evolveStock, emptyStock());
      const kept = JSON.parse(JSON.stringify(stockSnapshots.save(events.slice(0, cut).reduce(evolveStock, emptyStock()))));
      const resumed = events.slice(cut).reduce(evolveStock, stockSnapshots.restore(kept));
      assert.deepEqual(stockSnapshots.save(resumed), stockSnapshots.save(whole));
    }),
  );
});

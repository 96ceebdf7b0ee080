import assert from 'node:assert/strict';
import { test } from 'node:test';
import { dec } from '../shared/decimal';
import { applyMove, emptyStock, StockState } from './stock';

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

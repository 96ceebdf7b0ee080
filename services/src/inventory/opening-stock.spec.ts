import assert from 'node:assert/strict';
import { test } from '@jest/globals';
import type { DocLine } from '../document-engine';
import { decideOpeningReversal, evolveOpening, noOpening, OPENING_BILL_TYPE, openingsOnly, OpeningStockEntered } from './opening-stock';

const line = (lineNo: number, l: Partial<DocLine>) =>
  ({ lineNo, warehouseId: 'W1', skuId: `S${lineNo}`, baseQty: '2', amount: '20', ...l }) as DocLine;
const ENTERED: OpeningStockEntered = {
  docId: 'D1',
  billNo: 'QC20260301001',
  warehouseId: 'W1',
  lines: [
    line(1, { serials: ['SN1', 'SN2'] }),
    line(2, { baseQty: '5', amount: '37.5', batchNo: 'B1', productionDate: '2026-01-01', expiryDate: '2027-01-01' }),
  ],
};
const given = (...events: { type: string; data: unknown }[]) => events.reduce(evolveOpening, noOpening);
const refusal = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    return (e as Error).message;
  }
  return null;
};

test('given an opening untouched since, when reversed, then each line goes out at its own amount, serials and batch', () => {
  const { event, moves } = decideOpeningReversal(given({ type: 'OpeningStockEntered', data: ENTERED }), () => 1);
  assert.deepEqual(event, { type: 'OpeningStockReversed', data: { docId: 'D1', billNo: 'QC20260301001' } });
  assert.deepEqual(moves, [
    { lineNo: 1, warehouseId: 'W1', skuId: 'S1', outQty: '2', amount: '20', serials: ['SN1', 'SN2'], batches: [] },
    {
      lineNo: 2,
      warehouseId: 'W1',
      skuId: 'S2',
      outQty: '5',
      amount: '37.5',
      serials: [],
      batches: [{ batchNo: 'B1', productionDate: '2026-01-01', expiryDate: '2027-01-01', qty: '5' }],
    },
  ]);
});

test('given a SKU of the opening moved since, when reversed, then it is refused naming the line', () => {
  const s = given({ type: 'OpeningStockEntered', data: ENTERED });
  assert.equal(
    refusal(() => decideOpeningReversal(s, (l) => (l.skuId === 'S2' ? 2 : 1))),
    '期初明细第2行的商品录入期初后已有出入库，不能撤销期初',
  );
});

test('given an opening reversed already, or none, when reversed, then it is refused', () => {
  const reversed = given({ type: 'OpeningStockEntered', data: ENTERED }, { type: 'OpeningStockReversed', data: { docId: 'D1' } });
  assert.equal(
    refusal(() => decideOpeningReversal(reversed, () => 1)),
    '期初库存单QC20260301001已撤销',
  );
  assert.equal(
    refusal(() => decideOpeningReversal(given(), () => 1)),
    '期初库存单不存在',
  );
});

test('given an opening entered again after one taken back, when reversed, then its lines are where it left them', () => {
  const again = given({ type: 'OpeningStockEntered', data: { ...ENTERED, stockVersions: [3, 1] } });
  assert.equal(decideOpeningReversal(again, (l) => (l.skuId === 'S1' ? 3 : 1)).moves.length, 2);
  assert.equal(
    refusal(() => decideOpeningReversal(again, () => 1)),
    '期初明细第1行的商品录入期初后已有出入库，不能撤销期初',
  );
});

test('a stock stream of openings alone may take an opening again; one with any other movement may not', () => {
  const moved = (billType: number) => ({ data: { billType } });
  assert.equal([moved(OPENING_BILL_TYPE), moved(OPENING_BILL_TYPE)].reduce(openingsOnly, true), true);
  assert.equal([moved(OPENING_BILL_TYPE), moved(2), moved(OPENING_BILL_TYPE)].reduce(openingsOnly, true), false);
});

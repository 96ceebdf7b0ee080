import assert from 'node:assert/strict';
import { test } from '@jest/globals';
import type { DocLine } from '../../document-engine';
import { plannedTransfer, undoneTransfer } from './transfer';

const line = (lineNo: number, skuId: string, baseQty: string, more: Partial<DocLine> = {}) =>
  ({ lineNo, skuId, warehouseId: 'src', baseQty, serials: [], batchNo: null, ...more }) as unknown as DocLine;
const plain = (p: ReturnType<typeof plannedTransfer>[number]) => ({
  ...p,
  inQty: p.inQty.toFixed(),
  outQty: p.outQty.toFixed(),
  amount: p.amount?.toFixed(),
});

test('every line leaves the source first, then arrives at the destination following its own departure', () => {
  const doc = {
    lines: [line(1, 'milk', '7', { batchNo: 'B1' }), line(2, 'phone', '1', { serials: ['SN1'] })],
    extra: { inWarehouseId: 'dst' },
  };
  const planned = plannedTransfer(doc, (sku) => sku === 'milk').map(plain);
  assert.deepEqual(planned, [
    {
      lineNo: 1,
      warehouseId: 'src',
      skuId: 'milk',
      inQty: '0',
      outQty: '7',
      amount: undefined,
      serials: [],
      batch: { batchNo: 'B1', productionDate: null, expiryDate: null },
    },
    { lineNo: 2, warehouseId: 'src', skuId: 'phone', inQty: '0', outQty: '1', amount: undefined, serials: ['SN1'], batch: undefined },
    { lineNo: 1, warehouseId: 'dst', skuId: 'milk', inQty: '7', outQty: '0', amount: undefined, serials: [], follows: 0 },
    { lineNo: 2, warehouseId: 'dst', skuId: 'phone', inQty: '1', outQty: '0', amount: undefined, serials: ['SN1'], follows: 1 },
  ]);
});

test('a write-back takes the arrivals out of the destination before the goods return to the source, at their own amounts', () => {
  const moves = [
    { warehouseId: 'src', skuId: 'a', inQty: '0', outQty: '4', amount: '14' },
    { warehouseId: 'src', skuId: 'b', inQty: '0', outQty: '1', amount: '9', serials: ['S'] },
    { warehouseId: 'dst', skuId: 'a', inQty: '4', outQty: '0', amount: '14' },
    { warehouseId: 'dst', skuId: 'b', inQty: '1', outQty: '0', amount: '9', serials: ['S'] },
  ];
  const undone = undoneTransfer({ lines: [line(1, 'a', '4'), line(2, 'b', '1')] }, moves);
  assert.deepEqual(
    undone.map((m) => [m.lineNo, m.warehouseId, m.skuId, m.inQty.toFixed(), m.outQty.toFixed(), m.amount!.toFixed()]),
    [
      [2, 'dst', 'b', '0', '1', '9'],
      [1, 'dst', 'a', '0', '4', '14'],
      [2, 'src', 'b', '1', '0', '9'],
      [1, 'src', 'a', '4', '0', '14'],
    ],
  );
});

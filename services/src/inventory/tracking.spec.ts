import assert from 'node:assert/strict';
import { test } from '@jest/globals';
import { D, dec } from '../shared/decimal';
import { Batches, moveBatches, takeBatches, trackLine, trackLines } from './tracking';

const serial = { serialFlag: true, lifeFlag: false, shelfLifeDays: null };
const life = { serialFlag: false, lifeFlag: true, shelfLifeDays: 180 };
const plain = { serialFlag: false, lifeFlag: false, shelfLifeDays: null };

test('a serial-managed line needs one serial per main unit, whole units only', () => {
  assert.deepEqual(trackLine('明细第1行', serial, dec(2), { serials: [' A1 ', 'A2'] }, 'in').serials, ['A1', 'A2']);
  assert.throws(() => trackLine('明细第1行', serial, dec(3), { serials: ['A1'] }, 'out'), /明细第1行需要录入3个序列号，已录入1个/);
  assert.throws(() => trackLine('明细第2行', serial, dec(1.5), { serials: ['A1'] }, 'in'), /明细第2行是序列号商品，数量必须是整数/);
  assert.throws(() => trackLine('明细第1行', plain, dec(1), { serials: ['A1'] }, 'in'), /未启用序列号管理/);
  assert.deepEqual(trackLine('明细第1行', serial, dec(3), {}, 'none').serials, [], 'orders and quotations keep none');
});

test('an inbound batch follows from its production date; an outbound one may be left to the audit', () => {
  assert.deepEqual(trackLine('明细第1行', life, dec(5), { productionDate: '2026-11-01' }, 'in'), {
    serials: [],
    batchNo: '20261101',
    productionDate: '2026-11-01',
    expiryDate: '2027-04-30',
  });
  assert.throws(() => trackLine('明细第1行', life, dec(5), {}, 'in'), /明细第1行请填写生产日期/);
  assert.throws(
    () => trackLine('明细第1行', life, dec(5), { productionDate: '2026-11-01', expiryDate: '2026-10-01' }, 'in'),
    /到期日期不能早于生产日期/,
  );
  assert.throws(
    () => trackLine('明细第1行', { ...life, shelfLifeDays: null }, dec(5), { productionDate: '2026-11-01' }, 'in'),
    /请填写到期日期/,
  );
  assert.deepEqual(trackLine('明细第1行', life, dec(5), {}, 'out'), { serials: [], batchNo: null, productionDate: null, expiryDate: null });
  assert.throws(() => trackLine('明细第1行', plain, dec(1), { batchNo: 'B1' }, 'in'), /未启用保质期管理/);
});

test('a serial may appear once per SKU in a document', () => {
  const lines = [
    { lineNo: 1, skuId: 'k', baseQty: '1' },
    { lineNo: 2, skuId: 'k', baseQty: '1' },
  ];
  assert.throws(
    () => trackLines(lines, [{ serials: ['X'] }, { serials: ['X'] }], new Map([['k', serial]]), 'in'),
    /明细第2行序列号“X”重复/,
  );
});

test('outbound quantities take the first-expiring batches first, or the batch named', () => {
  const batches: Batches = new Map();
  moveBatches(batches, [{ batchNo: 'LATE', productionDate: '2026-06-01', expiryDate: '2027-06-01', qty: '10' }], 1);
  moveBatches(batches, [{ batchNo: 'SOON', productionDate: '2026-01-01', expiryDate: '2026-12-31', qty: '4' }], 1);
  const taken = takeBatches('明细第1行', batches, dec(6), null);
  assert.deepEqual(
    taken.map((b) => [b.batchNo, b.qty]),
    [
      ['SOON', '4'],
      ['LATE', '2'],
    ],
  );
  assert.throws(
    () => takeBatches('明细第1行', batches, dec(5), 'SOON'),
    (e: Error & { code?: string }) => /批次“SOON”库存4，需要5/.test(e.message),
  );
  moveBatches(batches, taken, -1);
  assert.deepEqual(
    [...batches].map(([no, b]) => [no, b.qty.toString()]),
    [['LATE', '8']],
    'emptied batches go',
  );
  assert.deepEqual(
    takeBatches('明细第1行', batches, new D(9), null).map((b) => b.qty),
    ['8'],
    'stock without a batch stays untracked',
  );
});

test('opening stock may leave tracking out, but what it gives must add up', () => {
  assert.deepEqual(trackLine('明细第1行', serial, dec(3), {}, 'in', true), {
    serials: [],
    batchNo: null,
    productionDate: null,
    expiryDate: null,
  });
  assert.deepEqual(trackLine('明细第1行', life, dec(3), {}, 'in', true).batchNo, null);
  assert.throws(() => trackLine('明细第1行', serial, dec(3), { serials: ['A'] }, 'in', true), /需要录入3个序列号，已录入1个/);
  assert.equal(trackLine('明细第1行', life, dec(3), { productionDate: '2026-01-01' }, 'in', true).batchNo, '20260101');
});

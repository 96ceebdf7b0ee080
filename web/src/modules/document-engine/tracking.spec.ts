import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { newLine } from './lines';
import { sku } from './testing';
import {
  batchLines,
  batchSummary,
  defaultBatchNo,
  defaultExpiry,
  qtyForSerials,
  repeats,
  serialCount,
  serialSummary,
  splitSerials,
  trackingError,
  trackingFrom,
  trackingInput,
  trackingTags,
  unique,
} from './tracking';

const phone = sku({
  skuId: 'sn',
  productName: '手机',
  serialFlag: true,
  units: [
    { unitName: '台', ratio: '1' },
    { unitName: '箱', ratio: '10' },
  ],
  unitName: '台',
});
const milk = sku({ skuId: 'milk', productName: '牛奶', lifeFlag: true, shelfLifeDays: 180 });
const serialLine = (qty: string, serials: string[], over = {}) => ({ ...newLine('a', phone, 1000), qty, serials, ...over });
const milkLine = (over = {}) => ({ ...newLine('m', milk, 5), ...over });

test('typed, scanned or pasted serials split on new lines, commas, spaces and 、; repeats are kept to be shown', () => {
  assert.deepEqual(splitSerials('SN001\nSN002\r\n\n SN003 '), ['SN001', 'SN002', 'SN003']);
  assert.deepEqual(splitSerials('SN001,SN002，SN003;SN004；SN005、SN006 SN007\tSN008'), [
    'SN001',
    'SN002',
    'SN003',
    'SN004',
    'SN005',
    'SN006',
    'SN007',
    'SN008',
  ]);
  assert.deepEqual(splitSerials('  \n '), []);
  assert.deepEqual(repeats(['A', 'B', 'A', 'C', 'B', 'A']), ['A', 'B']);
  assert.deepEqual(repeats(['A', 'B']), []);
  assert.deepEqual(unique(['A', 'B', 'A']), ['A', 'B']);
});

test('a serial line needs one serial per main unit', () => {
  assert.deepEqual(serialCount(serialLine('3', ['A'])), { text: '1/3', ok: false });
  assert.deepEqual(serialCount(serialLine('1', ['A', 'B'], { unitName: '箱' })), { text: '2/10', ok: false }, 'one 箱 is 10 台');
  assert.deepEqual(serialCount(serialLine('2', ['A', 'B'])), { text: '2/2', ok: true });
  assert.deepEqual(serialCount(serialLine('2', ['A', 'A'])), { text: '2/2', ok: false }, 'a repeat does not complete it');
  assert.deepEqual(
    qtyForSerials(serialLine('1', [], { unitName: '箱', price: '10000' }), 3),
    { unitName: '台', price: '1000', qty: '3' },
    'set in the main unit, the price following',
  );
});

test('expiry defaults to the production date plus the shelf life; the batch number to the production date', () => {
  assert.equal(defaultExpiry('2026-11-01', 180), '2027-04-30');
  assert.equal(defaultExpiry('2028-02-28', 1), '2028-02-29');
  assert.equal(defaultExpiry('2026-11-01', null), '');
  assert.equal(defaultExpiry('', 180), '');
  assert.equal(defaultExpiry('2026-13-45', 180), '');
  assert.equal(defaultBatchNo('2026-11-01'), '20261101');
  assert.equal(defaultBatchNo(''), '');
});

test('serial checks, worded like the server', () => {
  const row = '明细第1行';
  assert.equal(trackingError(serialLine('3', ['A']), row, 'in', []), '明细第1行需要录入3个序列号，已录入1个');
  assert.equal(trackingError(serialLine('0.5', []), row, 'out', []), '明细第1行是序列号商品，数量必须是整数个基本单位');
  assert.equal(trackingError(serialLine('2', ['A', 'A']), row, 'in', []), '明细第1行序列号“A”重复');
  assert.equal(trackingError(serialLine('2', ['A', 'B']), row, 'in', []), undefined);
  const other = { ...serialLine('1', ['B']), key: 'b' };
  assert.equal(trackingError(serialLine('2', ['A', 'B']), row, 'in', [other]), '明细第1行序列号“B”重复', 'once per SKU in the document');
  assert.equal(
    trackingError(serialLine('2', ['A', 'B']), row, 'in', [{ ...other, sku: milk }]),
    undefined,
    'another SKU may share a serial',
  );
  assert.match(trackingError(serialLine('1', ['X'.repeat(51)]), row, 'in', []) ?? '', /超过50个字符/);
  assert.equal(trackingError(serialLine('3', []), row, null, []), undefined, 'orders carry no serials');
});

test('batch checks: inbound needs a production date, and an expiry when the SKU has no shelf life', () => {
  const row = '明细第2行';
  assert.equal(trackingError(milkLine(), row, 'in', []), '明细第2行请填写生产日期');
  assert.equal(trackingError(milkLine({ productionDate: '2026-11-01' }), row, 'in', []), undefined);
  const noLife = { ...milkLine({ productionDate: '2026-11-01' }), sku: { ...milk, shelfLifeDays: null } };
  assert.equal(trackingError(noLife, row, 'in', []), '明细第2行请填写到期日期');
  assert.equal(
    trackingError(milkLine({ productionDate: '2026-11-01', expiryDate: '2026-10-01' }), row, 'in', []),
    '明细第2行到期日期不能早于生产日期',
  );
  assert.equal(trackingError(milkLine(), row, 'out', []), undefined, 'outbound: 先到期先出 when no batch is named');
  assert.equal(trackingError(milkLine({ batchNo: 'B'.repeat(31) }), row, 'out', []), '明细第2行批次号不能超过30个字符');
});

test("the save input carries a tracked SKU's fields for its direction, blanks left out", () => {
  assert.deepEqual(trackingInput(serialLine('1', ['A']), 'out'), { serials: ['A'] });
  assert.deepEqual(trackingInput(serialLine('1', ['A']), null), {}, 'not on orders');
  assert.deepEqual(trackingInput({ ...newLine('x', sku(), 1), serials: ['A'] }, 'in'), {}, 'not for an untracked SKU');
  assert.deepEqual(trackingInput(milkLine({ productionDate: '2026-11-01' }), 'in'), { productionDate: '2026-11-01' });
  assert.deepEqual(trackingInput(milkLine({ batchNo: ' L1 ', productionDate: '2026-11-01', expiryDate: '2027-01-01' }), 'in'), {
    batchNo: 'L1',
    productionDate: '2026-11-01',
    expiryDate: '2027-01-01',
  });
  assert.deepEqual(trackingInput(milkLine({ batchNo: 'L1', productionDate: '2026-11-01' }), 'out'), { batchNo: 'L1' });
  assert.deepEqual(trackingInput(milkLine(), 'out'), {}, '先到期先出');
});

test("a saved line's serials and batch: kept to edit, dropped on a copy, the batch taken by a return", () => {
  const saved = { serials: ['A', 'B'], batchNo: '20261101', productionDate: '2026-11-01', expiryDate: '2027-04-30' };
  assert.deepEqual(trackingFrom(saved, 'edit', 'in', false), saved);
  assert.deepEqual(trackingFrom(saved, 'copy', 'out', true), { serials: [], batchNo: '', productionDate: '', expiryDate: '' });
  assert.deepEqual(trackingFrom(saved, 'source', 'in', true), saved, 'a sale returned whole');
  assert.deepEqual(trackingFrom(saved, 'source', 'in', false).serials, [], 'part of it: the clerk says which');
  assert.deepEqual(trackingFrom(saved, 'source', 'out', true), {
    serials: ['A', 'B'],
    batchNo: '20261101',
    productionDate: '',
    expiryDate: '',
  });
  assert.deepEqual(trackingFrom({ serials: [], batchNo: null, productionDate: null, expiryDate: null }, 'edit', 'in', true), {
    serials: [],
    batchNo: '',
    productionDate: '',
    expiryDate: '',
  });
  const fefo = { serials: [], batchNo: null, productionDate: null, expiryDate: null, batches: [{ ...saved, qty: '2' }] };
  assert.deepEqual(
    trackingFrom(fefo, 'source', 'in', true),
    { serials: [], batchNo: '20261101', productionDate: '2026-11-01', expiryDate: '2027-04-30' },
    'a sale left to 先到期先出 returns into the batch it took',
  );
  assert.deepEqual(
    trackingFrom({ ...fefo, batches: [fefo.batches[0], fefo.batches[0]] }, 'source', 'in', true).batchNo,
    '',
    'several: the clerk says which',
  );
});

test('compact summaries for the detail screen', () => {
  assert.equal(serialSummary(['SN001', 'SN002', 'SN003']), 'SN001、SN002 …(3)');
  assert.equal(serialSummary(['SN001', 'SN002']), 'SN001、SN002');
  assert.equal(serialSummary([]), '');
  assert.equal(batchSummary({ batchNo: '20261101', expiryDate: '2027-05-01' }), '批次 20261101 · 到期 2027-05-01');
  assert.equal(batchSummary({ batchNo: null, expiryDate: null }), '');
  const b = (batchNo: string, expiryDate: string, qty: string) => ({ batchNo, productionDate: '', expiryDate, qty });
  assert.deepEqual(
    batchLines({ batchNo: null, expiryDate: null, batches: [b('OLD', '2026-12-01', '4'), b('NEW', '2027-05-01', '2.5')] }, '盒'),
    ['批次 OLD · 到期 2026-12-01 · 4盒', '批次 NEW · 到期 2027-05-01 · 2.5盒'],
    '先到期先出 took two',
  );
  assert.deepEqual(batchLines({ batchNo: 'NEW', expiryDate: null, batches: [b('NEW', '2027-05-01', '2')] }, '盒'), [
    '批次 NEW · 到期 2027-05-01',
  ]);
  assert.deepEqual(batchLines({ batchNo: 'NEW', expiryDate: null }, '盒'), ['批次 NEW'], 'a draft: the batch it names');
  assert.deepEqual(batchLines({ batchNo: null, expiryDate: null, batches: [] }, '盒'), []);
});

test('pickers tag how a SKU is tracked', () => {
  assert.deepEqual(trackingTags({ serialFlag: true, lifeFlag: true, shelfLifeDays: 180 }), ['序列号', '保质期180天']);
  assert.deepEqual(trackingTags({ serialFlag: false, lifeFlag: false, shelfLifeDays: null }), []);
});

import assert from 'node:assert/strict';
import { describe, test } from '@jest/globals';
import type { CountSheetLine } from '@jxc/services/contracts';
import {
  addBatch,
  countLine,
  countOneMore,
  countTotals,
  fillBook,
  linesFromSaved,
  mergeImported,
  sheetRows,
  toSaveInput,
  validateCount,
  type CountHeader,
  type CountLine,
} from './sheet';

const sku = (skuId: string, more: Partial<CountSheetLine> = {}): CountSheetLine => ({
  skuId,
  productId: `p-${skuId}`,
  productName: skuId,
  productCode: skuId.toUpperCase(),
  spec: '',
  barCode: null,
  unitName: '个',
  className: null,
  serialFlag: false,
  lifeFlag: false,
  shelfLifeDays: null,
  batchNo: null,
  productionDate: null,
  expiryDate: null,
  bookQty: 0,
  serials: [],
  costPrice: null,
  ...more,
});
const water = sku('water', { bookQty: 10 });
const phone = sku('phone', { serialFlag: true, bookQty: 2, serials: ['A', 'B'] });
const milk = sku('milk', {
  lifeFlag: true,
  shelfLifeDays: 180,
  batchNo: 'B1',
  productionDate: '2026-01-01',
  expiryDate: '2026-06-30',
  bookQty: 5,
});
const header: CountHeader = { invtakId: '', billNo: '', warehouseId: 'w1', billDate: '2026-11-23', remark: '' };
const counted = (l: CountSheetLine, count: string, more: Partial<CountLine> = {}) => ({ ...countLine(l, count), ...more });

describe('the count as entered', () => {
  test('lines not counted take the book, a serial SKU the serials on the book', () => {
    const lines = fillBook([counted(water, ''), counted(phone, ''), counted(milk, '3')]);
    assert.deepEqual(
      lines.map((l) => [l.count, l.found]),
      [
        ['10', []],
        ['2', ['A', 'B']],
        ['3', []],
      ],
    );
  });

  test('gains and losses add up by line; lines not counted are left out', () => {
    assert.deepEqual(countTotals([counted(water, '12'), counted(phone, '1', { found: ['A'] }), counted(milk, '')]), {
      bookQty: 17,
      countQty: 13,
      gainLines: 1,
      gainQty: 2,
      lossLines: 1,
      lossQty: 1,
      uncounted: 1,
    });
  });

  test('counts read from Excel update their line, or come in as new lines (a batch not on the sheet as a new batch)', () => {
    const merged = mergeImported(
      [counted(water, ''), counted(milk, '')],
      [
        { ...water, countQty: 9 },
        { ...phone, countQty: 1, countSerials: ['C'] },
        { ...milk, batchNo: 'B9', productionDate: '2026-03-01', expiryDate: null, bookQty: 0, countQty: 4 },
      ],
    );
    assert.deepEqual(
      merged.map((l) => [l.skuId, l.batchNo, l.count, l.found, l.newBatch]),
      [
        ['water', null, '9', [], false],
        ['milk', 'B1', '', [], false],
        ['phone', null, '1', ['C'], false],
        ['milk', 'B9', '4', [], true],
      ],
    );
  });

  test("a scan counts one more on the SKU's line; a serial or batch SKU is left to count by hand", () => {
    const lines = [counted(water, ''), counted(phone, ''), counted(milk, '')];
    const once = countOneMore(lines, 'water')!;
    assert.deepEqual(
      countOneMore(once, 'water')!.map((l) => l.count),
      ['2', '', ''],
    );
    assert.equal(countOneMore(lines, 'phone'), null);
    assert.equal(countOneMore(lines, 'milk'), null);
    assert.equal(countOneMore(lines, 'none'), null);
  });

  test("a new batch goes after its SKU's line with nothing on the book", () => {
    const lines = [counted(milk, '5')];
    const added = addBatch(lines, lines[0].key);
    assert.deepEqual(
      added.map((l) => [l.batchNo, l.bookQty, l.newBatch]),
      [
        ['B1', 5, false],
        ['', 0, true],
      ],
    );
  });
});

describe("the count checked before it is sent, in the server's words", () => {
  const problems = (...lines: CountLine[]) => Object.values(validateCount(header, lines).lines);

  test('every line counted, with a number not below 0', () => {
    assert.deepEqual(problems(counted(water, ''), counted(water, 'x'), counted(water, '-1'), counted(water, '0')), [
      '明细第1行请填写实盘数量，或删除该行',
      '明细第2行实盘数量必须是数字',
      '明细第3行实盘数量不能小于0',
    ]);
    assert.equal(validateCount(header, []).form, '请至少录入一行商品');
    assert.equal(validateCount({ ...header, warehouseId: '' }, [counted(water, '1')]).header.warehouseId, '请选择仓库');
  });

  test('a shelf-life gain needs a batch, a new batch its production date', () => {
    const unbatched = counted({ ...milk, batchNo: null, bookQty: 0 }, '2');
    const fresh = counted({ ...milk, batchNo: 'B9', bookQty: 0, productionDate: null }, '2', { newBatch: true });
    assert.deepEqual(problems(unbatched, fresh), [
      '明细第1行是保质期商品，盘盈须填写批次号和生产日期',
      '明细第2行批次“B9”不在库存中，盘盈须填写生产日期',
    ]);
    assert.deepEqual(problems({ ...fresh, productionDate: '2026-10-01' }), []);
  });
});

test('the count as Invtak/Save takes it, and as the workbook exports it', () => {
  const lines = [
    counted(water, '9', { remark: ' 破损 ' }),
    counted(phone, '1', { found: ['A'] }),
    counted(milk, '5'),
    counted({ ...milk, batchNo: 'B9', bookQty: 0, productionDate: '2026-03-01', expiryDate: null }, '2', { newBatch: true }),
  ];
  assert.deepEqual(toSaveInput({ ...header, invtakId: 'i1', remark: '月末盘点' }, lines, true), {
    invtakId: 'i1',
    warehouseId: 'w1',
    billDate: '2026-11-23',
    remark: '月末盘点',
    audit: true,
    lines: [
      { skuId: 'water', countQty: 9, remark: '破损' },
      { skuId: 'phone', countQty: 1, serials: ['A'] },
      { skuId: 'milk', countQty: 5, batchNo: 'B1' },
      { skuId: 'milk', countQty: 2, batchNo: 'B9', productionDate: '2026-03-01' },
    ],
  });
  const rows = sheetRows(lines.slice(1, 2));
  assert.deepEqual(rows[0], [
    '商品编码',
    '商品名称',
    '规格',
    '条码',
    '单位',
    '批次号',
    '生产日期',
    '到期日期',
    '账面数量',
    '账面序列号',
    '实盘数量',
    '实盘序列号',
  ]);
  assert.deepEqual(rows[1], ['PHONE', 'phone', '', '', '个', '', '', '', '2', 'A,B', '1', 'A']);
});

test('a saved stocktake on the sheet of its goods now: counts kept to edit it, blank to count again', () => {
  const saved = [
    { skuId: 'water', batchNo: null, productionDate: null, expiryDate: null, serials: [], countQty: 8, remark: '少2' },
    { skuId: 'milk', batchNo: 'B9', productionDate: '2026-03-01', expiryDate: '2026-08-28', serials: [], countQty: 2, remark: '' },
    { skuId: 'gone', batchNo: null, productionDate: null, expiryDate: null, serials: [], countQty: 1, remark: '' },
  ];
  const edit = linesFromSaved(saved, [water, milk], false);
  assert.deepEqual(
    edit.map((l) => [l.skuId, l.batchNo, l.bookQty, l.count, l.remark, l.newBatch]),
    [
      ['water', null, 10, '8', '少2', false],
      ['milk', 'B9', 0, '2', '', true],
    ],
  );
  assert.deepEqual(
    linesFromSaved(saved, [water, milk], true).map((l) => l.count),
    ['', ''],
  );
});

import assert from 'node:assert/strict';
import { describe, test } from '@jest/globals';
import type { DocLine } from '../../document-engine';
import { dec } from '../../shared/decimal';
import { Book, CountedSku, CountLine, countedLines, countResults, emptyBook, planStocktake, simulate } from './stocktake';

const W = 'w1';
const plain: CountedSku = { serialFlag: false, lifeFlag: false, shelfLifeDays: null, purchasePrice: '3' };
const serial: CountedSku = { ...plain, serialFlag: true };
const life: CountedSku = { ...plain, lifeFlag: true, shelfLifeDays: 180 };
const SKUS = new Map([
  ['water', plain],
  ['phone', serial],
  ['milk', life],
]);

const book = (qty: number, amount: number, more: Partial<Book> = {}): Book => ({
  ...emptyBook(),
  qty: dec(qty),
  amount: dec(amount),
  ...more,
});
const batches = (...list: [string, number][]) =>
  new Map(
    list.map(([no, qty]) => [no, { productionDate: `2026-0${no.slice(-1)}-01`, expiryDate: `2027-0${no.slice(-1)}-01`, qty: dec(qty) }]),
  );
const line = (lineNo: number, skuId: string, count: number, more: Partial<CountLine> = {}): CountLine => ({
  lineNo,
  skuId,
  warehouseId: W,
  baseQty: String(count),
  ...more,
});

/** Given these books, when these lines are counted: the movements the audit makes (in order) and each line's result. */
function given(books: Record<string, Book>) {
  const map = new Map(Object.entries(books));
  return {
    counted(...lines: CountLine[]) {
      const { planned, refused } = planStocktake(lines, map, SKUS);
      const moves = simulate(map, planned);
      return {
        moves: moves.map((m) => [
          m.skuId,
          m.inQty,
          m.outQty,
          m.amount,
          m.serials ?? [],
          (m.batches ?? []).map((b) => `${b.batchNo}×${b.qty}`),
        ]),
        results: countResults(lines, moves),
        refused,
      };
    },
  };
}

describe('given a book, when counted, then the audit moves the difference', () => {
  test('a gain comes in at the moving average of the book', () => {
    const { moves, results } = given({ water: book(10, 55) }).counted(line(1, 'water', 12));
    assert.deepEqual(moves, [['water', '2', '0', '11', [], []]]);
    assert.deepEqual(results, [{ lineNo: 1, bookQty: '10', countQty: '12', diffQty: '2', diffAmount: '11' }]);
  });

  test('a gain with no stock to average comes in at the purchase price', () => {
    const { moves, results } = given({}).counted(line(1, 'water', 4));
    assert.deepEqual(moves, [['water', '4', '0', '12', [], []]]);
    assert.equal(results[0].bookQty, '0');
  });

  test('a gain over negative stock (allowed by the company) is priced at the purchase price too', () => {
    const { moves } = given({ water: book(-2, 0) }).counted(line(1, 'water', 1));
    assert.deepEqual(moves, [['water', '3', '0', '9', [], []]]);
  });

  test('a loss leaves at the moving average, the last unit taking what is left of the amount', () => {
    assert.deepEqual(given({ water: book(3, 10) }).counted(line(1, 'water', 1)).moves, [['water', '0', '2', '6.666667', [], []]]);
    const all = given({ water: book(3, 10) }).counted(line(1, 'water', 0));
    assert.deepEqual(all.moves, [['water', '0', '3', '10', [], []]]);
    assert.deepEqual(all.results, [{ lineNo: 1, bookQty: '3', countQty: '0', diffQty: '-3', diffAmount: '-10' }]);
  });

  test('a line with no difference moves nothing', () => {
    const { moves, results } = given({ water: book(5, 20) }).counted(line(1, 'water', 5));
    assert.deepEqual(moves, []);
    assert.deepEqual(results, [{ lineNo: 1, bookQty: '5', countQty: '5', diffQty: '0', diffAmount: '0' }]);
  });

  test('losses go first, and gains come in at the average the book had before the stocktake', () => {
    const { moves } = given({ water: book(4, 40), phone: book(2, 200, { serials: new Set(['A', 'B']) }) }).counted(
      line(1, 'phone', 1, { serials: ['C'] }),
      line(2, 'water', 0),
    );
    assert.deepEqual(moves, [
      ['phone', '0', '2', '200', ['A', 'B'], []],
      ['water', '0', '4', '40', [], []],
      ['phone', '1', '0', '100', ['C'], []],
    ]);
  });
});

describe('serial SKUs are counted by serial', () => {
  test('serials in stock but not counted leave, counted serials not in stock come in', () => {
    const { moves, results } = given({ phone: book(3, 300, { serials: new Set(['A', 'B', 'C']) }) }).counted(
      line(1, 'phone', 3, { serials: ['B', 'C', 'D'] }),
    );
    assert.deepEqual(moves, [
      ['phone', '0', '1', '100', ['A'], []],
      ['phone', '1', '0', '100', ['D'], []],
    ]);
    assert.deepEqual(results, [{ lineNo: 1, bookQty: '3', countQty: '3', diffQty: '0', diffAmount: '0' }]);
  });

  test('stock that came in without serials and was not counted leaves too', () => {
    const { moves, results } = given({ phone: book(5, 500, { serials: new Set(['A', 'B']) }) }).counted(
      line(1, 'phone', 1, { serials: ['A'] }),
    );
    assert.deepEqual(moves, [
      ['phone', '0', '1', '100', ['B'], []],
      ['phone', '0', '3', '300', [], []],
    ]);
    assert.deepEqual(results[0], { lineNo: 1, bookQty: '5', countQty: '1', diffQty: '-4', diffAmount: '-400' });
  });
});

describe('batch SKUs are counted by batch', () => {
  const milk = () => book(10, 100, { batches: batches(['B1', 4], ['B2', 6]) });

  test('a counted batch moves its difference; a batch not counted is left as it is', () => {
    const { moves, results } = given({ milk: milk() }).counted(
      line(1, 'milk', 1, { batchNo: 'B1' }),
      line(2, 'milk', 2, { batchNo: 'B3', productionDate: '2026-10-01', expiryDate: '2027-03-30' }),
    );
    assert.deepEqual(moves, [
      ['milk', '0', '3', '30', [], ['B1×3']],
      ['milk', '2', '0', '20', [], ['B3×2']],
    ]);
    assert.deepEqual(
      results.map((r) => [r.bookQty, r.diffQty, r.diffAmount]),
      [
        ['4', '-3', '-30'],
        ['0', '2', '20'],
      ],
    );
  });

  test('a gain in an existing batch keeps its dates', () => {
    const { planned } = planStocktake([line(1, 'milk', 5, { batchNo: 'B1' })], new Map([['milk', milk()]]), SKUS);
    assert.deepEqual(planned[0].batches, [{ batchNo: 'B1', productionDate: '2026-01-01', expiryDate: '2027-01-01', qty: '1' }]);
  });

  test('a gain in a batch not in stock needs its production date; dates unlike the batch in stock are refused', () => {
    const books = new Map([['milk', milk()]]);
    const refused = (l: CountLine) => planStocktake([l], books, SKUS).refused.map((r) => r.code);
    assert.deepEqual(refused(line(3, 'milk', 2, { batchNo: 'B9' })), ['BATCH_DATES']);
    assert.deepEqual(refused(line(3, 'milk', 5, { batchNo: 'B1', productionDate: '2026-05-05', expiryDate: '2026-11-01' })), [
      'BATCH_MISMATCH',
    ]);
    assert.deepEqual(refused(line(3, 'milk', 0, { batchNo: 'B9' })), [], 'counting nothing of an unknown batch moves nothing');
  });

  test('a line without batch counts the stock no batch holds: it may lose, not gain', () => {
    const books = { milk: book(12, 120, { batches: batches(['B1', 4], ['B2', 6]) }) };
    const lost = given(books).counted(line(1, 'milk', 0));
    assert.deepEqual(lost.moves, [['milk', '0', '2', '20', [], []]]);
    assert.deepEqual(
      given(books)
        .counted(line(1, 'milk', 3))
        .refused.map((r) => [r.code, r.message]),
      [['BATCH_REQUIRED', '明细第1行是保质期商品，盘盈须填写批次号和生产日期']],
    );
  });
});

describe('stocktake lines on save', () => {
  const doc = (lineNo: number, skuId: string, qty: number): DocLine => ({
    lineNo,
    skuId,
    warehouseId: W,
    unitName: '个',
    ratio: '1',
    qty: String(qty),
    baseQty: String(qty),
    price: '0',
    discount: '100',
    taxRate: '0',
    amount: '0',
    taxAmount: '0',
    lineTotal: '0',
    costAmount: '0',
    remark: '',
  });

  test('a serial SKU lists as many serials as it counts, none when it counts none', () => {
    assert.deepEqual(countedLines([doc(1, 'phone', 2)], [{ serials: ['A', 'B'] }], SKUS)[0].serials, ['A', 'B']);
    assert.deepEqual(countedLines([doc(1, 'phone', 0)], [{}], SKUS)[0].serials, []);
    assert.throws(() => countedLines([doc(1, 'phone', 2)], [{ serials: ['A'] }], SKUS), /明细第1行需要录入2个序列号，已录入1个/);
  });

  test('a batch SKU names its batch; a new batch brings its dates, the expiry following from the shelf life', () => {
    const [known, fresh] = countedLines(
      [doc(1, 'milk', 1), doc(2, 'milk', 2)],
      [{ batchNo: 'B1' }, { productionDate: '2026-10-01' }],
      SKUS,
    );
    assert.deepEqual([known.batchNo, known.productionDate], ['B1', null]);
    assert.deepEqual([fresh.batchNo, fresh.productionDate, fresh.expiryDate], ['20261001', '2026-10-01', '2027-03-30']);
    assert.throws(() => countedLines([doc(1, 'water', 1)], [{ batchNo: 'B1' }], SKUS), /明细第1行的商品未启用保质期管理/);
  });

  test('a SKU, or a batch, is counted on one line only', () => {
    assert.throws(() => countedLines([doc(1, 'water', 1), doc(2, 'water', 2)], [{}, {}], SKUS), /明细第2行与第1行是同一商品/);
    assert.throws(
      () => countedLines([doc(1, 'milk', 1), doc(2, 'milk', 2)], [{ batchNo: 'B1' }, { batchNo: 'B1' }], SKUS),
      /明细第2行与第1行是同一批次/,
    );
    assert.equal(countedLines([doc(1, 'milk', 1), doc(2, 'milk', 2)], [{ batchNo: 'B1' }, { batchNo: 'B2' }], SKUS).length, 2);
  });
});

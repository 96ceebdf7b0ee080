import assert from 'node:assert/strict';
import { test } from '@jest/globals';
import { decideDocument, DocLine, DocumentEvent, DocumentSaved, evolveDocument, initialDocument } from '../../document-engine';
import { D, dec } from '../../shared/decimal';
import { decider } from '../../testing/given-when-then';
import { AskedLine, decideStockConfirmation } from './stock-confirmation';
import type { Move } from '../../document-engine';

const line = (lineNo: number, qty: string, ratio = '1', over: Partial<DocLine> = {}): DocLine => ({
  lineNo,
  skuId: `k${lineNo}`,
  warehouseId: 'w1',
  unitName: ratio === '1' ? '瓶' : '箱',
  ratio,
  qty,
  baseQty: dec(qty).times(ratio).toString(),
  price: '2',
  discount: '100',
  taxRate: '0',
  amount: '0',
  taxAmount: '0',
  lineTotal: '0',
  costAmount: '0',
  remark: '',
  ...over,
});
const doc: DocumentSaved = {
  docId: 'd1',
  billType: 301,
  billNo: 'CG202611230001',
  billDate: '2026-11-23',
  partnerId: 's1',
  warehouseId: 'w1',
  lines: [line(1, '10'), line(2, '2', '12'), line(3, '2', '1', { serials: ['SN1', 'SN2'] })],
  totals: { totalQty: '14', amount: '0', taxAmount: '0', discountAmount: '0', totalAmount: '0' } as DocumentSaved['totals'],
  settleAmount: '0',
  accountId: null,
  remark: '',
  sourceId: null,
};
const posting = { billNo: doc.billNo, billDate: doc.billDate, partnerId: 's1' };
const saved: DocumentEvent = { type: 'Saved', data: doc };
const audited = decideDocument('采购单').audit(evolveDocument(initialDocument, saved), [])[0];
const awaited: DocumentEvent = {
  type: 'StockAwaited',
  data: {
    lines: [
      { lineNo: 1, qty: '10' },
      { lineNo: 2, qty: '2' },
      { lineNo: 3, qty: '2' },
    ],
  },
};
const move = (skuId: string, inQty: string): Move => ({ warehouseId: 'w1', skuId, inQty, outQty: '0', amount: '1' });
const confirmed = (lines: [number, string, string][], moves: Move[], complete = false): DocumentEvent => ({
  type: 'StockConfirmed',
  data: { lines: lines.map(([lineNo, qty, baseQty]) => ({ lineNo, qty, baseQty })), moves, complete, ...posting },
});

const given = decider(evolveDocument, initialDocument);
const decide = decideStockConfirmation('采购单', '入库');
const ask = (...lines: [number, number][]): AskedLine[] => lines.map(([lineNo, qty]) => ({ lineNo, qty: new D(qty) }));
/** Confirms what is asked, with one made-up movement per part (the stock effect's, in the handler). */
const confirm = (asked?: AskedLine[]) => (s: ReturnType<typeof evolve>) => {
  const parts = decide.plan(s, asked);
  return decide.confirmed(
    s,
    parts,
    parts.map((p) => move(p.line.skuId, p.baseQty.toString())),
  );
};
const evolve = (...events: DocumentEvent[]) => events.reduce(evolveDocument, initialDocument);

test("part of a line, in the line's unit: main units are its ratio times", () => {
  given(saved, audited, awaited)
    .when(confirm(ask([1, 4], [2, 1])))
    .then([
      confirmed(
        [
          [1, '4', '4'],
          [2, '1', '12'],
        ],
        [move('k1', '4'), move('k2', '12')],
      ),
    ]);
});

test('no lines asked: everything still open, which completes the confirmation', () => {
  const first = confirmed([[1, '4', '4']], [move('k1', '4')]);
  given(saved, audited, awaited, first)
    .when(confirm())
    .then([
      confirmed(
        [
          [1, '6', '6'],
          [2, '2', '24'],
          [3, '2', '2'],
        ],
        [move('k1', '6'), move('k2', '24'), move('k3', '2')],
        true,
      ),
    ]);
  given(saved, audited, awaited, first)
    .when(confirm(ask([1, 6], [2, 2])))
    .then([
      confirmed(
        [
          [1, '6', '6'],
          [2, '2', '24'],
        ],
        [move('k1', '6'), move('k2', '24')],
      ),
    ]);
});

test('the part already moved counts: a part never takes more than is open', () => {
  const first = confirmed([[1, '4', '4']], [move('k1', '4')]);
  given(saved, audited, awaited, first)
    .when(confirm(ask([1, 7])))
    .refused('VALIDATION', /明细第1行确认数量7超过待入库数量6/);
  const [part] = decide.plan(evolve(saved, audited, awaited, first), ask([1, 6]));
  assert.deepEqual([part.before.toNumber(), part.baseQty.toNumber()], [4, 6], 'the rest of the line comes after the 4 moved before');
});

test('a confirmed line, an unknown or repeated line, and part of a serial line are refused', () => {
  const whole = confirmed([[1, '10', '10']], [move('k1', '10')]);
  given(saved, audited, awaited, whole)
    .when(confirm(ask([1, 1])))
    .refused('VALIDATION', /明细第1行已全部确认入库/);
  given(saved, audited, awaited)
    .when(confirm(ask([9, 1])))
    .refused('VALIDATION', /明细第9行不存在/);
  given(saved, audited, awaited)
    .when(confirm(ask([1, 1], [1, 2])))
    .refused('VALIDATION', /明细第1行重复/);
  given(saved, audited, awaited)
    .when(confirm(ask([3, 1])))
    .refused('VALIDATION', /明细第3行是序列号商品，需整行确认入库/);
});

test('only an audited document whose goods await the warehouse, until all are confirmed', () => {
  given(saved)
    .when(confirm())
    .refused('BAD_STATUS', /采购单未审核，不能确认入库/);
  given(saved, audited)
    .when(confirm())
    .refused('BAD_STATUS', /采购单没有待入库的商品/);
  const all = confirmed(
    [
      [1, '10', '10'],
      [2, '2', '24'],
      [3, '2', '2'],
    ],
    [],
    true,
  );
  given(saved, audited, awaited, all)
    .when(confirm())
    .refused('BAD_STATUS', /没有待入库/);
  const back = decideDocument('采购单').writeBack(evolve(saved, audited, awaited))[0];
  given(saved, audited, awaited, back)
    .when(confirm())
    .refused('BAD_STATUS', /采购单已红冲，不能确认入库/);
  given().when(confirm()).refused('NOT_FOUND');
});

test('a write-back reverses what the confirmations moved, and only that', () => {
  const first = confirmed([[1, '4', '4']], [move('k1', '4')]);
  given(saved, audited, awaited, first)
    .when((s) => decideDocument('采购单').writeBack(s))
    .then([{ type: 'WrittenBack', data: { ...(audited.data as object), moves: [move('k1', '4')] } } as DocumentEvent]);
});

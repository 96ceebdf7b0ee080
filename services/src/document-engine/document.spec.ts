import assert from 'node:assert/strict';
import { test } from '@jest/globals';
import type { StoredEvent } from '@jxc/infra';
import { decider } from '../testing/given-when-then';
import { decideDocument, DocumentEvent, DocumentEventTypes, DocumentSaved, evolveDocument, initialDocument } from './document';
import { evolveStored, toStored } from '../shared/es/event-names';
import type { DocLine } from './lines';

const line = (lineNo: number, skuId: string, baseQty: string, lineTotal: string): DocLine => ({
  lineNo,
  skuId,
  warehouseId: 'w1',
  unitName: '瓶',
  ratio: '1',
  qty: baseQty,
  baseQty,
  price: '2',
  discount: '100',
  taxRate: '0',
  amount: lineTotal,
  taxAmount: '0',
  lineTotal,
  costAmount: lineTotal,
  remark: '',
});
const doc = (over: Partial<DocumentSaved> = {}): DocumentSaved => ({
  docId: 'd1',
  billType: 301,
  billNo: 'CG202611230001',
  billDate: '2026-11-23',
  partnerId: 'supplier-1',
  warehouseId: 'w1',
  lines: [line(1, 'k1', '10', '20'), line(2, 'k2', '5', '15')],
  totals: { totalQty: '15', amount: '35', taxAmount: '0', discountAmount: '0', totalAmount: '35' } as DocumentSaved['totals'],
  settleAmount: '5',
  accountId: 'a1',
  remark: '',
  sourceId: null,
  ...over,
});
const move = { warehouseId: 'w1', skuId: 'k1', inQty: '10', outQty: '0', amount: '20' };
const posting = {
  billNo: 'CG202611230001',
  billDate: '2026-11-23',
  partnerId: 'supplier-1',
  totalAmount: '35',
  netAmount: '35',
  settleAmount: '5',
  accountId: 'a1',
  sourceId: null,
};

const given = decider(evolveDocument, initialDocument);
const decide = decideDocument('采购单');
const saved: DocumentEvent = { type: 'Saved', data: doc() };
const audited: DocumentEvent = { type: 'Audited', data: { moves: [move], ...posting } };
const returnOf = (qty: string, partnerId = 'supplier-1'): DocumentSaved =>
  doc({ docId: 'r1', billNo: 'CT202611230001', partnerId, lines: [line(1, 'k1', qty, '2')], sourceId: 'd1' });
const source = { label: '原采购单', field: 'buyId', partnerLabel: '供应商', partnerField: 'supplierId' };

test('a new document is saved as it stands', () => {
  given()
    .when(() => decide.save(doc()))
    .then([saved]);
});

test('a draft may be edited and keeps its bill number; an audited one may not', () => {
  given(saved)
    .when((s) => decide.edit(s, doc({ billNo: '', remark: '改' })))
    .then([{ type: 'Saved', data: doc({ remark: '改' }) }]);
  given(saved, audited)
    .when((s) => decide.edit(s, doc()))
    .refused('BAD_STATUS', /采购单已审核，不能修改/);
});

test('a draft may be removed; then it is gone for every decision', () => {
  given(saved)
    .when(decide.remove)
    .then([{ type: 'Removed', data: {} }]);
  given(saved, { type: 'Removed', data: {} })
    .when((s) => decide.audit(s, []))
    .refused('NOT_FOUND', /采购单不存在或已删除/);
  given().when(decide.remove).refused('NOT_FOUND');
});

test('the audit carries the stock moves and what finance posts, once', () => {
  given(saved)
    .when((s) => decide.audit(s, [move]))
    .then([audited]);
  given(saved, audited)
    .when((s) => decide.audit(s, []))
    .refused('BAD_STATUS', /已审核，不能审核/);
});

test('multi-level approval records each level on a draft; a save starts the levels again', () => {
  given(saved)
    .when((s) => decide.approve(s, 1))
    .then([{ type: 'Approved', data: { level: 1 } }]);
  const state = [saved, { type: 'Approved', data: { level: 1 } } as DocumentEvent, saved].reduce(evolveDocument, initialDocument);
  assert.equal(state.approvals, 0);
});

test('a write-back reverses exactly what the audit moved, and only an audited document', () => {
  given(saved, audited)
    .when(decide.writeBack)
    .then([{ type: 'WrittenBack', data: { moves: [move], ...posting } }]);
  given(saved)
    .when(decide.writeBack)
    .refused('BAD_STATUS', /草稿，不能红冲/);
  given(saved, audited, { type: 'WrittenBack', data: { moves: [move], ...posting } })
    .when(decide.writeBack)
    .refused('BAD_STATUS', /已红冲/);
});

test('a write-off takes no more than is open: the total less what was paid on it and written off before', () => {
  const w = { by: 'p1', billNo: 'FK1', amount: '30', partnerId: 'supplier-1' };
  given(saved, audited)
    .when((s) => decide.settle(s, w, false, '供应商'))
    .then([{ type: 'Settled', data: { by: 'p1', billNo: 'FK1', amount: '30' } }]);
  given(saved, audited)
    .when((s) => decide.settle(s, { ...w, amount: '30.01' }, false, '供应商'))
    .refused('OVER_OPEN', /未结金额为30，不能核销30.01/);
  given(saved, audited, { type: 'Settled', data: { by: 'p0', billNo: 'FK0', amount: '10' } })
    .when((s) => decide.settle(s, { ...w, amount: '21' }, false, '供应商'))
    .refused('OVER_OPEN', /未结金额为20/);
  given(saved, audited)
    .when((s) => decide.settle(s, { ...w, partnerId: 'supplier-2' }, false, '供应商'))
    .refused('VALIDATION', /不属于该供应商/);
  given(saved)
    .when((s) => decide.settle(s, w, false, '供应商'))
    .refused('VALIDATION', /未审核/);
  given(saved, audited, { type: 'Settled', data: { by: 'p1', billNo: 'FK1', amount: '30' } })
    .when((s) => decide.settle(s, w, true, '供应商'))
    .then([{ type: 'SettlementReversed', data: { by: 'p1', billNo: 'FK1', amount: '30' } }]);
});

test('a later document takes no more of a SKU than is still open on its source, of the same partner', () => {
  given(saved, audited)
    .when((s) => decide.consume(s, returnOf('4'), false, source))
    .then([{ type: 'Consumed', data: { by: 'r1', billNo: 'CT202611230001', qty: { k1: '4' } } }]);
  const consumed: DocumentEvent = { type: 'Consumed', data: { by: 'r0', billNo: 'CT0', qty: { k1: '8' } } };
  given(saved, audited, consumed)
    .when((s) => decide.consume(s, returnOf('3'), false, source))
    .refused('OVER_SOURCE', /未处理的数量（剩余2）/);
  given(saved, audited)
    .when((s) => decide.consume(s, returnOf('1', 'supplier-2'), false, source))
    .refused('VALIDATION', /原采购单的供应商与本单不同/);
  given(saved)
    .when((s) => decide.consume(s, returnOf('1'), false, source))
    .refused('BAD_STATUS', /原采购单未审核或已红冲/);
  given()
    .when((s) => decide.consume(s, returnOf('1'), false, source))
    .refused('VALIDATION', /原采购单不存在/);
  given(saved, audited, consumed)
    .when((s) => decide.consume(s, returnOf('8'), true, source))
    .then([{ type: 'ConsumptionReversed', data: { by: 'r1', billNo: 'CT202611230001', qty: { k1: '8' } } }]);
});

test('stored events carry the kind’s own names, and a stream folds only its kind’s events', () => {
  const names: DocumentEventTypes<'Buy'> = {
    Saved: 'BuySaved',
    Approved: 'BuyApproved',
    Audited: 'BuyAudited',
    WrittenBack: 'BuyWrittenBack',
    Removed: 'BuyRemoved',
    Settled: 'BuySettled',
    SettlementReversed: 'BuySettlementReversed',
    Consumed: 'BuyConsumed',
    ConsumptionReversed: 'BuyConsumptionReversed',
  };
  const stored = toStored(names, [saved, audited]);
  assert.deepEqual(
    stored.map((e) => e.type),
    ['BuySaved', 'BuyAudited'],
  );
  const foreign = { type: 'BuyReturnSaved', data: doc({ remark: '别的单据' }) };
  const evolve = evolveStored({ ...names, StockAwaited: 'BuyStockAwaited', StockConfirmed: 'BuyStockConfirmed' }, evolveDocument);
  const state = [...stored, foreign].reduce((s, e) => evolve(s, e as StoredEvent), initialDocument);
  assert.equal(state.status, 'audited');
  assert.equal(state.doc?.remark, '');
});

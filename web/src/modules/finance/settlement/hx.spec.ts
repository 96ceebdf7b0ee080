import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import type { OpenDoc } from '../api';
import { allocatedTotal, allocationClean, allocationProblems, autoAllocate, toHxList, unallocatedOf } from './hx';

const doc = (saleId: string, openAmount: number) =>
  ({ saleId, billNo: saleId, billDate: '2026-11-01', totalAmount: openAmount, openAmount }) as OpenDoc;
const docs = [doc('s1', 50), doc('s2', 100.5)];

test('the amount fills the oldest open documents first', () => {
  assert.deepEqual(autoAllocate(docs, 'saleId', 80), { s1: '50', s2: '30' });
  assert.deepEqual(autoAllocate(docs, 'saleId', 500), { s1: '50', s2: '100.5' });
  assert.deepEqual(autoAllocate(docs, 'saleId', 0), {});
});

test('each amount within what the document owes, all of them within the receipt', () => {
  const p = allocationProblems(docs, 'saleId', { s1: '60', s2: 'x' }, 100, '收款金额');
  assert.deepEqual(p.docs, { s1: '核销金额不能大于未结金额50', s2: '核销金额必须是数字' });
  assert.equal(allocationProblems(docs, 'saleId', { s1: '50', s2: '60.1' }, 110, '收款金额').total, '核销金额合计110.1不能大于收款金额110');
  assert.deepEqual(allocationProblems(docs, 'saleId', { s2: '0.005' }, 110, '收款金额').docs, { s2: '核销金额最多两位小数' });
  assert.ok(allocationClean(allocationProblems(docs, 'saleId', { s1: '50', s2: '' }, 50, '收款金额')));
});

test('totals in cents; blanks are not sent', () => {
  assert.equal(allocatedTotal({ a: '0.1', b: '0.2', c: '' }), 0.3);
  assert.deepEqual(toHxList({ s1: '20', s2: '', s3: '0' }, 'saleId'), [{ saleId: 's1', amount: 20 }]);
  assert.equal(
    unallocatedOf({
      amount: 80,
      hxList: [
        { saleId: 's1', amount: 50 },
        { saleId: 's2', amount: 29.9 },
      ],
    }),
    0.1,
  );
});

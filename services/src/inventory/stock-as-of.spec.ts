import assert from 'node:assert/strict';
import { describe, test } from '@jest/globals';
import { ValidationError } from '../shared/errors';
import { asOfDate, daysBetween, monthEndAfter, monthEndBefore, monthEndOnOrAfter, monthEndOnOrBefore } from './stock-as-of';
import { movedDays } from './stock-as-of.projection';

const moved = (data: object, companyId = 'c1') => ({
  metadata: { companyId } as never,
  data: { warehouseId: 'w1', skuId: 'k1', billDate: '2025-03-02', inQty: '0', outQty: '0', amount: '0', ...data },
});
const figures = (rows: ReturnType<typeof movedDays>) =>
  rows.map((r) => [r.skuId, r.warehouseId, r.billDate, ...[r.qty, r.amount, r.upToQty, r.upToAmount].map(String)]);

describe('stock as of a date: a batch of movements as what each day of each SKU and warehouse gains', () => {
  test('in adds, out takes off, each day by its documents’ date; up to a day adds the days before it in the batch', () => {
    const rows = movedDays([
      moved({ inQty: '10', amount: '50' }),
      moved({ outQty: '3', amount: '15' }),
      moved({ outQty: '1', amount: '5', billDate: '2025-03-05' }),
      // Dated before both: a back-dated purchase saved later.
      moved({ inQty: '4', amount: '24', billDate: '2025-03-01' }),
    ]);
    assert.deepEqual(figures(rows), [
      ['k1', 'w1', '2025-03-01', '4', '24', '4', '24'],
      ['k1', 'w1', '2025-03-02', '7', '35', '11', '59'],
      ['k1', 'w1', '2025-03-05', '-1', '-5', '10', '54'],
    ]);
  });

  test('another SKU, warehouse or company runs up its own days', () => {
    const rows = movedDays([
      moved({ inQty: '2', amount: '2' }),
      moved({ inQty: '3', amount: '3', warehouseId: 'w2' }),
      moved({ inQty: '5', amount: '5', skuId: 'k2' }),
      moved({ inQty: '7', amount: '7' }, 'c2'),
      moved({ inQty: '1', amount: '1', billDate: '2025-03-03' }),
    ]);
    assert.deepEqual(
      rows.map((r) => [r.companyId, ...figures([r])[0]]),
      [
        ['c1', 'k1', 'w1', '2025-03-02', '2', '2', '2', '2'],
        ['c1', 'k1', 'w1', '2025-03-03', '1', '1', '3', '3'],
        ['c1', 'k1', 'w2', '2025-03-02', '3', '3', '3', '3'],
        ['c1', 'k2', 'w1', '2025-03-02', '5', '5', '5', '5'],
        ['c2', 'k1', 'w1', '2025-03-02', '7', '7', '7', '7'],
      ],
    );
  });

  test('a write-back (红冲) goes back the way it came: a sale and its write-back net to nothing on the day', () => {
    const rows = movedDays([
      moved({ outQty: '6', amount: '33' }),
      moved({ inQty: '6', amount: '33', reversal: true }),
      moved({ inQty: '10', amount: '50', billDate: '2025-03-03' }),
      moved({ outQty: '10', amount: '50', billDate: '2025-03-03', reversal: true }),
    ]);
    assert.deepEqual(figures(rows), [
      ['k1', 'w1', '2025-03-02', '0', '0', '0', '0'],
      ['k1', 'w1', '2025-03-03', '0', '0', '0', '0'],
    ]);
  });

  test('a change of value alone (成本调价) adds its amount, + or −, and leaves the quantity', () => {
    const rows = movedDays([moved({ amount: '12' }), moved({ amount: '-3', billDate: '2025-03-04' })]);
    assert.deepEqual(figures(rows), [
      ['k1', 'w1', '2025-03-02', '0', '12', '0', '12'],
      ['k1', 'w1', '2025-03-04', '0', '-3', '0', '9'],
    ]);
  });

  test('a transfer takes off in one warehouse what it adds in the other', () => {
    const rows = movedDays([moved({ outQty: '4', amount: '14' }), moved({ inQty: '4', amount: '14', warehouseId: 'w2' })]);
    assert.deepEqual(figures(rows), [
      ['k1', 'w1', '2025-03-02', '-4', '-14', '-4', '-14'],
      ['k1', 'w2', '2025-03-02', '4', '14', '4', '14'],
    ]);
  });
});

describe('asOfDate: the day a stock list or report is taken at', () => {
  test('none asked is the stock now; a past day is itself; a day after today is today', () => {
    assert.equal(asOfDate({}, '2025-06-30'), undefined);
    assert.equal(asOfDate({ asOfDate: '' }, '2025-06-30'), undefined);
    assert.equal(asOfDate({ asOfDate: '2025-01-31' }, '2025-06-30'), '2025-01-31');
    assert.equal(asOfDate({ asOfDate: '2031-01-01' }, '2025-06-30'), '2025-06-30');
  });

  test('anything but a calendar date is refused naming 截至日期', () => {
    for (const bad of ['2025-02-30', '2025/01/01', '昨天', 20250101])
      assert.throws(
        () => asOfDate({ asOfDate: bad }, '2025-06-30'),
        (e: unknown) => e instanceof ValidationError && e.message.includes('截至日期'),
        String(bad),
      );
  });
});

describe('the month ends the stock is kept at', () => {
  test('before a day: the end of the month before its own; on or before: the day itself when it ends its month', () => {
    assert.equal(monthEndBefore('2025-03-01'), '2025-02-28');
    assert.equal(monthEndBefore('2024-03-31'), '2024-02-29');
    assert.equal(monthEndBefore('2025-01-15'), '2024-12-31');
    assert.equal(monthEndOnOrBefore('2025-01-31'), '2025-01-31');
    assert.equal(monthEndOnOrBefore('2025-01-30'), '2024-12-31');
    assert.equal(monthEndOnOrBefore('2024-12-31'), '2024-12-31');
    assert.equal(monthEndOnOrAfter('2024-02-03'), '2024-02-29');
    assert.equal(monthEndOnOrAfter('2024-12-31'), '2024-12-31');
    assert.equal(monthEndAfter('2024-01-31'), '2024-02-29');
    assert.equal(monthEndAfter('2024-12-31'), '2025-01-31');
    assert.equal(daysBetween('2024-02-27', '2024-03-01'), 3);
  });
});

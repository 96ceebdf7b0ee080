import assert from 'node:assert/strict';
import { describe, test } from '@jest/globals';
import { stockDays } from './stock-days.projection';

const moved = (data: object, companyId = 'c1') => ({
  metadata: { companyId } as never,
  data: { warehouseId: 'w1', skuId: 'k1', billType: 201, billDate: '2025-03-01', inQty: '0', outQty: '0', amount: '0', ...data },
});
const figures = (rows: ReturnType<typeof stockDays>) =>
  rows.map((r) => [
    r.companyId,
    r.skuId,
    r.warehouseId,
    r.billDate,
    r.billType,
    ...[r.inQty, r.inAmount, r.outQty, r.outAmount].map(String),
  ]);

describe('stock days: movements summed per SKU, warehouse, day and bill type', () => {
  test('in and out of one day add up; another day, bill type, warehouse or company is a row of its own', () => {
    const rows = stockDays([
      moved({ billType: 301, inQty: '10', amount: '50' }),
      moved({ billType: 301, inQty: '2', amount: '12' }),
      moved({ outQty: '3', amount: '15.5' }),
      moved({ outQty: '1', amount: '5', billDate: '2025-03-02' }),
      moved({ outQty: '1', amount: '5', warehouseId: 'w2' }),
      moved({ outQty: '1', amount: '5' }, 'c2'),
    ]);
    assert.deepEqual(figures(rows), [
      ['c1', 'k1', 'w1', '2025-03-01', 301, '12', '62', '0', '0'],
      ['c1', 'k1', 'w1', '2025-03-01', 201, '0', '0', '3', '15.5'],
      ['c1', 'k1', 'w1', '2025-03-02', 201, '0', '0', '1', '5'],
      ['c1', 'k1', 'w2', '2025-03-01', 201, '0', '0', '1', '5'],
      ['c2', 'k1', 'w1', '2025-03-01', 201, '0', '0', '1', '5'],
    ]);
  });

  test('a write-back’s movement is taken off the direction it undoes: the document nets to nothing', () => {
    const rows = stockDays([
      moved({ outQty: '6', amount: '33' }),
      moved({ inQty: '6', amount: '33', reversal: true }),
      moved({ billType: 301, inQty: '10', amount: '50' }),
      moved({ billType: 301, outQty: '4', amount: '20', reversal: true }),
    ]);
    assert.deepEqual(figures(rows), [
      ['c1', 'k1', 'w1', '2025-03-01', 201, '0', '0', '0', '0'],
      ['c1', 'k1', 'w1', '2025-03-01', 301, '6', '30', '0', '0'],
    ]);
  });

  test('a change of value alone (成本调价) is value in, + or −, and its write-back takes it back', () => {
    const rows = stockDays([
      moved({ billType: 121, amount: '12' }),
      moved({ billType: 121, amount: '-3', billDate: '2025-03-02' }),
      moved({ billType: 121, amount: '-12', reversal: true }),
    ]);
    assert.deepEqual(figures(rows), [
      ['c1', 'k1', 'w1', '2025-03-01', 121, '0', '0', '0', '0'],
      ['c1', 'k1', 'w1', '2025-03-02', 121, '0', '-3', '0', '0'],
    ]);
  });

  test('summed over SKUs for the day totals', () => {
    const rows = stockDays([moved({ outQty: '1', amount: '2' }), moved({ skuId: 'k2', outQty: '3', amount: '4' })], 'day');
    assert.deepEqual(figures(rows), [['c1', '', 'w1', '2025-03-01', 201, '0', '0', '4', '6']]);
  });

  test('summed over days and bill types for the sums of each SKU in each warehouse', () => {
    const rows = stockDays(
      [
        moved({ billType: 301, inQty: '10', amount: '50' }),
        moved({ outQty: '1', amount: '5', billDate: '2025-03-02' }),
        moved({ skuId: 'k2', outQty: '3', amount: '4' }),
      ],
      'sku',
    );
    assert.deepEqual(figures(rows), [
      ['c1', 'k1', 'w1', '', 0, '10', '50', '1', '5'],
      ['c1', 'k2', 'w1', '', 0, '0', '0', '3', '4'],
    ]);
  });
});

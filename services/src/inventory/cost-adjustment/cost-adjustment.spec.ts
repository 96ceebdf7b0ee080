import assert from 'node:assert/strict';
import { describe, test } from '@jest/globals';
import { dec } from '../../shared/decimal';
import { applyMove, emptyStock } from '../stock';
import { undoing } from '../stock-effect';
import { adjustResult, CostBook, planCostAdjustment } from './cost-adjustment';

const book = (qty: number, amount: number): CostBook => ({ qty: dec(qty), amount: dec(amount) });
const line = (lineNo: number, skuId: string, price: number) => ({ lineNo, skuId, warehouseId: 'w1', price: String(price) });
const NAMES = new Map([
  ['water', '水'],
  ['milk', '牛奶'],
]);

/** Given this stock, when these new costs are set: each movement's [SKU, value added], and the lines refused. */
const given = (books: Record<string, CostBook>) => ({
  adjusted: (...lines: ReturnType<typeof line>[]) => {
    const { planned, refused } = planCostAdjustment(lines, new Map(Object.entries(books)), NAMES);
    return {
      moves: planned.map((p) => [p.skuId, p.inQty.toString(), p.outQty.toString(), p.amount!.toString()]),
      refused: refused.map((r) => r.message),
    };
  },
});

describe('given stock, when its cost is set anew, then its value moves by the difference and no quantity moves', () => {
  test('a higher cost adds value, a lower one takes it, the same cost moves none', () => {
    assert.deepEqual(given({ water: book(8, 24), milk: book(3, 18) }).adjusted(line(1, 'water', 4.5), line(2, 'milk', 5)), {
      moves: [
        ['water', '0', '0', '12'],
        ['milk', '0', '0', '-3'],
      ],
      refused: [],
    });
    assert.deepEqual(given({ water: book(8, 24) }).adjusted(line(1, 'water', 3)).moves, [['water', '0', '0', '0']]);
  });

  test('a cost that leaves an uneven value: the value becomes quantity × cost exactly', () => {
    assert.deepEqual(given({ water: book(3, 10) }).adjusted(line(1, 'water', 3)).moves, [['water', '0', '0', '-1']]);
  });

  test('no stock, or stock below zero, has no cost to set: refused naming the line', () => {
    assert.deepEqual(given({ water: book(0, 0), milk: book(-2, -6) }).adjusted(line(1, 'water', 1), line(2, 'milk', 1)).refused, [
      '明细第1行水在该仓库没有库存，不能调整成本',
      '明细第2行牛奶在该仓库没有库存，不能调整成本',
    ]);
  });

  test('a movement of no quantity changes the value and the average; its reversal (红冲) takes the value back', () => {
    const before = { ...emptyStock(), qty: dec(8), amount: dec(24) };
    const moved = applyMove(before, { inQty: dec(0), outQty: dec(0), amount: dec(12) });
    assert.deepEqual([moved.state.qty.toString(), moved.state.amount.toString(), moved.costPrice.toString()], ['8', '36', '4.5']);
    const [back] = undoing([{ warehouseId: 'w1', skuId: 'water', inQty: '0', outQty: '0', amount: '12' }]);
    assert.equal(back.amount!.toString(), '-12');
    assert.equal(applyMove(moved.state, back).state.amount.toString(), '24');
    assert.deepEqual(adjustResult({ lineNo: 1, price: '4.5' }, book(8, 24), dec(12)), {
      lineNo: 1,
      bookQty: '8',
      oldCostPrice: '3',
      newCostPrice: '4.5',
      diffAmount: '12',
    });
  });
});

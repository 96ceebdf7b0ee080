import assert from 'node:assert/strict';
import { describe, test } from '@jest/globals';
import type { PriceRow } from './api';
import { addLines, byPercent, isClean, lineOf, linesOfDetail, priceColumns, toSaveInput, validatePrices } from './priceForm';
import { isCostClean, toCostInput, validateCost, valueMoved } from './costForm';

const row = (skuId: string, salePrice: number | null, gradePrices: Record<string, number> = {}): PriceRow => ({
  skuId,
  productId: 'p',
  productName: '可乐',
  productCode: 'K1',
  spec: '330ml',
  barCode: null,
  unitName: '瓶',
  className: null,
  enabled: true,
  salePrice,
  wholesalePrice: null,
  purchasePrice: 2,
  lowestPrice: null,
  costPrice: 2,
  gradePrices,
});
const header = { changeId: '', billNo: '', billDate: '2026-11-24', effectiveDate: '2026-11-24', remark: '' };
const labels = new Map(priceColumns([]).map((c) => [c.type, c.label]));

describe('调价单 form', () => {
  test('the prices to adjust: the SKU’s own, then each grade’s level price', () => {
    assert.deepEqual(
      priceColumns([{ gradeId: 'g1', gradeName: '金牌' }]).map((c) => c.label),
      ['销售价', '批发价', '采购价', '最低售价', '等级价·金牌'],
    );
  });

  test('a SKU added once with its prices now; 按比例 sets new prices from them, two decimals, leaving one without a price', () => {
    const lines = addLines(addLines([], [row('a', 3, { g1: 2.8 })]), [row('a', 3), row('b', null)]);
    assert.deepEqual(
      lines.map((l) => [l.skuId, l.current.salePrice, l.current['grade:g1'] ?? null]),
      [
        ['a', 3, 2.8],
        ['b', null, null],
      ],
    );
    assert.deepEqual(
      byPercent(lines, 'salePrice', 5).map((l) => l.next.salePrice ?? ''),
      ['3.15', ''],
    );
    assert.deepEqual(byPercent(lines, 'salePrice', -10)[0].next.salePrice, '2.7');
  });

  test('sent as one line per SKU and price typed; a level price as gradePrice with its grade', () => {
    const l = { ...lineOf(row('a', 3)), next: { salePrice: '3.5', wholesalePrice: '', 'grade:g1': '2.9' } };
    assert.deepEqual(toSaveInput(header, [l], ['salePrice', 'wholesalePrice', 'grade:g1'], true), {
      billDate: '2026-11-24',
      effectiveDate: '2026-11-24',
      remark: '',
      audit: true,
      lines: [
        { skuId: 'a', priceType: 'salePrice', price: 3.5 },
        { skuId: 'a', priceType: 'gradePrice', gradeId: 'g1', price: 2.9 },
      ],
    });
  });

  test('refused before saving: no SKU, no price typed, a price not a number, a 生效日期 before the bill’s date', () => {
    assert.equal(validatePrices(header, [], ['salePrice'], labels).form, '请添加要调价的商品');
    const l = lineOf(row('a', 3));
    assert.equal(validatePrices(header, [l], ['salePrice'], labels).form, '请至少填写一个新价格');
    assert.equal(validatePrices(header, [{ ...l, next: { salePrice: '-1' } }], ['salePrice'], labels).lines.a, '销售价应为不小于0的数字');
    assert.equal(
      validatePrices({ ...header, effectiveDate: '2026-11-01' }, [{ ...l, next: { salePrice: '4' } }], ['salePrice'], labels).header
        .effectiveDate,
      '生效日期不能早于单据日期',
    );
    assert.ok(isClean(validatePrices(header, [{ ...l, next: { salePrice: '4' } }], ['salePrice'], labels)));
  });

  test('a saved draft back on the form: a line per SKU, its price types as the columns', () => {
    const base = { productName: '可乐', spec: '', unitName: '瓶' };
    const { lines, columns } = linesOfDetail([
      { ...base, skuId: 'a', priceType: 'salePrice', price: 4, oldPrice: 3 },
      { ...base, skuId: 'a', priceType: 'grade:g1', price: 2.9, oldPrice: null },
    ] as never);
    assert.deepEqual(
      [lines.length, lines[0].next, lines[0].current, columns],
      [1, { salePrice: '4', 'grade:g1': '2.9' }, { salePrice: 3, 'grade:g1': null }, ['salePrice', 'grade:g1']],
    );
  });
});

describe('成本调价 form', () => {
  const cost = { adjustId: '', billNo: '', warehouseId: 'w1', billDate: '2026-11-24', remark: '' };
  const line = { key: 'a', skuId: 'a', productName: '水', spec: '', unitName: '瓶', qty: 8, costPrice: 3, next: '4.5', remark: '' };

  test('the value it would move: quantity × new cost − value now; none without stock or a cost', () => {
    assert.equal(valueMoved(line), 12);
    assert.equal(valueMoved({ ...line, next: '2' }), -8);
    assert.equal(valueMoved({ ...line, qty: 0 }), null);
    assert.equal(valueMoved({ ...line, next: 'x' }), null);
  });

  test('refused before saving: no warehouse, no cost typed, no stock; else sent as {skuId, costPrice}', () => {
    assert.equal(validateCost({ ...cost, warehouseId: '' }, [line]).header.warehouseId, '请选择仓库');
    assert.equal(validateCost(cost, [{ ...line, next: '' }]).lines.a, '请填写调整后成本价（不小于0的数字）');
    assert.equal(validateCost(cost, [{ ...line, qty: 0 }]).lines.a, '该仓库没有库存，不能调整成本');
    assert.ok(isCostClean(validateCost(cost, [line])));
    assert.deepEqual(toCostInput(cost, [line], false), {
      warehouseId: 'w1',
      billDate: '2026-11-24',
      remark: '',
      lines: [{ skuId: 'a', costPrice: 4.5 }],
      audit: false,
    });
  });
});

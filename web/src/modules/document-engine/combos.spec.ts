import assert from 'node:assert/strict';
import { test } from '@jest/globals';
import type { DocDetailLine } from './api';
import { comboSku, groupCombos, type DetailCombo } from './combos';
import { newLine, shortLines, toLineInputs } from './lines';

const combo = { comboId: 'tz', comboName: '杯子套装', comboCode: 'TZ', comboPrice: 30 };
const part = (lineNo: number, skuId: string, qty: number, each: string): DocDetailLine =>
  ({
    lineNo,
    skuId,
    qty,
    taxRate: 0,
    remark: '',
    combo: { line: 1, ...combo, qty: '3', price: '30', discount: '100', each } satisfies DetailCombo,
  }) as unknown as DocDetailLine;

test("a combo line is sent as its combo, and checked against its components' stock", () => {
  const line = {
    ...newLine('k1', comboSku(combo), 30),
    qty: '3',
    combo: {
      comboId: 'tz',
      components: [
        { skuId: 'cup', qty: 1 },
        { skuId: 'lid', qty: 2 },
      ],
    },
  };
  assert.deepEqual(toLineInputs([line]), [{ comboId: 'tz', qty: 3, price: 30 }]);
  const stock: Record<string, number> = { cup: 10, lid: 5 };
  assert.deepEqual([...shortLines([line], 'w', (skuId) => stock[skuId])], ['k1'], '6 杯盖 wanted, 5 there');
  stock.lid = 6;
  assert.deepEqual([...shortLines([line], 'w', (skuId) => stock[skuId])], []);
});

test('saved component lines come back as the one combo line: as sold, or as many combos as every component has open', () => {
  const rows = [
    { line: part(1, 'cup', 3, '1'), qty: 3 },
    { line: part(2, 'lid', 6, '2'), qty: 6 },
  ];
  const [sold] = groupCombos(rows, false);
  assert.ok('combo' in sold);
  assert.deepEqual(
    [sold.combo.qty, sold.combo.price, sold.combo.sku.productName, sold.combo.combo],
    [
      '3',
      '30',
      '杯子套装',
      {
        comboId: 'tz',
        components: [
          { skuId: 'cup', qty: 1 },
          { skuId: 'lid', qty: 2 },
        ],
      },
    ],
  );
  const [open] = groupCombos(
    [
      { ...rows[0], qty: 2 },
      { ...rows[1], qty: 5 },
    ],
    true,
  );
  assert.ok('combo' in open && open.combo.qty === '2', 'two whole combos are still open');
  assert.deepEqual(groupCombos([{ ...rows[0], qty: 0 }, rows[1]], true), [], 'nothing whole is open');
});

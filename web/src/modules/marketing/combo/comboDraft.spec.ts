import assert from 'node:assert/strict';
import { test } from '@jest/globals';
import { comboInput, comboProblems, componentsValue, type ComponentLine } from './comboDraft';

const line = (key: string, skuId: string, qty: string): ComponentLine => ({
  key,
  skuId,
  productName: skuId,
  spec: '',
  unitName: '个',
  salePrice: 5,
  qty,
});
const values = { comboName: '杯子套装', comboCode: 'TZ-1', comboPrice: '30', remark: '' };

test('a combo needs a name, a code, a price and components with quantities, no SKU twice', () => {
  assert.deepEqual(comboProblems(values, [line('a', 'cup', '1'), line('b', 'lid', '2')]), { fields: {}, lines: {} });
  const bad = comboProblems({ ...values, comboName: '', comboCode: '套 餐' }, [line('a', 'cup', '0'), line('b', 'cup', '1')]);
  assert.deepEqual(Object.keys(bad.fields), ['comboName', 'comboCode']);
  assert.deepEqual({ ...bad.lines }, { a: '组成商品第1行数量必须大于0', b: '组成商品第2行与第1行是同一商品' });
  assert.equal(comboProblems(values, []).form, '组成商品至少需要一行');
});

test("the payload and the components' worth at their sale prices", () => {
  const lines = [line('a', 'cup', ' 1 '), line('b', 'lid', '2')];
  assert.deepEqual(comboInput(values, lines), {
    ...values,
    components: [
      { skuId: 'cup', qty: '1' },
      { skuId: 'lid', qty: '2' },
    ],
  });
  assert.equal(componentsValue(lines), 15);
});

import assert from 'node:assert/strict';
import { test } from '@jest/globals';
import { readSheet, writeSheet } from './workbook';

test('a workbook of 10,001 rows is refused by default, naming the limit, and read whole under a higher limit', async () => {
  const rows = Array.from({ length: 10_001 }, (_, i) => [`XS${i}`, '可乐', String(i + 1)]);
  const content = await writeSheet('销售出库', ['单据编号', '商品', '数量'], rows);
  await assert.rejects(readSheet(content), /一次最多导入10000行/);
  const sheet = await readSheet(content, 50_000);
  assert.equal(sheet.rows.length, 10_001);
  assert.deepEqual(sheet.rows[10_000], { rowNo: 10_002, values: { 单据编号: 'XS10000', 商品: '可乐', 数量: '10001' } });
});

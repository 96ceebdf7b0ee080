import assert from 'node:assert/strict';
import { test } from '@jest/globals';
import type { SkuTracking } from '../document-engine';
import type { SheetRow } from './check';
import { checkOpeningLines, lineInput, openingLines } from './opening-stock-rows';

const SKUS = new Map<string, SkuTracking>([
  ['phone', { serialFlag: true, lifeFlag: false, shelfLifeDays: null }],
  ['milk', { serialFlag: false, lifeFlag: true, shelfLifeDays: 180 }],
  ['water', { serialFlag: false, lifeFlag: false, shelfLifeDays: null }],
]);
const row = (rowNo: number, sku: string, values: Record<string, string>): SheetRow => ({
  rowNo,
  values: { 仓库: '总仓', 商品: sku, 数量: '1', 单价: '10', ...values },
});
const problems = (rows: SheetRow[], inStock: string[] = [], moved: string[] = []) =>
  checkOpeningLines(
    openingLines(rows, (r) => r.values['商品']),
    SKUS,
    new Set(inStock),
    new Set(moved),
    new Map(),
  ).map((e) => [e.rowNo, e.column, e.message]);

test('given serials one per row or comma-separated, when the rows of a SKU are one line, then quantities add up and serials join', () => {
  const lines = openingLines(
    [row(2, 'phone', { 序列号: 'P1' }), row(3, 'water', {}), row(4, 'phone', { 数量: '2', 序列号: 'P2, P3' })],
    (r) => r.values['商品'],
  );
  assert.deepEqual(
    lines.map((l) => [l.skuId, l.rows.map((r) => r.rowNo)]),
    [
      ['phone', [2, 4]],
      ['water', [3]],
    ],
  );
  const phone = lineInput(lines[0]);
  assert.deepEqual([phone.qty.toString(), phone.serials], ['3', ['P1', 'P2', 'P3']]);
  assert.deepEqual(problems([row(2, 'phone', { 序列号: 'P1' }), row(4, 'phone', { 数量: '2', 序列号: 'P2，P3' })]), []);
});

test('given a serial product whose serials are not its quantity, or a batch product with no production date, then the row says so', () => {
  assert.deepEqual(problems([row(2, 'phone', { 数量: '2', 序列号: 'P1' }), row(3, 'milk', {})]), [
    [2, '序列号', '该行需要录入2个序列号，已录入1个'],
    [3, '生产日期', '该行请填写生产日期'],
  ]);
  assert.deepEqual(problems([row(2, 'water', { 序列号: 'X' })]), [[2, '序列号', '该行的商品未启用序列号管理，不能录入序列号']]);
});

test('given a serial twice in the file or already in stock, or a SKU that moved in the warehouse, then the preview refuses it', () => {
  assert.deepEqual(problems([row(2, 'phone', { 序列号: 'P1' }), row(3, 'phone', { 序列号: 'P1' })]), [
    [3, '序列号', '序列号“P1”与第2行重复'],
  ]);
  assert.deepEqual(problems([row(2, 'phone', { 序列号: 'P9' })], ['phone|P9']), [[2, '序列号', '序列号“P9”已在库存中']]);
  assert.deepEqual(problems([row(2, 'water', {})], [], ['water']), [[2, '商品', '该商品在此仓库已有出入库记录，不能再录期初']]);
});

test('given rows of one SKU at different costs or batches, then each differing cell names the row to agree with', () => {
  assert.deepEqual(problems([row(2, 'milk', { 生产日期: '2026-03-01' }), row(3, 'milk', { 生产日期: '2026-04-01', 单价: '11' })]), [
    [3, '单价', '同一仓库同一商品的各行单价应与第2行相同'],
    [3, '生产日期', '同一仓库同一商品的各行生产日期应与第2行相同'],
  ]);
});

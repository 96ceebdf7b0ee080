import assert from 'node:assert/strict';
import { describe, test } from '@jest/globals';
import { checkRows, Found, SheetRow } from './check';
import { DATA_IMPORT_KINDS } from '../contracts';
import { IMPORT_KINDS } from './kinds';

const sale = IMPORT_KINDS.find((k) => k.kind === 'Sale')!;
const opening = IMPORT_KINDS.find((k) => k.kind === 'CustomOpening')!;
const found: Found = {
  Product: new Map([
    ['WATER', ['sku-water']],
    ['690001', ['sku-water']],
    ['T恤', ['sku-red', 'sku-blue']],
  ]),
  Custom: new Map([
    ['张三', ['c1']],
    ['C1', ['c1']],
  ]),
  Supplier: new Map(),
  Warehouse: new Map([['总仓', ['w1']]]),
};
const row = (rowNo: number, values: Partial<Record<string, string>>): SheetRow => ({
  rowNo,
  values: { 单据编号: 'A1', 单据日期: '2026-03-01', 客户: '张三', 仓库: '总仓', 商品: 'WATER', 数量: '2', 单价: '5', ...values } as Record<
    string,
    string
  >,
});
const problems = (rows: SheetRow[], create: string[] = [], imported = new Map<string, string>()) =>
  checkRows(sale, rows, found, new Set(create as never[]), imported);

describe('rows of a sales file, checked before anything is written', () => {
  test('good rows of one bill number make one document, whichever way they name its customer', () => {
    const plan = problems([row(2, {}), row(3, { 客户: 'C1', 商品: '690001' }), row(4, { 单据编号: 'A2' })]);
    assert.deepEqual(plan.errors, []);
    assert.deepEqual(
      plan.docs.map((d) => [d.key, d.rowNos]),
      [
        ['A1', [2, 3]],
        ['A2', [4]],
      ],
    );
  });

  test("each bad cell says its row, column and problem in the screens' words", () => {
    const plan = problems([
      row(2, { 数量: '0', 单价: 'x' }),
      row(3, { 单据日期: '2026-02-30', 仓库: '' }),
      row(4, { 单据编号: 'B', 商品: 'T恤' }),
    ]);
    assert.deepEqual(
      plan.errors.map((e) => `${e.rowNo} ${e.column} ${e.message}`),
      [
        '2 数量 数量必须大于0',
        '2 单价 单价必须是数字',
        '3 单据日期 单据日期必须是 yyyy-MM-dd 格式的日期',
        '3 仓库 仓库不能为空',
        '4 商品 商品“T恤”有2个，请填写编码或条码',
      ],
    );
  });

  test('a name of no record is an error, or a record to create when the user chose so', () => {
    const rows = [row(2, { 客户: '王五', 商品: '可乐' })];
    const plan = problems(rows);
    assert.deepEqual(
      plan.errors.map((e) => e.message),
      ['客户“王五”不存在', '商品“可乐”不存在'],
    );
    assert.deepEqual(plan.missing, [
      { kind: 'Custom', value: '王五' },
      { kind: 'Product', value: '可乐' },
    ]);
    const chosen = problems(rows, ['Custom', 'Product']);
    assert.deepEqual(chosen.errors, []);
    assert.equal(chosen.created.length, 2);
  });

  test('a bill number imported before is skipped with the bill it became', () => {
    const plan = problems([row(2, {})], [], new Map([['A1', 'XS20260301001']]));
    assert.equal(plan.docs[0].importedAs, 'XS20260301001');
  });

  test('an opening balance per customer: a customer named twice (by name and by code) must agree', () => {
    const plan = checkRows(
      opening,
      [
        { rowNo: 2, values: { 客户: '张三', 期初应收: '100' } },
        { rowNo: 3, values: { 客户: 'C1', 期初应收: '200' } },
        { rowNo: 4, values: { 客户: '李四', 期初应收: '1.234' } },
      ],
      found,
      new Set(),
      new Map(),
    );
    assert.deepEqual(
      plan.errors.map((e) => `${e.rowNo} ${e.column} ${e.message}`),
      ['3 期初应收 客户为张三的各行期初应收应与第2行相同', '4 客户 客户“李四”不存在', '4 期初应收 期初应收最多2位小数'],
    );
  });
});

test('the screen offers the kinds the server describes, by the same titles', () => {
  assert.deepEqual(
    IMPORT_KINDS.map((k) => ({ kind: k.kind, title: k.title })),
    DATA_IMPORT_KINDS.map((k) => ({ ...k })),
  );
});

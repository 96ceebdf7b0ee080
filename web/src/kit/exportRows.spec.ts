import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { batchSummary } from './batch';
import ExcelJS from 'exceljs';
import { EXPORT_PAGE_SIZE, collectRows, sheetOf, workbookBlob } from './exportRows';

test('an export reads every page of the query up to the cap', async () => {
  const asked: number[] = [];
  const load = async (q: { pageNo: number; pageSize: number; keyword?: string }) => {
    asked.push(q.pageNo);
    assert.equal(q.keyword, 'x');
    assert.equal(q.pageSize, EXPORT_PAGE_SIZE);
    const start = (q.pageNo - 1) * q.pageSize;
    return {
      pageNo: q.pageNo,
      totalCount: 450,
      data: Array.from({ length: Math.max(0, Math.min(q.pageSize, 450 - start)) }, (_, i) => start + i),
    };
  };
  const all = await collectRows(load, { pageNo: 3, pageSize: 10, keyword: 'x' });
  assert.deepEqual(asked, [1, 2, 3]);
  assert.equal(all.rows.length, 450);
  asked.length = 0;
  const capped = await collectRows(load, { pageNo: 1, pageSize: 10, keyword: 'x' }, 300);
  assert.deepEqual([asked, capped.rows.length, capped.total], [[1, 2], 300, 450]);
});

test('a sheet is the column titles, then each row as the columns word it', () => {
  const rows = [
    { name: '红T恤', price: null as number | null },
    { name: '蓝T恤', price: 59 },
  ];
  const sheet = sheetOf(
    [
      { key: 'name', title: '名称' },
      { key: 'price', title: '售价', text: (r: (typeof rows)[number]) => (r.price === null ? '—' : String(r.price)) },
    ],
    rows,
    { qty: 0, money: 2 },
  );
  assert.deepEqual(sheet, [
    ['名称', '售价'],
    ['红T恤', '—'],
    ['蓝T恤', '59'],
  ]);
});

test('an export writes quantities and money as numbers at the company’s digits, so that SUM adds them up', async () => {
  type Row = { code: string; unitName: string; qty: number; amount: number | null; limit: number };
  const rows: Row[] = [
    { code: '0012', unitName: '个', qty: 1200, amount: 1234.5, limit: 1000 },
    { code: '0013', unitName: '瓶', qty: 3, amount: 0.456, limit: 5 },
    { code: '0014', unitName: '个', qty: 7, amount: null, limit: 2 },
  ];
  const columns = [
    { key: 'code', title: '编码' },
    { key: 'qty', title: '库存', figure: 'units' as const, text: (r: Row) => (r.qty === 1200 ? '100箱' : `${r.qty}${r.unitName}`) },
    { key: 'amount', title: '金额', figure: 'money' as const, text: (r: Row) => (r.amount === null ? '***' : r.amount.toFixed(2)) },
    { key: 'gap', title: '超出', figure: 'qty' as const, value: (r: Row) => r.qty - r.limit, text: (r: Row) => String(r.qty - r.limit) },
  ];
  const blob = await workbookBlob('库存', sheetOf(columns, rows, { qty: 0, money: 2 }), '库存（全部仓库）');
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load((await blob.arrayBuffer()) as ExcelJS.Buffer);
  const ws = wb.worksheets[0];
  const column = (n: number) => [3, 4, 5].map((r) => ws.getRow(r).getCell(n));
  assert.deepEqual(
    column(1).map((c) => c.value),
    ['0012', '0013', '0014'],
    'codes stay text, leading zeros kept',
  );
  assert.deepEqual(
    column(2).map((c) => [c.value, c.numFmt]),
    [
      [1200, '#,##0"个"'],
      [3, '#,##0"瓶"'],
      [7, '#,##0"个"'],
    ],
    'a quantity in the main unit, named in its format',
  );
  assert.deepEqual(
    column(3).map((c) => [c.value, c.numFmt ?? null]),
    [
      [1234.5, '#,##0.00'],
      [0.46, '#,##0.00'],
      ['***', null],
    ],
    'money at 2 decimals; a hidden price stays ***',
  );
  assert.deepEqual(
    column(4).map((c) => [c.value, c.numFmt]),
    [
      [200, '#,##0'],
      [-2, '#,##0'],
      [5, '#,##0'],
    ],
  );
  // What SUM(B3:B5) … adds up: Excel's SUM takes the numbers of a range and passes over text.
  const sum = (cells: ExcelJS.Cell[]) => cells.reduce((s, c) => s + (typeof c.value === 'number' ? c.value : 0), 0);
  assert.ok(
    [2, 4].every((n) => column(n).every((c) => typeof c.value === 'number')),
    'every quantity is a number',
  );
  assert.deepEqual([sum(column(2)), Math.round(sum(column(3)) * 100) / 100, sum(column(4))], [1210, 1234.96, 203]);
});

test('a batch reports all done, or the failures with the first reason', () => {
  assert.deepEqual(
    batchSummary('批量启用', 2, {
      successCount: 2,
      data: [
        { ok: 1, message: '' },
        { ok: 1, message: '' },
      ],
    }),
    { intent: 'success', title: '批量启用成功，共2条' },
  );
  assert.deepEqual(
    batchSummary('批量删除', 3, {
      successCount: 1,
      data: [
        { ok: 1, message: '' },
        { ok: 0, message: '商品不存在或已删除' },
        { ok: 0, message: 'x' },
      ],
    }),
    {
      intent: 'warning',
      title: '批量删除：成功1条，失败2条',
      body: '商品不存在或已删除',
    },
  );
  assert.deepEqual(batchSummary('修改分类', 2, { successCount: 2 }), { intent: 'success', title: '修改分类成功，共2条' });
  assert.deepEqual(batchSummary('设置', 2, undefined), { intent: 'success', title: '设置成功' });
});

import assert from 'node:assert/strict';
import { afterAll, beforeAll, test } from '@jest/globals';
import ExcelJS from 'exceljs';
import { eventually } from '@jxc/infra/src/testing/test-database';
import { startTestApp, TestApp } from '../../testing/test-app';
import { readSheet, writeSheet } from './workbook';

let app: TestApp;
let token: string;
beforeAll(async () => {
  app = await startTestApp();
  token = (
    await app.call('Register/Register', { companyName: '导入', loginName: `imp${Date.now()}`, password: 'secret123', productType: 2 })
  ).body.returnData.token;
});
afterAll(() => app.close());

const finished = (importId: string) =>
  eventually(async () => {
    const p = (await app.call('ImportExcel/QueryProcess', { importId }, { token })).body.returnData;
    assert.equal(p.status, 'done');
    return p;
  }, 60_000);

test('imports 200 customers, keeps the good rows and reports the bad ones in a workbook', async () => {
  const rows = Array.from({ length: 200 }, (_, i) => [
    `客户${i + 1}`,
    `K${String(i + 1).padStart(4, '0')}`,
    `1380000${String(i).padStart(4, '0')}`,
    '',
    '',
    String(i % 7 === 0 ? 100.5 : 0),
  ]);
  rows[9][0] = '';
  rows[19][2] = '12345';
  rows[29][1] = 'K0001';
  const content = await writeSheet('客户', ['客户名称', '客户编码', '手机号', '联系人', '地址', '期初应收'], rows);
  const started = await app.call('ImportExcel/ImportCustom', { fileName: '客户.xlsx', content }, { token });
  assert.equal(started.status, 200, JSON.stringify(started.body));
  assert.equal(started.body.returnData.total, 200);
  const p = await finished(started.body.returnData.importId);
  assert.equal(p.success, 197);
  assert.equal(p.failed, 3);
  assert.deepEqual(
    p.errors.map((e: any) => [e.rowNo, e.message]),
    [
      [11, '客户名称不能为空'],
      [21, '手机号格式不正确，应为11位手机号'],
      [31, '客户编码已存在'],
    ],
  );
  const list = await app.call('Custom/PageQuery', { pageSize: 1, keyword: 'K0200' }, { token });
  assert.equal(list.body.returnData.data[0].customName, '客户200');
  assert.equal(
    (await app.call('Custom/PageQuery', {}, { token })).body.returnData.totalCount,
    197 + 1,
    'and 零售散客, which a company starts with',
  );

  const errors = (await app.call('ImportExcel/ErrorList', { importId: started.body.returnData.importId }, { token })).body.returnData;
  const sheet = await readSheet(errors.content);
  assert.deepEqual(sheet.headers, ['行号', '客户名称', '客户编码', '手机号', '联系人', '地址', '期初应收', '错误原因']);
  assert.deepEqual(
    sheet.rows.map((r) => [r.values['行号'], r.values['客户编码'], r.values['错误原因']]),
    [
      ['11', 'K0010', '客户名称不能为空'],
      ['21', 'K0020', '手机号格式不正确，应为11位手机号'],
      ['31', 'K0001', '客户编码已存在'],
    ],
  );
});

test('product rows sharing a code become one product with several SKUs', async () => {
  const content = await writeSheet(
    '商品',
    ['商品名称', '商品编码', '主单位', '规格', '条码', '销售价', '采购价'],
    [
      ['雪碧', 'SP1', '瓶', '330ml', '69330', '3', '2'],
      ['雪碧', 'SP1', '瓶', '500ml', '69500', '4', '2.5'],
      ['芬达', 'FD1', '瓶', '', '', 'abc', '2'],
    ],
  );
  const started = (await app.call('ImportExcel/ImportProduct', { fileName: '商品.xlsx', content }, { token })).body.returnData;
  const p = await finished(started.importId);
  assert.equal(p.success, 2);
  assert.deepEqual(
    p.errors.map((e: any) => [e.rowNo, e.message]),
    [[4, '规格第1行销售价必须是数字']],
  );
  assert.deepEqual(
    (await app.call('Product/PageQuery', { keyword: '雪碧', sortField: 'productName' }, { token })).body.returnData.data
      .map((r: any) => r.spec)
      .sort(),
    ['330ml', '500ml'],
  );
});

test('a file that is not a workbook, or lacks a required column, is refused at once', async () => {
  const bad = await app.call(
    'ImportExcel/ImportCustom',
    { fileName: 'x.xlsx', content: Buffer.from('hello').toString('base64') },
    { token },
  );
  assert.equal(bad.body.invMessage, '文件不是有效的 Excel 工作簿（.xlsx）');
  const wb = new ExcelJS.Workbook();
  wb.addWorksheet('a').addRow(['名字']);
  wb.worksheets[0].addRow(['x']);
  const content = Buffer.from(await wb.xlsx.writeBuffer()).toString('base64');
  const missing = await app.call('ImportExcel/ImportCustom', { fileName: 'x.xlsx', content }, { token });
  assert.equal(missing.body.invMessage, '缺少必填列：客户名称、客户编码');
  const template = (await app.call('ImportExcel/Template', { kind: 'Supplier' }, { token })).body.returnData;
  assert.deepEqual((await readSheet(template.content)).headers, [
    '供应商名称',
    '供应商编码',
    '手机号',
    '联系人',
    '地址',
    '期初应付',
    '备注',
  ]);
  assert.equal(template.fileName, '供应商导入模板.xlsx');
});

test('a product with 箱=12个, a class by its path and opening stock in two warehouses: the product, its units and class, and the stock as an opening entry', async () => {
  const call = async (path: string, body: object) => {
    const r = await app.call(path, body, { token });
    assert.equal(r.status, 200, `${path}: ${JSON.stringify(r.body)}`);
    return r.body.returnData;
  };
  const main = (await call('Warehouse/Save', { warehouseName: '总仓', warehouseCode: 'W1' })).warehouseId;
  const shop = (await call('Warehouse/Save', { warehouseName: '门店', warehouseCode: 'W2' })).warehouseId;
  const drinks = (await call('ProductClass/AddNode', { className: '饮料' })).classId;
  const soda = (await call('ProductClass/AddNode', { className: '碳酸饮料', parentId: drinks })).classId;
  await call('ProductClass/AddNode', { className: '果汁', parentId: drinks });
  const gifts = (await call('ProductClass/AddNode', { className: '礼盒' })).classId;
  await call('ProductClass/AddNode', { className: '果汁', parentId: gifts });

  const template = await call('ImportExcel/Template', { kind: 'Product' });
  const { headers } = await readSheet(template.content);
  assert.deepEqual(headers.slice(-3), ['备注', '期初数量（总仓）', '期初数量（门店）'], 'a column per warehouse');
  assert.ok(['辅助单位', '商品分类', '期初成本价'].every((c) => headers.includes(c)));
  const notes = new ExcelJS.Workbook();
  await notes.xlsx.load(Buffer.from(template.content, 'base64') as unknown as ExcelJS.Buffer);
  assert.equal(notes.worksheets[1].name, '填写说明');

  const row = (name: string, code: string, units: string, cls: string, w1: string, w2: string, cost = '') => [
    name,
    code,
    '个',
    units,
    cls,
    '',
    '',
    '5',
    '3',
    '',
    '',
    '',
    '',
    cost,
    '',
    w1,
    w2,
  ];
  const content = await writeSheet('商品', headers, [
    row('可乐', 'KL1', '箱=12个', '饮料/碳酸饮料', '120', '36', '2.5'),
    row('雪碧', 'XB1', '箱=24个，包=6个', '碳酸饮料', '', '10'),
    row('橙汁', 'CZ1', '', '果汁', '', ''),
    row('苹果汁', 'PG1', '箱=12瓶', '', '', ''),
    row('芬达', 'FD1', '', '汽水', '', ''),
    row('美年达', 'MN1', '箱-12', '', '', ''),
  ]);
  const started = await call('ImportExcel/ImportProduct', { fileName: '商品.xlsx', content });
  const p = await finished(started.importId);
  assert.deepEqual(
    p.errors.map((e: any) => [e.rowNo, e.message]),
    [
      [4, '商品分类“果汁”有多个，请写出从顶级开始的路径，如“饮料/果汁”'],
      [5, '辅助单位“箱=12瓶”应按主单位“个”换算'],
      [6, '商品分类“汽水”不存在，请先在商品分类中添加'],
      [7, '辅助单位“箱-12”格式不正确，应如“箱=12个”'],
    ],
  );
  assert.equal(p.success, 2);

  const cola = (await call('Product/PageQuery', { keyword: 'KL1' })).data[0];
  const detail = await call('Product/SpuDetail', { productId: cola.productId });
  assert.deepEqual(
    [detail.unitName, detail.units.map((u: any) => [u.unitName, Number(u.ratio)]), detail.classId],
    [
      '个',
      [
        ['个', 1],
        ['箱', 12],
      ],
      soda,
    ],
  );
  const sprite = await call('Product/SpuDetail', { productId: (await call('Product/PageQuery', { keyword: 'XB1' })).data[0].productId });
  assert.deepEqual(
    [sprite.units.map((u: any) => [u.unitName, Number(u.ratio)]), sprite.classId],
    [
      [
        ['个', 1],
        ['箱', 24],
        ['包', 6],
      ],
      soda,
    ],
  );

  const stock = await call('Stock/PageQuery', { pageSize: 50 });
  assert.deepEqual(stock.data.map((r: any) => [r.productName, r.warehouseName, r.qty, r.costPrice]).sort(), [
    ['可乐', '总仓', 120, 2.5],
    ['可乐', '门店', 36, 2.5],
    ['雪碧', '门店', 10, 3],
  ]);
  const opening = await call('InitStock/PageQuery', { pageSize: 50 });
  assert.deepEqual(
    opening.data.map((r: any) => [r.productName, r.warehouseId, r.qty]).sort(),
    [
      ['可乐', main, 120],
      ['可乐', shop, 36],
      ['雪碧', shop, 10],
    ].sort(),
    'entered as opening stock, as on its screen',
  );
});

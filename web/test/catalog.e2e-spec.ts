import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from '@jest/globals';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { appAndBrowser, choose, registerCompany, shoot, typeIn, WIDTHS } from './browser';
import { today } from '../../services/src/testing/stock-shop';

let token = '';
const owner = `cat${Date.now().toString(36)}`;
const PASSWORD = 'secret123';
const CUSTOMERS = 200;
const BAD_ROWS = 3;
const env = appAndBrowser(async (app) => {
  token = (await registerCompany(app, '资料测试商行', owner, PASSWORD)).token;
});

async function signedIn(): Promise<Page> {
  const context = await env.browser.newContext({ viewport: { width: WIDTHS.desktop, height: 900 }, acceptDownloads: true });
  const page = await context.newPage();
  await page.goto(`${env.app.url}/Login`);
  await page.getByPlaceholder(/账号/).fill(owner);
  await page.getByPlaceholder(/密码/).fill(PASSWORD);
  await page.getByRole('button', { name: /^登\s*录$/ }).click();
  await page.waitForURL((u) => u.pathname === '/', { timeout: 15_000 });
  return page;
}

/** A call as the owner that must succeed: its returnData. */
async function call(pathName: string, body: Record<string, unknown>) {
  const r = await env.app.call(pathName, body, { token });
  assert.equal(r.status, 200, `${pathName}: ${JSON.stringify(r.body)}`);
  return r.body.returnData;
}

/** 200 customers, three of them wrong: a bad phone, a code used twice, a missing name. */
async function customerWorkbook(): Promise<string> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('客户');
  ws.addRow(['客户名称', '客户编码', '手机号', '联系人', '地址', '期初应收', '超期天数', '标签', '备注']);
  for (let i = 1; i <= CUSTOMERS; i++) {
    const code = i === 120 ? 'KH0001' : `KH${String(i).padStart(4, '0')}`;
    ws.addRow([
      i === 150 ? '' : `客户${i}`,
      code,
      i === 80 ? '123' : `1391234${String(i).padStart(4, '0')}`,
      `联系人${i}`,
      `杭州市${i}号`,
      i % 10,
      30,
      '批发',
      '',
    ]);
  }
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'jxc-import-')), '客户资料.xlsx');
  await wb.xlsx.writeFile(file);
  return file;
}

test('a product with two SKUs and two units is created in the form and found by barcode', async () => {
  const spec = await env.app.call('SysSpec/Save', { specName: '颜色', specValues: ['红', '蓝', '白'] }, { token });
  assert.equal(spec.status, 200, JSON.stringify(spec.body));
  const page = await signedIn();

  await page.goto(`${env.app.url}/management/Add`);
  await page.getByLabel('商品名称').fill('纯棉T恤');
  await page.getByLabel('商品编码').fill('TX-001');
  await typeIn(page, '主单位', '件');
  await page.getByRole('button', { name: '添加辅助单位' }).click();
  const unit = page.getByRole('group', { name: '辅助单位1' });
  await unit.getByLabel('单位名称').fill('箱');
  await unit.getByLabel('换算比例').fill('24');
  await page.getByRole('group', { name: '颜色' }).getByLabel('红').check();
  await page.getByRole('group', { name: '颜色' }).getByLabel('蓝').check();
  await page.getByRole('button', { name: '生成规格（2个）' }).click();
  const grid = page.getByRole('table', { name: '规格明细' });
  for (const [i, code] of [
    [1, '6901001'],
    [2, '6901002'],
  ] as const) {
    await grid.getByLabel(`第${i}行条码`).fill(code);
    await grid.getByLabel(`第${i}行销售价`).fill('59');
    await grid.getByLabel(`第${i}行采购价`).fill('30');
  }
  // A required price left empty is caught before anything is sent.
  await grid.getByLabel('第2行销售价').fill('');
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await grid.getByText('销售价不能为空').waitFor();
  await grid.getByLabel('第2行销售价').fill('69');
  await shoot(page, 'product-form');
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await page.waitForURL(/\/management\/Detail\?productId=/);
  const skus = page.getByRole('table', { name: '商品规格' });
  await skus.getByText('6901002').waitFor();
  assert.equal(await skus.getByRole('row').count(), 3);
  await page.getByText('1箱 = 24件').waitFor();
  await page.getByRole('table', { name: '操作记录' }).getByText('新增商品').waitFor();
  await shoot(page, 'product-detail');

  await page.goto(`${env.app.url}/management/List`);
  await page.getByRole('searchbox', { name: '关键字' }).fill('6901002');
  await page.getByRole('button', { name: '查询' }).click();
  const list = page.getByRole('table', { name: '商品列表' });
  await list.getByRole('row').filter({ hasText: '6901001' }).waitFor({ state: 'detached' });
  await list.getByRole('row').filter({ hasText: '6901002' }).getByText('69.00').waitFor();
  assert.equal(await list.getByRole('row').count(), 2);
  await page.getByRole('searchbox', { name: '关键字' }).fill('');
  await list.getByText('6901001').waitFor();
  await shoot(page, 'product-list');
});

test('200 customers are imported from a workbook; bad rows are summed up and downloadable; a detail shows its history', async () => {
  const file = await customerWorkbook();
  const page = await signedIn();
  await page.goto(`${env.app.url}/client/Import`);
  await page.getByLabel('选择导入文件').setInputFiles(file);
  await page.getByText(`导入完成：共${CUSTOMERS}行，成功${CUSTOMERS - BAD_ROWS}行，失败${BAD_ROWS}行`).waitFor({ timeout: 60_000 });
  const errors = page.getByRole('table', { name: '导入错误' });
  await errors.getByText('手机号格式不正确，应为11位手机号').waitFor();
  await errors.getByText('客户名称不能为空').waitFor();
  await shoot(page, 'customer-import');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '下载错误行' }).click()]);
  assert.match(download.suggestedFilename(), /错误行\.xlsx$/);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(await download.path());
  const ws = wb.worksheets[0];
  assert.equal(ws.actualRowCount, BAD_ROWS + 1);
  assert.equal(ws.getRow(1).getCell(ws.actualColumnCount).value, '错误原因');

  await page.goto(`${env.app.url}/client/List`);
  const customers = page.getByRole('table', { name: '客户列表' });
  // The good rows and 零售散客, which the company started with.
  await page.getByText(`共 ${CUSTOMERS - BAD_ROWS + 1} 条`).waitFor();
  await page.getByRole('searchbox', { name: '关键字' }).fill('KH0007');
  await page.getByRole('button', { name: '查询' }).click();
  const row = customers.getByRole('row').filter({ hasText: 'KH0007' });
  await row.getByText('客户7').waitFor();
  await shoot(page, 'customer-list');
  await row.getByRole('button', { name: '详情' }).click();
  const drawer = page.getByRole('dialog');
  await drawer.getByText('客户：客户7').waitFor();
  await drawer.getByRole('table', { name: '操作记录' }).getByText('新增客户').waitFor();
  await drawer.getByText('13912340007').waitFor();
  await shoot(page, 'customer-detail');
});

test('classes are added, nested, renamed and removed on the classification screen', async () => {
  const page = await signedIn();
  await page.goto(`${env.app.url}/client/classification`);
  const tree = page.getByRole('tree', { name: '客户分类' });
  const name = page.getByLabel('客户分类名称');
  const save = page.getByRole('button', { name: '保存', exact: true });
  const nodeMenu = async (node: string, item: string) => {
    await tree.getByText(node, { exact: true }).hover();
    await page.getByRole('button', { name: `${node}的操作` }).click();
    await page.getByRole('menuitem', { name: item }).click();
  };

  await page.getByRole('button', { name: '新增客户分类' }).click();
  await name.fill('批发客户');
  await save.click();
  await tree.getByText('批发客户').waitFor();
  await nodeMenu('批发客户', '新增下级');
  await name.fill('华东区');
  await save.click();
  await tree.getByText('华东区').waitFor();
  await nodeMenu('华东区', '重命名');
  await name.fill('华东大区');
  await save.click();
  await tree.getByText('华东大区').waitFor();
  await shoot(page, 'customer-classification');

  await nodeMenu('华东大区', '删除');
  const confirm = page.getByRole('alertdialog');
  await confirm.getByRole('button', { name: '确定' }).click();
  // While a modal is open the page behind it is hidden from the accessibility tree: wait for it to close first.
  await confirm.waitFor({ state: 'detached' });
  await page.getByText('删除成功').first().waitFor();
  await tree.getByText('华东大区').waitFor({ state: 'detached' });
  await tree.getByText('批发客户').waitFor();
  assert.deepEqual(
    (await call('CustomClass/TreeQuery', {})).data.map((n: { className: string }) => n.className),
    ['批发客户'],
  );
});

test('the customer list keeps its actions in view at 1366 px; a column is hidden with the chooser; a phone is cleared', async () => {
  const { customId } = await call('Custom/Save', {
    customName: '清空测试客户',
    customCode: 'QK001',
    phone: '13800001111',
    contact: '王五',
  });
  const page = await signedIn();
  await page.goto(`${env.app.url}/client/List`);
  const grid = page.getByRole('table', { name: '客户列表' });
  const firstEdit = grid.getByRole('row').nth(1).getByRole('button', { name: '编辑' });
  const inView = async () => {
    const box = await firstEdit.boundingBox();
    assert.ok(box && box.x >= 0 && box.x + box.width <= WIDTHS.desktop, `编辑 at ${JSON.stringify(box)}`);
  };
  await firstEdit.waitFor();
  await inView();

  await page.getByRole('button', { name: '列设置' }).click();
  const chooser = page.getByRole('menu', { name: '列设置' });
  assert.equal(await chooser.getByRole('menuitemcheckbox', { name: '客户名称' }).getAttribute('aria-disabled'), 'true');
  await chooser.getByRole('menuitemcheckbox', { name: '联系人' }).click();
  await grid.getByRole('columnheader', { name: '联系人' }).waitFor({ state: 'detached' });
  // Columns hidden at first can be shown; the actions stay pinned in view while the grid scrolls sideways.
  await chooser.getByRole('menuitemcheckbox', { name: '归属员工' }).click();
  await chooser.getByRole('menuitemcheckbox', { name: '期初应收' }).click();
  await grid.getByRole('columnheader', { name: '期初应收' }).waitFor();
  await page.keyboard.press('Escape');
  await inView();
  await page.reload();
  await grid.getByRole('columnheader', { name: '归属员工' }).waitFor();
  assert.equal(await grid.getByRole('columnheader', { name: '联系人' }).count(), 0);

  // A keyword typed and not yet searched stays through a resize across the phone width (the tree panel hides and shows).
  const keyword = page.getByRole('searchbox', { name: '关键字' });
  await keyword.fill('QK001');
  await shoot(page, 'customer-list-columns');
  assert.equal(await keyword.inputValue(), 'QK001');
  await page.getByRole('button', { name: '查询' }).click();
  // Two steps, so that a failure says which went wrong: the search taken into the URL, then the one row it finds.
  await page.waitForURL(/[?&]q=QK001(&|$)/);
  await page.getByText('共 1 条').waitFor();
  const row = grid.getByRole('row').filter({ hasText: 'QK001' });
  await row.getByText('13800001111').waitFor();
  await row.getByRole('button', { name: '编辑' }).click();
  const dialog = page.getByRole('dialog', { name: '编辑客户' });
  await dialog.getByLabel('手机号').fill('');
  await dialog.getByRole('button', { name: '保存' }).click();
  await dialog.waitFor({ state: 'detached' });
  await row.getByText('13800001111').waitFor({ state: 'detached' });
  const after = await call('Custom/Detail', { customId });
  assert.deepEqual([after.phone, after.customName], [null, '清空测试客户']);
});

test("supplier returns are summed up by supplier; a customer sees its grade prices; a location offers its warehouse's areas", async () => {
  const { warehouseId } = await call('Warehouse/Save', { warehouseName: '退货仓', warehouseCode: 'TH' });
  const { warehouseId: other } = await call('Warehouse/Save', { warehouseName: '备用仓', warehouseCode: 'BY' });
  await call('WarehouseArea/Save', { areaName: '退货区', areaCode: 'A1', warehouseId });
  await call('WarehouseArea/Save', { areaName: '备用区', areaCode: 'B1', warehouseId: other });
  const {
    skus: [{ skuId }],
  } = await call('Product/Save', { productName: '矿泉水', productCode: 'KQS', unitName: '瓶', skus: [{ salePrice: 2, purchasePrice: 1 }] });
  const returns: [string, number[]][] = [
    ['华丰食品', [10, 10]],
    ['永辉批发', [5]],
  ];
  for (const [i, [supplierName, qtys]] of returns.entries()) {
    const { supplierId } = await call('Supplier/Save', { supplierName, supplierCode: `GYS${i}` });
    await call('Buy/Save', { supplierId, billDate: today, warehouseId, lines: [{ skuId, qty: 100, price: 1 }], audit: true });
    for (const qty of qtys)
      await call('BuyReturn/Save', { supplierId, billDate: today, warehouseId, lines: [{ skuId, qty, price: 1 }], audit: true });
  }
  const page = await signedIn();
  await page.goto(`${env.app.url}/management/SupplierAllBack`);
  const groups = page.getByRole('table', { name: '按供应商汇总' });
  const lines = page.getByRole('table', { name: '供应商退货明细' });
  await groups.getByRole('row').filter({ hasText: '华丰食品' }).getByText('20.00').waitFor();
  await page.getByText('合计：数量 25.00（基本单位），价税合计 25.00').waitFor();
  await shoot(page, 'supplier-returns');
  await page.getByRole('combobox', { name: '供应商' }).fill('永辉');
  await page.getByRole('option', { name: '永辉批发' }).click();
  await lines.getByText('华丰食品').first().waitFor({ state: 'detached' });
  await groups.getByText('华丰食品').waitFor({ state: 'detached' });
  await page.getByText('合计：数量 5.00（基本单位），价税合计 5.00').waitFor();

  const { gradeId } = await call('CustomGrade/Save', { gradeName: '金牌' });
  await call('SkuDegreePrice/Save', { skuId, prices: [{ gradeId, price: '1.8' }] });
  await call('Custom/Save', { customName: '金牌客户', customCode: 'JP001', gradeId });
  await page.goto(`${env.app.url}/client/price`);
  await page.getByRole('combobox', { name: '客户' }).fill('金牌');
  await page.getByRole('option', { name: '金牌客户' }).click();
  await page.getByText('客户等级：金牌').waitFor();
  await page
    .getByRole('table', { name: '客户等级价列表' })
    .getByRole('row')
    .filter({ hasText: '矿泉水' })
    .getByText('1.80')
    .first()
    .waitFor();
  await shoot(page, 'customer-prices');
  await page.getByRole('link', { name: '设置该等级的价格' }).click();
  await page.waitForURL(/\/price\/SetDegree\?gradeId=/);
  assert.equal(await page.getByLabel('矿泉水等级价').inputValue(), '1.8');

  await page.goto(`${env.app.url}/warehouse/WarehouseLocation`);
  await page.getByRole('button', { name: '新增库位' }).click();
  const form = page.getByRole('dialog', { name: '新增库位' });
  await form.getByRole('combobox', { name: '仓库' }).click();
  await page.getByRole('option', { name: '备用仓' }).click();
  await form.getByRole('combobox', { name: '库区' }).click();
  await page.getByRole('option', { name: '备用区' }).waitFor();
  assert.equal(await page.getByRole('option', { name: '退货区' }).count(), 0);
});

test('a list keeps its keyword, filter and page in the URL: a reload and another tab and back show the same rows', async () => {
  // 25 customers to page through, 3 of them disabled: 22 enabled, so page 2 of 启用 holds the 11th to the 20th.
  for (let i = 1; i <= 25; i++) {
    const { customId } = await call('Custom/Save', {
      customName: `翻页客户${String(i).padStart(2, '0')}`,
      customCode: `FY${String(i).padStart(3, '0')}`,
    });
    if (i % 10 === 5) await call('Custom/Disable', { customId });
  }
  const page = await signedIn();
  await page.goto(`${env.app.url}/client/List`);
  const grid = page.getByRole('table', { name: '客户列表' });
  await grid.getByRole('row').nth(1).waitFor();
  await page.getByRole('searchbox', { name: '关键字' }).fill('翻页客户');
  await page.getByRole('button', { name: '查询' }).click();
  await choose(page, '状态', '启用');
  await page.getByText('共 22 条').waitFor();
  await page.getByRole('navigation', { name: '分页' }).getByRole('button', { name: '下一页' }).click();
  await grid.getByRole('row').filter({ hasText: 'FY013' }).waitFor();

  const url = new URL(page.url());
  assert.equal(url.pathname, '/client/List');
  assert.deepEqual([url.searchParams.get('q'), url.searchParams.get('enabled'), url.searchParams.get('page')], ['翻页客户', 'true', '2']);
  const shown = async () => {
    await grid.getByRole('row').filter({ hasText: 'FY013' }).waitFor();
    const codes = (await grid.getByRole('row').allInnerTexts()).join('\n').match(/FY\d{3}/g) ?? [];
    assert.equal(codes.length, 10, codes.join());
    assert.ok(!codes.includes('FY001') && !codes.includes('FY015'), codes.join());
    assert.equal(await page.getByRole('searchbox', { name: '关键字' }).inputValue(), '翻页客户');
    assert.equal(await page.getByRole('combobox', { name: '状态' }).textContent(), '启用');
  };
  await shown();

  await page.reload();
  await shown();

  // Another tab (the warehouse list, opened inside the app) and back through the tab bar.
  await page.evaluate(() => {
    window.history.pushState(null, '', '/warehouse/list');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await page.getByRole('table', { name: '仓库列表' }).waitFor();
  await page.getByRole('tab', { name: /客户/ }).click();
  await page.waitForURL((u) => u.pathname === '/client/List');
  await shown();
  // Back in the browser's history from another screen.
  await page.goto(`${env.app.url}/warehouse/list`);
  await page.getByRole('table', { name: '仓库列表' }).waitFor();
  await page.goBack();
  await shown();
  await shoot(page, 'customer-list-url-state');
});

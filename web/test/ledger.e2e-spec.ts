import assert from 'node:assert/strict';
import { test } from '@jest/globals';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { shopDay } from '@jxc/services/contracts';
import { appAndBrowser, registerCompany, shootAll, signedIn, starterAccount } from './browser';

const env = appAndBrowser();
const owner = `books${Date.now().toString(36)}`;
const PASSWORD = 'secret123';
const today = shopDay();
const month = today.slice(0, 7);
const monthName = `${month.slice(0, 4)}年${Number(month.slice(5))}月`;
const RECEIPT = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** The rows of a grid as the page shows them: each row's cells' texts. */
const gridRows = (page: Page, name: string) =>
  page
    .getByRole('table', { name, exact: true })
    .getByRole('row')
    .evaluateAll((rows) =>
      rows.map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent?.trim() ?? '')).filter((c) => c.length),
    );

/** A role with every action on the 会计 entries and a look at sales, and a user of it who signs in: the bookkeeper. */
async function bookkeeper(call: (p: string, b: object) => Promise<any>, loginName: string) {
  const all = ['add', 'edit', 'query', 'get', 'audit', 'back', 'export', 'disable', 'set'];
  const { roleId } = await call('Role/Save', {
    roleName: '会计',
    permissions: [
      ...['5501', '5502', '5503', '5504', '5505'].map((permissionId) => ({ permissionId, actionList: all })),
      { permissionId: '2002', actionList: ['query', 'get'] },
    ],
  });
  // Prices and others' documents shown: the sale a voucher comes from was opened by the owner.
  await call('User/Save', { loginName, password: PASSWORD, userName: '会计小李', roleId, pricePerm: '111111000' });
}

test('a bookkeeper reviews the month’s vouchers made from a purchase, a sale and a receipt, drills from 利润表 to the sale, exports for 金蝶KIS, carries the profit and sees the books agree; a clerk without ledger rights sees none of it', async () => {
  const { call } = await registerCompany(env.app, '账务商行', owner, PASSWORD);
  const cash = await starterAccount(call, '现金', 1000);
  const { warehouseId } = await call('Warehouse/Save', { warehouseName: '总仓', warehouseCode: 'W1' });
  const { customId } = await call('Custom/Save', { customName: '张三商店', customCode: 'C1' });
  const { supplierId } = await call('Supplier/Save', { supplierName: '酱油厂', supplierCode: 'S1' });
  const skuId = (
    await call('Product/Save', { productName: '酱油', productCode: 'JY', unitName: '瓶', skus: [{ salePrice: 20, purchasePrice: 10 }] })
  ).skus[0].skuId;
  // Bought 50 at 10 on credit, sold 10 at 20 on credit at a cost of 10 each, 150 of it received in cash.
  await call('Buy/Save', { supplierId, warehouseId, billDate: today, lines: [{ skuId, qty: 50, price: 10 }], audit: true });
  const sale = await call('Sale/Save', { customId, warehouseId, billDate: today, lines: [{ skuId, qty: 10, price: 20 }], audit: true });
  await call('CustomReceive/Save', { customId, accountId: cash, billDate: today, amount: 150, audit: true });
  const saleNo: string = (await call('Sale/Detail', { saleId: sale.saleId ?? sale.docId })).billNo;
  await bookkeeper(call, `${owner}k`);

  const page = await signedIn(env.browser, env.app.url, `${owner}k`, PASSWORD);
  // The permissions load once signed in: leaving before they have would sign the bookkeeper out.
  await page.getByLabel('主菜单').getByText('会计').waitFor();

  // 凭证: the three documents' vouchers, each from its document, waiting for review.
  await page.goto(`${env.app.url}/ledger/voucher/List`);
  const vouchers = page.getByRole('table', { name: '凭证列表', exact: true });
  await vouchers.getByRole('row').filter({ hasText: saleNo }).waitFor();
  const listed = await gridRows(page, '凭证列表');
  assert.equal(listed.length, 3, JSON.stringify(listed));
  assert.ok(
    listed.every((r) => r.includes('未审核')),
    'vouchers from documents wait for review',
  );
  const saleVoucher = vouchers.getByRole('row').filter({ hasText: saleNo });
  await saleVoucher.getByRole('button', { name: '审核', exact: true }).click();
  await saleVoucher.getByText('已审核', { exact: true }).waitFor();
  // Off the row: a hovered row's shade is not what the screen shows.
  await page.mouse.move(0, 0);
  await shootAll(page, 'ledger-vouchers');

  // 利润表: 营业收入 200, 营业成本 100; the income opens its voucher, the voucher its sale.
  await page.goto(`${env.app.url}/ledger/report/Profit`);
  const profit = page.getByRole('table', { name: '利润表', exact: true });
  await profit.getByRole('row').filter({ hasText: '一、营业收入' }).getByText('200.00').first().waitFor();
  const statement = await gridRows(page, '利润表');
  const figures = Object.fromEntries(statement.map(([title, , monthly, yearly]) => [title, [monthly, yearly]]));
  assert.deepEqual(figures['一、营业收入'], ['200.00', '200.00']);
  assert.deepEqual(figures['减：营业成本'], ['100.00', '100.00']);
  assert.deepEqual(figures['四、净利润（净亏损以“-”号填列）'], ['100.00', '100.00']);
  // 导出: the statement as shown, its figures numbers under a title row naming the month.
  const [sheetFile] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '导出' }).click()]);
  assert.equal(sheetFile.suggestedFilename(), `利润表-${month}.xlsx`);
  const statementBook = new ExcelJS.Workbook();
  await statementBook.xlsx.readFile((await sheetFile.path())!);
  const statementRows: unknown[][] = [];
  statementBook.worksheets[0].eachRow((row) => statementRows.push((row.values as unknown[]).slice(1)));
  assert.match(String(statementRows[0][0]), new RegExp(`^利润表 ${monthName}`));
  assert.deepEqual(statementRows[1], ['项目', '行次', '本月金额', '本年累计金额']);
  assert.deepEqual(
    statementRows.find((r) => r[0] === '一、营业收入'),
    ['一、营业收入', 1, 200, 200],
  );
  await page.getByRole('button', { name: '营业收入 200.00' }).first().click();
  const drill = page.getByRole('region', { name: `营业收入 ${monthName}的凭证` });
  await drill.getByRole('row').filter({ hasText: saleNo }).waitFor();
  await page.evaluate(() => window.scrollTo(0, 0));
  await shootAll(page, 'ledger-profit-drill');
  await drill
    .getByRole('row')
    .filter({ hasText: saleNo })
    .getByRole('link', { name: /^记-\d{4}$/ })
    .click();
  await page.waitForURL(/\/ledger\/voucher\/Detail\?voucherId=/);
  await page.getByRole('heading', { name: /^凭证 记-\d{4}$/ }).waitFor();
  const lines = await gridRows(page, '凭证分录');
  assert.deepEqual(
    lines.map(([summary, account, , debit, credit]) => [summary === '合计' ? '合计' : account, debit, credit]),
    [
      ['1122 应收账款', '200.00', ''],
      ['5001 主营业务收入', '', '200.00'],
      ['5401 主营业务成本', '100.00', ''],
      ['1405 库存商品', '', '100.00'],
      ['合计', '300.00', '300.00'],
    ],
  );
  await shootAll(page, 'ledger-voucher-detail');
  await page.getByRole('link', { name: saleNo }).click();
  await page.waitForURL(/\/sale\/Detail\?saleId=/);
  await page.getByText(saleNo).first().waitFor();

  // 导出: a workbook in 金蝶KIS's 凭证引入 layout whose rows are the vouchers' lines.
  await page.goto(`${env.app.url}/ledger/voucher/List`);
  await vouchers.getByRole('row').filter({ hasText: saleNo }).waitFor();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '导出(金蝶KIS)' }).click()]);
  assert.match(download.suggestedFilename(), /^凭证-金蝶KIS引入.*\.xlsx$/);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile((await download.path())!);
  const sheet: unknown[][] = [];
  wb.worksheets[0].eachRow((row) => sheet.push((row.values as unknown[]).slice(1)));
  const titles = sheet[0] as string[];
  assert.deepEqual(titles.slice(0, 12), [
    '凭证日期',
    '会计年度',
    '会计期间',
    '凭证字',
    '凭证号',
    '科目代码',
    '科目名称',
    '币别代码',
    '币别名称',
    '原币金额',
    '借方',
    '贷方',
  ]);
  const col = (t: string) => titles.indexOf(t);
  const saleLines = sheet.slice(1).filter((r) => r[col('参考信息')] === saleNo);
  assert.deepEqual(
    saleLines.map((r) => [r[col('科目代码')], r[col('借方')], r[col('贷方')], r[col('核算项目')]]),
    [
      ['1122', 200, 0, '客户---C1---张三商店'],
      ['5001', 0, 200, ''],
      ['5401', 100, 0, ''],
      ['1405', 0, 100, '仓库---W1---总仓'],
    ],
  );
  assert.equal(sheet.length - 1, 2 + 4 + 2, 'every line of the three vouchers, under one title row');

  // 资产负债表 balances: cash 1000 + 150, receivable 50, stock 400 against payable 500, capital 1000 and profit 100.
  await page.goto(`${env.app.url}/ledger/report/BalanceSheet`);
  await page
    .getByRole('table', { name: '资产', exact: true })
    .getByRole('row')
    .filter({ hasText: '货币资金' })
    .getByText('1,150.00')
    .waitFor();
  const assets = Object.fromEntries((await gridRows(page, '资产')).map(([t, , closing]) => [t, closing]));
  const liabilities = Object.fromEntries((await gridRows(page, '负债和所有者权益')).map(([t, , closing]) => [t, closing]));
  assert.deepEqual([assets['应收账款'], assets['存货'], assets['资产总计']], ['50.00', '400.00', '1,600.00']);
  assert.deepEqual(
    [liabilities['应付账款'], liabilities['未分配利润'], liabilities['负债和所有者权益（或股东权益）总计']],
    ['500.00', '100.00', '1,600.00'],
  );
  await shootAll(page, 'ledger-balance-sheet');

  // 科目余额表: 结转损益 carries the month's profit into 本年利润, and the books agree with 进销存.
  await page.goto(`${env.app.url}/ledger/book/Balance`);
  await page.getByText('试算平衡', { exact: true }).waitFor();
  await page.getByRole('button', { name: '结转损益' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '确定结转' }).click();
  await page.getByText(`${monthName}结转损益完成`).first().waitFor();
  await page.getByRole('table', { name: '科目余额表', exact: true }).getByRole('row').filter({ hasText: '3103 本年利润' }).waitFor();
  await page.getByRole('button', { name: '开始核对' }).click();
  await page.getByText(/账簿与进销存全部一致/).waitFor();
  await shootAll(page, 'ledger-trial-balance');

  // The profit statement leaves the carrying voucher out: the month still made 100.
  await page.goto(`${env.app.url}/ledger/report/Profit`);
  await profit.getByRole('row').filter({ hasText: '四、净利润' }).getByText('100.00').first().waitFor();

  // 明细账 of 应收账款: 200 in, 150 out, 50 left on the debit side.
  await page.goto(`${env.app.url}/ledger/book/Detail?accountCode=1122&startPeriod=${month}&endPeriod=${month}`);
  await page.getByText(/1122 应收账款 期初余额：平 0\.00 期末余额：借 50\.00/).waitFor();
  await shootAll(page, 'ledger-detail-book');
  await page.goto(`${env.app.url}/ledger/book/General`);
  await page.getByRole('table', { name: '总账', exact: true }).getByRole('row').filter({ hasText: '1122 应收账款' }).first().waitFor();
  await shootAll(page, 'ledger-general-book');

  // A manual voucher: an unbalanced one is refused on the form, saying by how much; balanced, it saves.
  await page.goto(`${env.app.url}/ledger/voucher/Add`);
  const first = page.getByRole('group', { name: '第1行' });
  const second = page.getByRole('group', { name: '第2行' });
  await first.getByRole('textbox', { name: '摘要' }).fill('购买办公用品');
  await first.getByRole('combobox', { name: '科目' }).click();
  await page.getByRole('option', { name: '5602 管理费用' }).click();
  await first.getByRole('textbox', { name: '借方金额' }).fill('30');
  await second.getByRole('textbox', { name: '摘要' }).fill('购买办公用品');
  await second.getByRole('combobox', { name: '科目' }).click();
  await page.getByRole('option', { name: '1001 库存现金' }).click();
  await second.getByRole('combobox', { name: '结算账户' }).click();
  await page.getByRole('option', { name: '现金' }).click();
  await second.getByRole('textbox', { name: '贷方金额' }).fill('25');
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await page.getByText('借贷不平衡：借方合计30.00，贷方合计25.00，相差5.00').waitFor();
  assert.equal(await page.getByText(/您没有操作权限/).count(), 0, 'the form reads only what the bookkeeper may');
  await shootAll(page, 'ledger-voucher-form');
  await second.getByRole('textbox', { name: '贷方金额' }).fill('30');
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await page.waitForURL(/\/ledger\/voucher\/Detail\?voucherId=/);
  await page.getByText('手工凭证').waitFor();
  // The receipt behind it, attached.
  await page.getByLabel('选择附件').setInputFiles({ name: '办公用品发票.png', mimeType: 'image/png', buffer: RECEIPT });
  await page.getByRole('group', { name: '附件' }).getByRole('link', { name: '办公用品发票.png' }).waitFor();
  assert.equal(await page.getByRole('button', { name: '审核', exact: true }).count(), 0, 'its maker is not offered 审核');
  await shootAll(page, 'ledger-manual-voucher');

  await page.goto(`${env.app.url}/ledger/account/List`);
  const chart = page.getByRole('table', { name: '会计科目', exact: true });
  await chart.getByRole('row').filter({ hasText: '1405 库存商品' }).waitFor();
  // 新增下级 under 销售费用 (no voucher has used it yet), then 停用 it.
  await chart.getByRole('row').filter({ hasText: '5601 销售费用' }).getByRole('button', { name: '新增下级' }).click();
  const dialog = page.getByRole('dialog', { name: /新增下级科目/ });
  await dialog.getByRole('textbox', { name: '科目编码' }).fill('560101');
  await dialog.getByRole('textbox', { name: '科目名称' }).fill('广告费');
  await dialog.getByRole('button', { name: '保存' }).click();
  const advertising = chart.getByRole('row').filter({ hasText: '560101 广告费' });
  await advertising.getByText('启用', { exact: true }).waitFor();
  await advertising.getByRole('button', { name: '停用' }).click();
  await advertising.getByText('停用', { exact: true }).first().waitFor();
  await page.mouse.move(0, 0);
  await shootAll(page, 'ledger-accounts');
  await page.goto(`${env.app.url}/ledger/rule/List`);
  await page.getByRole('group', { name: '销售单' }).waitFor();
  await shootAll(page, 'ledger-rules');
  await page.close();

  // A clerk whose role has no ledger rights sees no 会计 menu, and is turned away from its screens.
  const { roleId } = await call('Role/Save', { roleName: '营业员', permissions: [{ permissionId: '2004', actionList: ['query'] }] });
  await call('User/Save', { loginName: `${owner}c`, password: PASSWORD, userName: '营业员小王', roleId });
  const clerk = await signedIn(env.browser, env.app.url, `${owner}c`, PASSWORD);
  await clerk.getByLabel('主菜单').getByText('销售').first().waitFor();
  const menu = await clerk.getByLabel('主菜单').innerText();
  for (const entry of ['会计', '凭证', '账簿', '财务报表']) assert.ok(!menu.includes(entry), `${entry} is not in the clerk's menu`);
  await clerk.goto(`${env.app.url}/ledger/voucher/List`);
  await clerk.getByText('您没有权限进入此页面').first().waitFor();
  await clerk.close();
});

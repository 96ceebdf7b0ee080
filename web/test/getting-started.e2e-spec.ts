import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from '@jest/globals';
import type { Page } from 'playwright-core';
import { appAndBrowser, checkA11y, choose, enterLine, fromUserMenu, registerCompany, shoot, signedIn, WIDTHS } from './browser';

/**
 * A new shop's first day: it starts with 现金, 零售散客, units and 收支项目; the home page's 开始使用 ticks as it adds a
 * warehouse and a product (their codes left to the rule); a sale to 零售散客 at the counter is paid in full and leaves
 * nothing owed, at the desk and on a phone; the owner changes the password from the user menu.
 */
const env = appAndBrowser();
const PASSWORD = 'secret123';
const DOCS = path.resolve(__dirname, '..', '..', 'docs', 'screenshots');

/** What 零售散客 owes, as 应收欠款 lists it. */
const retailOwes = async (call: (p: string, body?: object) => Promise<any>) =>
  (await call('CustomReceivable/PageQuery', { keyword: '零售散客' })).data.find((r: any) => r.customName === '零售散客').balance;

/** A counter sale on the sale form: 零售散客, one line, nothing typed in 本次收款; answers the 本单欠款 the form showed. */
async function counterSale(page: Page, url: string, code: string, qty: string, total: string) {
  await page.goto(`${url}/sale/Add`);
  await choose(page, /客户/, '零售散客', '零售');
  await choose(page, /^仓库/, '总仓');
  await enterLine(page, code, qty);
  await page.getByLabel('单据金额').getByText(total).waitFor();
  assert.equal(await page.getByRole('textbox', { name: '本次收款' }).inputValue(), total, '本次收款 follows the total');
  assert.equal(await page.getByRole('combobox', { name: '结算账户' }).innerText(), '现金', 'into the default account');
  const owed = await page.getByLabel('本单欠款').innerText();
  await page.getByText('全额收款，随单据金额变化').waitFor();
  return owed;
}

test('a new company starts ready: its checklist ticks, a counter sale owes nothing, codes come by themselves, the password changes', async () => {
  const owner = `gs${Date.now().toString(36)}`;
  const { call } = await registerCompany(env.app, '新开小店', owner, PASSWORD);
  const page = await signedIn(env.browser, env.app.url, owner, PASSWORD);

  // 开始使用 on the home page: nothing done yet.
  const checklist = page.getByRole('region', { name: '开始使用' });
  await checklist.getByText('已完成 0 / 4 步').waitFor();
  await checklist.getByText(/已为您准备好：现金和银行存款账户、零售散客/).waitFor();

  // A warehouse through 去新增, its 仓库编码 left empty: CK01.
  await checklist.getByRole('listitem', { name: '第1步 新增仓库' }).getByRole('button', { name: '去新增' }).click();
  await page.waitForURL(/\/warehouse\/list/);
  await page.getByRole('button', { name: '新增仓库' }).click();
  const dialog = page.getByRole('dialog', { name: '新增仓库' });
  await dialog.getByLabel('仓库名称').fill('总仓');
  assert.equal(await dialog.getByLabel('仓库编码').getAttribute('placeholder'), '不填则按编码规则自动生成');
  await dialog.getByRole('button', { name: '保存' }).click();
  await page.getByRole('table', { name: /仓库/ }).getByRole('row').filter({ hasText: '总仓' }).getByText('CK01').waitFor();

  // A product with only a name, a unit from the starter units and prices: SP0001.
  await page.goto(`${env.app.url}/management/Add`);
  await page.getByLabel('商品名称').fill('矿泉水');
  await choose(page, '主单位', '瓶', '瓶');
  const grid = page.getByRole('table', { name: '规格明细' });
  await grid.getByLabel('第1行销售价').fill('2.5');
  await grid.getByLabel('第1行采购价').fill('1');
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await page.waitForURL(/\/management\/Detail\?productId=/);
  await page.getByText('SP0001').first().waitFor();

  // Home again: two of four ticked.
  await page.goto(`${env.app.url}/`);
  await checklist.getByText('已完成 2 / 4 步').waitFor();
  await checklist.getByRole('listitem', { name: '第1步 新增仓库，已完成' }).waitFor();
  await checklist.getByRole('listitem', { name: '第2步 新增商品，已完成' }).waitFor();
  await checklist.getByRole('listitem', { name: '第3步 商品入库' }).getByRole('button', { name: '采购入库' }).waitFor();
  await checkA11y(page, '首页 开始使用');
  await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
  await checklist.screenshot({ path: path.join(DOCS, 'getting-started-1366.png') });
  await shoot(page, 'getting-started');

  // Stock in (opening stock), then the counter sale: paid in full into 现金, 本单欠款 0.
  const warehouseId = (await call('Warehouse/PageQuery', {})).data[0].warehouseId;
  const skuId = (await call('Product/ListSKU', { keyword: 'SP0001' })).data[0].skuId;
  await call('InitStock/Save', { warehouseId, lines: [{ skuId, qty: 100, price: 1 }] });
  assert.equal(await counterSale(page, env.app.url, 'SP0001', '4', '10.00'), '0.00');
  await page.getByLabel('第1行数量').fill('6');
  await page.getByLabel('单据金额').getByText('15.00').waitFor();
  assert.equal(await page.getByRole('textbox', { name: '本次收款' }).inputValue(), '15.00', 'it follows the lines as they change');
  assert.equal(await page.getByLabel('本单欠款').innerText(), '0.00');
  await shoot(page, 'counter-sale');
  await page.getByRole('button', { name: '保存并审核' }).click();
  await page.waitForURL(/\/sale\/Detail\?saleId=/);
  await page.getByText('已审核', { exact: true }).waitFor();
  assert.equal(await retailOwes(call), 0, 'the counter sale is no debt');
  await page.goto(`${env.app.url}/`);
  await checklist.waitFor({ state: 'detached' });

  // Money typed by the clerk stands: part paid, the rest owed, shown before saving.
  await counterSale(page, env.app.url, 'SP0001', '2', '5.00');
  await page.getByRole('textbox', { name: '本次收款' }).fill('3');
  assert.equal(await page.getByLabel('本单欠款').innerText(), '2.00');
  await page.getByLabel('第1行数量').fill('4');
  await page.getByLabel('单据金额').getByText('10.00').waitFor();
  assert.equal(await page.getByRole('textbox', { name: '本次收款' }).inputValue(), '3', 'typed money no longer follows the total');
  assert.equal(await page.getByLabel('本单欠款').innerText(), '7.00');

  // The starter 收支项目 in the 日常支出 form.
  await page.goto(`${env.app.url}/dayeExpenses/add`);
  await page.getByRole('combobox', { name: '收支项目 1' }).click();
  for (const name of ['房租', '水电费', '工资', '运费', '其他支出']) await page.getByRole('option', { name }).waitFor();
  await page.keyboard.press('Escape');

  // A customer saved without 客户编码: the first of the sequence (零售散客's LS is outside it).
  await page.goto(`${env.app.url}/client/List`);
  await page.getByRole('button', { name: '新增客户' }).click();
  const customer = page.getByRole('dialog', { name: '新增客户' });
  await customer.getByLabel('客户名称').fill('张三商店');
  await customer.getByRole('button', { name: '保存' }).click();
  await page.getByRole('table', { name: /客户/ }).getByRole('row').filter({ hasText: '张三商店' }).getByText('KH0001').waitFor();

  // 资料编码规则 under 单据编号规则: customers from now on C001 ….
  await page.goto(`${env.app.url}/billno/list`);
  const codeRules = page.getByRole('table', { name: '资料编码规则' });
  await codeRules.getByRole('row').filter({ hasText: '客户编码' }).getByRole('button', { name: '编辑' }).click();
  const ruleDialog = page.getByRole('dialog', { name: '编辑编码规则：客户编码' });
  await ruleDialog.getByLabel('前缀').fill('c');
  await choose(ruleDialog, '流水号位数', '3 位');
  await ruleDialog.getByText('C001，C002').waitFor();
  await checkA11y(page, '编辑编码规则');
  await ruleDialog.getByRole('button', { name: '保存', exact: true }).click();
  await codeRules.getByRole('row').filter({ hasText: 'C001' }).waitFor();
  const { customId } = await call('Custom/Save', { customName: '李四' });
  assert.equal((await call('Custom/Detail', { customId })).customCode, 'C001');

  // 业务设置: with 零售客户默认全额收款 off, a sale to 零售散客 starts with nothing received, all of it owed.
  await page.goto(`${env.app.url}/setting/setting`);
  await page.getByRole('combobox', { name: '默认结算账户' }).waitFor();
  await page.getByRole('switch', { name: '零售客户默认全额收款' }).uncheck();
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await page.getByText('保存成功').first().waitFor();
  await page.goto(`${env.app.url}/sale/Add`);
  await choose(page, /客户/, '零售散客', '零售');
  await choose(page, /^仓库/, '总仓');
  await enterLine(page, 'SP0001', '2');
  await page.getByLabel('单据金额').getByText('5.00').waitFor();
  assert.equal(await page.getByRole('textbox', { name: '本次收款' }).inputValue(), '');
  assert.equal(await page.getByLabel('本单欠款').innerText(), '5.00');

  // 修改密码 from the user menu: a wrong current password is refused; then the old one no longer signs in.
  const change = await fromUserMenu(page, '修改密码');
  await change.getByLabel('当前密码').fill('wrong123');
  await change.getByLabel(/^新密码/).fill('fresh456');
  await change.getByLabel('确认新密码').fill('fresh457');
  await change.getByRole('button', { name: '确定' }).click();
  await change.getByText('两次输入的密码不一致').waitFor();
  await change.getByLabel('确认新密码').fill('fresh456');
  await change.getByRole('button', { name: '确定' }).click();
  await change.getByText('当前密码不正确').waitFor();
  await checkA11y(page, '修改密码');
  await change.getByLabel('当前密码').fill(PASSWORD);
  await change.getByRole('button', { name: '确定' }).click();
  await change.waitFor({ state: 'detached' });
  await page.getByText('密码已修改，其他设备上的登录已退出').first().waitFor();
  assert.equal(
    (await env.app.call('Login/Login', { loginName: owner, password: PASSWORD })).status >= 400,
    true,
    'the old password no longer signs in',
  );
  const again = await signedIn(env.browser, env.app.url, owner, 'fresh456');
  await again.getByRole('region', { name: '开始使用' }).waitFor({ state: 'detached' });
});

test('at the counter on a phone (390 px): a sale to 零售散客 is paid in full and owes nothing', async () => {
  const owner = `gsm${Date.now().toString(36)}`;
  const { call } = await registerCompany(env.app, '手机开单小店', owner, PASSWORD);
  const warehouseId = (await call('Warehouse/Save', { warehouseName: '总仓' })).warehouseId;
  const skuId = (await call('Product/Save', { productName: '面包', unitName: '个', skus: [{ salePrice: 6, purchasePrice: 3 }] })).skus[0]
    .skuId;
  await call('InitStock/Save', { warehouseId, lines: [{ skuId, qty: 20, price: 3 }] });
  const page = await signedIn(env.browser, env.app.url, owner, PASSWORD);
  await page.setViewportSize({ width: WIDTHS.mobile, height: 800 });
  assert.equal(await counterSale(page, env.app.url, 'SP0001', '3', '18.00'), '0.00');
  await checkA11y(page, '销售开单@390');
  await page.getByRole('button', { name: '保存并审核' }).click();
  await page.waitForURL(/\/sale\/Detail\?saleId=/);
  await page.getByText('已审核', { exact: true }).waitFor();
  assert.equal(await retailOwes(call), 0);
  const [sale] = (await call('Sale/PageQuery', {})).data;
  assert.deepEqual([sale.partnerName, sale.totalAmount, sale.paidAmount], ['零售散客', 18, 18]);
});

test('注册: each edition says what it is for and its limits, in the list and under the choice', async () => {
  const page = await (await env.browser.newContext({ viewport: { width: WIDTHS.mobile, height: 800 } })).newPage();
  await page.goto(`${env.app.url}/Register`);
  await page.getByText('进货、销售、库存和财务的基础功能，适合刚开张的小店；2个账号，每月80张单据。免费版永久免费使用').waitFor();
  await page.getByRole('combobox', { name: '版本' }).click();
  await page.getByRole('option', { name: /^多店旗舰版\s*多门店协同加订货商城/ }).click();
  await page.getByText('多门店协同加订货商城，账号最多；多个门店，100个账号，单据不限量。注册后可免费试用15天').waitFor();
  await checkA11y(page, '注册@390');
});

import assert from 'node:assert/strict';
import { test } from '@jest/globals';
import type { Page } from 'playwright-core';
import { appAndBrowser, checkA11y, choose, SCREENSHOTS, shootAll, signedIn } from './browser';
import { today } from '../../services/src/testing/stock-shop';

/**
 * The administration screens of a multi-store company in the browser: 门店/机构管理 with a branch, its warehouse and
 * its branch administrator; 单据编号规则; 公司信息 with a logo shown in the shell; 系统重置; the beginner's guide and
 * the terms; the /result and /other redirects; and the daily income list kept alive across tabs while a report is not.
 */

const env = appAndBrowser();
const PASSWORD = 'secret123';
const owner = `chain${Date.now().toString(36)}`;
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

let page: Page;
let call: (path: string, body?: object) => Promise<any>;

const open = async (path: string, heading?: string) => {
  await page.goto(`${env.app.url}${path}`);
  if (heading) await page.getByRole('heading', { name: heading }).first().waitFor();
};

test('门店/机构管理: a branch is added, its warehouse and its branch administrator show under it, the main branch holds the rest', async () => {
  const registered = await env.app.call('Register/Register', {
    companyName: '连锁商行',
    loginName: owner,
    password: PASSWORD,
    productType: 9,
  });
  const token = registered.body.returnData.token;
  call = async (path, body = {}) => {
    const r = await env.app.call(path, body, { token });
    assert.equal(r.status, 200, `${path}: ${JSON.stringify(r.body)}`);
    return r.body.returnData;
  };
  await call('Warehouse/Save', { warehouseName: '总仓', warehouseCode: 'W0' });
  page = await signedIn(env.browser, env.app.url, owner, PASSWORD);

  await open('/store/list', '总部');
  await page.getByRole('button', { name: '新增门店' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('门店名称').fill('北城店');
  await dialog.getByLabel('门店编码').fill('BC');
  await dialog.getByLabel('联系人').fill('李店长');
  await dialog.getByRole('button', { name: '保存' }).click();
  await page.getByRole('heading', { name: /北城店/ }).waitFor();
  await page.getByRole('button', { name: '新增门店' }).click();
  await dialog.getByLabel('门店名称').fill('重复');
  await dialog.getByLabel('门店编码').fill('bc');
  await dialog.getByRole('button', { name: '保存' }).click();
  await dialog.getByText('门店编码已存在').waitFor();
  await dialog.getByRole('button', { name: '取消' }).click();

  // A warehouse of the branch, through 仓库管理's 所属门店.
  await open('/warehouse/list');
  await page.getByRole('button', { name: '新增仓库' }).click();
  await dialog.getByLabel('仓库名称').fill('北城仓');
  await dialog.getByLabel('仓库编码').fill('W1');
  await choose(dialog, '所属门店', '北城店');
  await dialog.getByRole('button', { name: '保存' }).click();
  await page.getByRole('cell', { name: '北城仓' }).waitFor();

  // A branch administrator limited to the branch's warehouse, through 员工管理.
  await open('/user/list');
  await page.getByRole('button', { name: '新增员工' }).click();
  await dialog.getByLabel('登录账号').fill(`bc${Date.now().toString(36)}`);
  await dialog.getByLabel('密码').fill(PASSWORD);
  await dialog.getByLabel('员工姓名').fill('李店长');
  await choose(dialog, '所属门店', '北城店');
  await dialog.getByRole('checkbox', { name: /门店管理员/ }).check();
  await dialog.getByRole('combobox', { name: '仓库权限' }).click();
  await page.getByRole('menuitemcheckbox', { name: '北城仓' }).click();
  await page.keyboard.press('Escape');
  await dialog.getByRole('button', { name: '保存' }).click();
  await page.getByRole('cell', { name: '李店长' }).waitFor();
  const clerk = (await call('User/PageQuery', {})).data.find((u: any) => u.userName === '李店长');
  assert.equal(clerk.branchAdmin, 1);
  assert.equal(clerk.warehousePerm.split(',').length, 1);

  await open('/store/list', '总部');
  const north = page.getByLabel('北城店', { exact: true });
  await north.getByText('北城仓').waitFor();
  await north.getByRole('region', { name: '北城店的员工' }).getByText('李店长', { exact: true }).waitFor();
  await north.getByText('门店管理员').waitFor();
  const main = page.getByLabel('总部', { exact: true });
  await main.getByRole('region', { name: '总部的仓库' }).getByText('总仓').waitFor();
  await main.getByRole('region', { name: '总部的员工' }).getByText('管理员', { exact: true }).first().waitFor();
  await shootAll(page, 'store-list');
});

test('单据编号规则: the sale series gets XSD + yyMMdd + 5 digits, previewed in the form; the next sale follows it', async () => {
  await open('/billno/list', '单据编号规则');
  const row = page.getByRole('row', { name: /销售单 XS/ });
  await row.getByRole('button', { name: '编辑' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('前缀').fill('X1');
  await dialog.getByRole('button', { name: '保存' }).click();
  await dialog.getByText('前缀只能是1到8个英文字母').waitFor();
  await dialog.getByLabel('前缀').fill('xsd');
  await dialog.getByRole('radio', { name: /短年月日/ }).check();
  await choose(page, '流水号位数', '5 位');
  const yymmdd = today.replace(/-/g, '').slice(2);
  await dialog.getByText(`XSD${yymmdd}00001，XSD${yymmdd}00002`).waitFor();
  assert.equal(await dialog.getByText('前缀只能是1到8个英文字母').count(), 0, 'the message goes once the prefix is changed');
  await checkA11y(page, 'billno-edit');
  await page.screenshot({ path: `${SCREENSHOTS}/billno-edit-desktop.png` });
  await dialog.getByRole('button', { name: '保存', exact: true }).click();
  await page.getByRole('row', { name: /销售单 XSD/ }).waitFor();
  await shootAll(page, 'billno-list');

  const warehouseId = (await call('Warehouse/PageQuery', {})).data.find((w: any) => w.warehouseName === '总仓').warehouseId;
  const customId = (await call('Custom/Save', { customName: '客', customCode: 'K' })).customId;
  const skuId = (
    await call('Product/Save', { productName: '茶', productCode: 'TEA', unitName: '包', skus: [{ salePrice: 5, purchasePrice: 2 }] })
  ).skus[0].skuId;
  const sale = await call('Sale/Save', { customId, billDate: today, warehouseId, lines: [{ skuId, qty: 1, price: 5 }] });
  assert.equal(sale.billNo, `XSD${yymmdd}00001`);
});

test('公司信息: name, logo, contact, tax number and industry saved; the logo shows in the header; edition and expiry are read-only', async () => {
  await open('/company/CompanyInfo', '公司信息');
  await page.getByText('多店旗舰版').waitFor();
  await page.getByLabel('选择公司标志图片').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('img', { name: '公司标志' }).waitFor();
  await page.getByLabel('公司名称').fill('连锁商行（总店）');
  await page.getByLabel('联系人').fill('王经理');
  await page.getByLabel('税号').fill('123');
  await page.getByRole('button', { name: '保存' }).click();
  await page.getByText('税号应为15到20位数字或大写字母（统一社会信用代码）').waitFor();
  await page.getByLabel('税号').fill('91310000MA1FL0XX0X');
  await choose(page, '所属行业', '批发零售', '批发零售');
  await page.getByRole('button', { name: '保存' }).click();
  await page.getByText('保存成功').first().waitFor();
  await page.getByRole('img', { name: '连锁商行（总店）标志' }).waitFor();
  const saved = await call('Company/Detail', {});
  assert.deepEqual(
    [saved.companyName, saved.contact, saved.taxNo, saved.industry],
    ['连锁商行（总店）', '王经理', '91310000MA1FL0XX0X', '批发零售'],
  );
  assert.match(saved.companyLogo, /^data:image\/png;base64,/);
  await shootAll(page, 'company-info');
});

test('新手引导 ticks the steps already done; 服务条款 reads; /result and /other lead to their pages', async () => {
  await open('/help/noviceGuide', '新手引导');
  await page.getByLabel('第2步 新增仓库').getByText('已完成').waitFor();
  await page.getByLabel('第7步 第一张销售单').getByRole('button', { name: '去开单' }).waitFor();
  assert.equal(await page.getByLabel('第7步 第一张销售单').getByText('已完成').count(), 0, 'the sale is a draft, not yet audited');
  await shootAll(page, 'novice-guide');
  await page.getByLabel('第4步 新增供应商').getByRole('button', { name: '去新增' }).click();
  await page.waitForURL(/\/supplier\/list$/);
  await open('/help/term', '云进销存服务条款');
  await page.getByRole('heading', { name: '三、数据归属与保护' }).waitFor();
  await shootAll(page, 'terms');
  await open('/result');
  await page.waitForURL(/\/result\/success$/);
  await page.getByText('操作成功').first().waitFor();
  await open('/other');
  await page.waitForURL(/\/other\/icon-selector$/);
  await page.getByRole('heading', { name: '图标选择器' }).waitFor();
});

test('the daily income list is kept alive across tabs (what was typed stays); a report is mounted afresh; closing the tab lets it go', async () => {
  await open('/reportForProfit/reportForProfit');
  await page.getByRole('tab', { name: /利润报表/ }).waitFor();
  const menu = page.getByRole('navigation', { name: '主菜单' });
  await menu.getByText('财务', { exact: true }).click();
  const link = menu.getByRole('link', { name: '日常收入' });
  // The group opens with a motion; on a loaded machine a click during it can land beside the link (seen once in CI).
  await link.click();
  await page.waitForURL(/\/dayIncome\/list/, { timeout: 5000 }).catch(async () => {
    await link.click();
    await page.waitForURL(/\/dayIncome\/list/);
  });
  const search = page.locator('[data-kept-alive="/dayIncome/list"]').getByPlaceholder('单据编号/备注');
  await search.fill('房租');
  // A mark on the very element: a page mounted afresh would not have it.
  await search.evaluate((el) => el.setAttribute('data-still-here', 'yes'));
  await page.getByRole('tab', { name: /利润报表/ }).click();
  await page.waitForURL(/reportForProfit/);
  await page.locator('[data-kept-alive="/dayIncome/list"]').waitFor({ state: 'hidden' });
  assert.equal(await page.locator('[data-kept-alive="/dayIncome/list"]').count(), 1, 'the list stays mounted, hidden');
  assert.equal(await page.locator('[data-kept-alive="/reportForProfit/reportForProfit"]').count(), 0, 'reports are not kept alive');
  await page.getByRole('tab', { name: /日常收入/ }).click();
  await page.waitForURL(/\/dayIncome\/list/);
  assert.equal(await search.inputValue(), '房租');
  assert.equal(await search.getAttribute('data-still-here'), 'yes', 'the same page, kept alive');
  await page.getByRole('tab', { name: /日常收入/ }).focus();
  await page.keyboard.press('Delete');
  await page.waitForURL(/reportForProfit/);
  await page.locator('[data-kept-alive]').waitFor({ state: 'detached' });
  assert.equal(await page.locator('[data-kept-alive]').count(), 0, 'a closed tab lets its page go');
});

test('系统重置: only with the confirmation typed and the password right; then the business data is gone and the staff stay', async () => {
  await open('/reset/reset', '系统重置');
  const button = page.getByRole('button', { name: '重置系统' });
  assert.equal(await button.isDisabled(), true);
  await page.getByLabel('登录密码').fill('wrong-pass');
  await page.getByLabel('确认文字').fill('确认重置');
  await shootAll(page, 'system-reset');
  await button.click();
  await page.getByRole('alertdialog').getByRole('button', { name: '确定重置' }).click();
  await page.getByText('登录密码不正确').waitFor();
  await page.getByLabel('登录密码').fill(PASSWORD);
  await button.click();
  await page.getByRole('alertdialog').getByRole('button', { name: '确定重置' }).click();
  await page.getByText('系统已重置').first().waitFor();
  await page
    .getByLabel('重置记录')
    .getByText(/系统重置/)
    .waitFor();
  assert.equal((await call('Sale/PageQuery', {})).totalCount, 0);
  assert.equal((await call('User/PageQuery', {})).totalCount, 2);
  assert.equal((await call('Billno/List', {})).data.find((r: any) => r.billType === 201).prefix, 'XSD');
});

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { startTestApp, TestApp } from '../../services/src/testing/test-app';
import { launchBrowser, shoot, signedIn } from './browser';

let app: TestApp;
let browser: Browser;
const owner = `boss${Date.now().toString(36)}`;
const PASSWORD = 'secret123';

before(async () => {
  app = await startTestApp();
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await app?.close();
});

test('two-level approval for purchases is set up on /examine/list; the first audit only approves', async () => {
  const { token } = (await app.call('Register/Register', { companyName: '审批设置商行', loginName: owner, password: PASSWORD, productType: 2 })).body.returnData;
  const call = async (p: string, body: object) => {
    const r = await app.call(p, body, { token });
    assert.equal(r.status, 200, `${p}: ${JSON.stringify(r.body)}`);
    return r.body.returnData;
  };
  const roleId = (await call('Role/Save', { roleName: '主管', permissions: [{ permissionId: '4002', actionList: ['query', 'add', 'audit'] }] })).roleId;
  await call('User/Save', { loginName: `mgr${Date.now().toString(36)}`, password: PASSWORD, userName: '李主管', roleId });

  const page = await signedIn(browser, app.url, owner, PASSWORD);
  await page.goto(`${app.url}/examine/list`);
  const card = page.getByRole('group', { name: '采购单审批设置' }).or(page.locator('[aria-label="采购单审批设置"]'));
  await card.getByRole('button', { name: '添加一级' }).click();
  await card.getByRole('button', { name: '添加一级' }).click();
  await card.getByRole('combobox', { name: '采购单第2级审批人' }).click();
  await page.getByRole('menuitemcheckbox', { name: '李主管' }).click();
  await page.keyboard.press('Escape');
  await card.getByRole('button', { name: '保存' }).click();
  await page.getByText('采购单的审批设置已保存').first().waitFor();
  await shoot(page, 'examine-list');

  const buy = (await call('Examine/Detail', {})).data.find((k: any) => k.kind === 'Buy');
  assert.equal(buy.levels.length, 2);
  assert.deepEqual(buy.levels[0].userIds, []);
  assert.equal(buy.levels[1].userIds.length, 1);

  await page.reload();
  await page.locator('[aria-label="采购单审批设置"]').getByText('2级审批').waitFor();
  const warehouseId = (await call('Warehouse/Save', { warehouseName: '仓', warehouseCode: 'W' })).warehouseId;
  const supplierId = (await call('Supplier/Save', { supplierName: '甲', supplierCode: 'S' })).supplierId;
  const skuId = (await call('Product/Save', { productName: '纸', productCode: 'PAPER', unitName: '包', skus: [{ salePrice: 30, purchasePrice: 20 }] })).skus[0].skuId;
  const saved = await call('Buy/Save', { supplierId, billDate: new Date().toISOString().slice(0, 10), warehouseId, lines: [{ skuId, qty: 1, price: 20 }], audit: true });
  assert.equal(saved.status, 'approving', 'the first level approves; the second is still to come');
});

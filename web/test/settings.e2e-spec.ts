import assert from 'node:assert/strict';
import { test } from '@jest/globals';
import { today } from '../../services/src/testing/stock-shop';
import { appAndBrowser, registerCompany, shoot, signedIn } from './browser';

const env = appAndBrowser();
const owner = `boss${Date.now().toString(36)}`;
const PASSWORD = 'secret123';

test('two-level approval for purchases is set up on /examine/list; the first audit only approves', async () => {
  const { call } = await registerCompany(env.app, '审批设置商行', owner, PASSWORD);
  const roleId = (
    await call('Role/Save', { roleName: '主管', permissions: [{ permissionId: '4002', actionList: ['query', 'add', 'audit'] }] })
  ).roleId;
  await call('User/Save', { loginName: `mgr${Date.now().toString(36)}`, password: PASSWORD, userName: '李主管', roleId });

  const page = await signedIn(env.browser, env.app.url, owner, PASSWORD);
  await page.goto(`${env.app.url}/examine/list`);
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
  const skuId = (
    await call('Product/Save', { productName: '纸', productCode: 'PAPER', unitName: '包', skus: [{ salePrice: 30, purchasePrice: 20 }] })
  ).skus[0].skuId;
  const saved = await call('Buy/Save', { supplierId, billDate: today, warehouseId, lines: [{ skuId, qty: 1, price: 20 }], audit: true });
  assert.equal(saved.status, 'approving', 'the first level approves; the second is still to come');
});

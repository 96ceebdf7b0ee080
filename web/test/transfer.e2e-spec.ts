import assert from 'node:assert/strict';
import { test } from '@jest/globals';
import {
  appAndBrowser,
  cashFlowRows,
  choose,
  confirmStep,
  openEdit,
  registerCompany,
  saveForm,
  shootAll,
  signedIn,
  starterAccount,
} from './browser';

const env = appAndBrowser();
const owner = `zk${Date.now().toString(36)}`;
const PASSWORD = 'secret123';

test('a transfer made on /transferAccount/add moves both balances and shows on /account/cashFlow; a draft is changed on /transferAccount/edit', async () => {
  const { call } = await registerCompany(env.app, '转账测试商行', owner, PASSWORD);
  const bank = (await call('Account/Save', { accountName: '工商银行', accountCode: 'ICBC', initAmount: 1000 })).accountId;
  const cash = await starterAccount(call, '现金');
  await call('Account/Save', { accountName: '微信', accountCode: 'WX', initAmount: 0 });
  const page = await signedIn(env.browser, env.app.url, owner, PASSWORD);

  await page.goto(`${env.app.url}/transferAccount/list`);
  await page.getByRole('button', { name: '新增转账单' }).click();
  await page.waitForURL(/\/transferAccount\/add/);
  await choose(page, '转出账户', '工商银行');
  await choose(page, '转入账户', '工商银行');
  await page.getByRole('textbox', { name: '转账金额' }).fill('300');
  await page.getByRole('textbox', { name: '手续费' }).fill('2.5');
  await page.getByRole('button', { name: '保存并审核' }).click();
  await page.getByText('转入账户不能与转出账户相同').waitFor();
  await choose(page, '转入账户', '现金');
  await page.getByText('转出账户共减少 302.50').waitFor();
  await shootAll(page, 'transfer-add');
  await saveForm(page, /\/transferAccount\/detail\?transId=/, true);
  await page.getByRole('button', { name: '编辑' }).waitFor({ state: 'detached' });
  const billNo = (await call('AccountTrans/PageQuery', { pageNo: 1, pageSize: 10 })).data[0].billNo;
  assert.match(billNo, /^ZK/);
  assert.equal((await call('Account/Detail', { accountId: bank })).balance, 697.5);
  assert.equal((await call('Account/Detail', { accountId: cash })).balance, 300);

  await page.goto(`${env.app.url}/account/cashFlow`);
  const rows = cashFlowRows(page, billNo);
  await rows.first().waitFor();
  assert.equal(await rows.count(), 3, 'out, in and the fee');
  await rows.filter({ hasText: '现金' }).getByRole('cell', { name: '300.00' }).first().waitFor();
  await rows.last().getByRole('cell', { name: '697.50' }).waitFor();
  await shootAll(page, 'cash-flow');
  await rows.first().getByRole('link', { name: billNo }).click();
  await page.waitForURL(/\/transferAccount\/detail\?transId=/);

  // A draft: 编辑 opens the form filled with it; what is changed (an emptied fee too) is what gets audited.
  await page.goto(`${env.app.url}/transferAccount/add`);
  await choose(page, '转出账户', '工商银行');
  await choose(page, '转入账户', '现金');
  await page.getByRole('textbox', { name: '转账金额' }).fill('100');
  await page.getByRole('textbox', { name: '手续费' }).fill('1');
  await page.getByRole('textbox', { name: '备注' }).fill('备用金');
  await saveForm(page, /\/transferAccount\/detail\?transId=/);
  await openEdit(page, /\/transferAccount\/edit\?transId=/, '转账单');
  assert.equal(await page.getByRole('textbox', { name: '转账金额' }).inputValue(), '100');
  assert.equal(await page.getByRole('textbox', { name: '备注' }).inputValue(), '备用金');
  await page.getByText('转出账户共减少 101.00').waitFor();
  await choose(page, '转入账户', '微信');
  await page.getByRole('textbox', { name: '转账金额' }).fill('120');
  await page.getByRole('textbox', { name: '手续费' }).fill('');
  await shootAll(page, 'transfer-edit');
  await saveForm(page, /\/transferAccount\/detail\?transId=/);
  await page.getByRole('definition').filter({ hasText: '微信' }).waitFor();
  await page.getByRole('definition').filter({ hasText: '120.00' }).waitFor();
  await confirmStep(page, '审核', '已审核');
  assert.equal((await call('Account/Detail', { accountId: bank })).balance, 577.5, 'the 120 left the bank, no fee');
});

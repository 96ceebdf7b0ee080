import assert from 'node:assert/strict';
import { test } from '@jest/globals';
import { appAndBrowser, choose, registerCompany, shootAll, signedIn } from './browser';

const env = appAndBrowser();
const owner = `zk${Date.now().toString(36)}`;
const PASSWORD = 'secret123';

test('a transfer made on /transferAccount/add moves both balances and shows on /account/cashFlow', async () => {
  const { call } = await registerCompany(env.app, '转账测试商行', owner, PASSWORD);
  const bank = (await call('Account/Save', { accountName: '工商银行', accountCode: 'ICBC', initAmount: 1000 })).accountId;
  const cash = (await call('Account/Save', { accountName: '现金', accountCode: 'CASH', initAmount: 0 })).accountId;
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
  await page.getByRole('button', { name: '保存并审核' }).click();
  await page.waitForURL(/\/transferAccount\/detail\?transId=/);
  await page.getByText('已审核', { exact: true }).waitFor();
  const billNo = (await call('AccountTrans/PageQuery', { pageNo: 1, pageSize: 10 })).data[0].billNo;
  assert.match(billNo, /^ZK/);
  assert.equal((await call('Account/Detail', { accountId: bank })).balance, 697.5);
  assert.equal((await call('Account/Detail', { accountId: cash })).balance, 300);

  await page.goto(`${env.app.url}/account/cashFlow`);
  const rows = page.getByRole('table', { name: '资金流水', exact: true }).getByRole('row').filter({ hasText: billNo });
  await rows.first().waitFor();
  assert.equal(await rows.count(), 3, 'out, in and the fee');
  await rows.filter({ hasText: '现金' }).getByRole('cell', { name: '300.00' }).first().waitFor();
  await rows.last().getByRole('cell', { name: '697.50' }).waitFor();
  await shootAll(page, 'cash-flow');
  await rows.first().getByRole('link', { name: billNo }).click();
  await page.waitForURL(/\/transferAccount\/detail\?transId=/);
});

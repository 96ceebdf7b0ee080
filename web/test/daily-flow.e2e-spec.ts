import assert from 'node:assert/strict';
import { test } from '@jest/globals';
import {
  appAndBrowser,
  cashFlowRows,
  checkA11y,
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
const owner = `sr${Date.now().toString(36)}`;
const PASSWORD = 'secret123';

test('an income made on /dayIncome/add adds to the account and shows on /account/cashFlow, opening the income; an expense draft is changed on /dayeExpenses/edit', async () => {
  const { call } = await registerCompany(env.app, '收支测试商行', owner, PASSWORD);
  const cash = await starterAccount(call, '现金', 100);
  // 利息收入 and 房租 are among the 收支项目 a new company starts with.
  const page = await signedIn(env.browser, env.app.url, owner, PASSWORD);

  await page.goto(`${env.app.url}/dayIncome/list`);
  await page.getByRole('button', { name: '新增日常收入单' }).click();
  await page.waitForURL(/\/dayIncome\/add/);
  await page.getByRole('button', { name: '保存并审核' }).click();
  await page.getByRole('alert').filter({ hasText: '请选择结算账户' }).waitFor();
  await choose(page, '结算账户', '现金');
  await choose(page, '收支项目 1', '利息收入');
  await page.getByRole('textbox', { name: '金额' }).fill('20.5');
  await page.getByText('合计 20.50').waitFor();
  await shootAll(page, 'income-add');
  await saveForm(page, /\/dayIncome\/detail\?flowId=/, true);
  const billNo = (await call('FinanceFlow/PageQuery', { flowType: 105, pageNo: 1, pageSize: 10 })).data[0].billNo;
  assert.match(billNo, /^SR/);
  assert.equal((await call('Account/Detail', { accountId: cash })).balance, 120.5);

  await page.goto(`${env.app.url}/account/cashFlow`);
  const rows = cashFlowRows(page, billNo);
  await rows.first().getByRole('cell', { name: '120.50' }).waitFor();
  await checkA11y(page, '资金流水');
  await rows.first().getByRole('link', { name: billNo }).click();
  await page.waitForURL(/\/dayIncome\/detail\?flowId=/);
  await page.getByText('利息收入').first().waitFor();

  // An expense saved as a draft, then changed: 编辑 opens the form filled with its account, lines and remark.
  await call('FinanceClass/Save', { className: '燃气费', classType: 'expense' });
  await page.goto(`${env.app.url}/dayeExpenses/add`);
  await choose(page, '结算账户', '现金');
  await choose(page, '收支项目 1', '房租');
  await page.getByRole('textbox', { name: '金额' }).fill('50');
  await page.getByRole('textbox', { name: '备注' }).first().fill('十月');
  await saveForm(page, /\/dayeExpenses\/detail\?flowId=/);
  await openEdit(page, /\/dayeExpenses\/edit\?flowId=/, '日常支出单');
  assert.equal(await page.getByRole('textbox', { name: '金额' }).inputValue(), '50');
  assert.equal(await page.getByRole('textbox', { name: '备注' }).first().inputValue(), '十月');
  await page.getByRole('button', { name: '增加一行' }).click();
  await choose(page, '收支项目 2', '燃气费');
  await page.getByRole('textbox', { name: '金额' }).nth(1).fill('12.5');
  await page.getByText('合计 62.50').waitFor();
  await shootAll(page, 'expense-edit');
  await saveForm(page, /\/dayeExpenses\/detail\?flowId=/);
  await page.getByText('燃气费').first().waitFor();
  await confirmStep(page, '审核', '已审核');
  assert.equal((await call('Account/Detail', { accountId: cash })).balance, 58, '120.5 less the 50 and 12.5 of the changed expense');
});

import assert from 'node:assert/strict';
import { test } from '@jest/globals';
import { appAndBrowser, choose, confirmStep, enterLine, registerCompany, saveForm, shootAll, signedIn, starterAccount } from './browser';

const env = appAndBrowser();
const owner = `cz${Date.now().toString(36)}`;
const PASSWORD = 'secret123';

test('a top-up made on /customCz/storeValue/Add is spent by a sale, the remaining prepaid shown on the forms; a deposit is returned', async () => {
  const { call } = await registerCompany(env.app, '预存测试商行', owner, PASSWORD);
  const { warehouseId } = await call('Warehouse/Save', { warehouseName: '总仓', warehouseCode: 'W1' });
  const customId = (await call('Custom/Save', { customName: '张三商店', customCode: 'C1' })).customId;
  const cash = await starterAccount(call, '现金');
  const soy = (
    await call('Product/Save', { productName: '酱油', productCode: 'JY', unitName: '瓶', skus: [{ salePrice: 20, purchasePrice: 10 }] })
  ).skus[0].skuId;
  await call('InitStock/Save', { warehouseId, lines: [{ skuId: soy, qty: 50, price: 10 }] });
  const receivable = async () => (await call('CustomReceivable/PageQuery', { keyword: '张三', pageNo: 1, pageSize: 10 })).data[0].balance;
  const page = await signedIn(env.browser, env.app.url, owner, PASSWORD);

  // 预存款: 1000 paid, 100 given: 1100 into the prepaid, 1000 into the account.
  await page.goto(`${env.app.url}/customCz/storeValue/List`);
  await page.getByRole('button', { name: '新增预存款' }).click();
  await page.waitForURL(/\/customCz\/storeValue\/Add/);
  await page.getByRole('button', { name: '保存并审核' }).click();
  await page.getByText('请选择客户').waitFor();
  await choose(page, '客户', '张三商店', '张三');
  await page.getByText('预存款余额 0.00，押金 0.00').waitFor();
  await choose(page, '结算账户', '现金');
  await page.getByRole('textbox', { name: '充值金额' }).fill('1000');
  await page.getByRole('textbox', { name: '赠送金额' }).fill('100');
  await page.getByText('存入预存款 1,100.00').waitFor();
  await shootAll(page, 'prepaid-add');
  await saveForm(page, /\/customCz\/storeValue\/Detail\?czId=/, true);
  await shootAll(page, 'prepaid-detail');
  assert.equal((await call('Account/Detail', { accountId: cash })).balance, 1000);
  assert.deepEqual({ ...(await call('CustomCz/RemainAmt', { customId })) }, { customId, remainAmt: 1100, depositAmt: 0 });
  assert.equal(await receivable(), 0, 'a top-up is not what the customer owes');

  // A sale of 10 × 20 spends 150 of it: the form shows what the customer holds and refuses more than the sale.
  await page.goto(`${env.app.url}/sale/Add`);
  await choose(page, /客户/, '张三商店', '张三');
  await choose(page, /^仓库/, '总仓');
  await enterLine(page, 'JY', '10');
  await page.getByText('预存款余额 1,100.00').waitFor();
  const prepaid = page.getByRole('textbox', { name: '预存款抵扣' });
  await prepaid.fill('300');
  await page.getByRole('button', { name: '保存并审核' }).click();
  await page.getByText('预存款抵扣不能大于单据金额').waitFor();
  await prepaid.fill('150');
  await shootAll(page, 'prepaid-sale-form');
  await saveForm(page, /\/sale\/Detail\?saleId=/, true);
  await page.getByText('150.00').first().waitFor();
  assert.equal((await call('CustomCz/RemainAmt', { customId })).remainAmt, 950);
  assert.equal(await receivable(), 50, '200 sold, 150 paid from the prepaid');
  await page.goto(`${env.app.url}/customCz/storeValue/List`);
  await choose(page, '客户', '张三商店', '张三');
  await page.getByText('张三商店 预存款余额 950.00，押金 0.00').waitFor();
  await page.getByRole('table', { name: '预存款列表' }).getByRole('cell', { name: '1,000.00' }).waitFor();
  await shootAll(page, 'prepaid-list');

  // 押金: the form shows the prepaid left; the deposit is held, then part of it returned out of the account.
  await page.goto(`${env.app.url}/customCz/deposit/Add`);
  await choose(page, '客户', '张三商店', '张三');
  await page.getByText('预存款余额 950.00，押金 0.00').waitFor();
  await choose(page, '结算账户', '现金');
  await page.getByRole('textbox', { name: '押金金额' }).fill('200');
  await saveForm(page, /\/customCz\/deposit\/Detail\?czId=/, true);
  await page.getByRole('textbox', { name: '退还金额' }).fill('80');
  await confirmStep(page, '退还');
  await page.getByRole('definition').filter({ hasText: '80.00（现金）' }).waitFor();
  await shootAll(page, 'deposit-detail');
  assert.deepEqual({ ...(await call('CustomCz/RemainAmt', { customId })) }, { customId, remainAmt: 950, depositAmt: 120 });
  assert.equal((await call('Account/Detail', { accountId: cash })).balance, 1120);
});

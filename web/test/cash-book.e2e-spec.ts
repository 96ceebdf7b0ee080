import assert from 'node:assert/strict';
import { test } from '@jest/globals';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { appAndBrowser, cashFlowRows, choose, enterLine, registerCompany, saveForm, shootAll, signedIn, starterAccount } from './browser';

const env = appAndBrowser();
const owner = `zj${Date.now().toString(36)}`;
const PASSWORD = 'secret123';

/** 资金流水's rows as the page shows them: bill no, type, account, in, out and the balance after each. */
const shownRows = (page: Page) =>
  cashFlowRows(page).evaluateAll((rows) =>
    rows
      .map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent?.trim() ?? ''))
      .filter((cells) => cells.length)
      .map(([billNo, type, , account, inAmount, outAmount, balance]) => [billNo, type, account, inAmount, outAmount, balance]),
  );

test('the cash book through the screens: an expense, a transfer, a prepaid top-up and a sale spending it, then each account’s fund flow runs to its balance', async () => {
  const { call } = await registerCompany(env.app, '资金流水测试商行', owner, PASSWORD);
  const cash = await starterAccount(call, '现金', 1000);
  const bank = await starterAccount(call, '银行存款', 2000);
  const customId = (await call('Custom/Save', { customName: '张三商店', customCode: 'C1' })).customId;
  const { warehouseId } = await call('Warehouse/Save', { warehouseName: '总仓', warehouseCode: 'W1' });
  const soy = (
    await call('Product/Save', { productName: '酱油', productCode: 'JY', unitName: '瓶', skus: [{ salePrice: 20, purchasePrice: 10 }] })
  ).skus[0].skuId;
  await call('InitStock/Save', { warehouseId, lines: [{ skuId: soy, qty: 50, price: 10 }] });
  const page = await signedIn(env.browser, env.app.url, owner, PASSWORD);

  // 房租 300 paid out of 现金.
  await page.goto(`${env.app.url}/dayeExpenses/add`);
  await choose(page, '结算账户', '现金');
  await choose(page, '收支项目 1', '房租');
  await page.getByRole('textbox', { name: '金额' }).fill('300');
  await saveForm(page, /\/dayeExpenses\/detail\?flowId=/, true);

  // 500 from 银行存款 to 现金, the bank paying a fee of 5.
  await page.goto(`${env.app.url}/transferAccount/add`);
  await choose(page, '转出账户', '银行存款');
  await choose(page, '转入账户', '现金');
  await page.getByRole('textbox', { name: '转账金额' }).fill('500');
  await page.getByRole('textbox', { name: '手续费' }).fill('5');
  await saveForm(page, /\/transferAccount\/detail\?transId=/, true);

  // 张三商店 tops up 200 in cash and is given 20: 220 of store value, 200 of money.
  await page.goto(`${env.app.url}/customCz/storeValue/Add`);
  await choose(page, '客户', '张三商店', '张三');
  await choose(page, '结算账户', '现金');
  await page.getByRole('textbox', { name: '充值金额' }).fill('200');
  await page.getByRole('textbox', { name: '赠送金额' }).fill('20');
  await saveForm(page, /\/customCz\/storeValue\/Detail\?czId=/, true);

  // A sale of 10 × 20: 150 of it from the store value, 50 paid into 银行存款.
  await page.goto(`${env.app.url}/sale/Add`);
  await choose(page, /客户/, '张三商店', '张三');
  await choose(page, /^仓库/, '总仓');
  await enterLine(page, 'JY', '10');
  await page.getByText('预存款余额 220.00').waitFor();
  await page.getByRole('textbox', { name: '预存款抵扣' }).fill('150');
  await page.getByRole('textbox', { name: '本次收款' }).fill('50');
  await choose(page, '结算账户', '银行存款');
  await saveForm(page, /\/sale\/Detail\?saleId=/, true);

  const billNo = async (group: string, body: object = {}) =>
    (await call(`${group}/PageQuery`, { ...body, pageNo: 1, pageSize: 1 })).data[0].billNo as string;
  const [expense, transfer, topUp, sale] = [
    await billNo('FinanceFlow', { flowType: 106 }),
    await billNo('AccountTrans'),
    await billNo('CustomCz'),
    await billNo('Sale'),
  ];
  const balance = async (accountId: string) => (await call('Account/Detail', { accountId })).balance;
  assert.deepEqual([await balance(cash), await balance(bank)], [1400, 1545]);
  assert.equal((await call('CustomCz/RemainAmt', { customId })).remainAmt, 70);

  // Every movement in posting order, the balance after each: what was entered, money only (no gift, no store value spent).
  await page.goto(`${env.app.url}/account/cashFlow`);
  await cashFlowRows(page, sale).waitFor();
  assert.deepEqual(await shownRows(page), [
    [expense, '日常支出', '现金', '0.00', '300.00', '700.00'],
    [transfer, '账户转账', '银行存款', '0.00', '500.00', '1,500.00'],
    [transfer, '账户转账', '现金', '500.00', '0.00', '1,200.00'],
    [transfer, '账户转账', '银行存款', '0.00', '5.00', '1,495.00'],
    [topUp, '客户预存', '现金', '200.00', '0.00', '1,400.00'],
    [sale, '销售单', '银行存款', '50.00', '0.00', '1,545.00'],
  ]);
  await shootAll(page, 'cash-book');

  // One account: its rows alone, the last balance the account's own.
  await choose(page, '账户', '现金');
  await cashFlowRows(page, sale).waitFor({ state: 'detached' });
  const cashRows = await shownRows(page);
  assert.deepEqual(
    cashRows.map((r) => r[0]),
    [expense, transfer, topUp],
  );
  assert.equal(cashRows.at(-1)![5], '1,400.00');
  await shootAll(page, 'cash-book-account');
  await choose(page, '账户', '银行存款');
  await cashFlowRows(page, expense).waitFor({ state: 'detached' });
  assert.deepEqual(
    (await shownRows(page)).map((r) => [r[0], r[5]]),
    [
      [transfer, '1,500.00'],
      [transfer, '1,495.00'],
      [sale, '1,545.00'],
    ],
  );

  // 导出 downloads the rows shown, as a workbook.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '导出' }).click()]);
  assert.match(download.suggestedFilename(), /^资金流水.*\.xlsx$/);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile((await download.path())!);
  const sheet: string[][] = [];
  wb.worksheets[0].eachRow((row) => sheet.push((row.values as unknown[]).slice(1).map(String)));
  const exported = sheet.filter((r) => r[0] === transfer || r[0] === sale).map((r) => [r[0], r[3], r.at(-1)]);
  // Money is written as numbers (SUM works in the file), shown in the company's digits by the cell's format.
  assert.deepEqual(exported, [
    [transfer, '银行存款', '1500'],
    [transfer, '银行存款', '1495'],
    [sale, '银行存款', '1545'],
  ]);
  const saleRow = wb.worksheets[0].getRows(1, wb.worksheets[0].rowCount)!.find((r) => r.getCell(1).value === sale)!;
  const balanceCell = saleRow.getCell(saleRow.cellCount);
  assert.equal(typeof balanceCell.value, 'number');
  assert.match(balanceCell.numFmt, /0\.00/);

  // A movement opens its document.
  await choose(page, '账户', '现金');
  await cashFlowRows(page, expense).getByRole('link', { name: expense }).click();
  await page.waitForURL(/\/dayeExpenses\/detail\?flowId=/);
  await page.getByText('房租').first().waitFor();
});

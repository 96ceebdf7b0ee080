import assert from 'node:assert/strict';
import { test } from '@jest/globals';
import { appAndBrowser, choose, registerCompany, shoot, signedIn as signedInAs, starterAccount } from './browser';

const env = appAndBrowser();
const owner = `seller${Date.now().toString(36)}`;
const PASSWORD = 'secret123';

const signedIn = () => signedInAs(env.browser, env.app.url, owner, PASSWORD);

const money = (n: number) => n.toFixed(2);

test('quotation → sale → part receipt with write-off → return of a line: receivable, stock and profit agree', async () => {
  const { call } = await registerCompany(env.app, '销售测试商行', owner, PASSWORD);
  const { warehouseId } = await call('Warehouse/Save', { warehouseName: '总仓', warehouseCode: 'W1' });
  await call('Custom/Save', { customName: '张三商店', customCode: 'C1' });
  await starterAccount(call, '现金');
  const soy = (
    await call('Product/Save', {
      productName: '酱油',
      productCode: 'JY',
      unitName: '瓶',
      skus: [{ spec: '500ml', salePrice: 20, purchasePrice: 10 }],
    })
  ).skus[0].skuId;
  const vinegar = (
    await call('Product/Save', {
      productName: '香醋',
      productCode: 'CU',
      unitName: '瓶',
      skus: [{ spec: '420ml', salePrice: 8, purchasePrice: 4 }],
    })
  ).skus[0].skuId;
  // Opening stock: 50 酱油 at 12, 30 香醋 at 5.
  const opening = { soy: { qty: 50, cost: 12 }, vinegar: { qty: 30, cost: 5 } };
  await call('InitStock/Save', {
    warehouseId,
    lines: [
      { skuId: soy, qty: opening.soy.qty, price: opening.soy.cost },
      { skuId: vinegar, qty: opening.vinegar.qty, price: opening.vinegar.cost },
    ],
  });

  // What the test will do, and what it must come to.
  const sold = { soy: { qty: 10, price: 20 }, vinegar: { qty: 5, price: 8 } };
  const received = 100;
  const returned = 3; // 酱油 back against the sale, at the sale's cost
  const saleTotal = sold.soy.qty * sold.soy.price + sold.vinegar.qty * sold.vinegar.price;
  const returnTotal = returned * sold.soy.price;
  const receivable = saleTotal - returnTotal - received;
  const stock = { soy: opening.soy.qty - sold.soy.qty + returned, vinegar: opening.vinegar.qty - sold.vinegar.qty };
  const stockAmount = stock.soy * opening.soy.cost + stock.vinegar * opening.vinegar.cost;
  const revenue = saleTotal - returnTotal;
  const cost = sold.soy.qty * opening.soy.cost + sold.vinegar.qty * opening.vinegar.cost - returned * opening.soy.cost;
  const profit = revenue - cost;
  const margin = `${((profit / revenue) * 100).toFixed(2)}%`;
  // The three screens agree: what was sold (net) is owed or received; the cost of it is what left the stock.
  assert.equal(revenue, receivable + received);
  assert.equal(cost, opening.soy.qty * opening.soy.cost + opening.vinegar.qty * opening.vinegar.cost - stockAmount);

  const page = await signedIn();
  const entry = page.getByRole('combobox', { name: '录入商品' });
  const add = async (code: string, qty: number) => {
    await entry.fill(code);
    await entry.press('Enter');
    await page.waitForFunction(() => (document.activeElement as HTMLElement | null)?.dataset.cell?.endsWith(':qty'));
    await page.keyboard.type(String(qty));
  };

  // 销售报价单: lines by keyboard at the customer's price, saved and audited.
  await page.goto(`${env.app.url}/saleQuotes/Add`);
  await choose(page, /客户/, '张三商店', '张三');
  await choose(page, /^仓库/, '总仓');
  await add('JY', sold.soy.qty);
  assert.equal(await page.getByLabel('第1行单价').inputValue(), String(sold.soy.price), "a line starts at the customer's sale price");
  await add('CU', sold.vinegar.qty);
  assert.equal(await page.getByLabel('单据金额').innerText(), money(saleTotal));
  await shoot(page, 'sale-quote-form');
  await page.getByRole('button', { name: '保存并审核' }).click();
  await page.waitForURL(/\/saleQuotes\/Detail\?offerId=/);
  const offerNo = await page.getByRole('definition').first().innerText();
  assert.match(offerNo, /^BJ\d{12}$/);

  // 转销售单: the sale form comes filled from the quotation; saved and audited.
  await page.getByRole('button', { name: '转销售单' }).click();
  await page.waitForURL(/\/saleQuotes\/TurnAdd\?offerId=/);
  await page.getByText(`销售报价单：${offerNo}`).waitFor();
  assert.equal(await page.getByLabel('第2行数量').inputValue(), String(sold.vinegar.qty));
  await page.getByRole('button', { name: '保存并审核' }).click();
  await page.waitForURL(/\/sale\/Detail\?saleId=/);
  await page.getByText('已审核', { exact: true }).waitFor();
  const saleNo = await page.getByRole('definition').first().innerText();
  assert.match(saleNo, /^XS\d{12}$/);
  // Printing it from the browser's print page counts the print (the browser's dialog is stubbed); delivery details can be added after the audit.
  await page.getByRole('button', { name: '选择模板或方式' }).click();
  const [sheet] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('menuitem', { name: '销售单（A4）（默认） · 浏览器' }).click(),
  ]);
  await sheet.getByRole('region', { name: /^销售单/ }).waitFor();
  await sheet.evaluate(() => {
    window.print = () => undefined;
  });
  await Promise.all([sheet.waitForResponse(/PrintCountAdd/), sheet.getByRole('button', { name: '打印', exact: true }).click()]);
  await sheet.close();
  await page.reload();
  await page.getByText('已打印 1 次').waitFor();
  await page.getByLabel('收货人').fill('张三');
  await page.getByLabel('收货地址').fill('杭州市西湖区文三路1号');
  await page.getByRole('button', { name: '保存配送信息' }).click();
  await page.getByText('配送信息已保存').first().waitFor();
  await shoot(page, 'sale-detail');
  const saleUrl = page.url();

  // 收款单: part of the sale received and written off against it.
  await page.goto(`${env.app.url}/customReceive/add`);
  await choose(page, /客户/, '张三商店', '张三');
  await choose(page, /结算账户/, '现金');
  await page.getByLabel(/收款金额/).fill(String(received));
  const open = page.getByRole('table', { name: '未结销售单' });
  await open.getByRole('link', { name: saleNo }).waitFor();
  await page.getByRole('button', { name: '按收款金额自动分配' }).click();
  assert.equal(await page.getByLabel(`${saleNo}本次核销`).inputValue(), String(received));
  await page.getByLabel(`${saleNo}本次核销`).fill(String(saleTotal + 1));
  await page.getByRole('button', { name: '保存并审核' }).click();
  await page.getByText(`核销金额不能大于未结金额${saleTotal}`).waitFor();
  await page.getByLabel(`${saleNo}本次核销`).fill(String(received));
  await shoot(page, 'receive-form');
  await page.getByRole('button', { name: '保存并审核' }).click();
  await page.waitForURL(/\/customReceive\/detail\?receiveId=/);
  await page.getByRole('table', { name: '核销明细' }).getByRole('link', { name: saleNo }).waitFor();
  await shoot(page, 'receive-detail');

  // 退货 from the sale: both lines come over; return 3 酱油, not more than was sold.
  await page.goto(saleUrl);
  await page.getByRole('button', { name: '退货' }).click();
  await page.waitForURL(/\/saleReturn\/Add\?saleId=/);
  await page.getByText(`原销售单：${saleNo}`).waitFor();
  await page.getByRole('button', { name: '删除第2行' }).click();
  await page.getByLabel('第1行数量').fill(String(sold.soy.qty + 1));
  await page.getByRole('button', { name: '保存并审核' }).click();
  await page.getByText(`明细第1行数量超过原销售单剩余的数量（${sold.soy.qty}瓶）`).waitFor();
  await page.getByLabel('第1行数量').fill(String(returned));
  await shoot(page, 'sale-return-form');
  await page.getByRole('button', { name: '保存并审核' }).click();
  await page.waitForURL(/\/saleReturn\/Detail\?returnId=/);
  await page.getByText('已审核', { exact: true }).waitFor();

  // 应收欠款 and its flow with the month's reconciliation.
  await page.goto(`${env.app.url}/customReceivable/list`);
  const receivables = page.getByRole('table', { name: '应收欠款' });
  await receivables.getByRole('row').filter({ hasText: '张三商店' }).getByText(money(receivable), { exact: true }).last().waitFor();
  await receivables.getByRole('link', { name: '张三商店' }).click();
  await page.waitForURL(/\/customReceivable\/flow\?customId=/);
  await page.getByRole('table', { name: '应收流水' }).getByRole('link', { name: saleNo }).waitFor();
  const month = page.getByRole('table', { name: '按月对账' }).getByRole('row').last();
  await month.getByText(money(saleTotal), { exact: true }).waitFor();
  for (const figure of [returnTotal, received, receivable])
    assert.ok(await month.getByText(money(figure), { exact: true }).count(), `the month shows ${figure}`);
  await shoot(page, 'receivable-flow');

  // 库存查询: what is left at the opening costs (the return came back at the sale's cost).
  await page.goto(`${env.app.url}/warehouseQuery/list`);
  const stockRows = page.getByRole('table', { name: '库存列表' }).getByRole('row');
  await stockRows.filter({ hasText: '酱油' }).getByText(money(stock.soy), { exact: true }).first().waitFor();
  await stockRows.filter({ hasText: '香醋' }).getByText(money(stock.vinegar), { exact: true }).first().waitFor();
  await page.getByText(`合计：数量 ${money(stock.soy + stock.vinegar)}，库存金额 ${money(stockAmount)}`).waitFor();

  // 利润报表: this month's sales less the return, against the cost that left stock.
  await page.goto(`${env.app.url}/reportForProfit/reportForProfit`);
  const totals = page.getByRole('table', { name: '利润报表' }).getByRole('row').filter({ hasText: '合计' });
  await totals.getByText(money(revenue), { exact: true }).waitFor();
  for (const figure of [money(cost), money(profit), margin])
    assert.ok(await totals.getByText(figure, { exact: true }).count(), `the totals show ${figure}`);
  await shoot(page, 'profit-report');

  await page.goto(`${env.app.url}/setting/setting`);
  await page.getByRole('radio', { name: '提醒，仍可保存' }).waitFor();
  assert.equal(await page.getByRole('radio', { name: '提醒，仍可保存' }).isChecked(), true);
  await shoot(page, 'business-settings');
});

import assert from 'node:assert/strict';
import { describe, test } from '@jest/globals';
import type { Page } from 'playwright-core';
import { appAndBrowser, choose, confirmStep, registerCompany, shootAll, signedIn } from './browser';
import { today } from '../../services/src/testing/stock-shop';

const env = appAndBrowser();
const password = 'secret123';

/** A shop with a customer grade 金牌, 可乐 (sells at 3, bought at 2) and 10 of them in 总仓 at 2. */
async function shop(name: string) {
  const loginName = `${name}${Date.now().toString(36)}`;
  const { call } = await registerCompany(env.app, `${name}商行`, loginName, password);
  await call('CustomGrade/Save', { gradeName: '金牌', discount: 90 });
  const warehouseId = (await call('Warehouse/Save', { warehouseName: '总仓', warehouseCode: 'W1' })).warehouseId;
  const supplierId = (await call('Supplier/Save', { supplierName: '批发部', supplierCode: 'S1' })).supplierId;
  const skuId = (
    await call('Product/Save', {
      productName: '可乐',
      productCode: 'K1',
      unitName: '瓶',
      skus: [{ spec: '330ml', salePrice: 3, purchasePrice: 2 }],
    })
  ).skus[0].skuId;
  await call('Buy/Save', { supplierId, billDate: today, warehouseId, lines: [{ skuId, qty: 10, price: 2 }], audit: true });
  return { loginName, call };
}

/** Types a product code into 录入商品 and waits for its line. */
async function enterSku(page: Page, code: string, table: string) {
  const entry = page.getByRole('combobox', { name: '录入商品' });
  await entry.fill(code);
  await entry.press('Enter');
  await page.getByRole('table', { name: table }).getByRole('row', { name: /可乐/ }).waitFor();
}

/** A row of a table (once it shows `showing`), as its cells' texts. */
async function cells(page: Page, table: string, row: RegExp, showing?: string) {
  const found = page.getByRole('table', { name: table }).getByRole('row', { name: row }).first();
  await (showing ? found.getByText(showing, { exact: true }).first() : found).waitFor();
  return found.getByRole('cell').allInnerTexts();
}

describe('价格管理 in the browser', () => {
  test('调价单: sale, wholesale and a level price of a SKU at once, audited; the 价格表, its 调价记录 and the 操作日志 show it', async () => {
    const s = await shop('tj');
    const page = await signedIn(env.browser, env.app.url, s.loginName, password);

    await page.goto(`${env.app.url}/price/list`);
    await page.getByRole('table', { name: '价格表' }).getByText('可乐').waitFor();
    await page.getByRole('button', { name: '新增调价单' }).click();
    await page.waitForURL(/\/price\/ChangePriceAdd/);
    await page.getByRole('checkbox', { name: '批发价' }).check();
    await page.getByRole('checkbox', { name: '等级价·金牌' }).check();
    await enterSku(page, 'K1', '调价明细');
    await page.getByRole('textbox', { name: '第1行新销售价' }).fill('3.5');
    await page.getByRole('textbox', { name: '第1行新批发价' }).fill('3.2');
    await page.getByRole('textbox', { name: '第1行新等级价·金牌' }).fill('2.9');
    await shootAll(page, 'pricing-change-form');
    await page.getByRole('button', { name: '保存并审核', exact: true }).click();
    await page.waitForURL(/\/price\/ChangePriceDetail\?changeId=/);
    await page.getByText('已审核', { exact: true }).waitFor();
    await page.getByText('已生效', { exact: true }).waitFor();
    assert.deepEqual((await cells(page, '调价明细', /销售价/, '3.50')).slice(3, 7), ['销售价', '3.00', '3.50', '0.50']);
    assert.deepEqual((await cells(page, '调价明细', /批发价/)).slice(3, 6), ['批发价', '—', '3.20']);
    await shootAll(page, 'pricing-change-detail');

    await page.goto(`${env.app.url}/price/list`);
    const row = page.getByRole('table', { name: '价格表' }).getByRole('row', { name: /可乐/ });
    await row.getByText('3.50').waitFor();
    assert.ok((await row.innerText()).includes('2.90'), 'the level price of 金牌');
    await shootAll(page, 'pricing-price-list');
    await row.getByRole('button', { name: '调价记录' }).click();
    const changes = page.getByRole('table', { name: '价格变动' });
    await changes
      .getByText(/^TJ\d{12}$/)
      .first()
      .waitFor();
    assert.equal(await changes.getByRole('row').filter({ hasText: /^.*TJ/ }).count(), 3, 'the three prices the 调价单 set');
    await shootAll(page, 'pricing-price-history');
    await page.keyboard.press('Escape');

    await page.goto(`${env.app.url}/auditRecord/list?category=price`);
    const log = page.getByRole('table', { name: '操作日志' });
    await log.getByText('330ml 销售价：3 → 3.5', { exact: false }).first().waitFor();
    await shootAll(page, 'audit-log');
    await log
      .getByRole('row', { name: /330ml 销售价/ })
      .first()
      .getByRole('button', { name: '详情' })
      .click();
    await page
      .getByRole('table', { name: '修改前后' })
      .getByRole('row', { name: /销售价/ })
      .waitFor();
    await shootAll(page, 'audit-log-detail');
  });

  test('成本调价: a new cost for the stock of a warehouse, the value it moves previewed, audited, in 商品流水', async () => {
    const s = await shop('cb');
    const page = await signedIn(env.browser, env.app.url, s.loginName, password);
    await page.goto(`${env.app.url}/price/CostPriceAdd`);
    await choose(page, '仓库', '总仓');
    await enterSku(page, 'K1', '成本调价明细');
    await page.getByRole('textbox', { name: '第1行调整后成本价' }).fill('2.5');
    assert.deepEqual((await cells(page, '成本调价明细', /可乐/)).slice(3, 7), ['10.00', '2.00', '', '5.00']);
    await shootAll(page, 'pricing-cost-form');
    await page.getByRole('button', { name: '保存', exact: true }).click();
    await page.waitForURL(/\/price\/CostPriceDetail\?adjustId=/);
    await confirmStep(page, '审核', '已审核');
    assert.deepEqual((await cells(page, '成本调价明细', /可乐/, '2.50')).slice(3, 7), ['10.00', '2.00', '2.50', '5.00']);
    await shootAll(page, 'pricing-cost-detail');

    await page.goto(`${env.app.url}/waresWater/list`);
    const flow = page.getByRole('table', { name: '商品流水' }).getByRole('row', { name: /成本调价单/ });
    await flow.waitFor();
    assert.ok((await flow.innerText()).includes('2.50'), 'the new cost in the flow');
  });

  test('the staff form says what each price permission does', async () => {
    const s = await shop('yg');
    const page = await signedIn(env.browser, env.app.url, s.loginName, password);
    await page.goto(`${env.app.url}/user/list`);
    await page.getByRole('button', { name: /新增/ }).first().click();
    const flags = page.getByRole('group', { name: '价格权限' });
    for (const label of ['看销售价', '看批发价', '看采购价', '看最低售价', '看成本价', '看他人单据'])
      await flags.getByRole('checkbox', { name: label }).waitFor();
    await flags.getByText('不勾选时只能看到和处理自己开的单据').waitFor();
    await shootAll(page, 'staff-price-flags');
  });
});

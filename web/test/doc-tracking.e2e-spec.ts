import assert from 'node:assert/strict';
import { test } from '@jest/globals';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { appAndBrowser, checkA11y, choose, registerCompany, SCREENSHOTS, shoot, signedIn as signedInAs } from './browser';

const env = appAndBrowser();
const owner = `tracker${Date.now().toString(36)}`;
const PASSWORD = 'secret123';

/** Pastes `text` into a text box the way a browser does (a paste event with clipboard data). */
const paste = (box: Locator, text: string) =>
  box.evaluate((el, t) => {
    const data = new DataTransfer();
    data.setData('text/plain', t);
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);

/**
 * A dialog at desktop width only: `shoot`'s trip to the mobile width opens the navigation drawer, which hides the
 * open dialog from the accessibility tree afterwards.
 */
const shootDialog = async (page: Page, name: string) => {
  await checkA11y(page, name);
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}-desktop.png`) });
};

test('serials and batches: a purchase brings them in, a sale picks them out of stock', async () => {
  const { call } = await registerCompany(env.app, '序列号测试商行', owner, PASSWORD);
  const { warehouseId } = await call('Warehouse/Save', { warehouseName: '总仓', warehouseCode: 'W1' });
  await call('Supplier/Save', { supplierName: '甲供应商', supplierCode: 'S1' });
  await call('Custom/Save', { customName: '张三商店', customCode: 'C1' });
  const phone = (
    await call('Product/Save', {
      productName: '手机',
      productCode: 'PHONE',
      unitName: '台',
      serialFlag: true,
      skus: [{ spec: '128G', salePrice: 1500, purchasePrice: 1000 }],
    })
  ).skus[0].skuId;
  const milk = (
    await call('Product/Save', {
      productName: '牛奶',
      productCode: 'MILK',
      unitName: '盒',
      lifeFlag: true,
      shelfLifeDays: 180,
      skus: [{ spec: '250ml', salePrice: 5, purchasePrice: 3 }],
    })
  ).skus[0].skuId;

  const page = await signedInAs(env.browser, env.app.url, owner, PASSWORD);
  const entry = page.getByRole('combobox', { name: '录入商品' });
  const add = async (code: string, qty: number) => {
    await entry.fill(code);
    await entry.press('Enter');
    await page.waitForFunction(() => (document.activeElement as HTMLElement | null)?.dataset.cell?.endsWith(':qty'));
    await page.keyboard.type(String(qty));
  };
  const dialog = page.getByRole('dialog');
  const serialText = dialog.getByRole('textbox', { name: '序列号（每行一个）' });

  // 采购单: three phones with their serials, ten boxes of milk of one production date.
  await page.goto(`${env.app.url}/purchaseOrder/add`);
  await choose(page, /供应商/, '甲供应商', '甲');
  await choose(page, /^仓库/, '总仓');
  await add('PHONE', 3);
  await add('MILK', 10);
  await page.getByRole('button', { name: '第1行序列号 0/3' }).waitFor();

  // Saving without serials or a production date: refused on the form, the lines named.
  await page.getByRole('button', { name: '保存并审核' }).click();
  await page.getByRole('alert').getByText('明细第1行需要录入3个序列号，已录入0个').waitFor();
  await page.getByRole('alert').getByText('明细第2行请填写生产日期').waitFor();

  // Scanned one by one (Enter after each), then a pasted list with a repeat in it.
  await page.getByRole('button', { name: '第1行序列号 0/3' }).click();
  await serialText.pressSequentially('SN001\n');
  await paste(serialText, 'SN002, SN001');
  assert.equal(await serialText.inputValue(), 'SN001\nSN002\nSN001\n', 'the pasted list is split one a line');
  await dialog.getByText('重复：SN001').waitFor();
  await dialog.getByRole('button', { name: '去除重复' }).click();
  await dialog.getByText('需要 3 个，已录入 2 个').waitFor();
  await dialog.getByRole('button', { name: '确定', exact: true }).click();
  await page.getByRole('button', { name: '第1行序列号 2/3' }).waitFor();
  await page.getByRole('button', { name: '保存并审核' }).click();
  await page.getByRole('alert').getByText('明细第1行需要录入3个序列号，已录入2个').waitFor();

  await page.getByRole('button', { name: '第1行序列号 2/3' }).click();
  await serialText.press('Control+End');
  await serialText.pressSequentially('SN003\n');
  await dialog.getByText('需要 3 个，已录入 3 个').waitFor();
  await shootDialog(page, 'tracking-serial-entry');
  await dialog.getByRole('button', { name: '确定', exact: true }).click();
  await page.getByRole('button', { name: '第1行序列号 3/3' }).waitFor();

  await page.getByLabel('第2行生产日期').fill('2026-11-01');
  await page.getByText('默认到期 2027-04-30（保质期180天）').waitFor();
  assert.equal(await page.getByLabel('第2行批次号').getAttribute('placeholder'), '20261101');
  await shoot(page, 'tracking-purchase-form');
  await page.getByRole('button', { name: '保存并审核' }).click();
  await page.waitForURL(/\/purchaseOrder\/detail\?buyId=/);
  await page.getByText('已审核', { exact: true }).waitFor();
  const lines = page.getByRole('table', { name: '单据明细' });
  await lines.getByText('批次 20261101 · 到期 2027-04-30').waitFor();
  await lines.getByRole('button', { name: '全部序列号（3个）' }).click();
  await lines.getByText(/SN001、SN002、SN003/).waitFor();
  await shoot(page, 'tracking-purchase-detail');

  // They landed: on the purchase, and in stock.
  const buyId = new URL(page.url()).searchParams.get('buyId')!;
  const bought = await call('Buy/Detail', { buyId });
  assert.deepEqual([...bought.lines[0].serials].sort(), ['SN001', 'SN002', 'SN003']);
  assert.deepEqual(
    [bought.lines[1].batchNo, bought.lines[1].productionDate, bought.lines[1].expiryDate],
    ['20261101', '2026-11-01', '2027-04-30'],
  );
  const inStock = async () =>
    (await call('SerialNo/Available', { skuId: phone, warehouseId })).data.map((r: { serialNo: string }) => r.serialNo).sort();
  assert.deepEqual(await inStock(), ['SN001', 'SN002', 'SN003']);
  const batches = async () =>
    (await call('ExpiryNo/Available', { skuId: milk, warehouseId })).data.map((b: { batchNo: string; qty: number }) => [
      b.batchNo,
      Number(b.qty),
    ]);
  assert.deepEqual(await batches(), [['20261101', 10]]);

  // 销售单: one phone picked from the serials in stock (the quantity set from it), two boxes of milk from the batch.
  await page.goto(`${env.app.url}/sale/Add`);
  await choose(page, /客户/, '张三商店', '张三');
  await choose(page, /^仓库/, '总仓');
  await add('PHONE', 2);
  await add('MILK', 2);
  await page.getByRole('button', { name: '第1行序列号 0/2' }).click();
  const stocked = dialog.getByRole('group', { name: '可选序列号' });
  await stocked.getByRole('checkbox').nth(2).waitFor();
  assert.equal(await stocked.getByRole('checkbox').count(), 3);
  await dialog.getByRole('searchbox', { name: '筛选序列号' }).fill('003');
  await stocked.getByRole('checkbox', { name: 'SN003' }).check();
  assert.equal(await serialText.inputValue(), 'SN003\n');
  await dialog.getByText('需要 2 个，已录入 1 个').waitFor();
  await shootDialog(page, 'tracking-serial-pick');
  await dialog.getByRole('button', { name: '确定并将数量改为1台' }).click();
  await page.getByRole('button', { name: '第1行序列号 1/1' }).waitFor();
  assert.equal(await page.getByLabel('第1行数量').inputValue(), '1');

  // A serial typed by hand that is not in stock: flagged in the dialog, refused by the server, shown on the line.
  await page.getByRole('button', { name: '第1行序列号 1/1' }).click();
  await serialText.press('Control+End');
  await serialText.pressSequentially('SN999\n');
  await dialog.getByText('不在总仓库存中：SN999').waitFor();
  await dialog.getByRole('button', { name: '确定并将数量改为2台' }).click();
  await page.getByRole('button', { name: '保存并审核' }).click();
  await page.getByRole('alert').getByText('明细第1行序列号不在该仓库库存中：SN999').first().waitFor();
  await shoot(page, 'tracking-sale-refused');
  await page.getByRole('button', { name: '第1行序列号 2/2' }).click();
  await serialText.fill('SN003\n');
  await dialog.getByRole('button', { name: '确定并将数量改为1台' }).click();
  await page.getByRole('button', { name: '第1行序列号 1/1' }).waitFor();
  await choose(page, '第2行批次', /^20261101 · 到期 2027-04-30/);
  await shoot(page, 'tracking-sale-form');
  await page.getByRole('button', { name: '保存并审核' }).click();
  await page.waitForURL(/\/sale\/Detail\?saleId=/);
  await page.getByText('已审核', { exact: true }).waitFor();
  await lines.getByText('SN003').waitFor();
  await lines.getByText('批次 20261101 · 到期 2027-04-30').waitFor();
  await shoot(page, 'tracking-sale-detail');
  const saleId = new URL(page.url()).searchParams.get('saleId')!;
  const sold = await call('Sale/Detail', { saleId });
  assert.deepEqual([sold.lines[0].serials, sold.lines[1].batchNo], [['SN003'], '20261101']);
  assert.deepEqual(await inStock(), ['SN001', 'SN002']);
  assert.deepEqual(await batches(), [['20261101', 8]]);
});

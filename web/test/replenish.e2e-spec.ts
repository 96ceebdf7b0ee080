import assert from 'node:assert/strict';
import { test } from '@jest/globals';
import { shopDay } from '@jxc/services/contracts';
import type { Locator } from 'playwright-core';
import { appAndBrowser, checkNoSideScroll, choose, registerCompany, shootAll, signedIn } from './browser';

const env = appAndBrowser();
const owner = `bh${Date.now().toString(36)}`;
const PASSWORD = 'secret123';
const today = shopDay();
const expectValue = async (input: Locator, value: string) => assert.equal(await input.inputValue(), value);

test('智能补货 lists a transfer and a supplier’s purchase with their reasons; a line’s 补货设置 changes its purchase; ticked lines become draft 调拨单 and 采购订单 opened from links; 补货设置 from the toolbar gives a product never held a safety stock, then bought', async () => {
  const { call } = await registerCompany(env.app, '补货商行', owner, PASSWORD);
  const w1 = (await call('Warehouse/Save', { warehouseName: '总仓', warehouseCode: 'W1' })).warehouseId;
  const w2 = (await call('Warehouse/Save', { warehouseName: '门店', warehouseCode: 'W2' })).warehouseId;
  const supplierId = (await call('Supplier/Save', { supplierName: '饮料批发', supplierCode: 'S1' })).supplierId;
  const customId = (await call('Custom/Save', { customName: '散客', customCode: 'C1' })).customId;
  const product = async (productName: string, productCode: string) =>
    (
      await call('Product/Save', {
        productName,
        productCode,
        unitName: '瓶',
        units: [{ unitName: '箱', ratio: 12 }],
        skus: [{ salePrice: 3, purchasePrice: 2 }],
      })
    ).skus[0].skuId as string;
  const cola = await product('可乐', 'COLA');
  const tea = await product('绿茶', 'TEA');
  await product('矿泉水', 'WATER');
  const buy = (warehouseId: string, lines: object[]) => call('Buy/Save', { supplierId, billDate: today, warehouseId, lines, audit: true });
  await buy(w1, [{ skuId: cola, qty: 70, price: 2 }]);
  await buy(w2, [
    { skuId: cola, qty: 100, price: 2 },
    { skuId: tea, qty: 40, price: 2 },
  ]);
  await call('Sale/Save', {
    customId,
    billDate: today,
    warehouseId: w2,
    lines: [
      { skuId: cola, qty: 90, price: 3 },
      { skuId: tea, qty: 36, price: 3 },
    ],
    audit: true,
  });

  const page = await signedIn(env.browser, env.app.url, owner, PASSWORD);
  await page.goto(`${env.app.url}/replenish/list`);
  const transfers = page.locator('[aria-label="调拨建议"]');
  const purchases = page.locator('[aria-label="采购建议 · 饮料批发"]');
  // 门店 sells 3 可乐 a day and holds 10, lacking 120 − 10 for 30 + 7 + 3 days: 总仓 gives all its 70, 4 箱 are bought.
  await transfers.getByText('日均销 3 瓶，可售 3 天；总仓多出 70 瓶，调入 70 瓶').waitFor();
  await purchases.getByText(/^日均销 1.2 瓶，可售 3 天，到货需 7 天（未有到货记录，按默认）/).waitFor();
  await purchases
    .getByText(/采购 4 箱（48 瓶）$/)
    .first()
    .waitFor();
  await page.getByText('共 3 条建议').waitFor();
  await shootAll(page, 'replenish');
  for (const width of [390, 800]) {
    await page.setViewportSize({ width, height: 900 });
    await checkNoSideScroll(page, `replenish@${width}`);
  }
  await page.setViewportSize({ width: 1366, height: 900 });

  // 绿茶 sells 1.2 a day and holds 4: with its own 2 days to arrive it lacks 1.2 × 35 − 4 = 38, raised to 60 ordered at least.
  await purchases.getByRole('button', { name: '补货设置 绿茶 门店' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText('补货设置：绿茶').waitFor();
  await dialog.getByPlaceholder('不设置：按默认 7 天').first().waitFor();
  await shootAll(page, 'replenish-settings');
  await dialog.getByLabel('本商品到货天数').fill('2');
  await dialog.getByLabel('供应商“饮料批发”到货天数').fill('4');
  await dialog.getByLabel('安全库存（瓶）').fill('-1');
  await dialog.getByLabel('最小起订量（瓶）').fill('60');
  await dialog.getByRole('button', { name: '保存' }).click();
  await dialog.getByText('安全库存（瓶）不能小于0').waitFor();
  await dialog.getByLabel('安全库存（瓶）').fill('');
  await dialog.getByRole('button', { name: '保存' }).click();
  await dialog.waitFor({ state: 'detached' });
  await purchases
    .getByText('日均销 1.2 瓶，可售 3 天，到货需 2 天（设定），安全库存 3 天；补足 30 天的销量，起订 60 瓶：采购 5 箱（60 瓶）')
    .waitFor();
  // 可乐 (same supplier, no days of its own) now takes the supplier's 4 days: 3 × 37 − 10 − 70 moved = 31 → 3 箱.
  await purchases.getByText(/到货需 4 天（供应商设定）.*采购 3 箱（36 瓶）$/).waitFor();
  await purchases.getByRole('button', { name: '补货设置 绿茶 门店' }).click();
  await expectValue(dialog.getByLabel('本商品到货天数'), '2');
  await dialog.getByText(/^最近修改：.+ 设置/).waitFor();
  await dialog.getByRole('button', { name: '取消' }).click();
  await dialog.waitFor({ state: 'detached' });

  await transfers.getByRole('checkbox', { name: '选择 可乐 总仓 → 门店' }).check();
  await purchases.getByRole('checkbox', { name: '全选' }).check();
  await page.getByRole('button', { name: '生成调拨单（1）' }).click();
  const transLink = page.getByRole('link', { name: /^调拨单 DB\d{12}$/ });
  await transLink.waitFor();
  await page.getByRole('button', { name: '生成采购订单（2）' }).click();
  const offerLink = page.getByRole('link', { name: /^采购订单 CD\d{12}$/ });
  await offerLink.waitFor();
  await page.getByText('建议都已生成草稿。').waitFor();
  await page.getByText('共 0 条建议').waitFor();
  await shootAll(page, 'replenish-drafted');

  const trans = (await call('Trans/PageQuery', { status: 'draft' })).data;
  assert.equal(trans.length, 1);
  const detail = await call('Trans/Detail', { transId: trans[0].transId });
  assert.deepEqual(
    detail.lines.map((l: any) => [l.skuId, l.qty]),
    [[cola, 70]],
  );
  const offers = (await call('BuyOffer/PageQuery', { status: 'draft' })).data;
  assert.equal(offers.length, 1, 'one 采购订单 for the supplier and warehouse');
  const offer = await call('BuyOffer/Detail', { offerId: offers[0].offerId });
  assert.deepEqual(
    offer.lines.map((l: any) => [l.skuId, l.qty, l.unitName, l.baseQty]).sort(),
    [
      [cola, 3, '箱', 36],
      [tea, 5, '箱', 60],
    ].sort(),
  );

  // 矿泉水 was never bought nor held: 补货设置 from the toolbar gives 门店 a safety stock of 5, bought as a whole 箱.
  await page.getByRole('button', { name: '补货设置', exact: true }).click();
  const picker = page.getByRole('dialog');
  await picker.getByRole('checkbox', { name: /^选择 矿泉水/ }).check();
  await picker.getByRole('button', { name: '添加（1）' }).click();
  await dialog.getByRole('combobox', { name: '商品' }).filter({ hasText: '矿泉水' }).waitFor();
  await choose(dialog, '仓库', '门店');
  await shootAll(page, 'replenish-target');
  await dialog.getByRole('button', { name: '下一步' }).click();
  await dialog.getByText('补货设置：矿泉水').waitFor();
  await dialog.getByLabel('安全库存（瓶）').fill('5');
  await dialog.getByRole('button', { name: '保存' }).click();
  await dialog.waitFor({ state: 'detached' });
  await page
    .locator('[aria-label="采购建议 · 未指定供应商"]')
    .getByText('无库存，安全库存 5 瓶，到货需 7 天（未有到货记录，按默认）：采购 1 箱（12 瓶）')
    .waitFor();
  await page.getByText('共 1 条建议').waitFor();
  await shootAll(page, 'replenish-safety-only');
  await offerLink.click();
  await page.waitForURL(/\/preOrder\/detail\?offerId=/);
  await page.getByText(offers[0].billNo).first().waitFor();
});

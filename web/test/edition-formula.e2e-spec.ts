import assert from 'node:assert/strict';
import { test } from '@jest/globals';
import { appAndBrowser, checkA11y, confirmStep, follow, registerCompany, SCREENSHOTS, shootAll, signedIn, typeIn } from './browser';

const env = appAndBrowser();
const owner = `pf${Date.now().toString(36)}`;
const PASSWORD = 'secret123';
/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');

test('a formula shop (单店配方版) sets up its products and warehouse, makes a formula with its file, and sells on its storefront', async () => {
  const { call } = await registerCompany(env.app, '配方茶饮', owner, PASSWORD, 8);
  const page = await signedIn(env.browser, env.app.url, owner, PASSWORD);
  const refused: string[] = [];
  page.on('response', (r) => {
    if (r.url().includes('/api/') && r.status() >= 400) refused.push(`${r.status()} ${new URL(r.url()).pathname}`);
  });

  // The menu: the store with its formulas, and only what they need.
  const nav = page.getByRole('navigation').first();
  for (const module of ['订货商城', '销售', '商品', '采购库存', '设置']) await nav.getByText(module, { exact: true }).waitFor();
  // 开始使用 offers its opening stock, not a purchase, to put goods in.
  const start = page.getByRole('region', { name: '开始使用' });
  await start.getByRole('button', { name: '录入期初库存' }).waitFor();
  assert.equal(await start.getByRole('button', { name: '采购入库' }).count(), 0);
  await shootAll(page, 'formula-shop-home');

  // 仓库管理, then 商品管理: a warehouse and a product made in their screens.
  await page.goto(`${env.app.url}/warehouse/list`);
  await page.getByRole('table', { name: '仓库列表' }).waitFor();
  await page.getByRole('button', { name: /新增/ }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: '仓库名称' }).fill('门店仓');
  await dialog.getByRole('textbox', { name: '仓库编码' }).fill('MD');
  await dialog.getByRole('button', { name: '保存' }).click();
  await page.getByRole('row').filter({ hasText: '门店仓' }).waitFor();
  await shootAll(page, 'formula-shop-warehouses');

  await page.goto(`${env.app.url}/management/Add`);
  await page.getByLabel('商品名称').fill('奶茶');
  await page.getByLabel('商品编码').fill('MT');
  await typeIn(page, '主单位', '杯');
  const grid = page.getByRole('table', { name: '规格明细' });
  await grid.getByLabel('第1行销售价').fill('12');
  await grid.getByLabel('第1行采购价').fill('4');
  await shootAll(page, 'formula-shop-product-form');
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await page.waitForURL(/\/management\/Detail\?productId=/);
  const sku = async (productName: string, productCode: string, unitName: string) =>
    (await call('Product/Save', { productName, productCode, unitName, skus: [{ salePrice: 1, purchasePrice: 0.5 }] })).skus[0].skuId;
  await sku('红茶', 'TEA', '克');
  await sku('牛奶', 'MILK', '毫升');
  const milkTea = (await call('Product/ListSKU', { keyword: '奶茶' })).data.find((k: any) => k.productName === '奶茶').skuId;
  const warehouseId = (await call('Warehouse/PageQuery', {})).data[0].warehouseId;
  await call('InitStock/Save', { warehouseId, lines: [{ skuId: milkTea, qty: 30, price: 4 }] });
  await page.goto(`${env.app.url}/info/Beginning`);
  await page.getByRole('row').filter({ hasText: '奶茶' }).first().waitFor();
  await shootAll(page, 'formula-shop-opening-stock');

  // 作品管理: the formula made of the products, then its file (作品) uploaded from its row.
  await page.getByRole('navigation').first().getByText('订货商城', { exact: true }).click();
  await follow(nav.getByRole('link', { name: '作品管理' }), /\/shop\/formula\/List/);
  await page.getByRole('button', { name: '新增配方' }).click();
  await page.getByRole('textbox', { name: '配方名称' }).fill('招牌奶茶');
  for (const name of ['红茶', '牛奶']) {
    await page.getByRole('combobox', { name: '添加配方商品' }).click();
    await page.keyboard.type(name);
    await page.getByRole('option', { name: new RegExp(name) }).click();
    await page.getByText(new RegExp(`\\d\\. ${name}`)).waitFor();
  }
  await page.getByRole('textbox', { name: '第1行数量（克）' }).fill('5');
  await page.getByRole('textbox', { name: '第2行数量（毫升）' }).fill('250');
  await shootAll(page, 'formula-shop-formula-form');
  await page.getByRole('button', { name: '保存' }).click();
  const row = page.getByRole('row').filter({ hasText: '红茶 ×5、牛奶 ×250' });
  await row.waitFor();
  await row.getByRole('button', { name: '上传作品' }).click();
  await page.getByLabel('选择作品文件').setInputFiles({ name: '招牌奶茶.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: '上传', exact: true }).click();
  // Its count of files opens 作品上传记录 for this formula.
  const files = row.getByRole('link', { name: '1', exact: true });
  await files.waitFor();
  await shootAll(page, 'formula-shop-formulas');
  await files.click();
  await page.waitForURL(/\/shop\/formula\/uploadList\?formulaId=/);
  await page.getByRole('combobox', { name: '按配方筛选' }).filter({ hasText: '招牌奶茶' }).waitFor();
  await page.getByRole('row').filter({ hasText: '招牌奶茶' }).getByRole('link', { name: '招牌奶茶.png' }).waitFor();
  await shootAll(page, 'formula-shop-uploads');

  // The store opened with 奶茶 on sale: a buyer sees it at 390 px.
  const storeCode = (await call('StoreInfo/Update', { storeName: '配方茶饮', open: true, warehouseId, pickup: true })).storeCode;
  await call('StoreProduct/Save', { skuId: milkTea, storePrice: 12, online: true });
  await page.goto(`${env.app.url}/shop/product/List`);
  await page.getByRole('row').filter({ hasText: '奶茶' }).waitFor();
  await shootAll(page, 'formula-shop-store-products');
  const phone = await (await env.browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })).newPage();
  await phone.goto(`${env.app.url}/m/${storeCode}`);
  await phone.getByRole('button', { name: '加入奶茶' }).click();
  await phone.getByRole('button', { name: '加入奶茶' }).click();
  await phone.getByRole('button', { name: '去结算' }).click();
  const form = phone.getByRole('form', { name: '填写订单' });
  await form.getByRole('textbox', { name: '收货人' }).fill('李小红');
  await form.getByRole('textbox', { name: '手机号' }).fill('13812345678');
  await form.getByRole('radio', { name: '到店自提' }).check();
  await checkA11y(phone, 'formula-shop-storefront');
  await phone.screenshot({ path: `${SCREENSHOTS}/formula-shop-storefront-mobile.png`, fullPage: true });
  await form.getByRole('button', { name: /提交订单/ }).click();
  await phone.getByRole('heading', { name: '下单成功' }).waitFor();
  const orderNo = (await phone.getByRole('region', { name: '下单成功' }).locator('strong').first().innerText()).trim();

  // 商城订单: taken, turned into a 销售单 from the store's warehouse, audited (the stock leaves), then picked up.
  await page.goto(`${env.app.url}/shop/order/List`);
  await page.getByRole('link', { name: orderNo }).click();
  await page.getByRole('button', { name: '接单' }).click();
  await page.getByText('已接单').first().waitFor();
  await page.getByRole('button', { name: '转销售单' }).click();
  await page.waitForURL(/\/shop\/order\/Turn\?orderId=/);
  await page.getByRole('button', { name: '确认转为销售单' }).click();
  await page.getByText(`订单 ${orderNo} 已转为销售单`).waitFor();
  await page.getByRole('link', { name: /^XS/ }).click();
  await page.waitForURL(/\/sale\/Detail\?saleId=/);
  await confirmStep(page, '审核', '已审核');
  // 退货 is a 销售退货单, which the edition lacks: not offered.
  assert.equal(await page.getByRole('button', { name: '退货' }).count(), 0);
  await shootAll(page, 'formula-shop-sale-audited');
  const [order] = (await call('StoreOrder/PageQuery', {})).data;
  await call('StoreOrder/Done', { orderId: order.orderId });
  assert.equal((await env.app.call('StoreFront/Products', { storeCode })).body.returnData.data[0].availableQty, 28);

  // 从配方添加 on a 销售单: the formula's lines at their quantities.
  await page.goto(`${env.app.url}/sale/Add`);
  await page.getByRole('button', { name: '从配方添加' }).click();
  await page.getByRole('button', { name: '添加配方招牌奶茶' }).click();
  await page.getByRole('textbox', { name: '第2行数量' }).waitFor();
  assert.deepEqual(
    [
      await page.getByRole('textbox', { name: '第1行数量' }).inputValue(),
      await page.getByRole('textbox', { name: '第2行数量' }).inputValue(),
    ],
    ['5', '250'],
  );
  await shootAll(page, 'formula-shop-sale-from-formula');

  // What the edition lacks is not in its menu, and its screens turn the owner away.
  for (const lacks of ['客户管理', '采购单', '库存查询', '结算账户', '利润报表'])
    assert.equal(await nav.getByText(lacks, { exact: true }).count(), 0, lacks);
  await page.goto(`${env.app.url}/purchaseOrder/list`);
  await page.waitForURL(/\/exception\/403/);
  await page.getByText('您没有权限进入此页面').first().waitFor();
  await shootAll(page, 'formula-shop-not-in-edition');
  assert.deepEqual(refused, []);
});

import assert from 'node:assert/strict';
import { test } from '@jest/globals';
import { appAndBrowser, checkA11y, choose, registerCompany, SCREENSHOTS, shootAll, signedIn } from './browser';
import { today } from '../../services/src/testing/stock-shop';

const env = appAndBrowser();
const owner = `sc${Date.now().toString(36)}`;
const PASSWORD = 'secret123';
/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');

test('广告 added with a product link and a picture, a 快捷菜单 entry, a 配方 and its file, and the storefront', async () => {
  const { call } = await registerCompany(env.app, '城东茶饮', owner, PASSWORD, 6);
  const warehouseId = (await call('Warehouse/Save', { warehouseName: '门店仓', warehouseCode: 'MD' })).warehouseId;
  const supplierId = (await call('Supplier/Save', { supplierName: '茶厂', supplierCode: 'S1' })).supplierId;
  const sku = async (productName: string, productCode: string) =>
    (await call('Product/Save', { productName, productCode, unitName: '份', skus: [{ salePrice: 12, purchasePrice: 5 }] })).skus[0]
      .skuId as string;
  const [milkTea, tea] = [await sku('奶茶', 'MT'), await sku('红茶', 'TEA')];
  await call('Buy/Save', { supplierId, billDate: today, warehouseId, lines: [{ skuId: milkTea, qty: 20, price: 5 }], audit: true });
  const storeCode = (await call('StoreInfo/Update', { storeName: '城东茶饮', open: true, warehouseId, delivery: true, pickup: true }))
    .storeCode;
  const classId = (await call('StoreClass/Save', { className: '饮品', sort: 1 })).classId;
  await call('StoreProduct/Save', { skuId: milkTea, storePrice: 12, classId, online: true });
  const page = await signedIn(env.browser, env.app.url, owner, PASSWORD);

  // 广告管理: the form refuses an ad without its title and a product link without its product, then saves it with a picture.
  await page.goto(`${env.app.url}/shop/adv/List`);
  await page.getByRole('button', { name: '新增广告' }).click();
  await page.waitForURL(/\/shop\/adv\/Add/);
  await choose(page, '链接类型', '商城商品');
  await page.getByRole('button', { name: '保存' }).click();
  await page.getByText('广告标题不能为空').waitFor();
  await page.getByText('链接商品不能为空').waitFor();
  await page.getByRole('textbox', { name: '广告标题' }).fill('新品奶茶第二杯半价');
  await choose(page, '链接商品', '奶茶');
  await page.getByLabel('选择广告图片').setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('img', { name: 'banner.png' }).waitFor();
  await shootAll(page, 'store-adv-form');
  await page.getByRole('button', { name: '保存' }).click();
  await page.waitForURL(/\/shop\/adv\/Detail\?advId=/);
  await page.getByText('商品：奶茶').waitFor();
  await page.getByRole('img', { name: 'banner.png' }).waitFor();
  await page.getByRole('cell', { name: '新增广告' }).waitFor();
  await shootAll(page, 'store-adv-detail');
  await page.goto(`${env.app.url}/shop/adv/List`);
  const row = page.getByRole('row').filter({ hasText: '新品奶茶第二杯半价' });
  await row.getByRole('cell', { name: '展示中' }).waitFor();
  await row.getByRole('cell', { name: '长期' }).waitFor();
  await shootAll(page, 'store-adv-list');
  const home = (await env.app.call('StoreFront/Home', { storeCode })).body.returnData;
  assert.deepEqual(
    home.ads.map((a: any) => [a.advTitle, a.linkType, a.pictures.length]),
    [['新品奶茶第二杯半价', 'product', 1]],
  );

  // 首页快捷菜单.
  await page.goto(`${env.app.url}/shop/label/List`);
  await page.getByRole('button', { name: '新增快捷菜单' }).click();
  await page.getByRole('textbox', { name: '菜单名称' }).fill('饮品');
  await choose(page, '图标', '饮品');
  await choose(page, '链接分类', '饮品');
  await page.getByRole('button', { name: '保存' }).click();
  await page.getByRole('row').filter({ hasText: '分类：饮品' }).waitFor();
  await shootAll(page, 'store-label-list');

  // 作品管理: a formula entered by SKU search, refused without its name first; then a file uploaded to it.
  await page.goto(`${env.app.url}/shop/formula/List`);
  await page.getByRole('button', { name: '新增配方' }).click();
  await page.getByRole('button', { name: '保存' }).click();
  await page.getByText('配方名称不能为空；配方明细至少需要一行').waitFor();
  await page.getByRole('textbox', { name: '配方名称' }).fill('招牌奶茶');
  for (const name of ['奶茶', '红茶']) {
    await page.getByRole('combobox', { name: '添加配方商品' }).click();
    await page.keyboard.type(name);
    await page.getByRole('option', { name: new RegExp(name) }).click();
    await page.getByText(new RegExp(`\\d\\. ${name}`)).waitFor();
  }
  await page.getByRole('textbox', { name: /第2行数量/ }).fill('0.5');
  await page.getByRole('button', { name: '保存' }).click();
  await page.getByRole('row').filter({ hasText: '奶茶 ×1、红茶 ×0.5' }).waitFor();
  await shootAll(page, 'store-formula-list');
  // 从配方添加 on a sale: every line of the formula at its quantity.
  await page.goto(`${env.app.url}/sale/Add`);
  await page.getByRole('button', { name: '从配方添加' }).click();
  await page.getByRole('button', { name: '添加配方招牌奶茶' }).click();
  await page.getByRole('textbox', { name: '第2行数量' }).waitFor();
  assert.deepEqual(
    [
      await page.getByRole('textbox', { name: '第1行数量' }).inputValue(),
      await page.getByRole('textbox', { name: '第2行数量' }).inputValue(),
    ],
    ['1', '0.5'],
  );
  await page.getByRole('table', { name: /明细/ }).getByText('红茶').waitFor();
  await shootAll(page, 'sale-from-formula');
  const formulaId = (await call('StoreFormula/PageQuery', {})).data[0].formulaId;
  assert.deepEqual(
    (await call('StoreFormula/Detail', { formulaId })).lines.map((l: any) => [l.skuId, l.qty]),
    [
      [milkTea, 1],
      [tea, 0.5],
    ],
  );
  await page.goto(`${env.app.url}/shop/formula/uploadList`);
  await page.getByRole('button', { name: '上传作品' }).click();
  await choose(page.getByRole('dialog'), '配方', '招牌奶茶');
  await page.getByLabel('选择作品文件').setInputFiles({ name: '奶茶配方.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: '上传', exact: true }).click();
  await page.getByRole('row').filter({ hasText: '招牌奶茶' }).getByRole('link', { name: '奶茶配方.png' }).waitFor();
  await shootAll(page, 'store-formula-uploads');

  // The storefront at 390 px: the banner shows today's ads one after another every 20 s, the quick menu opens its category.
  await call('StoreAdv/Save', { advTitle: '会员日全场九折', linkType: 'url', linkUrl: 'https://example.com/vip', sort: 1 });
  const phone = await (await env.browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await phone.clock.install();
  await phone.goto(`${env.app.url}/m/${storeCode}`);
  const banner = phone.getByRole('region', { name: '店铺广告' });
  const current = () => banner.locator('button[aria-current="true"]').getAttribute('aria-label');
  await banner.getByRole('button', { name: '第2张：会员日全场九折' }).waitFor();
  await phone.getByRole('button', { name: '饮品' }).waitFor();
  // Checked while its clock still runs: the check waits on timers.
  await checkA11y(phone, 'storefront-banner');
  await phone.clock.pauseAt(Date.now() + 1000);
  await phone.screenshot({ path: `${SCREENSHOTS}/storefront-banner-mobile.png`, fullPage: true });
  // Chosen by its dot, an ad shows for 20 s from then, and the next follows.
  await banner.getByRole('button', { name: '第2张：会员日全场九折' }).click();
  await phone.clock.runFor(19_000);
  assert.equal(await current(), '第2张：会员日全场九折', 'the same ad until 20 s have passed');
  await phone.clock.runFor(1_500);
  assert.equal(await current(), '第1张：新品奶茶第二杯半价', 'the next ad after 20 s');
  await banner.getByRole('button', { name: '新品奶茶第二杯半价', exact: true }).click();
  assert.equal(await phone.getByRole('searchbox', { name: '搜索商品' }).inputValue(), '奶茶', 'the ad shows its product');
  await phone.getByRole('button', { name: '饮品' }).click();
  assert.equal(await phone.getByRole('tab', { name: '饮品' }).getAttribute('aria-selected'), 'true', 'the quick menu opens its category');
  assert.equal(await phone.getByRole('searchbox', { name: '搜索商品' }).inputValue(), '');

  // Last, as resizing the window leaves an open dialog out of the accessibility tree: the formula's form filled in.
  await page.goto(`${env.app.url}/shop/formula/List`);
  await page.getByRole('row').filter({ hasText: '招牌奶茶' }).getByRole('button', { name: '编辑' }).click();
  await page.getByRole('textbox', { name: /第2行数量/ }).waitFor();
  await shootAll(page, 'store-formula-form');
});

import assert from 'node:assert/strict';
import { test } from '@jest/globals';
import { appAndBrowser, choose, registerCompany, shootAll, signedIn } from './browser';
import { today } from '../../services/src/testing/stock-shop';

const env = appAndBrowser();
const owner = `st${Date.now().toString(36)}`;
const PASSWORD = 'secret123';
/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');

test('我的店铺 opened through 店铺设置 shows its address and QR code; a category and a product published with price, category and picture; 上架/下架 on the list and in batch', async () => {
  const { call } = await registerCompany(env.app, '城南批发部', owner, PASSWORD, 6);
  const warehouseId = (await call('Warehouse/Save', { warehouseName: '门店仓', warehouseCode: 'MD' })).warehouseId;
  const product = await call('Product/Save', {
    productName: '可乐',
    productCode: 'KL',
    unitName: '瓶',
    skus: [
      { spec: '330ml', salePrice: 3, purchasePrice: 2 },
      { spec: '2L', salePrice: 8, purchasePrice: 6 },
    ],
  });
  const supplierId = (await call('Supplier/Save', { supplierName: '饮料厂', supplierCode: 'S1' })).supplierId;
  await call('Buy/Save', {
    supplierId,
    billDate: today,
    warehouseId,
    lines: [{ skuId: product.skus[0].skuId, qty: 10, price: 2 }],
    audit: true,
  });
  const page = await signedIn(env.browser, env.app.url, owner, PASSWORD);

  // 我的店铺 before the store is opened sends the owner to 店铺设置.
  await page.goto(`${env.app.url}/shop/info/List`);
  await page.getByText('您还没有开通网上店铺').waitFor();
  await page.getByRole('button', { name: '去开通店铺' }).click();
  await page.waitForURL(/\/shop\/storeSet\/StoreSet/);
  const name = page.getByRole('textbox', { name: '店铺名称' });
  await name.fill('');
  await page.getByRole('button', { name: '开通店铺' }).click();
  await page.getByText('店铺名称不能为空').waitFor();
  await name.fill('城南旗舰店');
  await choose(page, '发货仓库', '门店仓');
  await page.getByRole('switch', { name: '营业状态' }).check();
  await page.getByRole('textbox', { name: '营业开始时间' }).fill('25:00');
  await page.getByRole('textbox', { name: '营业结束时间' }).fill('21:30');
  await page.getByRole('textbox', { name: '店铺公告' }).fill('满99元免费送货上门');
  await page.getByRole('button', { name: '开通店铺' }).click();
  await page.getByText('营业开始时间必须是 HH:mm 格式的时间').waitFor();
  assert.equal((await call('StoreInfo/Detail')).storeCode, null, 'a refused save opens nothing');
  await page.getByRole('textbox', { name: '营业开始时间' }).fill('08:00');
  await page.getByLabel('选择店铺标志').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await shootAll(page, 'shop-store-set');
  await page.getByRole('button', { name: '开通店铺' }).click();
  await page.waitForURL(/\/shop\/info\/List/);

  const { storeCode } = await call('StoreInfo/Detail');
  const url = `${env.app.url}/m/${storeCode}`;
  await page.getByRole('heading', { name: '城南旗舰店' }).waitFor();
  await page.getByText('营业中').waitFor();
  await page.getByText('满99元免费送货上门').waitFor();
  await page.getByText('08:00 – 21:30').waitFor();
  await page.getByRole('link', { name: url }).waitFor();
  const qr = page.getByRole('img', { name: `店铺二维码：${url}` });
  await qr.waitFor();
  assert.match((await qr.getAttribute('src')) ?? '', /^data:image\/png;base64,/);
  assert.ok(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 100), 'the QR code is drawn');
  assert.ok(
    await page.getByRole('img', { name: '店铺标志' }).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth === 1),
    'the logo uploaded with the settings shows',
  );
  await shootAll(page, 'shop-my-store');

  // 商城商品分类: added in the dialog, a twin name refused under its field.
  await page.goto(`${env.app.url}/shop/category/List`);
  for (const className of ['饮料', '饮料']) {
    await page.getByRole('button', { name: '新增分类' }).click();
    await page.getByRole('dialog').getByRole('textbox', { name: '分类名称' }).fill(className);
    await page.getByRole('dialog').getByRole('button', { name: '保存' }).click();
  }
  await page.getByRole('dialog').getByText('已有名为“饮料”的商城分类').waitFor();
  await page.getByRole('dialog').getByRole('button', { name: '取消' }).click();
  await page.getByRole('row').filter({ hasText: '饮料' }).waitFor();
  await shootAll(page, 'shop-categories');

  // 发布商品: a SKU picked, its 零售价 offered as the store price, a category, a description and a picture.
  await page.goto(`${env.app.url}/shop/product/List`);
  await page.getByRole('button', { name: '发布商品' }).click();
  await page.waitForURL(/\/shop\/product\/Add/);
  await page.getByRole('button', { name: '发布', exact: true }).click();
  await page.getByText('商品不能为空').waitFor();
  await page.getByRole('combobox', { name: '选择商品' }).pressSequentially('可乐');
  await page.getByRole('option', { name: /可乐 · 330ml/ }).click();
  assert.equal(await page.getByRole('textbox', { name: '商城价格' }).inputValue(), '3');
  await page.getByRole('textbox', { name: '商城价格' }).fill('2.8');
  await choose(page, '商城分类', '饮料');
  await page.getByRole('textbox', { name: '商品描述' }).fill('冰镇更好喝');
  await page.getByLabel('选择商品图片').setInputFiles({ name: 'can.png', mimeType: 'image/png', buffer: PNG });
  await shootAll(page, 'shop-product-add');
  await page.getByRole('button', { name: '发布', exact: true }).click();
  await page.waitForURL(/\/shop\/product\/Detail\?storeProductId=/);
  await page.getByText('2.80 / 瓶').waitFor();
  await page.getByText('10 瓶').or(page.getByText('10.00 瓶')).waitFor();
  await page.getByRole('img', { name: '可乐' }).first().waitFor();
  await page.getByRole('cell', { name: '发布商城商品' }).waitFor();
  await shootAll(page, 'shop-product-detail');

  await page.getByRole('button', { name: '编辑' }).click();
  await page.waitForURL(/\/shop\/product\/Edit\?storeProductId=/);
  await page.getByRole('textbox', { name: '商城价格' }).fill('2.5');
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await page.waitForURL(/\/shop\/product\/Detail\?storeProductId=/);
  await page.getByText('2.50 / 瓶').waitFor();

  // The list: 下架 on a row, then both rows 上架 at once.
  await call('StoreProduct/Save', { skuId: product.skus[1].skuId, storePrice: 7.5, online: false });
  await page.goto(`${env.app.url}/shop/product/List`);
  const can = page.getByRole('row').filter({ hasText: '330ml' });
  await can.getByRole('button', { name: '下架' }).click();
  await can.getByText('已下架').waitFor();
  await page.getByRole('checkbox', { name: '选择可乐 330ml' }).check();
  await page.getByRole('checkbox', { name: '选择可乐 2L' }).check();
  await page.getByRole('button', { name: '批量操作' }).click();
  await page.getByRole('menuitem', { name: '批量上架' }).click();
  await page.getByRole('row').filter({ hasText: '2L' }).getByText('已上架').waitFor();
  await can.getByText('已上架').waitFor();
  await shootAll(page, 'shop-products');
  assert.deepEqual((await call('StoreProduct/PageQuery', { online: true })).totalCount, 2);

  // 发布商品 of a combo: 选择套餐 in place of a SKU, its 套餐价 offered as the store price, as many sets as its components allow.
  await call('ProductCombo/Save', {
    comboName: '可乐组合',
    comboCode: 'KLZ',
    comboPrice: 5,
    components: [{ skuId: product.skus[0].skuId, qty: 2 }],
  });
  await page.goto(`${env.app.url}/shop/product/Add`);
  await page.getByRole('button', { name: '选择套餐' }).click();
  await page
    .getByRole('dialog', { name: '选择套餐' })
    .getByRole('row')
    .filter({ hasText: '可乐组合' })
    .getByRole('button', { name: '添加' })
    .click();
  await page.getByText('已选：可乐组合（套餐）').waitFor();
  assert.equal(await page.getByRole('textbox', { name: '商城价格' }).inputValue(), '5');
  await page.getByRole('button', { name: '发布', exact: true }).click();
  await page.waitForURL(/\/shop\/product\/Detail\?storeProductId=/);
  await page.getByText('5.00 / 套').waitFor();
  await page.getByText('5 套').or(page.getByText('5.00 套')).waitFor();
  await page.goto(`${env.app.url}/shop/product/List`);
  await page.getByRole('row').filter({ hasText: '可乐组合' }).getByText('套餐', { exact: true }).waitFor();
  await shootAll(page, 'shop-products-combo');
});

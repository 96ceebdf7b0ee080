import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from '@jest/globals';
import type { Page } from 'playwright-core';
import { appAndBrowser, checkA11y, SCREENSHOTS, shootAll, signedIn, WIDTHS } from './browser';
import { today } from '../../services/src/testing/stock-shop';

const env = appAndBrowser();

/** The phone page never scrolls sideways. */
async function noSideScroll(page: Page, screen: string) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement!.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  assert.ok(scrollWidth <= innerWidth, `${screen}: the page scrolls sideways at ${innerWidth} px (${scrollWidth} px wide)`);
}
const owner = `so${Date.now().toString(36)}`;
const PASSWORD = 'secret123';
/** A 2×2 PNG. */
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==';

test('a buyer orders on the storefront at 390 px; the order appears live in the back office, is taken and turned into a sale', async () => {
  const registered = await env.app.call('Register/Register', {
    companyName: '城东便利店',
    loginName: owner,
    password: PASSWORD,
    productType: 5,
  });
  const token: string = registered.body.returnData.token;
  const call = async (p: string, body: object = {}) => {
    const r = await env.app.call(p, body, { token });
    assert.equal(r.status, 200, `${p}: ${JSON.stringify(r.body)}`);
    return r.body.returnData;
  };
  const warehouseId = (await call('Warehouse/Save', { warehouseName: '门店仓', warehouseCode: 'MD' })).warehouseId;
  const water = (
    await call('Product/Save', {
      productName: '矿泉水',
      productCode: 'KQS',
      unitName: '瓶',
      skus: [{ spec: '550ml', salePrice: 2, purchasePrice: 1 }],
    })
  ).skus[0].skuId;
  const bread = (
    await call('Product/Save', {
      productName: '全麦面包',
      productCode: 'MB',
      unitName: '袋',
      skus: [{ spec: '400g', salePrice: 9, purchasePrice: 5 }],
    })
  ).skus[0].skuId;
  const supplierId = (await call('Supplier/Save', { supplierName: '批发部', supplierCode: 'S1' })).supplierId;
  await call('Buy/Save', {
    supplierId,
    billDate: today,
    warehouseId,
    lines: [
      { skuId: water, qty: 24, price: 1 },
      { skuId: bread, qty: 5, price: 5 },
    ],
    audit: true,
  });
  const { storeCode } = await call('StoreInfo/Update', {
    storeName: '城东便利店',
    notice: '满10元起送，下午6点前下单当天送达',
    open: true,
    warehouseId,
    minOrderAmount: 10,
    delivery: true,
    pickup: true,
    address: '城东路8号',
    phone: '021-55550000',
  });
  const { classId: drinks } = await call('StoreClass/Save', { className: '饮料' });
  const { classId: food } = await call('StoreClass/Save', { className: '面包' });
  const { storeProductId } = await call('StoreProduct/Save', {
    skuId: water,
    storePrice: 2.5,
    classId: drinks,
    online: true,
    description: '天然水源',
  });
  await call('StoreProduct/Save', { skuId: bread, storePrice: 12, classId: food, online: true });
  await call('Annex/Append', { ownerType: 'StoreProduct', ownerId: storeProductId, fileName: 'water.png', content: PNG });
  // A combo (商品套餐) sold by the set: as many as its scarcest component (5 面包) allows.
  const { comboId } = await call('ProductCombo/Save', {
    comboName: '早餐组合',
    comboCode: 'ZC',
    comboPrice: 13,
    components: [
      { skuId: water, qty: 1 },
      { skuId: bread, qty: 1 },
    ],
  });
  await call('StoreProduct/Save', { comboId, storePrice: 12.5, online: true, description: '矿泉水一瓶加全麦面包一袋' });

  // The staff's order list is open before the order is placed.
  const staff = await signedIn(env.browser, env.app.url, owner, PASSWORD);
  await staff.goto(`${env.app.url}/shop/order/List`);
  await staff
    .getByRole('grid', { name: '商城订单' })
    .or(staff.getByRole('table', { name: '商城订单' }))
    .first()
    .waitFor();

  const buyer = await (
    await env.browser.newContext({ viewport: { width: WIDTHS.mobile, height: 844 }, hasTouch: true, isMobile: true })
  ).newPage();
  await buyer.goto(`${env.app.url}/m/${storeCode}`);
  await buyer.getByRole('heading', { name: '城东便利店' }).waitFor();
  await buyer.getByText('满10元起送').waitFor();
  await buyer.getByRole('listitem', { name: '矿泉水' }).waitFor();
  await buyer.getByRole('listitem', { name: '早餐组合' }).getByText('套餐').waitFor();
  await noSideScroll(buyer, 'storefront');
  await checkA11y(buyer, 'storefront-home');
  await buyer.screenshot({ path: path.join(SCREENSHOTS, 'storefront-home-mobile.png'), fullPage: true });

  // Search, then a category; the cart keeps what was added and says what is missing to the minimum.
  await buyer.getByRole('searchbox', { name: '搜索商品' }).fill('面包');
  await buyer.getByRole('listitem', { name: '全麦面包' }).waitFor();
  await buyer.getByRole('listitem', { name: '矿泉水' }).waitFor({ state: 'detached' });
  await buyer.getByRole('searchbox', { name: '搜索商品' }).fill('');
  await buyer.getByRole('tab', { name: '饮料' }).click();
  await buyer.getByRole('button', { name: '加入矿泉水' }).click();
  await buyer.getByRole('button', { name: '加入矿泉水' }).click();
  await buyer.getByText('2 件 ¥5.00').waitFor();
  await buyer.getByText('还差¥5.00起订').waitFor();
  assert.equal(await buyer.getByRole('button', { name: '去结算' }).isDisabled(), true);
  await buyer.reload();
  await buyer.getByText('2 件 ¥5.00').waitFor();
  await buyer.getByRole('button', { name: '加入矿泉水' }).click();
  await buyer.getByRole('button', { name: '加入矿泉水' }).click();
  await buyer.getByText('4 件 ¥10.00').waitFor();
  await buyer.getByRole('button', { name: '去结算' }).click();

  // Checkout: the phone is checked as the seed says, then the order is placed.
  const form = buyer.getByRole('form', { name: '填写订单' });
  await form.getByRole('textbox', { name: '收货人' }).fill('李小红');
  await form.getByRole('textbox', { name: '手机号' }).fill('1081234567');
  await form.getByRole('textbox', { name: '收货地址' }).fill('城东路18号3单元');
  await form.getByRole('button', { name: /提交订单/ }).click();
  await buyer.getByText('手机号格式不正确，应为11位手机号').waitFor();
  await form.getByRole('textbox', { name: '手机号' }).fill('13812345678');
  await buyer.getByText('付款方式：货到付款').waitFor();
  await checkA11y(buyer, 'storefront-checkout');
  await buyer.screenshot({ path: path.join(SCREENSHOTS, 'storefront-checkout-mobile.png'), fullPage: true });
  await form.getByRole('button', { name: /提交订单/ }).click();
  await buyer.getByRole('heading', { name: '下单成功' }).waitFor();
  const [orderNo, lookupCode] = (await buyer.getByRole('region', { name: '下单成功' }).locator('strong').allInnerTexts()).map((t) =>
    t.trim(),
  );
  assert.match(orderNo, /^DD\d{12}$/);
  assert.match(lookupCode, /^[a-z2-9]{8}$/);
  await noSideScroll(buyer, 'order placed');
  await checkA11y(buyer, 'storefront-placed');
  await buyer.screenshot({ path: path.join(SCREENSHOTS, 'storefront-placed-mobile.png'), fullPage: true });

  // The staff see it without reloading: in the list and as a notice.
  await staff.getByRole('link', { name: orderNo }).waitFor({ timeout: 10_000 });
  await staff.getByText('新商城订单').first().waitFor();
  await shootAll(staff, 'store-order-list');

  await staff.getByRole('link', { name: orderNo }).click();
  await staff.waitForURL(/\/shop\/order\/Detail\?orderId=/);
  await staff.getByText('城东路18号3单元').waitFor();
  await staff.getByRole('button', { name: '接单' }).click();
  await staff.getByText('已接单').first().waitFor();
  await shootAll(staff, 'store-order-detail');
  await staff.getByRole('button', { name: '转销售单' }).click();
  await staff.waitForURL(/\/shop\/order\/Turn\?orderId=/);
  await staff.getByRole('combobox', { name: '出库仓库' }).waitFor();
  await shootAll(staff, 'store-order-turn');
  await staff.getByRole('button', { name: '确认转为销售单' }).click();
  await staff.getByText(`订单 ${orderNo} 已转为销售单`).waitFor();
  const saleNo = (await staff.getByRole('link', { name: /^XS/ }).innerText()).trim();
  const sales = await call('Sale/PageQuery', { pageNo: 1, pageSize: 10 });
  assert.deepEqual(
    sales.data.map((s: { billNo: string }) => s.billNo),
    [saleNo],
  );

  // The buyer's 我的订单 shows where the order is: this browser kept it with its 查询码.
  await buyer.getByRole('button', { name: '查看我的订单' }).click();
  const mine = buyer.getByRole('list', { name: '我的订单' });
  await mine.getByText(orderNo).waitFor();
  await mine.getByText('已转销售').waitFor();
  await checkA11y(buyer, 'storefront-my-orders');
  await buyer.screenshot({ path: path.join(SCREENSHOTS, 'storefront-my-orders-mobile.png'), fullPage: true });

  // On another phone the phone number alone shows nothing; with the 查询码 the order is found, and kept there.
  const other = await (
    await env.browser.newContext({ viewport: { width: WIDTHS.mobile, height: 844 }, hasTouch: true, isMobile: true })
  ).newPage();
  await other.goto(`${env.app.url}/m/${storeCode}`);
  await other.getByRole('button', { name: '我的订单' }).click();
  await other.getByText('本机还没有在本店下过单').waitFor();
  const ask = other.getByRole('form', { name: '查询订单' });
  await ask.getByRole('textbox', { name: '下单手机号' }).fill('13812345678');
  await ask.getByRole('button', { name: '查询' }).click();
  await ask.getByText('查询码不能为空').waitFor();
  await ask.getByRole('textbox', { name: '查询码' }).fill('aaaaaaaa');
  await ask.getByRole('button', { name: '查询' }).click();
  await ask.getByText('没有找到订单，请核对手机号和查询码').waitFor();
  await ask.getByRole('textbox', { name: '查询码' }).fill(lookupCode.toUpperCase());
  await ask.getByRole('button', { name: '查询' }).click();
  await other.getByRole('list', { name: '我的订单' }).getByText(orderNo).waitFor();
  await noSideScroll(other, 'my orders');
  await other.reload();
  await other.getByRole('button', { name: '我的订单' }).click();
  await other.getByRole('list', { name: '我的订单' }).getByText(orderNo).waitFor();

  await buyer.goto(`${env.app.url}/m/${storeCode}`);
  await buyer.getByRole('listitem', { name: '矿泉水' }).waitFor();
  await shootAll(buyer, 'storefront');

  await staff.goto(`${env.app.url}/shop/user/storeList`);
  await staff.getByText('李小红').waitFor();
  await shootAll(staff, 'store-users');
});

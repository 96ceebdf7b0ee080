import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, test } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { alipayServer } from '../../services/src/testing/alipay-server';
import { today } from '../../services/src/testing/stock-shop';
import { startTestApp, type TestApp } from '../../services/src/testing/test-app';
import { wechatPayServer } from '../../services/src/testing/wechat-pay-server';
import { checkA11y, checkNoSideScroll, choose, launchBrowser, SCREENSHOTS, shootAll, signedIn, starterAccount, WIDTHS } from './browser';

const PASSWORD = 'secret123';
const owner = `pay${Date.now().toString(36)}`;

let app: TestApp;
let browser: Browser;
let wechat: Awaited<ReturnType<typeof wechatPayServer>>;
let alipay: Awaited<ReturnType<typeof alipayServer>>;
/** The shop's address as the providers and buyers know it (PUBLIC_URL): a door to the app, whose port is known only once it runs. */
let front: http.Server;
let url: string;

/** Forwards every request to the app, as a shop's public address would. */
function door(to: () => string) {
  return http.createServer((req, res) => {
    const upstream = http.request(`${to()}${req.url}`, { method: req.method, headers: req.headers }, (r) => {
      res.writeHead(r.statusCode ?? 502, r.headers);
      r.pipe(res);
    });
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
}

beforeAll(async () => {
  [wechat, alipay] = await Promise.all([wechatPayServer(), alipayServer()]);
  front = door(() => app.url);
  await new Promise<void>((done) => front.listen(0, '127.0.0.1', done));
  url = `http://127.0.0.1:${(front.address() as AddressInfo).port}`;
  app = await startTestApp({ env: { PUBLIC_URL: url, WECHATPAY_URL: wechat.url, ALIPAY_GATEWAY: alipay.url } });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await app?.close();
  await new Promise((done) => front?.close(done));
  await Promise.all([wechat?.close(), alipay?.close()]);
});

/** The shop: 奶茶 in stock and on sale in its store, a customer for the counter; `call` posts as the owner. */
async function openShop() {
  const registered = await app.call('Register/Register', { companyName: '街角茶铺', loginName: owner, password: PASSWORD, productType: 5 });
  assert.equal(registered.status, 200, JSON.stringify(registered.body));
  const token: string = registered.body.returnData.token;
  const call = async (p: string, body: object = {}) => {
    const r = await app.call(p, body, { token });
    assert.equal(r.status, 200, `${p}: ${JSON.stringify(r.body)}`);
    return r.body.returnData;
  };
  const warehouseId = (await call('Warehouse/Save', { warehouseName: '门店仓', warehouseCode: 'MD' })).warehouseId;
  const tea = (
    await call('Product/Save', {
      productName: '珍珠奶茶',
      productCode: 'NC',
      unitName: '杯',
      skus: [{ spec: '大杯', salePrice: 18, purchasePrice: 6 }],
    })
  ).skus[0].skuId;
  const supplierId = (await call('Supplier/Save', { supplierName: '原料商', supplierCode: 'S1' })).supplierId;
  await call('Buy/Save', { supplierId, billDate: today, warehouseId, lines: [{ skuId: tea, qty: 100, price: 6 }], audit: true });
  const { storeCode } = await call('StoreInfo/Update', {
    storeName: '街角茶铺',
    open: true,
    warehouseId,
    minOrderAmount: 0,
    delivery: true,
    pickup: true,
    address: '北街1号',
  });
  await call('StoreProduct/Save', { skuId: tea, storePrice: 18, online: true, description: '现煮珍珠' });
  const customId = (await call('Custom/Save', { customName: '王阿姨', customCode: 'C1' })).customId;
  const bank = await starterAccount(call, '银行存款');
  return { call, warehouseId, tea, storeCode, customId, bank };
}

let shop: Awaited<ReturnType<typeof openShop>>;
let staff: Page;

/** Puts 珍珠奶茶 in the cart and opens the checkout, the buyer's name and phone filled in. */
async function checkout(buyer: Page, phone: string) {
  await buyer.goto(`${url}/m/${shop.storeCode}`);
  await buyer.getByRole('button', { name: '加入珍珠奶茶' }).click();
  await buyer.getByRole('button', { name: '去结算' }).click();
  const form = buyer.getByRole('form', { name: '填写订单' });
  await form.getByRole('textbox', { name: '收货人' }).fill('李小红');
  await form.getByRole('textbox', { name: '手机号' }).fill(phone);
  await form.getByRole('radio', { name: '到店自提' }).check();
  return form;
}

test('移动支付 set up on its screen: each provider with its keys and 结算账户; a key is never shown again', async () => {
  shop = await openShop();
  staff = await signedIn(browser, url, owner, PASSWORD);
  await staff.goto(`${url}/pay/List`);
  const wx = staff.getByRole('region', { name: '微信支付' });
  await wx.getByText('付款码收款').waitFor();
  await wx.getByRole('button', { name: '保存微信支付设置' }).click();
  await wx.getByText('商户号不能为空').waitFor();
  await wx.getByText('APIv3密钥不能为空').waitFor();
  const v = wechat.account.values;
  await wx.getByRole('textbox', { name: '商户号' }).fill(wechat.account.merchantId);
  await wx.getByRole('textbox', { name: '应用ID' }).fill(wechat.account.appId);
  await wx.getByRole('textbox', { name: '商户API私钥' }).fill(v.privateKey);
  await wx.getByRole('textbox', { name: '商户API证书序列号' }).fill(v.certSerialNo);
  await wx.getByLabel('APIv3密钥').fill(v.apiV3Key);
  await wx.getByRole('textbox', { name: '微信支付公钥ID' }).fill(v.platformPublicKeyId);
  await wx.getByRole('textbox', { name: '微信支付公钥', exact: true }).fill(v.platformPublicKey);
  await choose(wx, '结算账户', '银行存款');
  await wx.getByRole('switch', { name: '启用微信支付' }).check();
  await wx.getByRole('button', { name: '保存微信支付设置' }).click();
  await staff.getByText('微信支付设置已保存').first().waitFor();
  const saved = staff.getByRole('region', { name: '微信支付' });
  await saved.getByText(`已保存（****${v.apiV3Key.slice(-4)}），留空则保持不变`).waitFor();
  assert.equal(await saved.getByLabel('APIv3密钥').inputValue(), '', 'a key is never read back');

  const ali = staff.getByRole('region', { name: '支付宝' });
  await ali.getByRole('textbox', { name: '商户号' }).fill(alipay.account.merchantId);
  await ali.getByRole('textbox', { name: '应用ID' }).fill(alipay.account.appId);
  await ali.getByRole('textbox', { name: '应用私钥' }).fill(alipay.account.values.privateKey);
  await ali.getByRole('textbox', { name: '支付宝公钥' }).fill(alipay.account.values.alipayPublicKey);
  await choose(ali, '结算账户', '银行存款');
  await ali.getByRole('switch', { name: '启用支付宝' }).check();
  await ali.getByRole('button', { name: '保存支付宝设置' }).click();
  await staff.getByText('支付宝设置已保存').first().waitFor();
  await staff
    .getByRole('region', { name: '支付宝' })
    .getByText(/已保存（\*{4}.{4}），留空则保持不变/)
    .waitFor();
  await shootAll(staff, 'pay-settings');

  const detail = await shop.call('PaySetting/Detail');
  assert.deepEqual(
    detail.providers.map((p: any) => [p.key, p.setting?.enabled, p.setting?.accountId, p.setting?.values.privateKey]),
    [
      ['wechat', true, shop.bank, undefined],
      ['alipay', true, shop.bank, undefined],
    ],
  );
});

test('the storefront paid online: 支付宝 on a phone at 390 px through its page and back; 微信支付 by QR code at 1366 from 我的订单', async () => {
  // A phone: 支付宝's page, 确认付款 there, and back in the store to the outcome.
  const phone = await (
    await browser.newContext({ viewport: { width: WIDTHS.mobile, height: 844 }, isMobile: true, hasTouch: true })
  ).newPage();
  const form = await checkout(phone, '13900001111');
  await form.getByRole('radio', { name: '微信支付（在线支付）' }).waitFor();
  assert.equal(await form.getByRole('radio', { name: '到店自提付款' }).isChecked(), false, 'online first');
  await form.getByRole('radio', { name: '支付宝（在线支付）' }).check();
  await checkNoSideScroll(phone, 'checkout with online payment');
  await checkA11y(phone, 'storefront-checkout-pay');
  await phone.screenshot({ path: path.join(SCREENSHOTS, 'pay-checkout-mobile.png'), fullPage: true });
  await form.getByRole('button', { name: '提交订单并支付 ¥18.00' }).click();
  await phone.waitForURL((u) => u.href.startsWith(alipay.url));
  await phone.getByText('￥18.00').waitFor();
  await phone.getByRole('button', { name: '确认付款' }).click();
  const paid = phone.getByRole('region', { name: '支付成功' });
  await paid.getByText('已通过支付宝支付').waitFor();
  assert.equal(phone.url(), `${url}/m/${shop.storeCode}`, 'back in the store, its address clean of what 支付宝 added');
  const orderNo = (await paid.locator('strong').nth(1).innerText()).trim();
  assert.match(orderNo, /^DD\d{12}$/);
  await checkNoSideScroll(phone, 'payment outcome');
  await checkA11y(phone, 'storefront-paid');
  await phone.screenshot({ path: path.join(SCREENSHOTS, 'pay-phone-result-mobile.png'), fullPage: true });
  const [ali] = (await shop.call('PayOrder/PageQuery', { pageNo: 1, pageSize: 10 })).data;
  assert.deepEqual([ali.orderNo, ali.provider, ali.channel, ali.status, ali.amount], [orderNo, 'alipay', 'wap', 'paid', 18]);

  // A computer: the order placed to be paid at the store, then paid from 我的订单 by 微信支付's QR code.
  const desk = await (await browser.newContext({ viewport: { width: WIDTHS.desktop, height: 900 } })).newPage();
  const deskForm = await checkout(desk, '13900002222');
  await deskForm.getByRole('radio', { name: '到店自提付款' }).check();
  await deskForm.getByRole('button', { name: '提交订单 ¥18.00' }).click();
  const placed = desk.getByRole('region', { name: '下单成功' });
  const laterNo = (await placed.locator('strong').first().innerText()).trim();
  await placed.getByRole('button', { name: '查看我的订单' }).click();
  const mine = desk.getByRole('list', { name: '我的订单' });
  await mine.getByRole('listitem').filter({ hasText: laterNo }).getByText('未支付').waitFor();
  await mine.getByRole('button', { name: `去支付订单${laterNo}` }).click();
  await desk.getByRole('menuitem', { name: '微信支付' }).click();
  const qr = desk.getByRole('region', { name: '微信支付扫码支付' });
  await qr.getByRole('img', { name: '微信支付付款二维码' }).waitFor();
  await qr.getByText('¥18.00').waitFor();
  const countdown = qr.getByText(/二维码 \d+:\d{2} 后失效/);
  const first = await countdown.innerText();
  await desk.waitForFunction((t) => !document.body.innerText.includes(t), first);
  assert.match(await countdown.innerText(), /二维码 29:[45]\d 后失效/, 'half an hour, counting down');
  await desk.screenshot({ path: path.join(SCREENSHOTS, 'pay-checkout-qr-desktop.png'), fullPage: true });
  await checkA11y(desk, 'storefront-qr');
  for (const width of [800, WIDTHS.mobile]) {
    await desk.setViewportSize({ width, height: 900 });
    await desk.screenshot({ path: path.join(SCREENSHOTS, `pay-checkout-qr-${width}.png`), fullPage: true });
  }
  await desk.setViewportSize({ width: WIDTHS.desktop, height: 900 });
  const [asked] = [...wechat.orders.values()].filter((o) => o.trade_type === 'NATIVE');
  assert.equal(asked.total, 1800, 'WeChat was asked for a Native payment of 18 yuan');
  await wechat.buyerPays(asked.out_trade_no);
  await desk.getByRole('region', { name: '支付成功' }).getByText('已通过微信支付支付').waitFor({ timeout: 10_000 });
  await desk.getByRole('button', { name: '查看我的订单' }).click();
  await mine.getByRole('listitem').filter({ hasText: laterNo }).getByText('已支付').waitFor();
  assert.equal(await mine.getByRole('button', { name: `去支付订单${laterNo}` }).count(), 0, 'paid: nothing more to pay');
  const wx = (await shop.call('PayOrder/PageQuery', { pageNo: 1, pageSize: 10, provider: 'wechat' })).data;
  assert.deepEqual(
    wx.map((r: any) => [r.orderNo, r.channel, r.status, r.amount]),
    [[laterNo, 'qr', 'paid', 18]],
  );
});

test('扫码收款 at the counter: a refused code, one given up while the customer waits, then one they confirm on their phone; the sale owes nothing; its return refunds the same way', async () => {
  const sale = await shop.call('Sale/Save', {
    customId: shop.customId,
    billDate: today,
    warehouseId: shop.warehouseId,
    lines: [{ skuId: shop.tea, qty: 3, price: 18 }],
    audit: true,
  });
  await staff.goto(`${url}/sale/Detail?saleId=${sale.saleId}`);
  const card = staff.getByRole('heading', { name: '扫码收款' }).locator('..');
  await card.getByText('本单尚欠').waitFor();
  await staff.getByRole('button', { name: '扫码收款' }).click();
  const dialog = staff.getByRole('alertdialog', { name: '扫码收款' });
  assert.equal(await dialog.getByRole('textbox', { name: '收款金额' }).inputValue(), '54.00', 'what the sale owes');
  // The scanner types into the focused box and ends with Enter: 余额不足 (a code ending in 8) is said, ready for another scan.
  await staff.keyboard.type('134567890123456788');
  await staff.keyboard.press('Enter');
  await dialog.getByText('用户的零钱余额不足，请提示用户更换付款方式').waitFor();
  assert.equal(await dialog.getByRole('textbox', { name: '付款码' }).inputValue(), '');
  await staff.waitForFunction(() => (document.activeElement as HTMLInputElement | null)?.placeholder === '扫描或输入付款码');
  await shootAll(staff, 'pay-counter-refused');

  // The customer does not confirm: the clerk gives up (取消收款), and WeChat reverses the payment.
  await staff.keyboard.type('134567890123456779');
  await staff.keyboard.press('Enter');
  await dialog.getByText('顾客正在支付，请稍候…').waitFor();
  await dialog.getByRole('button', { name: '取消收款' }).click();
  await dialog.getByText('已取消本次收款').waitFor();
  assert.equal([...wechat.orders.values()].find((o) => o.auth_code === '134567890123456779')?.trade_state, 'REVOKED');

  const code = '134567890123456789';
  await staff.keyboard.type(code);
  await staff.keyboard.press('Enter');
  await dialog.getByText('顾客正在支付，请稍候…').waitFor();
  await shootAll(staff, 'pay-counter-waiting');
  wechat.buyerConfirms(code);
  await dialog.getByText('收款成功').waitFor({ timeout: 10_000 });
  await dialog.getByText('已收款 54.00').waitFor();
  await shootAll(staff, 'pay-counter-paid');
  await dialog.getByRole('button', { name: '完成' }).click();
  const owed = (await shop.call('CustomReceivable/PageQuery', { keyword: '王阿姨' })).data[0].balance;
  assert.equal(owed, 0, 'the receipt wrote the sale off');
  const counter = (await shop.call('PayOrder/PageQuery', { pageNo: 1, pageSize: 10, keyword: sale.billNo })).data;
  assert.deepEqual(
    counter.map((r: any) => [r.billNo, r.source, r.channel, r.status, r.amount]),
    [
      [sale.billNo, 'counter', 'code', 'paid', 54],
      [sale.billNo, 'counter', 'code', 'closed', 54],
      [sale.billNo, 'counter', 'code', 'failed', 54],
    ],
    'the refused and the given up codes are listed too, newest first',
  );

  // A cup comes back: 原路退款 on the return, at most what it is worth.
  const ret = await shop.call('SaleReturn/Save', {
    customId: shop.customId,
    saleId: sale.saleId,
    billDate: today,
    warehouseId: shop.warehouseId,
    lines: [{ skuId: shop.tea, qty: 1, price: 18 }],
    audit: true,
  });
  await staff.goto(`${url}/saleReturn/Detail?returnId=${ret.returnId}`);
  await staff.getByRole('table', { name: '可原路退款的支付' }).getByRole('cell', { name: '微信支付' }).waitFor();
  await staff.getByRole('button', { name: '原路退款' }).click();
  const refund = staff.getByRole('dialog', { name: '原路退款' });
  assert.equal(await refund.getByRole('textbox', { name: '退款金额' }).inputValue(), '18.00', 'the return is worth 18');
  await refund.getByRole('textbox', { name: '退款金额' }).fill('20');
  await refund.getByRole('button', { name: '确认退款' }).click();
  await refund.getByText('退款金额不能超过18.00').waitFor();
  await refund.getByRole('textbox', { name: '退款金额' }).fill('18');
  await shootAll(staff, 'pay-return-refund');
  await refund.getByRole('button', { name: '确认退款' }).click();
  await staff.getByText('退款成功').first().waitFor();
  const [refunded] = [...wechat.refunds.values()];
  assert.deepEqual([refunded.refund, refunded.total, refunded.status], [1800, 5400, 'SUCCESS']);
});

test('移动支付流水 lists the payments and the refund, refunds a store payment in part, and 对账 finds the planted difference', async () => {
  await staff.goto(`${url}/pay/PayList`);
  const rows = staff.getByRole('table', { name: '移动支付流水' }).getByRole('row');
  await rows.filter({ hasText: '退款' }).filter({ hasText: '-18.00' }).first().waitFor();
  await staff.getByLabel('合计').getByText('收款合计').waitFor();
  const ali = rows.filter({ hasText: '支付宝' });
  await ali.getByRole('button', { name: '退款' }).click();
  const refund = staff.getByRole('dialog', { name: '原路退款' });
  await refund.getByRole('textbox', { name: '退款金额' }).fill('5');
  await refund.getByRole('textbox', { name: '退款原因' }).fill('少放珍珠');
  await refund.getByRole('button', { name: '确认退款' }).click();
  await staff.getByText('退款成功').first().waitFor();
  await ali.first().getByText('5.00').waitFor();
  await shootAll(staff, 'pay-flow');

  // 对账: 微信支付's bill for today says another amount for the counter payment.
  const counter = (await shop.call('PayOrder/PageQuery', { pageNo: 1, pageSize: 20, provider: 'wechat' })).data.find(
    (r: any) => r.kind === 'pay' && r.source === 'counter',
  );
  wechat.alterBillAmount(counter.payOrderId, '45.00');
  await staff.getByRole('button', { name: '对账' }).click();
  const dialog = staff.getByRole('dialog', { name: '对账' });
  await choose(dialog, '支付方式', '微信支付');
  await dialog.getByLabel('对账日期').fill(today);
  await dialog.getByRole('button', { name: '开始对账' }).click();
  const diff = dialog.getByRole('table', { name: '对账不符' }).getByRole('row').filter({ hasText: '金额不符' });
  await diff.getByRole('cell', { name: '54.00' }).waitFor({ timeout: 15_000 });
  await diff.getByRole('cell', { name: '45.00' }).waitFor();
  await shootAll(staff, 'pay-reconcile');
  // 支付宝's bill of the same day agrees.
  await choose(dialog, '支付方式', '支付宝');
  await dialog.getByRole('button', { name: '开始对账' }).click();
  await dialog.getByText('账单一致').waitFor({ timeout: 15_000 });
  await shootAll(staff, 'pay-reconcile-clean');
});

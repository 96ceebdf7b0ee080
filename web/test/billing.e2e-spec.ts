import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, test } from '@jest/globals';
import { Secret, TOTP } from 'otpauth';
import type { Browser } from 'playwright-core';
import { createOperator } from '../../services/src/operator';
import { startTestApp, type TestApp } from '../../services/src/testing/test-app';
import { wechatPayServer } from '../../services/src/testing/wechat-pay-server';
import { checkNoSideScroll, launchBrowser, registerCompany, shootAll, signedIn, WIDTHS } from './browser';

const PASSWORD = 'secret123';
const owner = `gm${Date.now().toString(36)}`;

let app: TestApp;
let browser: Browser;
let wechat: Awaited<ReturnType<typeof wechatPayServer>>;
/** The service's public address (PUBLIC_URL), where WeChat's notifications arrive: a door to the app, whose port is known only once it runs. */
let front: http.Server;
let url: string;

beforeAll(async () => {
  wechat = await wechatPayServer();
  front = http.createServer((req, res) => {
    const upstream = http.request(`${app.url}${req.url}`, { method: req.method, headers: req.headers }, (r) => {
      res.writeHead(r.statusCode ?? 502, r.headers);
      r.pipe(res);
    });
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  await new Promise<void>((done) => front.listen(0, '127.0.0.1', done));
  url = `http://127.0.0.1:${(front.address() as AddressInfo).port}`;
  app = await startTestApp({ env: { PUBLIC_URL: url, WECHATPAY_URL: wechat.url } });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await app?.close();
  await new Promise((done) => front?.close(done));
  await wechat?.close();
});

/** The operators price 单店订货版 and 专业单店版 and enter the platform's WeChat Pay account, through the console's calls. */
async function priceEditions() {
  const { totpSecret } = await createOperator(app.infra.store, { loginName: 'sales', operatorName: '周运营', password: 'console-pass-9' });
  const totpCode = new TOTP({ secret: Secret.fromBase32(totpSecret) }).generate();
  const login = await app.call('Console/Login', { loginName: 'sales', password: 'console-pass-9', totpCode });
  const op = async (path: string, body: object) => {
    const r = await app.call(path, body, { headers: { 'op-token': login.body.returnData.token } });
    assert.equal(r.status, 200, `${path}: ${JSON.stringify(r.body)}`);
  };
  await op('Console/EditionPriceSave', { productType: 6, prices: { 1: '998', 2: '1798', 3: '2498' } });
  await op('Console/EditionPriceSave', { productType: 2, prices: { 1: '498', 2: '898' } });
  await op('Console/MerchantAccountSave', {
    provider: 'wechat',
    merchantId: wechat.account.merchantId,
    appId: wechat.account.appId,
    enabled: true,
    values: wechat.account.values,
  });
}

test('the administrator of 专业单店版 buys a year of 单店订货版 by WeChat QR code: once paid, 订货商城 shows and /buyList has the receipt', async () => {
  await priceEditions();
  await registerCompany(app, '升级商行', owner, PASSWORD, 2);
  const page = await signedIn(browser, url, owner, PASSWORD);
  const nav = page.getByRole('navigation').first();
  await nav.getByText('销售', { exact: true }).waitFor();
  assert.equal(await nav.getByText('订货商城', { exact: true }).count(), 0, '专业单店版 has no 订货商城');

  await page.goto(`${url}/buy`);
  await page.getByRole('heading', { name: '购买或续费' }).waitFor();
  await page.getByText(/当前：专业单店版，有效期至 \d{4}-\d{2}-\d{2}（试用）/).waitFor();
  await shootAll(page, 'billing-buy');
  for (const width of Object.values(WIDTHS)) {
    await page.setViewportSize({ width, height: 900 });
    await checkNoSideScroll(page, `/buy@${width}`);
  }
  await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
  await page.getByRole('radio', { name: /单店订货版/ }).click();
  await page.getByRole('radio', { name: '2年 ¥1,798.00' }).check();
  await page.getByText('应付金额：¥1,798.00').waitFor();
  await page.getByRole('radio', { name: '1年 ¥998.00' }).check();
  await page.getByText('更换版本后数据全部保留；新版本没有的功能将隐藏，再次升级后恢复显示。').waitFor();
  await page.getByRole('button', { name: '立即支付' }).click();
  const paying = page.getByRole('region', { name: '微信支付扫码支付' });
  await paying.getByRole('img', { name: '微信支付付款二维码' }).waitFor();
  await paying.getByText('¥998.00').waitFor();
  await shootAll(page, 'billing-pay-qr');

  const [payOrderId] = [...wechat.orders.keys()];
  assert.equal(wechat.orders.get(payOrderId)!.total, 99800, 'WeChat is asked for 998.00 yuan');
  assert.ok((await wechat.buyerPays(payOrderId)).ok, 'WeChat’s notification is taken');
  await page.getByRole('heading', { name: '购买成功' }).waitFor();
  await page.getByText(/已开通单店订货版，有效期至 \d{4}-\d{2}-\d{2}/).waitFor();
  await shootAll(page, 'billing-paid');

  await page.getByRole('button', { name: '返回首页' }).click();
  await nav.getByText('订货商城', { exact: true }).waitFor();
  await page.getByText('版本：单店订货版').waitFor();

  await page.goto(`${url}/buyList`);
  const rows = page.getByRole('table', { name: '购买记录' }).getByRole('row');
  await rows.nth(1).getByText('已付款').waitFor();
  assert.match(await rows.nth(1).innerText(), /GM\d{8}[0-9A-F]{6}\s+单店订货版\s+1年\s+¥998\.00/);
  await shootAll(page, 'billing-buy-list');
  await rows.nth(1).getByRole('button', { name: '查看收据' }).click();
  const receipt = page.getByRole('dialog', { name: '购买收据' });
  await receipt.getByText('升级商行').waitFor();
  await receipt.getByText(wechat.orders.get(payOrderId)!.transaction_id!).waitFor();
  await shootAll(page, 'billing-receipt');
});

import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, test } from '@jest/globals';
import { Secret, TOTP } from 'otpauth';
import type { Browser } from 'playwright-core';
import { shopDay } from '../../services/src/contracts';
import { yearsAfter } from '../../services/src/billing/edition-purchases';
import { identityStreams } from '../../services/src/identity';
import { createOperator } from '../../services/src/operator';
import { EventSourcing } from '../../services/src/shared/es/event-sourcing';
import { startTestApp, type TestApp } from '../../services/src/testing/test-app';
import { wechatPayServer } from '../../services/src/testing/wechat-pay-server';
import { checkNoSideScroll, launchBrowser, registerCompany, SCREENSHOTS, shootAll, signedIn, WIDTHS } from './browser';

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

/** The operators price 单店订货版 and 专业单店版 and enter the platform's WeChat Pay account on the console's 版本价格与收款. */
test('an operator prices editions by term and enters the platform’s WeChat Pay account in the console; a key is never shown again', async () => {
  const { totpSecret } = await createOperator(app.infra, { loginName: 'sales', operatorName: '周运营', password: 'console-pass-9' });
  const page = await (await browser.newContext({ viewport: { width: WIDTHS.desktop, height: 900 } })).newPage();
  await page.goto(`${url}/console/login`);
  await page.getByPlaceholder('运营账号').fill('sales');
  await page.getByPlaceholder('密码').fill('console-pass-9');
  await page.getByPlaceholder('6位动态码').fill(new TOTP({ secret: Secret.fromBase32(totpSecret) }).generate());
  await page.getByRole('button', { name: '登录' }).click();
  await page.waitForURL((u) => u.pathname === '/console/companies');
  await page
    .getByRole('link', { name: '版本价格与收款' })
    .or(page.getByRole('tab', { name: '版本价格与收款' }))
    .first()
    .click();
  await page.waitForURL((u) => u.pathname === '/console/prices');

  const prices = page.getByRole('table', { name: '版本价格' });
  await prices.getByRole('textbox', { name: '单店订货版1年价格' }).fill('998');
  await prices.getByRole('textbox', { name: '单店订货版2年价格' }).fill('1798.5');
  await prices.getByRole('textbox', { name: '单店订货版3年价格' }).fill('0');
  await prices.getByRole('button', { name: '保存单店订货版价格' }).click();
  await prices.getByText('3年价格必须大于0、小于1000000，最多2位小数').waitFor();
  await prices.getByRole('textbox', { name: '单店订货版3年价格' }).fill('2498');
  await prices.getByRole('button', { name: '保存单店订货版价格' }).click();
  await page.getByText('单店订货版价格已保存').first().waitFor();
  await prices.getByRole('textbox', { name: '专业单店版1年价格' }).fill('498');
  await prices.getByRole('button', { name: '保存专业单店版价格' }).click();
  await page.getByText('专业单店版价格已保存').first().waitFor();
  assert.equal(await prices.getByRole('textbox', { name: '单店订货版2年价格' }).inputValue(), '1798.50');

  const wx = page.getByRole('region', { name: '微信支付收款商户' });
  const v = wechat.account.values;
  await wx.getByRole('textbox', { name: '商户号' }).fill(wechat.account.merchantId);
  await wx.getByRole('textbox', { name: '应用ID' }).fill(wechat.account.appId);
  await wx.getByRole('textbox', { name: '商户API私钥' }).fill(v.privateKey);
  await wx.getByRole('textbox', { name: '商户API证书序列号' }).fill(v.certSerialNo);
  await wx.getByLabel('APIv3密钥').fill(v.apiV3Key);
  await wx.getByRole('textbox', { name: '微信支付公钥ID' }).fill(v.platformPublicKeyId);
  await wx.getByRole('textbox', { name: '微信支付公钥', exact: true }).fill(v.platformPublicKey);
  await wx.getByRole('switch', { name: '启用微信支付收款' }).check();
  await wx.getByRole('button', { name: '保存微信支付收款商户' }).click();
  await page.getByText('微信支付收款商户已保存').first().waitFor();
  const saved = page.getByRole('region', { name: '微信支付收款商户' });
  await saved.getByText(`已保存（****${v.apiV3Key.slice(-4)}），留空则保持不变`).waitFor();
  assert.equal(await saved.getByLabel('APIv3密钥').inputValue(), '', 'a key is never read back');
  await shootAll(page, 'billing-console');
});

test('the administrator of 专业单店版 buys a year of 单店订货版 by WeChat QR code: once paid, 订货商城 shows and /buyList has the receipt', async () => {
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
  await page.getByRole('radio', { name: '2年 ¥1,798.50' }).check();
  await page.getByText('应付金额：¥1,798.50').waitFor();
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
  // Printed, the receipt is alone on the paper.
  await page.emulateMedia({ media: 'print' });
  assert.equal(await page.getByRole('table', { name: '购买记录' }).isVisible(), false, 'the list is not printed');
  assert.equal(await receipt.getByRole('button', { name: '打印' }).isVisible(), false, 'nor the buttons');
  await receipt.getByText('单店订货版').waitFor();
  await page.screenshot({ path: path.join(SCREENSHOTS, 'billing-receipt-print.png') });
  await page.emulateMedia({ media: 'screen' });
});

test('an expired trial’s administrator signs in, is told it expired, 购买 opens /buy, pays by WeChat and is in with the new term', async () => {
  const lapsed = `gmx${Date.now().toString(36)}`;
  const { call } = await registerCompany(app, '到期商行', lapsed, PASSWORD, 2);
  const { companyId, endTime } = await call('Company/Detail');
  const yesterday = new Date(Date.parse(`${shopDay()}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  await app.module.get(EventSourcing).commit(
    [
      {
        streamId: identityStreams.company(companyId),
        streamType: 'Company',
        expectedVersion: 'any',
        events: [{ type: 'CompanyTrialExtended', data: { endTime: yesterday, previousEndTime: endTime, reason: '试用结束' } }],
      },
    ],
    { companyId, userId: 'system' },
  );

  const page = await (await browser.newContext({ viewport: { width: WIDTHS.desktop, height: 900 } })).newPage();
  await page.goto(`${url}/Login`);
  await page.getByPlaceholder(/账号/).fill(lapsed);
  await page.getByPlaceholder(/密码/).fill(PASSWORD);
  await page.getByRole('button', { name: /^登\s*录$/ }).click();
  const dialog = page.getByRole('dialog', { name: '您的账号已过期' });
  await dialog.waitFor();
  await shootAll(page, 'billing-expired-login');
  await dialog.getByRole('button', { name: '购买' }).click();
  await page.waitForURL((u) => u.pathname === '/buy');
  await page.getByText(`当前：专业单店版，有效期至 ${yesterday}（试用）`).waitFor();
  await page.getByRole('radio', { name: /专业单店版/ }).waitFor();
  assert.equal(await page.getByText('禁止访问').count(), 0, 'no call of the page is refused');
  assert.deepEqual(
    [await page.getByRole('button', { name: '退出登录' }).count(), await page.getByRole('button', { name: '返回首页' }).count()],
    [1, 0],
    'expired, the way out is signing out, not a home it cannot open',
  );
  await shootAll(page, 'billing-expired-buy');

  await page.getByRole('radio', { name: '1年 ¥498.00' }).check();
  await page.getByRole('button', { name: '立即支付' }).click();
  await page.getByRole('region', { name: '微信支付扫码支付' }).getByText('¥498.00').waitFor();
  const payOrderId = [...wechat.orders.keys()].at(-1)!;
  assert.ok((await wechat.buyerPays(payOrderId)).ok, 'WeChat’s notification is taken');
  await page.getByRole('heading', { name: '购买成功' }).waitFor();
  const renewed = yearsAfter(shopDay(), 1);
  await page.getByText(`已开通专业单店版，有效期至 ${renewed}`).waitFor();
  await shootAll(page, 'billing-expired-paid');

  await page.getByRole('button', { name: '返回首页' }).click();
  await page.waitForURL((u) => u.pathname === '/');
  await page.getByText(`有效期：${renewed} 到期`).waitFor();
  await page.getByRole('link', { name: '续费/升级' }).waitFor();
  await page.getByRole('navigation').first().getByText('销售', { exact: true }).waitFor();
  await shootAll(page, 'billing-renewed-home');
  await page.getByRole('button', { name: /用户菜单/ }).click();
  await page.getByRole('menuitem', { name: '购买记录' }).click();
  await page.waitForURL((u) => u.pathname === '/buyList');
  await page.getByRole('table', { name: '购买记录' }).getByText('已付款').waitFor();
});

import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, test } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { today } from '../../services/src/testing/stock-shop';
import { startTestApp, type TestApp } from '../../services/src/testing/test-app';
import { holdPrintPort, launchBrowser, registerCompany, shootAll, signedIn } from './browser';

/** The server's release folder holds a Linux client only (the int test builds the real one; here any bytes do). */
const env = {} as { app: TestApp; browser: Browser; release: string };
beforeAll(async () => {
  env.release = fs.mkdtempSync(path.join(os.tmpdir(), 'jxc-print-release-'));
  fs.writeFileSync(path.join(env.release, 'jxc-print-linux'), 'ELF the Linux client');
  fs.writeFileSync(path.join(env.release, 'version'), '1.0.0\n');
  env.app = await startTestApp({ env: { PRINT_CLIENT_DIR: env.release } });
  env.browser = await launchBrowser();
});
afterAll(async () => {
  await env.browser?.close();
  await env.app?.close();
  fs.rmSync(env.release, { recursive: true, force: true });
});

const WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

test('/Download offers the client of the computer’s system: Linux here downloads, Windows not built yet says so in Chinese', async () => {
  const page = await (await env.browser.newContext({ acceptDownloads: true })).newPage();
  await page.goto(`${env.app.url}/Download`);
  const desktop = page.locator('#desktop');
  await desktop.getByText(/^Linux 打印客户端 \d+\.\d+\.\d+/).waitFor();
  const download = desktop.getByRole('link', { name: '下载安装包' });
  assert.equal(await download.getAttribute('href'), '/download/print-client/linux');
  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  assert.equal(file.suggestedFilename(), 'jxc-print-1.0.0-linux');
  assert.match(fs.readFileSync((await file.path())!, 'latin1'), /^ELF the Linux client\n#jxcprint-server=http:\/\/localhost:3000\n$/);
  assert.deepEqual(await desktop.getByRole('link').allTextContents(), ['下载安装包', 'Windows', 'macOS']);
  await shootAll(page, 'download-print-client');

  const windows = await (await env.browser.newContext({ userAgent: WINDOWS })).newPage();
  await windows.goto(`${env.app.url}/Download`);
  const link = windows.locator('#desktop').getByRole('link', { name: '下载安装包' });
  assert.equal(await link.getAttribute('href'), '/download/print-client/windows');
  await link.click();
  await windows.getByRole('heading', { name: 'Windows 版打印客户端还没有发布' }).waitFor();
  await windows.getByRole('link', { name: 'Linux 版' }).waitFor();
});

test('下载安装 in the no-client dialog downloads the client of this computer with its random id', async () => {
  // No client answers on 22333 meanwhile (another test file's may be up): the port is held and answers nothing.
  const noClient = await holdPrintPort();
  try {
    const owner = `pd${Date.now().toString(36)}`;
    const { call } = await registerCompany(env.app, '张记五金', owner, 'secret123');
    const warehouseId = (await call('Warehouse/Save', { warehouseName: '总仓', warehouseCode: 'W1' })).warehouseId;
    const supplierId = (await call('Supplier/Save', { supplierName: '宁波螺丝厂', supplierCode: 'S1' })).supplierId;
    const customId = (await call('Custom/Save', { customName: '城东装修队', customCode: 'C1' })).customId;
    const skuId = (
      await call('Product/Save', {
        productName: '不锈钢螺丝',
        productCode: 'LS01',
        unitName: '盒',
        skus: [{ spec: 'M6', salePrice: 12.5, purchasePrice: 6 }],
      })
    ).skus[0].skuId;
    const lines = [{ skuId, qty: 10, price: 12.5 }];
    await call('Buy/Save', { supplierId, billDate: today, warehouseId, lines, audit: true });
    const { saleId } = await call('Sale/Save', { customId, billDate: today, warehouseId, lines });

    const page = await signedIn(env.browser, env.app.url, owner, 'secret123');
    await page.goto(`${env.app.url}/sale/Detail?saleId=${saleId}`);
    await page.getByRole('button', { name: '打印', exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: '报表插件没有启动或安装?' });
    const start = decodeURIComponent((await dialog.getByRole('link', { name: '启动插件' }).getAttribute('href'))!);
    assert.match(
      start,
      new RegExp(`^jxcprint://\\{"type":"update","url":"${env.app.url}/download/print-client/linux","ver":"\\d+\\.\\d+\\.\\d+"\\}$`),
    );
    const [request] = await Promise.all([
      page.context().waitForEvent('request', (r) => r.url().includes('/download/print-client')),
      dialog.getByRole('button', { name: '下载安装' }).click(),
    ]);
    const url = new URL(request.url());
    assert.equal(url.pathname, '/download/print-client/linux');
    assert.match(url.search, /^\?id=\d{1,4}$/);
    const res = await fetch(url, { headers: { 'user-agent': await page.evaluate(() => navigator.userAgent) } });
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('content-disposition'), 'attachment; filename="jxc-print-1.0.0-linux"');
  } finally {
    await noClient.release();
  }
});

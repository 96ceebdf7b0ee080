import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test } from '@jest/globals';
import type { Page } from 'playwright-core';
import { WebSocketServer } from 'ws';
import { appAndBrowser, registerCompany, SCREENSHOTS, shootAll, signedIn } from './browser';

const env = appAndBrowser();
const owner = `pr${Date.now().toString(36)}`;
const PASSWORD = 'secret123';
const today = new Date().toISOString().slice(0, 10);
const DOCS = path.resolve(__dirname, '..', '..', 'docs');
const hasPdftoppm = (() => {
  try {
    execFileSync('pdftoppm', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

let shop: Awaited<ReturnType<typeof registerCompany>>;
let saleId = '';
let billNo = '';

/** A company with a sale of two goods to a customer, audited, with delivery details and part paid. */
async function sale() {
  shop = await registerCompany(env.app, '张记五金', owner, PASSWORD);
  const { call } = shop;
  const warehouseId = (await call('Warehouse/Save', { warehouseName: '总仓', warehouseCode: 'W1' })).warehouseId;
  const accountId = (await call('Account/Save', { accountName: '现金', accountCode: 'CASH', initAmount: 0 })).accountId;
  const supplierId = (await call('Supplier/Save', { supplierName: '宁波螺丝厂', supplierCode: 'S1' })).supplierId;
  const customId = (await call('Custom/Save', { customName: '城东装修队', customCode: 'C1' })).customId;
  const sku = async (productName: string, spec: string, barCode: string, salePrice: number) =>
    (await call('Product/Save', { productName, productCode: barCode.slice(-4), unitName: '盒', skus: [{ spec, barCode, salePrice, purchasePrice: salePrice / 2 }] })).skus[0].skuId;
  const screws = await sku('不锈钢螺丝', 'M6×30', '6901234567892', 12.5);
  const drill = await sku('电钻钻头', '8mm', 'ZT-0008', 36);
  await call('Buy/Save', { supplierId, billDate: today, warehouseId, lines: [{ skuId: screws, qty: 100, price: 6 }, { skuId: drill, qty: 20, price: 18 }], audit: true });
  ({ saleId, billNo } = await call('Sale/Save', { customId, billDate: today, warehouseId, lines: [{ skuId: screws, qty: 40, price: 12.5 }, { skuId: drill, qty: 3, price: 36 }], receiveAmount: 300, accountId, remark: '下午送到工地', audit: true }));
  await call('Sale/UpdateExtend', { saleId, contact: '王师傅', phone: '13912345678', address: '杭州市上城区望江路 18 号工地' });
}

const menuItem = (page: Page, name: string | RegExp) => page.getByRole('menuitem', { name });

test('a print client on 127.0.0.1:22333 receives the template URL, the sale and the printer options', async () => {
  await sale();
  await shop.call('UserPrinttemplate/Save', { templateId: '201-dot', title: '送货单', printer: 'EPSON LQ-630K', copies: 3 });
  const server = new WebSocketServer({ host: '127.0.0.1', port: 22333 });
  const received: Record<string, any>[] = [];
  server.on('connection', (socket) => socket.on('message', (m) => received.push(JSON.parse(String(m)))));
  try {
    const page = await signedIn(env.browser, env.app.url, owner, PASSWORD);
    await page.goto(`${env.app.url}/sale/Detail?saleId=${saleId}`);
    await page.getByRole('button', { name: '选择模板或方式' }).click();
    await menuItem(page, /^销售单（241 针式三联）$/).click();
    await page.getByText('已发送到打印客户端').first().waitFor();
    await page.getByText('已打印 1 次').waitFor();

    const [sent] = received;
    assert.equal(sent.type, 'print');
    assert.deepEqual([sent.report.url, sent.report.method, sent.report.params], [`${env.app.url}/api/UserPrinttemplate/Detail`, 'POST', { templateId: '201-dot' }]);
    assert.deepEqual([sent.report.content.title, sent.report.content.company.companyName], ['送货单', '张记五金']);
    assert.ok(sent.report.content.header.some((f: { key: string }) => f.key === 'extend.address'));
    assert.deepEqual([sent.data.url, sent.data.method, sent.data.params], [`${env.app.url}/api/Sale/Detail`, 'POST', { saleId }]);
    assert.deepEqual([sent.data.content.billNo, sent.data.content.totalAmount, sent.data.content.extend.contact, sent.data.content.list], [billNo, 608, '王师傅', []]);
    assert.deepEqual(sent.data.content.lines.map((l: { productName: string; qty: number }) => [l.productName, l.qty]), [['不锈钢螺丝', 40], ['电钻钻头', 3]]);
    assert.deepEqual(sent.printer, { name: 'EPSON LQ-630K', copies: 3, paper: { key: '241-2', name: '241 针式二等分 241×140', width: 241, height: 140 } });
    assert.deepEqual(sent.digits, { qty: 2, money: 2 });

    await page.getByRole('button', { name: '打印', exact: true }).click();
    await page.getByText('已打印 2 次').waitFor();
    assert.deepEqual([received[1].report.params, received[1].report.content.templateId], [{ billType: 201 }, '201-a4'], 'the button prints the default template');
    assert.equal((await shop.call('Sale/Detail', { saleId })).printCount, 2);
  } finally {
    for (const client of server.clients) client.terminate();
    await new Promise((done) => server.close(done));
  }
}, 120_000);

/** The PDF's first page size in points (MediaBox). */
function pageSize(pdf: Buffer): [number, number] {
  const m = /\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/.exec(pdf.toString('latin1'))!;
  return [Math.round(Number(m[1])), Math.round(Number(m[2]))];
}

test('without the client: the seed’s dialog, then the same template as a clean browser page, printed to PDF on A4, 241 mm and 80 mm', async () => {
  const page = await signedIn(env.browser, env.app.url, owner, PASSWORD);
  await page.goto(`${env.app.url}/sale/Detail?saleId=${saleId}`);
  await page.getByRole('button', { name: '打印', exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: '报表插件没有启动或安装?' });
  await dialog.waitFor();
  assert.match((await dialog.getByRole('link', { name: '启动插件' }).getAttribute('href')) ?? '', /^jxcprint:\/\/%7B%22type%22%3A%22update%22/);
  const [download] = await Promise.all([page.waitForEvent('popup'), dialog.getByRole('button', { name: '下载安装' }).click()]);
  assert.match(download.url(), /\?id=\d{1,4}$/);
  await download.close();
  await page.getByRole('button', { name: '打印', exact: true }).click();
  const [printPage] = await Promise.all([page.waitForEvent('popup'), dialog.getByRole('button', { name: '浏览器打印' }).click()]);
  await printPage.waitForURL(/\/print\/doc\?billType=201&id=/);
  const sheet = printPage.getByRole('region', { name: '销售单（A4 纵向 210×297）' });
  await sheet.getByText('合计金额（大写）：陆佰零捌元整').waitFor();
  await sheet.getByText('杭州市上城区望江路 18 号工地').waitFor();
  await sheet.getByText('现金').waitFor();
  assert.equal(await printPage.locator('input, textarea, select, nav').count(), 0, 'no inputs, no menus');
  await shootAll(printPage, 'print-page-a4');

  const papers: [string, string, [number, number] | number][] = [['201-a4', 'a4', [595, 842]], ['201-dot', '241', [683, 397]], ['201-receipt', '80', 227]];
  for (const [templateId, name, size] of papers) {
    await printPage.goto(`${env.app.url}/print/doc?billType=201&id=${saleId}&templateId=${templateId}`);
    await printPage.getByRole('region').first().waitFor();
    const pdfPath = path.join(SCREENSHOTS, `print-${name}.pdf`);
    const pdf = await printPage.pdf({ path: pdfPath, preferCSSPageSize: true, printBackground: true });
    const [w, h] = pageSize(pdf);
    if (Array.isArray(size)) assert.deepEqual([w, h], size, templateId);
    else assert.equal(w, size, `${templateId}: an 80 mm roll`);
    if (hasPdftoppm) {
      execFileSync('pdftoppm', ['-png', '-r', '110', '-f', '1', '-l', '1', '-singlefile', pdfPath, path.join(SCREENSHOTS, `print-${name}`)]);
      fs.copyFileSync(path.join(SCREENSHOTS, `print-${name}.png`), path.join(DOCS, `print-${name}.png`));
    }
  }
  await printPage.getByRole('button', { name: '打印', exact: true }).click();
  const counted = async () => (await shop.call('Sale/Detail', { saleId })).printCount;
  for (let i = 0; i < 50 && (await counted()) < 3; i++) await printPage.waitForTimeout(100);
  assert.equal(await counted(), 3, 'printing from the browser page counts too');
}, 120_000);

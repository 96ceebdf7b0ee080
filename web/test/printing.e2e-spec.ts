import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, test } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { WebSocketServer } from 'ws';
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the node build of the library the labels draw with
const bwip: { toSVG: (opts: object) => string } = require('bwip-js');
import { feieServer } from '../../services/src/testing/feie-server';
import { startTestApp, type TestApp } from '../../services/src/testing/test-app';
import { holdPrintPort, launchBrowser, registerCompany, SCREENSHOTS, shootAll, signedIn, starterAccount } from './browser';
import { today } from '../../services/src/testing/stock-shop';

// The app sends cloud receipts to a stand-in for 飞鹅云 on this machine.
const env = {} as { app: TestApp; browser: Browser; feie: Awaited<ReturnType<typeof feieServer>> };
beforeAll(async () => {
  env.feie = await feieServer();
  env.app = await startTestApp({ env: env.feie.env });
  env.browser = await launchBrowser();
});
afterAll(async () => {
  await env.browser?.close();
  await env.app?.close();
  await env.feie?.close();
});
const owner = `pr${Date.now().toString(36)}`;
const PASSWORD = 'secret123';
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
const ids: Record<string, string> = {};

/** A company with a sale of two goods to a customer, audited, with delivery details and part paid. */
async function sale() {
  shop = await registerCompany(env.app, '张记五金', owner, PASSWORD);
  const { call } = shop;
  const warehouseId = (await call('Warehouse/Save', { warehouseName: '总仓', warehouseCode: 'W1' })).warehouseId;
  const accountId = await starterAccount(call, '现金');
  const supplierId = (await call('Supplier/Save', { supplierName: '宁波螺丝厂', supplierCode: 'S1' })).supplierId;
  const customId = (await call('Custom/Save', { customName: '城东装修队', customCode: 'C1' })).customId;
  const sku = async (productName: string, spec: string, barCode: string, salePrice: number) =>
    (
      await call('Product/Save', {
        productName,
        productCode: barCode.slice(-4),
        unitName: '盒',
        skus: [{ spec, barCode, salePrice, purchasePrice: salePrice / 2 }],
      })
    ).skus[0].skuId;
  const screws = await sku('不锈钢螺丝', 'M6×30', '6901234567892', 12.5);
  const drill = await sku('电钻钻头', '8mm', 'ZT-0008', 36);
  await call('Buy/Save', {
    supplierId,
    billDate: today,
    warehouseId,
    lines: [
      { skuId: screws, qty: 100, price: 6 },
      { skuId: drill, qty: 20, price: 18 },
    ],
    audit: true,
  });
  Object.assign(ids, { warehouseId, accountId, customId, screws, drill });
  ({ saleId, billNo } = await call('Sale/Save', {
    customId,
    billDate: today,
    warehouseId,
    lines: [
      { skuId: screws, qty: 40, price: 12.5 },
      { skuId: drill, qty: 3, price: 36 },
    ],
    receiveAmount: 300,
    accountId,
    remark: '下午送到工地',
    audit: true,
  }));
  await call('Sale/UpdateExtend', { saleId, contact: '王师傅', phone: '13912345678', address: '杭州市上城区望江路 18 号工地' });
}

const menuItem = (page: Page, name: string | RegExp) => page.getByRole('menuitem', { name });

test('a print client on 127.0.0.1:22333 receives the template URL, the sale and the printer options', async () => {
  await sale();
  await shop.call('UserPrinttemplate/Save', { templateId: '201-dot', title: '送货单', printer: 'EPSON LQ-630K', copies: 3 });
  const port = await holdPrintPort('client');
  const server = new WebSocketServer({ server: port.server });
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
    assert.deepEqual(
      [sent.report.url, sent.report.method, sent.report.params],
      [`${env.app.url}/api/UserPrinttemplate/Detail`, 'POST', { templateId: '201-dot' }],
    );
    assert.deepEqual([sent.report.content.title, sent.report.content.company.companyName], ['送货单', '张记五金']);
    assert.ok(sent.report.content.header.some((f: { key: string }) => f.key === 'extend.address'));
    assert.deepEqual([sent.data.url, sent.data.method, sent.data.params], [`${env.app.url}/api/Sale/Detail`, 'POST', { saleId }]);
    assert.deepEqual(
      [sent.data.content.billNo, sent.data.content.totalAmount, sent.data.content.extend.contact, sent.data.content.list],
      [billNo, 608, '王师傅', []],
    );
    assert.deepEqual(
      sent.data.content.lines.map((l: { productName: string; qty: number }) => [l.productName, l.qty]),
      [
        ['不锈钢螺丝', 40],
        ['电钻钻头', 3],
      ],
    );
    assert.deepEqual(sent.printer, {
      name: 'EPSON LQ-630K',
      copies: 3,
      paper: { key: '241-2', name: '241 针式二等分 241×140', width: 241, height: 140 },
    });
    assert.deepEqual(sent.digits, { qty: 2, money: 2 });

    await page.getByRole('button', { name: '打印', exact: true }).click();
    await page.getByText('已打印 2 次').waitFor();
    assert.deepEqual(
      [received[1].report.params, received[1].report.content.templateId],
      [{ billType: 201 }, '201-a4'],
      'the button prints the default template',
    );
    assert.equal((await shop.call('Sale/Detail', { saleId })).printCount, 2);

    // The data or the template failing to load: the seed's alert with the response, and the URL in a new window.
    for (const [url, message] of [
      ['**/api/Sale/Detail', '载入报表数据失败，响应消息：'],
      ['**/api/UserPrinttemplate/Detail', '载入报表模板失败，响应消息：'],
    ]) {
      await page.route(url, (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: '{"invState":0,"invMessage":"服务器开小差了，请稍后再试"}' }),
      );
      const [opened] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: '打印', exact: true }).click()]);
      assert.match(opened.url(), new RegExp(url.slice(2).replace(/\//g, '\\/') + '$'));
      await opened.close();
      await page
        .getByRole('alert')
        .filter({ hasText: `${message}{"invState":0,"invMessage":"服务器开小差了，请稍后再试"}` })
        .waitFor();
      await page.getByRole('button', { name: '确定' }).click();
      await page.unroute(url);
    }
    assert.equal(received.length, 2, 'nothing was sent');
  } finally {
    for (const client of server.clients) client.terminate();
    await new Promise((done) => server.close(done));
    await port.release();
  }
}, 120_000);

/** The PDF's first page size in points (MediaBox). */
function pageSize(pdf: Buffer): [number, number] {
  const m = /\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/.exec(pdf.toString('latin1'))!;
  return [Math.round(Number(m[1])), Math.round(Number(m[2]))];
}

test('without the client: the seed’s dialog, then the same template as a clean browser page, printed to PDF on A4, 241 mm and 80 mm', async () => {
  // No client answers on 22333 meanwhile (another test file's may be up): the port is held and answers nothing.
  const noClient = await holdPrintPort();
  try {
    const page = await signedIn(env.browser, env.app.url, owner, PASSWORD);
    await page.goto(`${env.app.url}/sale/Detail?saleId=${saleId}`);
    await page.getByRole('button', { name: '打印', exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: '报表插件没有启动或安装?' });
    await dialog.waitFor();
    assert.match(
      (await dialog.getByRole('link', { name: '启动插件' }).getAttribute('href')) ?? '',
      /^jxcprint:\/\/%7B%22type%22%3A%22update%22/,
    );
    // The client comes as a file: the popup turns into a download, so the request tells where it went.
    const [download] = await Promise.all([
      page.context().waitForEvent('request', (r) => r.url().includes('/download/print-client')),
      dialog.getByRole('button', { name: '下载安装' }).click(),
    ]);
    assert.match(download.url(), /\/download\/print-client\/linux\?id=\d{1,4}$/);
    await page.getByRole('button', { name: '打印', exact: true }).click();
    const [printPage] = await Promise.all([page.waitForEvent('popup'), dialog.getByRole('button', { name: '浏览器打印' }).click()]);
    await printPage.waitForURL(/\/print\/doc\?billType=201&id=/);
    const sheet = printPage.getByRole('region', { name: '销售单（A4 纵向 210×297）' });
    await sheet.getByText('合计金额（大写）：陆佰零捌元整').waitFor();
    await sheet.getByText('杭州市上城区望江路 18 号工地').waitFor();
    await sheet.getByText('现金').waitFor();
    assert.equal(await printPage.locator('input, textarea, select, nav').count(), 0, 'no inputs, no menus');
    await shootAll(printPage, 'print-page-a4');

    const papers: [string, string, [number, number] | number][] = [
      ['201-a4', 'a4', [595, 842]],
      ['201-dot', '241', [683, 397]],
      ['201-receipt', '80', 227],
    ];
    for (const [templateId, name, size] of papers) {
      await printPage.goto(`${env.app.url}/print/doc?billType=201&id=${saleId}&templateId=${templateId}`);
      await printPage.getByRole('region').first().waitFor();
      const pdfPath = path.join(SCREENSHOTS, `print-${name}.pdf`);
      const pdf = await printPage.pdf({ path: pdfPath, preferCSSPageSize: true, printBackground: true });
      const [w, h] = pageSize(pdf);
      if (Array.isArray(size)) assert.deepEqual([w, h], size, templateId);
      else assert.equal(w, size, `${templateId}: an 80 mm roll`);
      if (hasPdftoppm) {
        execFileSync('pdftoppm', [
          '-png',
          '-r',
          '110',
          '-f',
          '1',
          '-l',
          '1',
          '-singlefile',
          pdfPath,
          path.join(SCREENSHOTS, `print-${name}`),
        ]);
        fs.copyFileSync(path.join(SCREENSHOTS, `print-${name}.png`), path.join(DOCS, `print-${name}.png`));
      }
    }
    await printPage.getByRole('button', { name: '打印', exact: true }).click();
    const counted = async () => (await shop.call('Sale/Detail', { saleId })).printCount;
    for (let i = 0; i < 50 && (await counted()) < 3; i++) await printPage.waitForTimeout(100);
    assert.equal(await counted(), 3, 'printing from the browser page counts too');
  } finally {
    await noClient.release();
  }
}, 120_000);

test('打印设置: a template edited with a live preview, saved, made the default and restored; at 1366, 800 and 390 px', async () => {
  const page = await signedIn(env.browser, env.app.url, owner, PASSWORD);
  await page.goto(`${env.app.url}/report/list`);
  const dot = page.getByRole('group', { name: '销售单（241 针式三联）' });
  await dot.getByText('已修改').waitFor();
  await page.getByRole('group', { name: '销售单（A4）' }).getByText('默认', { exact: true }).waitFor();
  await dot.getByRole('button', { name: '编辑' }).click();
  const preview = page.getByRole('region', { name: '送货单（241 针式二等分 241×140）' });
  await preview.getByRole('columnheader', { name: '单价' }).waitFor();
  await page.getByRole('group', { name: '明细列' }).getByRole('checkbox', { name: '单价' }).click();
  await page.getByRole('button', { name: '上移规格' }).click();
  await page.getByRole('group', { name: '明细列' }).getByRole('checkbox', { name: '库位' }).click();
  await preview.getByRole('columnheader', { name: '单价' }).waitFor({ state: 'detached' });
  await page.getByRole('textbox', { name: '底部说明' }).fill('白联存根　红联客户　黄联回单');
  await preview.getByText('白联存根').waitFor();
  await shootAll(page, 'print-settings-editor');
  await page.getByRole('button', { name: '保存模板' }).click();
  await page.getByText('模板已保存').first().waitFor();
  const saved = await shop.call('UserPrinttemplate/Detail', { templateId: '201-dot' });
  assert.deepEqual(
    saved.columns.map((c: { key: string }) => c.key),
    ['index', 'spec', 'productName', 'unitName', 'qty', 'lineTotal', 'locationName'],
  );
  assert.equal(saved.notes, '白联存根　红联客户　黄联回单');

  await page.getByRole('group', { name: '销售单（80 小票）' }).getByRole('button', { name: '设为默认' }).click();
  await page.getByRole('group', { name: '销售单（80 小票）' }).getByText('默认', { exact: true }).waitFor();
  assert.equal((await shop.call('UserPrinttemplate/Detail', { billType: 201 })).templateId, '201-receipt');
  await shootAll(page, 'print-settings');
  await dot.getByRole('button', { name: '恢复原始' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '恢复原始' }).click();
  await dot.getByText('原始模板').waitFor();
  assert.equal((await shop.call('UserPrinttemplate/Detail', { templateId: '201-dot' })).title, '销售单');
  await shop.call('UserPrinttemplate/Setting', { templateId: '201-a4' });
}, 120_000);

/** The bars of a bwip-js SVG as modules (1 black, 0 white), from its first bar. */
function modulesOf(svg: string): string {
  const bars = [...svg.matchAll(/<path[^>]*>/g)]
    .flatMap(([tag]) => {
      const width = Number(/stroke-width="(\d+)"/.exec(tag)?.[1] ?? 0);
      return width ? [...tag.matchAll(/M([\d.]+) [\d.]+L/g)].map((m) => [Number(m[1]) - width / 2, width] as const) : [];
    })
    .sort((a, b) => a[0] - b[0]);
  const start = bars[0][0];
  const out: number[] = [];
  for (const [left, width] of bars) for (let i = (left - start) / 2; i < (left - start + width) / 2; i++) out[i] = 1;
  return Array.from(out, (b) => (b ? '1' : '0')).join('');
}

const EAN_L = ['0001101', '0011001', '0010011', '0111101', '0100011', '0110001', '0101111', '0111011', '0110111', '0001011'];
const EAN_R = EAN_L.map((p) => [...p].map((b) => (b === '1' ? '0' : '1')).join(''));
const EAN_G = EAN_R.map((p) => [...p].reverse().join(''));
const EAN_FIRST = ['LLLLLL', 'LLGLGG', 'LLGGLG', 'LLGGGL', 'LGLLGG', 'LGGLLG', 'LGGGLL', 'LGLGLG', 'LGLGGL', 'LGGLGL'];

/** Reads an EAN-13 back from its bars, as a scanner does. */
function readEan13(modules: string): string {
  assert.equal(modules.length, 95);
  assert.deepEqual([modules.slice(0, 3), modules.slice(45, 50), modules.slice(92)], ['101', '01010', '101']);
  const left = [0, 1, 2, 3, 4, 5].map((i) => modules.slice(3 + i * 7, 10 + i * 7));
  const right = [0, 1, 2, 3, 4, 5].map((i) => modules.slice(50 + i * 7, 57 + i * 7));
  const parity = left.map((p) => (EAN_L.includes(p) ? 'L' : 'G')).join('');
  const digits = left.map((p) => (EAN_L.includes(p) ? EAN_L.indexOf(p) : EAN_G.indexOf(p)));
  return [EAN_FIRST.indexOf(parity), ...digits, ...right.map((p) => EAN_R.indexOf(p))].join('');
}

test('打印标签: a purchase’s goods, label size and fields; EAN-13 and Code 128 that read back; the client gets the labels, the browser prints them on label paper', async () => {
  const page = await signedIn(env.browser, env.app.url, owner, PASSWORD);
  const buyId = (await shop.call('Buy/PageQuery', { pageNo: 1, pageSize: 1 })).data[0].buyId;
  await page.goto(`${env.app.url}/purchaseOrder/detail?buyId=${buyId}`);
  await page.getByRole('button', { name: '打印标签' }).click();
  await page.waitForURL(/\/tag\/List\?buyId=/);
  const rows = page.getByRole('table', { name: '标签商品' });
  assert.equal(await rows.getByRole('spinbutton', { name: '不锈钢螺丝张数' }).inputValue(), '100', 'one label per unit received');
  await rows.getByRole('spinbutton', { name: '不锈钢螺丝张数' }).fill('2');
  await rows.getByRole('spinbutton', { name: '电钻钻头张数' }).fill('1');
  await rows.getByRole('spinbutton', { name: '电钻钻头张数' }).press('Tab');
  await page.getByText('共 2 种商品，3 张标签').waitFor();
  await page.getByRole('combobox', { name: '标签尺寸' }).click();
  await page.getByRole('option', { name: '50×30 mm' }).click();
  await page.getByRole('group', { name: '标签内容' }).getByRole('checkbox', { name: '编码' }).click();
  await shootAll(page, 'print-labels');

  const port = await holdPrintPort('client');
  const server = new WebSocketServer({ server: port.server });
  const received: Record<string, any>[] = [];
  server.on('connection', (socket) => socket.on('message', (m) => received.push(JSON.parse(String(m)))));
  try {
    await page.getByRole('button', { name: '打印', exact: true }).click();
    await page.getByText('已发送到打印客户端').first().waitFor();
    const [sent] = received;
    assert.equal(sent.report.url, undefined, 'the label settings on the screen travel as they are');
    assert.deepEqual(
      [sent.report.content.paper.width, sent.report.content.paper.height, sent.report.content.fields.map((f: { key: string }) => f.key)],
      [50, 30, ['productName', 'spec', 'salePrice', 'barCode', 'productCode']],
    );
    assert.deepEqual(
      sent.data.content.items.map((i: { barCode: string; qty: number; salePrice: number }) => [i.barCode, i.qty, i.salePrice]),
      [
        ['6901234567892', 2, 12.5],
        ['ZT-0008', 1, 36],
      ],
    );
    assert.deepEqual(sent.printer.paper, { key: '50x30', name: '50×30 mm', width: 50, height: 30 });
  } finally {
    for (const client of server.clients) client.terminate();
    await new Promise((done) => server.close(done));
    await port.release();
  }

  const [labels] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: '浏览器打印' }).click()]);
  await labels.waitForURL(/\/print\/labels/);
  await labels
    .getByRole('region', { name: /^标签 / })
    .first()
    .waitFor();
  assert.equal(await labels.getByRole('region', { name: /^标签 / }).count(), 3);
  const svgOf = async (code: string) =>
    labels
      .getByRole('img', { name: `条码 ${code}` })
      .first()
      .locator('svg')
      .evaluate((el) => el.outerHTML);
  assert.equal(readEan13(modulesOf(await svgOf('6901234567892'))), '6901234567892', 'the EAN-13 reads back');
  const code128 = await svgOf('ZT-0008');
  assert.equal(
    modulesOf(code128),
    modulesOf(bwip.toSVG({ bcid: 'code128', text: 'ZT-0008', includetext: true, textxalign: 'center', scale: 2, height: 8 })),
    'the bars are the Code 128 of the code',
  );
  assert.match(modulesOf(code128), /^11010010000/, 'Code 128 start B');
  assert.match(modulesOf(code128), /1100011101011$/, 'and its stop');
  const pdfPath = path.join(SCREENSHOTS, 'print-label.pdf');
  const pdf = await labels.pdf({ path: pdfPath, preferCSSPageSize: true, printBackground: true });
  assert.deepEqual(pageSize(pdf), [142, 85], 'a page is a 50×30 mm label');
  if (hasPdftoppm) {
    execFileSync('pdftoppm', ['-png', '-r', '200', '-f', '1', '-l', '1', '-singlefile', pdfPath, path.join(SCREENSHOTS, 'print-label')]);
    fs.copyFileSync(path.join(SCREENSHOTS, 'print-label.png'), path.join(DOCS, 'print-label.png'));
  }
}, 120_000);

test('云打印: a receipt printer added on 打印设置, then the sale sent to it from its 打印 menu as the receipt template in 飞鹅云 markup', async () => {
  const page = await signedIn(env.browser, env.app.url, owner, PASSWORD);
  await page.goto(`${env.app.url}/report/list?tab=cloud`);
  const form = page.getByRole('group', { name: '添加云打印机' });
  await form.getByRole('textbox', { name: '名称' }).fill('前台小票机');
  await form.getByRole('textbox', { name: '设备编号（SN）' }).fill('918500001');
  await form.getByRole('textbox', { name: '设备密钥（KEY）' }).fill('abcd1234');
  await form.getByRole('button', { name: '添加云打印机' }).click();
  const row = page.getByRole('table', { name: '云打印机' }).getByRole('row').filter({ hasText: '918500001' });
  await row.getByText('飞鹅云').waitFor();
  await row.getByRole('button', { name: '状态' }).click();
  await row.getByText('在线，工作状态正常。').waitFor();
  await shootAll(page, 'print-cloud');

  await page.goto(`${env.app.url}/sale/Detail?saleId=${saleId}`);
  await page.getByRole('button', { name: '选择模板或方式' }).click();
  await page.getByRole('menuitem', { name: '前台小票机（918500001）' }).click();
  await page.getByText('已发送到云打印机').first().waitFor();
  const sent = env.feie.calls.find((c) => c.apiname === 'Open_printMsg')!;
  assert.equal(sent.sn, '918500001');
  assert.match(sent.content, /^<CB>张记五金<\/CB><BR><C>销售单<\/C><BR>单据编号：XS\d+<BR>/);
  assert.match(sent.content, /1\. 不锈钢螺丝<BR>40\.00盒 × 12\.50 +500\.00<BR>/, 'the quantity with its unit');
  assert.match(sent.content, /<C>谢谢惠顾，欢迎再次光临！<\/C><BR>$/);
  assert.equal(sent.times, '1');
}, 120_000);

test('every kind prints from its own Detail: a transfer, a stocktake, a receipt and an account transfer on the browser page', async () => {
  const { call } = shop;
  const store = (await call('Warehouse/Save', { warehouseName: '门店仓', warehouseCode: 'W2' })).warehouseId;
  const bank = (await call('Account/Save', { accountName: '工行', accountCode: 'ICBC', initAmount: 1000 })).accountId;
  const docs: [number, string, string[]][] = [
    [
      850,
      (
        await call('Trans/Save', {
          outWarehouseId: ids.warehouseId,
          inWarehouseId: store,
          billDate: today,
          lines: [{ skuId: ids.screws, qty: 5 }],
          audit: true,
        })
      ).transId,
      ['调拨单', '调出仓库：', '总仓', '调入仓库：', '门店仓', '不锈钢螺丝', '5.00'],
    ],
    [
      400,
      (
        await call('Invtak/Save', {
          warehouseId: ids.warehouseId,
          billDate: today,
          lines: [{ skuId: ids.drill, countQty: 16 }],
          audit: true,
        })
      ).invtakId,
      ['盘点单', '电钻钻头', '17.00', '16.00', '-1.00'],
    ],
    [
      103,
      (await call('CustomReceive/Save', { customId: ids.customId, accountId: ids.accountId, billDate: today, amount: 108, audit: true }))
        .receiveId,
      ['收款单', '客户：', '城东装修队', '结算账户：', '现金', '收款金额：108.00', '合计金额（大写）：壹佰零捌元整'],
    ],
    [
      109,
      (
        await call('AccountTrans/Save', {
          outAccountId: bank,
          inAccountId: ids.accountId,
          billDate: today,
          amount: 200,
          fee: 2,
          audit: true,
        })
      ).transId,
      ['转账单', '转出账户：', '工行', '转入账户：', '转账金额：200.00', '手续费：2.00', '贰佰元整'],
    ],
  ];
  const page = await signedIn(env.browser, env.app.url, owner, PASSWORD);
  for (const [billType, id, texts] of docs) {
    await page.goto(`${env.app.url}/print/doc?billType=${billType}&id=${id}`);
    const sheet = page.getByRole('region').first();
    await sheet.waitFor();
    const text = await sheet.innerText();
    for (const t of texts) assert.ok(text.replace(/\s+/g, '').includes(t.replace(/\s+/g, '')), `${billType}: ${t} in ${text}`);
  }
}, 120_000);

test('the 80 mm ticket names the unit of every quantity; a sale of serial and batch goods prints the serials and the batch under their lines, on the ticket and on A4', async () => {
  const { call } = shop;
  const later = new Date(Date.parse(today) + 365 * 864e5).toISOString().slice(0, 10);
  const drill = (
    await call('Product/Save', {
      productName: '冲击钻',
      productCode: 'CJZ1',
      unitName: '台',
      serialFlag: true,
      skus: [{ salePrice: 399, purchasePrice: 260 }],
    })
  ).skus[0].skuId;
  const oil = (
    await call('Product/Save', {
      productName: '润滑油',
      productCode: 'RHY1',
      unitName: '瓶',
      units: [{ unitName: '箱', ratio: 12 }],
      lifeFlag: true,
      shelfLifeDays: 365,
      skus: [{ salePrice: 15, purchasePrice: 9 }],
    })
  ).skus[0].skuId;
  const supplierId = (await call('Supplier/PageQuery', { keyword: '宁波螺丝厂' })).data[0].supplierId;
  await call('Buy/Save', {
    supplierId,
    billDate: today,
    warehouseId: ids.warehouseId,
    audit: true,
    lines: [
      { skuId: drill, qty: 3, price: 260, serials: ['SN-A1', 'SN-A2', 'SN-A3'] },
      { skuId: oil, qty: 24, price: 9, batchNo: 'P2601', productionDate: today, expiryDate: later },
    ],
  });
  const { saleId: tracked } = await call('Sale/Save', {
    customId: ids.customId,
    billDate: today,
    warehouseId: ids.warehouseId,
    audit: true,
    lines: [
      { skuId: drill, qty: 2, price: 399, serials: ['SN-A1', 'SN-A2'] },
      { skuId: oil, unitName: '箱', qty: 1, price: 170 },
    ],
  });
  const page = await signedIn(env.browser, env.app.url, owner, PASSWORD);
  const printed = async (id: string, templateId: string) => {
    await page.goto(`${env.app.url}/print/doc?billType=201&id=${id}&templateId=${templateId}`);
    const sheet = page.getByRole('region').first();
    await sheet.getByText('合计').first().waitFor();
    return { sheet, text: (await sheet.innerText()).replace(/\s+/g, '') };
  };
  const has = (text: string, parts: string[], where: string) =>
    parts.forEach((t) => assert.ok(text.includes(t), `${where}: ${t} in ${text}`));

  has((await printed(saleId, '201-receipt')).text, ['数量40.00盒', '数量3.00盒'], 'the first sale’s ticket');
  const ticket = await printed(tracked, '201-receipt');
  has(
    ticket.text,
    ['冲击钻', '数量2.00台', '序列号：SN-A1、SN-A2', '润滑油', '数量1.00箱', `批次：P2601（生产${today}，到期${later}）`],
    'the ticket',
  );
  assert.ok(ticket.text.indexOf('序列号') < ticket.text.indexOf('润滑油'), 'the serials under their own line');
  await ticket.sheet.screenshot({ path: path.join(SCREENSHOTS, 'print-80-tracked.png') });
  const a4 = await printed(tracked, '201-a4');
  has(a4.text, ['台', '箱', '序列号：SN-A1、SN-A2', `批次：P2601（生产${today}，到期${later}）`], 'A4');
  const rows = await a4.sheet.getByRole('row').allInnerTexts();
  const drillRow = rows.findIndex((r) => r.includes('冲击钻'));
  assert.match(rows[drillRow + 1], /^序列号：SN-A1、SN-A2$/, 'in a row of its own under the line');
  assert.ok(!a4.text.includes('2.00台'), 'A4 has a 单位 column: the quantity stands alone');
  await a4.sheet.screenshot({ path: path.join(SCREENSHOTS, 'print-a4-tracked.png') });
}, 120_000);

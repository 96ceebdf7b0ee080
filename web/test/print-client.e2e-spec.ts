import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { test } from '@jest/globals';
import { version } from '../../print-client/package.json';
import { startPrintClient, type PrintClient } from '../../print-client/src/server';
import { today } from '../../services/src/testing/stock-shop';
import { appAndBrowser, registerCompany, shootAll, signedIn, starterAccount } from './browser';

const env = appAndBrowser();
const owner = `pc${Date.now().toString(36)}`;
const PASSWORD = 'secret123';
/** cups-pdf's queue and folder as .ci/run sets them up. */
const QUEUE = process.env.PRINT_CLIENT_TEST_QUEUE ?? 'PDF';
const CUPS_PDF = path.join(os.homedir(), 'PDF');

/** cups-pdf names the file first and writes it after: a PDF is whole once its trailer's `%%EOF` is there. */
function written(file: string): boolean {
  const text = fs.readFileSync(path.join(CUPS_PDF, file));
  return text.subarray(Math.max(0, text.length - 32)).includes('%%EOF');
}

/** The real client on 127.0.0.1:22333, once the port is free (the printing test's stand-in may hold it a while). */
async function realClient(): Promise<PrintClient> {
  for (let i = 0; ; i++) {
    try {
      return await startPrintClient({ port: 22333, origins: [env.app.url], drawer: true }, () => undefined);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EADDRINUSE' || i > 120) throw e;
      await new Promise((r) => setTimeout(r, 500));
    }
  }
}

/** A free port, closed again: where a receipt printer is switched off. */
async function offPort(): Promise<number> {
  const probe = net.createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as net.AddressInfo;
  probe.close();
  return port;
}

test('打印 on a sale goes through the real client with no dialog; a receipt printer that is off shows the client’s message, 重试 prints it, each print counted once', async () => {
  const { call } = await registerCompany(env.app, '李记百货', owner, PASSWORD);
  const warehouseId = (await call('Warehouse/Save', { warehouseName: '总仓', warehouseCode: 'W1' })).warehouseId;
  const accountId = await starterAccount(call, '现金');
  const supplierId = (await call('Supplier/Save', { supplierName: '义乌日杂', supplierCode: 'S1' })).supplierId;
  const customId = (await call('Custom/Save', { customName: '向阳小卖部', customCode: 'C1' })).customId;
  const skuId = (
    await call('Product/Save', {
      productName: '搪瓷脸盆',
      productCode: 'P1',
      unitName: '个',
      skus: [{ spec: '32cm', barCode: 'TC-32', salePrice: 18, purchasePrice: 9 }],
    })
  ).skus[0].skuId;
  await call('Buy/Save', { supplierId, billDate: today, warehouseId, lines: [{ skuId, qty: 50, price: 9 }], audit: true });
  const { saleId, billNo } = await call('Sale/Save', {
    customId,
    billDate: today,
    warehouseId,
    lines: [{ skuId, qty: 6, price: 18 }],
    receiveAmount: 108,
    accountId,
    audit: true,
  });
  const port = await offPort();
  await call('UserPrinttemplate/Save', { templateId: '201-a4', printer: QUEUE });
  await call('UserPrinttemplate/Save', { templateId: '201-receipt', printer: `tcp://127.0.0.1:${port}` });

  const client = await realClient();
  const received: Buffer[] = [];
  const printer = net.createServer((socket) => socket.on('data', (d) => received.push(d)));
  try {
    const page = await signedIn(env.browser, env.app.url, owner, PASSWORD);
    await page.goto(`${env.app.url}/sale/Detail?saleId=${saleId}`);
    const since = Date.now() - 1000;
    await page.getByRole('button', { name: '打印', exact: true }).click();
    await page.getByText('已打印', { exact: true }).first().waitFor();
    await page.getByText('已打印 1 次').waitFor();
    assert.equal(await page.getByRole('dialog').count(), 0, 'no dialog: neither the browser’s nor the seed’s');
    assert.equal(await page.getByRole('alertdialog').count(), 0);
    let printed: string[] = [];
    for (let i = 0; i < 120 && !(printed.length > 0 && printed.every(written)); i++) {
      await new Promise((r) => setTimeout(r, 500));
      printed = fs.existsSync(CUPS_PDF)
        ? fs.readdirSync(CUPS_PDF).filter((f) => f.startsWith(billNo) && fs.statSync(path.join(CUPS_PDF, f)).mtimeMs >= since)
        : [];
    }
    assert.equal(printed.length, 1, `cups-pdf wrote ${billNo}*.pdf into ${CUPS_PDF}`);
    const pdf = path.join(CUPS_PDF, printed[0]);
    assert.match(execFileSync('pdfinfo', [pdf]).toString(), /Page size:\s+595(\.\d+)? x 842/, 'an A4 page');
    assert.match(execFileSync('pdftotext', [pdf, '-']).toString(), /搪瓷脸盆[\s\S]*壹佰零捌元整/);
    fs.rmSync(pdf);

    await page.getByRole('button', { name: '选择模板或方式' }).click();
    await page.getByRole('menuitem', { name: /^销售单（80 小票）$/ }).click();
    const failure = page.getByRole('alertdialog');
    await failure.getByText(/^打印失败：.*ECONNREFUSED/).waitFor();
    await shootAll(page, 'print-client-printer-off');
    assert.equal((await call('Sale/Detail', { saleId })).printCount, 1, 'a print that failed is not counted');

    printer.listen(port, '127.0.0.1');
    await once(printer, 'listening');
    await failure.getByRole('button', { name: '重试' }).click();
    await page.getByText('已打印 2 次').waitFor();
    await new Promise((r) => setTimeout(r, 300));
    const receipt = new TextDecoder('gb18030').decode(Buffer.concat(received));
    assert.ok(receipt.includes(`单据编号：${billNo}`) && receipt.includes('搪瓷脸盆'), receipt);
    assert.ok(Buffer.concat(received).includes(Buffer.from([0x1d, 0x56, 0x00])), 'cut off');
    assert.ok(Buffer.concat(received).includes(Buffer.from([0x1b, 0x70, 0x00, 0x19, 0xfa])), 'the cash drawer opened');
    assert.equal((await call('Sale/Detail', { saleId })).printCount, 2, 'counted once each');

    // 打印设置 › 打印客户端 finds the client running, with this computer's printers.
    await page.goto(`${env.app.url}/report/list?tab=client`);
    await page.getByRole('button', { name: '测试连接' }).click();
    await page.getByRole('status').getByText(`打印客户端已运行（版本 ${version}）`).waitFor();
    await page.getByRole('list', { name: '本机打印机' }).getByText(QUEUE, { exact: false }).first().waitFor();
    await shootAll(page, 'print-client-panel');
    // A template's 打印机 offers the printers the client found.
    await page.goto(`${env.app.url}/report/list`);
    await page.getByRole('group', { name: '销售单（A4）' }).getByRole('button', { name: '编辑' }).click();
    await page.getByRole('combobox', { name: /打印机/ }).click();
    await page.getByRole('option', { name: QUEUE }).click();
    assert.equal(await page.getByRole('combobox', { name: /打印机/ }).inputValue(), QUEUE);

    // A page of another origin (the same server as localhost) cannot reach it.
    await page.goto(env.app.url.replace('127.0.0.1', 'localhost'));
    const reached = await page.evaluate(
      () =>
        new Promise<boolean>((resolve) => {
          const ws = new WebSocket('ws://127.0.0.1:22333');
          ws.onopen = () => resolve(true);
          ws.onerror = () => resolve(false);
        }),
    );
    assert.equal(reached, false, 'refused');
  } finally {
    printer.close();
    await client.close();
  }
}, 240_000);

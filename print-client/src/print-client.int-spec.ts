import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, test } from '@jest/globals';
import iconv from 'iconv-lite';
import WebSocket from 'ws';
import { company, startTestApp, type TestApp } from '../../services/src/testing/test-app';
import { today } from '../../services/src/testing/stock-shop';
import { version } from '../package.json';
import { startPrintClient, type PrintClient } from './server';

/** The CUPS queue of cups-pdf that .ci/run creates (lpadmin -p PDF -v cups-pdf:/). */
const QUEUE = process.env.PRINT_CLIENT_TEST_QUEUE ?? 'PDF';
const ROOT = path.resolve(__dirname, '..', '..');

const env = {} as { app: TestApp; client: PrintClient; token: string; saleId: string; billNo: string };
const call = async (p: string, body: object) => {
  const r = await env.app.call(p, body, { token: env.token });
  assert.equal(r.status, 200, `${p}: ${JSON.stringify(r.body)}`);
  return r.body.returnData;
};

/** A company selling 40 不锈钢螺丝 at 12.50 and 3 电钻钻头 at 36.00 to 城东装修队 (608.00, 300.00 paid), audited. */
beforeAll(async () => {
  env.app = await startTestApp();
  const shop = await company(env.app, '张记五金');
  env.token = shop.token;
  const warehouseId = (await call('Warehouse/Save', { warehouseName: '总仓', warehouseCode: 'W1' })).warehouseId;
  const accountId = (await call('Account/PageQuery', { keyword: '现金' })).data.find((a: any) => a.accountName === '现金').accountId;
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
  const screws = await sku('不锈钢螺丝', 'M6', '6901234567892', 12.5);
  const drill = await sku('电钻钻头', '8mm', 'ZT-0008', 36);
  const lines = [
    { skuId: screws, qty: 40, price: 12.5 },
    { skuId: drill, qty: 3, price: 36 },
  ];
  await call('Buy/Save', { supplierId, billDate: today, warehouseId, lines, audit: true });
  ({ saleId: env.saleId, billNo: env.billNo } = await call('Sale/Save', {
    customId,
    billDate: today,
    warehouseId,
    lines,
    receiveAmount: 300,
    accountId,
    audit: true,
  }));
  env.client = await startPrintClient({ port: 0, origins: [env.app.url], drawer: true }, () => undefined);
});
afterAll(async () => {
  await env.client?.close();
  await env.app?.close();
});

/** The web app's message for a sale template, here by URL only: the client loads the template and the sale itself. */
const job = (templateId: string, jobId = templateId) => ({
  type: 'print',
  jobId,
  report: { url: `${env.app.url}/api/UserPrinttemplate/Detail`, params: { templateId } },
  data: { url: `${env.app.url}/api/Sale/Detail`, params: { saleId: env.saleId } },
  digits: { qty: 2, money: 2 },
  token: env.token,
});

/** A socket to the client as a page of `origin` opens it; the client's answers in order. */
async function connect(port: number, origin: string) {
  const ws = new WebSocket(`ws://127.0.0.1:${port}`, { origin });
  const answers: any[] = [];
  const waiters: (() => void)[] = [];
  ws.on('message', (m) => {
    answers.push(JSON.parse(String(m)));
    waiters.splice(0).forEach((w) => w());
  });
  await once(ws, 'open');
  /** The next answer of `type` (for `jobId`), waiting for it. */
  const next = async (type: string, jobId?: string) => {
    for (;;) {
      const at = answers.findIndex((a) => a.type === type && (jobId === undefined || a.jobId === jobId));
      if (at >= 0) return answers.splice(at, 1)[0];
      await new Promise<void>((resolve) => waiters.push(resolve));
    }
  };
  return { ws, next, send: (m: object) => ws.send(JSON.stringify(m)) };
}

const pdfText = (file: string) => execFileSync('pdftotext', ['-layout', file, '-']).toString();
/** The pages' size in millimetres as printed (pdfinfo; a page turned by 90° counted as it is seen). */
function pageSizes(file: string): string[] {
  const info = execFileSync('pdfinfo', ['-f', '1', '-l', '99', file]).toString();
  const sizes = [...info.matchAll(/Page\s+\d+ size:\s+([\d.]+) x ([\d.]+)/g)].map((m) => [Number(m[1]), Number(m[2])]);
  const turns = [...info.matchAll(/Page\s+\d+ rot:\s+(\d+)/g)].map((m) => Number(m[1]) % 180 === 90);
  return sizes.map(([w, h], i) => (turns[i] ? [h, w] : [w, h]).map((pt) => Math.round((pt * 25.4) / 72)).join('×'));
}

/** Where cups-pdf writes the submitting user's PDFs (cups-pdf.conf `Out`, ${HOME}/PDF by default). */
function cupsPdfFolder(): string {
  const conf = fs.existsSync('/etc/cups/cups-pdf.conf') ? fs.readFileSync('/etc/cups/cups-pdf.conf', 'utf8') : '';
  const out = /^Out\s+(.+)$/m.exec(conf)?.[1].trim() ?? '${HOME}/PDF';
  return out.replace('${HOME}', os.homedir()).replace('${USER}', os.userInfo().username);
}

/** The PDF cups-pdf wrote for a job titled `title` after `since`, once CUPS has no job left. */
async function cupsPdf(folder: string, title: string, since: number): Promise<string> {
  for (let i = 0; i < 120; i++) {
    const idle = execFileSync('lpstat', ['-o', QUEUE]).toString().trim() === '';
    const found = fs.existsSync(folder)
      ? fs.readdirSync(folder).filter((f) => f.startsWith(title) && fs.statSync(path.join(folder, f)).mtimeMs >= since)
      : [];
    if (idle && found.length === 1) return path.join(folder, found[0]);
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`cups-pdf wrote no ${title}*.pdf into ${folder}`);
}

/** Page 1 as seen (turned by its rotation), grey at 50 dpi (pdftoppm's PGM): its width, height and a byte a pixel. */
function grey(file: string) {
  const root = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'jxc-ppm-')), 'p');
  execFileSync('pdftoppm', ['-gray', '-r', '50', '-f', '1', '-l', '1', '-singlefile', file, root]);
  const pgm = fs.readFileSync(`${root}.pgm`);
  fs.rmSync(path.dirname(root), { recursive: true });
  const [, w, h] = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(pgm.subarray(0, 20).toString('latin1'))!.map(Number);
  return { w, h, pixels: pgm.subarray(pgm.length - w * h) };
}

/**
 * Of the ink on `a`'s first page, the share that `b` has not within a pixel of the same place: near 0 for the same
 * page (anti-aliased apart), near 1 for a page moved or scaled.
 */
function inkMissed(a: string, b: string): number {
  const [x, y] = [grey(a), grey(b)];
  assert.ok(Math.abs(x.w - y.w) <= 1 && Math.abs(x.h - y.h) <= 1, `${x.w}×${x.h} against ${y.w}×${y.h} pixels`);
  const blank = (row: number, col: number) => row < 0 || col < 0 || row >= y.h || col >= y.w || y.pixels[row * y.w + col] >= 160;
  let ink = 0;
  let missed = 0;
  for (let row = 0; row < x.h; row++)
    for (let col = 0; col < x.w; col++)
      if (x.pixels[row * x.w + col] < 128) {
        ink++;
        if ([-1, 0, 1].every((dy) => [-1, 0, 1].every((dx) => blank(row + dy, col + dx)))) missed++;
      }
  return missed / ink;
}

test("a sale's A4 and 241 mm pages come out of CUPS' PDF printer at their paper's size, unscaled, with the bill's lines, totals and 大写金额", async () => {
  const queues = execFileSync('lpstat', ['-e']).toString().split('\n');
  assert.ok(queues.includes(QUEUE), `CUPS has no queue ${QUEUE}: create it as .ci/run does (lpadmin -p PDF -v cups-pdf:/ -E …)`);
  const folder = cupsPdfFolder();
  const page = await connect(env.client.port, env.app.url);
  assert.equal((await page.next('version')).version, version, "the client's version (print-client/package.json) first");
  page.send({ type: 'printers' });
  assert.ok(
    (await page.next('printers')).printers.some((p: { name: string }) => p.name === QUEUE),
    'the printers of this computer',
  );
  // The same jobs into a folder: the PDFs the client hands to CUPS.
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'jxc-print-made-'));
  const making = await startPrintClient({ port: 0, origins: [env.app.url], out, drawer: false }, () => undefined);
  const made = await connect(making.port, env.app.url);

  try {
    for (const [templateId, paper] of [
      ['201-a4', [210, 297]],
      ['201-dot', [241, 140]],
    ] as const) {
      await call('UserPrinttemplate/Save', { templateId, printer: QUEUE });
      const since = Date.now() - 1000;
      page.send(job(templateId));
      const printed = await page.next('printed', templateId);
      assert.deepEqual([printed.printer, printed.copies], [QUEUE, 1]);
      const pdf = await cupsPdf(folder, env.billNo, since);
      made.send(job(templateId));
      const own: string = (await made.next('printed', templateId)).file;

      const sizes = pageSizes(pdf);
      assert.ok(
        sizes.length >= 1 && sizes.every((s) => s === paper.join('×')),
        `${templateId}: ${sizes.join(', ')} is not ${paper.join('×')}`,
      );
      assert.ok(inkMissed(own, pdf) < 0.05 && inkMissed(pdf, own) < 0.05, `${templateId}: CUPS moved or scaled the page`);
      // CUPS' PostScript step keeps the Chinese text but not every figure's text (the glyphs print right): the figures are read where the client made the page.
      const text = pdfText(pdf).replace(/[ \t]+/g, ' ');
      for (const wanted of ['张记五金', '销售单', env.billNo, '城东装修队', '不锈钢螺丝', '电钻钻头', '合计金额（大写）：陆佰零捌元整'])
        assert.ok(text.includes(wanted), `${templateId} lacks ${wanted}:\n${text}`);
      const figures = pdfText(own).replace(/[ \t]+/g, ' ');
      assert.match(figures, /1 (7892 )?不锈钢螺丝 M6 盒 40\.00 12\.50 500\.00/);
      assert.match(figures, /2 (0008 )?电钻钻头 8mm 盒 3\.00 36\.00 108\.00/);
      assert.match(figures, /合计金额：608\.00/);
      assert.match(figures, /本次收款：300\.00/);
      fs.rmSync(pdf);
    }
    await call('UserPrinttemplate/Save', { templateId: '201-a4', printer: 'NoSuchQueue' });
    page.send(job('201-a4', 'nowhere'));
    const refused = await page.next('failed', 'nowhere');
    assert.match(refused.message, /^打印失败：打印机“NoSuchQueue”没有接受任务：lp: /, 'the spooler’s own words');
    assert.equal(refused.retry, true);
  } finally {
    page.ws.close();
    made.ws.close();
    await making.close();
    fs.rmSync(out, { recursive: true, force: true });
  }
});

/** What an ESC/POS printer makes of the bytes: the text lines (GB18030), the cuts and the drawer pulses; unknown commands throw. */
function readEscPos(bytes: Buffer) {
  const lines: string[] = [];
  let text: number[] = [];
  let cuts = 0;
  let drawer = 0;
  const ARGS: Record<string, number> = { '1b40': 0, '1c26': 0, '1b61': 1, '1b21': 1, '1b45': 1, '1b64': 1, '1d56': 1, '1b70': 3 };
  for (let i = 0; i < bytes.length;) {
    const b = bytes[i];
    if (b === 0x0a) {
      lines.push(iconv.decode(Buffer.from(text), 'gb18030'));
      text = [];
      i++;
    } else if (b === 0x1b || b === 0x1c || b === 0x1d) {
      const command = bytes.subarray(i, i + 2).toString('hex');
      assert.ok(command in ARGS, `unknown command ${command} at ${i}`);
      if (command === '1d56') cuts++;
      if (command === '1b70') drawer++;
      i += 2 + ARGS[command];
    } else {
      assert.ok(b >= 0x20, `control byte ${b} at ${i}`);
      text.push(b);
      i++;
    }
  }
  assert.deepEqual(text, [], 'every line ends');
  return { lines, cuts, drawer };
}

test('an 80 mm receipt to a network printer on port 9100: refused while it is off, kept, printed on 重试 as ESC/POS with the same figures, cut, drawer opened', async () => {
  const printer = net.createServer();
  printer.listen(0, '127.0.0.1');
  await once(printer, 'listening');
  const port = (printer.address() as net.AddressInfo).port;
  printer.close();
  await call('UserPrinttemplate/Save', { templateId: '201-receipt', printer: `tcp://127.0.0.1:${port}` });
  const page = await connect(env.client.port, env.app.url);

  page.send(job('201-receipt', 'r1'));
  const failed = await page.next('failed', 'r1');
  assert.match(failed.message, /^打印失败：小票打印机 tcp:\/\/127\.0\.0\.1:\d+ 没有响应（连接被拒绝，ECONNREFUSED）/);
  assert.equal(failed.retry, true, 'the job is kept for 重试');

  const received: Buffer[] = [];
  const on = net.createServer((socket) => socket.on('data', (d) => received.push(d)));
  on.listen(port, '127.0.0.1');
  await once(on, 'listening');
  try {
    page.send({ type: 'retry', jobId: 'r1' });
    assert.equal((await page.next('printed', 'r1')).printer, `tcp://127.0.0.1:${port}`);
    await new Promise((r) => setTimeout(r, 200));
    const { lines, cuts, drawer } = readEscPos(Buffer.concat(received));
    assert.deepEqual([cuts, drawer], [1, 1], 'one copy cut off, the drawer opened');
    const receipt = lines.join('\n');
    for (const wanted of [
      '张记五金',
      '销售单',
      `单据编号：${env.billNo}`,
      '客户：城东装修队',
      '不锈钢螺丝',
      '电钻钻头',
      '500.00',
      '108.00',
    ])
      assert.ok(receipt.includes(wanted), `the receipt lacks ${wanted}:\n${receipt}`);
    assert.match(receipt, /合计金额：\s+608\.00/);
    assert.match(receipt, /谢谢惠顾/);
    assert.ok(
      lines.every((l) => Buffer.byteLength(iconv.encode(l, 'gb18030')) <= 48),
      'no line wider than 48 characters',
    );

    page.send({ type: 'retry', jobId: 'r1' });
    assert.equal((await page.next('failed', 'r1')).retry, false, 'a job printed is no longer kept');
  } finally {
    page.ws.close();
    on.close();
  }
});

test('a page of another origin cannot connect; `npm run print-client` with PRINT_CLIENT_OUT writes each job into the folder', async () => {
  for (const origin of ['http://evil.example', env.app.url.replace('127.0.0.1', 'localhost')]) {
    const ws = new WebSocket(`ws://127.0.0.1:${env.client.port}`, { origin });
    const refused = once(ws, 'error');
    const [, res] = (await once(ws, 'unexpected-response')) as [unknown, { statusCode: number }];
    assert.equal(res.statusCode, 403, origin);
    ws.terminate();
    await refused;
  }

  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'jxc-print-out-'));
  const free = net.createServer().listen(0, '127.0.0.1');
  await once(free, 'listening');
  const port = (free.address() as net.AddressInfo).port;
  free.close();
  const child = spawn('npm', ['run', '--silent', 'print-client'], {
    cwd: ROOT,
    env: { ...process.env, PRINT_CLIENT_OUT: out, PRINT_CLIENT_PORT: String(port), PRINT_CLIENT_ORIGINS: `${env.app.url}/` },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  try {
    let log = '';
    child.stdout!.on('data', (d) => (log += String(d)));
    while (!log.includes('已启动')) await once(child.stdout!, 'data');
    assert.match(log, new RegExp(`ws://127\\.0\\.0\\.1:${port}，打印任务写入 ${out.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&')}`));

    const page = await connect(port, env.app.url);
    const template = (await call('UserPrinttemplate/Detail', { templateId: '100-label' })) as object;
    const item = { productName: '不锈钢螺丝', spec: 'M6', salePrice: 12.5, barCode: '6901234567892', productCode: '7892', unitName: '盒' };
    page.send(job('201-a4', 'a4'));
    page.send(job('201-receipt', 'receipt'));
    page.send({
      type: 'print',
      jobId: 'labels',
      report: { content: template },
      data: { content: { items: [{ ...item, qty: 3 }] } },
      digits: { qty: 2, money: 2 },
    });
    const files = [];
    for (const jobId of ['a4', 'receipt', 'labels']) files.push((await page.next('printed', jobId)).file);
    assert.deepEqual(files.slice(0, 2), [path.join(out, `${env.billNo}-A4.pdf`), path.join(out, `${env.billNo}-R80.escpos`)]);
    // (an array of this test's realm: jest runs it in a context of its own)
    assert.deepEqual([...fs.readdirSync(out)].sort(), [`${env.billNo}-A4.pdf`, `${env.billNo}-R80.escpos`, path.basename(files[2])].sort());
    assert.deepEqual(pageSizes(files[0]), ['210×297']);
    assert.match(pdfText(files[0]), /陆佰零捌元整/);
    assert.ok(readEscPos(fs.readFileSync(files[1])).lines.some((l) => l.includes(env.billNo)));
    assert.deepEqual(pageSizes(files[2]), ['40×30', '40×30', '40×30'], 'one 40×30 label per unit');
    assert.match(pdfText(files[2]), /不锈钢螺丝[\s\S]*零售价 ¥12\.50/);
    assert.deepEqual(
      execFileSync('pdfimages', ['-list', files[2]])
        .toString()
        .split('\n')
        .filter((l) => /^\s+\d+\s+\d+\s+image\s/.test(l))
        .map((l) => l.trim().split(/\s+/)[0]),
      ['1', '2', '3'],
      'a barcode image on each label',
    );
    page.ws.close();
  } finally {
    process.kill(-child.pid!, 'SIGTERM');
    fs.rmSync(out, { recursive: true, force: true });
  }
});

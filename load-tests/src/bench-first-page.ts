/**
 * `npm run bench:first-page`: the script the sign-in page loads, opened in headless Debian chromium (fresh context: no
 * cache, no service worker) from the built web app (web/dist, `npm run build -w web` first) as the real server serves
 * it. Prints every script file: its bytes, the same bytes with brotli at quality 11, and the server's Content-Encoding;
 * then the totals against the 200 KB budget. BENCH_FIRST_PAGE_TOP (25) limits the files listed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { FIRST_PAGE_BUDGET, firstPageScripts } from '../../web/test/firstPage';
import { startBenchServer } from './bench-server';
import { table } from './stats';

const TOP = Number(process.env.BENCH_FIRST_PAGE_TOP ?? 25);
const DIST = path.resolve(__dirname, '..', '..', 'web', 'dist');
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

async function main() {
  if (!fs.existsSync(path.join(DIST, 'index.html'))) throw new Error('web/dist 不存在：先运行 npm run build -w web');
  const server = await startBenchServer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  try {
    const first = await firstPageScripts(browser, server.url);
    const rows = first.scripts.slice(0, TOP).map((s) => [s.url, kb(s.raw), kb(s.brotli), s.served]);
    const rest = first.scripts.slice(TOP);
    if (rest.length)
      rows.push([`… ${rest.length} more`, kb(rest.reduce((n, s) => n + s.raw, 0)), kb(rest.reduce((n, s) => n + s.brotli, 0)), '']);
    console.log(`Scripts the sign-in page (/Login) loads, largest first:`);
    console.log(table([['file', 'raw KB', 'brotli KB', 'served as'], ...rows]));
    const assets = path.join(DIST, 'assets');
    const all = fs.readdirSync(assets).filter((f) => f.endsWith('.js'));
    const stored = (f: string) => fs.statSync(path.join(assets, fs.existsSync(path.join(assets, `${f}.br`)) ? `${f}.br` : f)).size;
    console.log(
      [
        `  sign-in page: ${first.scripts.length} scripts, ${kb(first.raw)} KB raw, ${kb(first.brotli)} KB brotli`,
        `(budget ${kb(FIRST_PAGE_BUDGET)} KB brotli: ${first.brotli <= FIRST_PAGE_BUDGET ? 'within' : 'OVER'})`,
      ].join(' '),
    );
    console.log(
      `  whole build: ${all.length} script files, ${kb(all.reduce((n, f) => n + stored(f), 0))} KB as sent (the service worker's precache, after sign-in page load)`,
    );
  } finally {
    await browser.close();
    await server.dispose();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});

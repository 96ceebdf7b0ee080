import { brotliCompressSync, constants } from 'node:zlib';
import type { Browser } from 'playwright-core';

/** The sign-in page may load at most this much script, compressed with brotli (issue 44). */
export const FIRST_PAGE_BUDGET = 200 * 1024;

export interface LoadedScript {
  url: string;
  raw: number;
  brotli: number;
  /** How the server sent it: its Content-Encoding, or '' for none. */
  served: string;
}

export interface FirstPage {
  scripts: LoadedScript[];
  raw: number;
  brotli: number;
}

const brotli = (body: Buffer) =>
  brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }).length;

/**
 * Every script the sign-in page loads in a fresh browser (no cache, no service worker yet) until the form shows and
 * the network is quiet: each file's bytes and the same bytes compressed with brotli at quality 11. `address` is what
 * the visitor opens (a signed-in address sends them to the sign-in page).
 */
export async function firstPageScripts(browser: Browser, url: string, address = '/Login'): Promise<FirstPage> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  try {
    const page = await context.newPage();
    const pending: Promise<LoadedScript>[] = [];
    page.on('response', (response) => {
      const request = response.request();
      if (request.resourceType() !== 'script' && !/\.m?js(\?|$)/.test(new URL(request.url()).pathname)) return;
      pending.push(
        response.body().then(async (body) => ({
          url: new URL(request.url()).pathname,
          raw: body.length,
          brotli: brotli(body),
          served: (await response.allHeaders())['content-encoding'] ?? '',
        })),
      );
    });
    await page.goto(url + address, { waitUntil: 'networkidle' });
    await page.getByPlaceholder(/账号/).waitFor();
    await page.waitForLoadState('networkidle');
    if (new URL(page.url()).pathname !== '/Login') throw new Error(`${address} stayed at ${page.url()}`);
    const scripts = (await Promise.all(pending)).sort((a, b) => b.brotli - a.brotli);
    return {
      scripts,
      raw: scripts.reduce((sum, s) => sum + s.raw, 0),
      brotli: scripts.reduce((sum, s) => sum + s.brotli, 0),
    };
  } finally {
    await context.close();
  }
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

import { describe, test } from '@jest/globals';
import { appAndBrowser, shootAll, WIDTHS } from './browser';

const env = appAndBrowser();

describe('体验演示 in the browser', () => {
  test('the demo opens a shop with two weeks of trade: the home page and the reports show it', async () => {
    const page = await (await env.browser.newContext({ viewport: { width: WIDTHS.desktop, height: 900 } })).newPage();
    await page.goto(`${env.app.url}/Login`);
    await page.getByRole('button', { name: '体验演示' }).click();
    await page.waitForURL((u) => u.pathname === '/', { timeout: 60_000 });
    await page.getByText('可口可乐').first().waitFor({ timeout: 30_000 });
    await shootAll(page, 'demo-home');
    await page.goto(`${env.app.url}/reportForSale/forProduct`);
    await page.getByText('农夫山泉饮用天然水').first().waitFor();
    await shootAll(page, 'demo-sales-by-product');
  });
});

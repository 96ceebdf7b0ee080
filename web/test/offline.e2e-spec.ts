import assert from 'node:assert/strict';
import { test } from '@jest/globals';
import type { Page } from 'playwright-core';
import { appAndBrowser, registerCompany, shoot, shootAll, WIDTHS } from './browser';
import { today } from '../../services/src/testing/stock-shop';

const env = appAndBrowser();
const owner = `phone${Date.now().toString(36)}`;
const PASSWORD = 'secret123';

/** Types a bar code into 录入商品 as a scanner would, and sets the quantity field of the line it adds. */
async function scan(page: Page, code: string, qty: string, field: '数量' | '盘点数量') {
  await page.getByRole('textbox', { name: '录入商品' }).fill(code);
  await page.keyboard.press('Enter');
  const line = page.getByTestId(field === '数量' ? 'sale-line' : 'count-line').filter({ hasText: code });
  await line.getByRole('textbox', { name: field }).fill(qty);
}

const outgoing = (page: Page) => page.getByTestId('outgoing');

test('offline on a phone: a sale and a count are kept through a reload, then post once each when the network is back; a sale gone short is refused and kept', async () => {
  const { call } = await registerCompany(env.app, '手机开单商行', owner, PASSWORD);
  const warehouseId = (await call('Warehouse/Save', { warehouseName: '门店仓', warehouseCode: 'MD' })).warehouseId;
  const customId = (await call('Custom/Save', { customName: '王五', customCode: 'WW' })).customId;
  const product = async (productName: string, productCode: string, barCode: string, salePrice: number) =>
    (await call('Product/Save', { productName, productCode, unitName: '瓶', skus: [{ barCode, salePrice, purchasePrice: 1 }] })).skus[0]
      .skuId as string;
  const cola = await product('可乐', 'COLA', '6900000000011', 3);
  const tea = await product('绿茶', 'TEA', '6900000000028', 4);
  const water = await product('矿泉水', 'WATER', '6900000000035', 2);
  await call('InitStock/Save', {
    warehouseId,
    lines: [cola, tea, water].map((skuId) => ({ skuId, qty: skuId === cola ? 5 : 20, price: 1 })),
  });

  const context = await env.browser.newContext({ viewport: { width: WIDTHS.mobile, height: 844 }, hasTouch: true });
  const page = await context.newPage();
  try {
    await page.goto(`${env.app.url}/Login`);
    await page.getByPlaceholder(/账号/).fill(owner);
    await page.getByPlaceholder(/密码/).fill(PASSWORD);
    await page.getByRole('button', { name: /^登\s*录$/ }).click();
    await page.waitForURL((u) => u.pathname === '/');
    // The service worker installs with the app shell and takes the page.
    await page.waitForFunction(async () => !!(await navigator.serviceWorker.ready).active && !!navigator.serviceWorker.controller, null, {
      timeout: 30_000,
    });
    // The server's own addresses (here /health) still reach the server under the worker, not the app's page.
    assert.match((await page.goto(`${env.app.url}/health`))!.headers()['content-type'] ?? '', /json/);
    await page.goto(`${env.app.url}/offline/pending`);
    await page.getByText(/价格、库存截至 \d\d-\d\d \d\d:\d\d/).waitFor();

    await context.setOffline(true);
    await page.goto(`${env.app.url}/sale/Add`);
    await page.getByRole('heading', { name: '手机开单' }).waitFor();
    await page.getByText(/价格、库存截至 .*（离线）/).waitFor();
    // The camera reads codes offline too (its reader is among the worker's files).
    await page.getByRole('button', { name: '扫码' }).waitFor();
    await scan(page, '6900000000028', '2', '数量');
    await scan(page, '6900000000035', '3', '数量');
    await scan(page, '6900000000011', '1', '数量');
    await page.getByTestId('sale-line').filter({ hasText: '可乐' }).getByText('库存 5瓶').waitFor();
    await page.getByRole('checkbox', { name: '全额收款' }).check();
    await page.getByRole('textbox', { name: '本次收款' }).and(page.locator('[value="17.00"]')).waitFor();
    await page.getByRole('button', { name: '保存并审核' }).click();
    await page.waitForURL(/\/offline\/pending/);

    // What is typed survives the app being closed: a second sale, reloaded half-made, comes back as it was.
    await page.goto(`${env.app.url}/offline/sale`);
    await scan(page, '6900000000011', '4', '数量');
    await page.getByText('库存 5瓶（待提交已售 1）').waitFor();
    await page.getByRole('checkbox', { name: '全额收款' }).uncheck();
    await shootAll(page, 'offline-sale');
    await page.reload();
    await page.getByRole('textbox', { name: '数量' }).and(page.locator('[value="4"]')).waitFor();
    await page.getByRole('button', { name: '保存并审核' }).click();
    await page.waitForURL(/\/offline\/pending/);

    await page.goto(`${env.app.url}/inventoryOrder/add`);
    await page.getByRole('heading', { name: '手机盘点' }).waitFor();
    await scan(page, '6900000000028', '19', '盘点数量');
    await page.getByText('账面 20瓶（待提交已售 2）').waitFor();
    await shootAll(page, 'offline-count');
    await page.getByRole('button', { name: '保存盘点单' }).click();
    await page.waitForURL(/\/offline\/pending/);

    await page.reload();
    await outgoing(page).nth(2).waitFor();
    assert.deepEqual(await outgoing(page).getByText('待同步', { exact: true }).count(), 3);
    await page.getByRole('button', { name: /^离线 待同步\s*3$/ }).waitFor();
    await shootAll(page, 'offline-pending');

    // Meanwhile another till sells 3 colas: the phone's second sale (4) no longer fits.
    await call('Sale/Save', { customId, warehouseId, billDate: today, lines: [{ skuId: cola, qty: 3, price: 3 }], audit: true });

    // The first save reaches the server, but its answer is lost on the way back: it stays waiting and is resent.
    let cut = 0;
    let answerLost!: () => void;
    const lost = new Promise<void>((resolve) => (answerLost = resolve));
    await context.route('**/api/Sale/Save', async (route) => {
      if (cut++ === 0) {
        await route.fetch();
        await route.abort('connectionreset');
        return answerLost();
      }
      return route.continue();
    });
    await context.setOffline(false);
    await lost;
    await page.getByRole('button', { name: '立即同步' }).waitFor();
    assert.equal(await outgoing(page).getByText('待同步', { exact: true }).count(), 3, 'the lost answer left all three waiting');
    await page.getByRole('button', { name: '立即同步' }).click();

    const [first, second, count] = [outgoing(page).nth(0), outgoing(page).nth(1), outgoing(page).nth(2)];
    await first.getByText(/^XS/).waitFor();
    await count.getByText(/^PD/).waitFor();
    await second.getByText('被拒绝').waitFor();
    await second.getByText(/原因：库存不足/).waitFor();
    await first.getByText('已提交').waitFor();

    const sales = (await call('Sale/PageQuery', { pageNo: 1, pageSize: 20 })).data as { billNo: string; saleId: string }[];
    assert.equal(sales.length, 2, 'the till’s sale and the phone’s first, once');
    const phoneBill = (await first.getByText(/^XS/).textContent())!;
    const phoneSale = sales.filter((s) => s.billNo === phoneBill);
    assert.equal(phoneSale.length, 1);
    assert.equal(
      (await call('Sale/Detail', { saleId: phoneSale[0].saleId })).receiveAmount,
      17,
      'received in full, into the default account',
    );
    assert.equal((await call('Invtak/PageQuery', { pageNo: 1, pageSize: 20 })).totalCount, 1);
    // The event store: each key the phone made names one document, whatever was resent.
    const { rows } = await env.app.infra.pool.query(
      `select metadata->>'idempotencyKey' as key, count(distinct stream_id)::int as documents, min(split_part(stream_id, '-', 1)) as kind
         from events where metadata->>'idempotencyKey' like 'phone-%' and split_part(stream_id, '-', 1) in ('Sale', 'Invtak') group by 1`,
    );
    assert.deepEqual(rows.map((r) => `${r.kind} ${r.documents}`).sort(), ['Invtak 1', 'Sale 1']);
    const stock = (await call('Stock/Available', { skuIds: [cola, tea, water], warehouseId })).data as { skuId: string; qty: number }[];
    assert.deepEqual(Object.fromEntries(stock.map((r) => [r.skuId, r.qty])), { [cola]: 1, [tea]: 18, [water]: 17 });
    await page.getByRole('button', { name: /^待同步\s*1$/ }).waitFor();
    await shoot(page, 'offline-synced');

    // The refused sale is kept for the clerk to put right: back in the form with its line.
    await second.getByRole('button', { name: '修改后重新提交' }).click();
    await page.getByRole('heading', { name: '手机开单' }).waitFor();
    await page.getByTestId('sale-line').filter({ hasText: '可乐' }).getByText('库存 1瓶').waitFor();

    // The worker keeps the app's files, never an API answer.
    const cached = await page.evaluate(async () =>
      (await Promise.all((await caches.keys()).map(async (name) => (await (await caches.open(name)).keys()).map((r) => r.url)))).flat(),
    );
    assert.ok(cached.some((u) => new URL(u).pathname === '/index.html'));
    assert.deepEqual(
      cached.filter((u) => u.includes('/api/')),
      [],
    );

    await page.goto(`${env.app.url}/Download`);
    await page.getByRole('heading', { name: '添加到主屏幕' }).waitFor();
    // Where the browser offers to install (Chrome on Android), the button asks it to.
    await page.evaluate(() => {
      const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: async () => void ((window as unknown as { asked: boolean }).asked = true),
        userChoice: Promise.resolve({ outcome: 'accepted' }),
      });
      window.dispatchEvent(offer);
    });
    await page.getByRole('button', { name: '添加到主屏幕' }).click();
    await page.waitForFunction(() => (window as unknown as { asked?: boolean }).asked === true);
    await page.getByRole('button', { name: '添加到主屏幕' }).waitFor({ state: 'detached' });
    await page.locator('#install').scrollIntoViewIfNeeded();
    await shoot(page, 'offline-install');
  } finally {
    await context.close();
  }
});

import assert from 'node:assert/strict';
import { test } from '@jest/globals';
import type { Page } from 'playwright-core';
import { appAndBrowser, checkNoSideScroll, choose, registerCompany, shootAll, signedIn } from './browser';
import { today } from '../../services/src/testing/stock-shop';

const env = appAndBrowser();
const owner = `scroll${Date.now().toString(36)}`;
const PASSWORD = 'secret123';

/**
 * Each wide table scrolls sideways in its own box (kit SideScroll, focusable), never the page, at every width; checked
 * at the narrowest width that shows the table (`narrow`: a screen turning its lines into cards on a phone shows none).
 */
async function scrollsInItsBox(page: Page, table: string, shot: string, narrow = 390) {
  const box = page.getByRole('table', { name: table, exact: true }).locator('xpath=..');
  await box.waitFor();
  for (const width of [...new Set([1366, 800, narrow, 390])].sort((x, y) => y - x)) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(200);
    await checkNoSideScroll(page, `${shot}@${width}`);
    if (width !== narrow) continue;
    const { tabIndex, overflowX, wider } = await box.evaluate((el) => ({
      tabIndex: el.tabIndex,
      overflowX: getComputedStyle(el).overflowX,
      wider: el.scrollWidth > el.clientWidth,
    }));
    assert.deepEqual(
      [tabIndex, overflowX, wider],
      [0, 'auto', true],
      `${shot}: the table「${table}」scrolls inside its focusable box at ${width} px`,
    );
  }
  await shootAll(page, `side-scroll-${shot}`);
}

test('the wide tables of product, opening stock, roles, receipts, reconciliation, combos, labels, printers, prices, stocktakes and the product picker scroll in their own box', async () => {
  const { call } = await registerCompany(env.app, '横向滚动商行', owner, PASSWORD);
  const warehouseId = (await call('Warehouse/Save', { warehouseName: '总仓', warehouseCode: 'W1' })).warehouseId;
  const customId = (await call('Custom/Save', { customName: '张三商店', customCode: 'C1' })).customId;
  await call('Account/Save', { accountName: '现金', accountCode: 'CASH', initAmount: 0 });
  const skuId = (
    await call('Product/Save', {
      productName: '可乐',
      productCode: 'COLA',
      unitName: '瓶',
      units: [{ unitName: '箱', ratio: 24 }],
      skus: [{ spec: '330ml', salePrice: 3, purchasePrice: 2 }],
    })
  ).skus[0].skuId;
  const supplierId = (await call('Supplier/Save', { supplierName: '甲供应商', supplierCode: 'S1' })).supplierId;
  await call('Buy/Save', { supplierId, billDate: today, warehouseId, lines: [{ skuId, qty: 30, price: 2 }], audit: true });
  await call('Sale/Save', { customId, billDate: today, warehouseId, lines: [{ skuId, qty: 1, price: 3 }], audit: true });
  const page = await signedIn(env.browser, env.app.url, owner, PASSWORD);
  /** Each screen: where, its table, the shot's name, what fills the table first, and the narrowest width showing it. */
  const screens: { path: string; table: string; shot: string; ready?: () => Promise<unknown>; narrow?: number }[] = [
    { path: '/management/Add', table: '规格明细', shot: 'product-skus' },
    { path: '/management/ProductBegin', table: '期初明细', shot: 'opening-stock' },
    { path: '/role/permission', table: '权限设置', shot: 'role-permission' },
    {
      path: '/customReceive/add',
      table: '未结销售单',
      shot: 'receipt-open-docs',
      ready: async () => (
        await choose(page, /客户/, '张三商店', '张三'),
        page.getByRole('table', { name: '未结销售单' }).getByRole('link').first().waitFor()
      ),
    },
    { path: `/customReceivable/flow?customId=${customId}`, table: '按月对账', shot: 'reconciliation' },
    { path: '/combo/Add', table: '组成商品', shot: 'combo-form' },
    { path: '/tag/List', table: '标签商品', shot: 'labels' },
    { path: '/report/list?tab=cloud', table: '云打印机', shot: 'cloud-printers' },
    {
      path: '/price/ChangePriceAdd',
      table: '调价明细',
      shot: 'price-change-form',
      ready: async () => {
        await page.getByRole('combobox', { name: '录入商品' }).fill('COLA');
        await page.getByRole('combobox', { name: '录入商品' }).press('Enter');
        await page.getByRole('table', { name: '调价明细' }).getByRole('row', { name: /可乐/ }).waitFor();
      },
    },
    {
      path: '/inventoryOrder/add',
      table: '盘点明细',
      shot: 'stocktake-form',
      narrow: 800,
      ready: async () => {
        await choose(page, /^仓库/, '总仓');
        await page.getByRole('button', { name: '生成盘点表' }).click();
        await page.getByRole('table', { name: '盘点明细' }).getByRole('row').filter({ hasText: '可乐' }).first().waitFor();
      },
    },
    {
      path: '/sale/Add',
      table: '商品',
      shot: 'sku-picker',
      narrow: 600,
      ready: async () => (
        await page.getByRole('button', { name: '选择商品' }).click(),
        page.getByRole('dialog').getByRole('table', { name: '商品' }).getByText('可乐').waitFor()
      ),
    },
  ];
  for (const { path, table, shot, ready, narrow } of screens) {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`${env.app.url}${path}`);
    await ready?.();
    await scrollsInItsBox(page, table, shot, narrow);
  }
});

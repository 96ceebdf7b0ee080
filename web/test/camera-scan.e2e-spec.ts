import assert from 'node:assert/strict';
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { afterAll, beforeAll, test } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { appAndBrowser, choose, launchBrowser, registerCompany, shootAll, signedIn, WIDTHS } from './browser';
import { today } from '../../services/src/testing/stock-shop';
import { writeBarcodeVideo } from './fakeCamera';

const env = appAndBrowser();
const n = Date.now().toString(36);
const PASSWORD = 'secret123';
const SOY = '6901234500011';
const VINEGAR = 'CU420ML';
const SALT = 'SALT-1KG';
const UNKNOWN = '6909999999996';
const VIDEO = path.join(os.tmpdir(), `camera-scan-${n}.y4m`);

// A second browser whose camera films the soy's EAN-13 twice, the vinegar's Code 128, the salt's QR code and a code no product has.
let camera: Browser;
beforeAll(async () => {
  writeBarcodeVideo(VIDEO, [
    { bcid: 'ean13', text: SOY },
    { bcid: 'ean13', text: SOY },
    { bcid: 'code128', text: VINEGAR },
    { bcid: 'qrcode', text: SALT },
    { bcid: 'ean13', text: UNKNOWN },
  ]);
  camera = await launchBrowser([
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
    `--use-file-for-fake-video-capture=${VIDEO}`,
  ]);
});
afterAll(async () => {
  await camera?.close();
  fs.rmSync(VIDEO, { force: true });
});

/** A shop with 酱油 (EAN-13), 香醋 (Code 128) and 精盐 (QR code) in stock in 总仓. */
async function shop(owner: string) {
  const { call } = await registerCompany(env.app, '扫码商行', owner, PASSWORD);
  const warehouseId = (await call('Warehouse/Save', { warehouseName: '总仓', warehouseCode: 'W1' })).warehouseId;
  await call('Custom/Save', { customName: '张三商店', customCode: 'C1' });
  const product = async (productName: string, productCode: string, barCode: string) =>
    (await call('Product/Save', { productName, productCode, unitName: '瓶', skus: [{ barCode, salePrice: 10, purchasePrice: 5 }] })).skus[0]
      .skuId as string;
  const skus = [await product('酱油', 'JY', SOY), await product('香醋', 'CU', VINEGAR), await product('精盐', 'YAN', SALT)];
  await call('InitStock/Save', { warehouseId, lines: skus.map((skuId) => ({ skuId, qty: 50, price: 5 })) });
  return { call, warehouseId, skus };
}

const linesOf = async (page: Page, label: string) =>
  page.getByLabel(new RegExp(`^第\\d+行${label}$`)).evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));

test('the camera sells as the scanner does: a code held in view counts once, shown again once more; EAN-13, Code 128 and QR; an unknown code offers 新增商品', async () => {
  const owner = `cam${n}`;
  await shop(owner);
  const page = await signedIn(camera, env.app.url, owner, PASSWORD);
  await page.setViewportSize({ width: WIDTHS.mobile, height: 800 });
  await page.goto(`${env.app.url}/sale/Add`);
  await choose(page, /客户/, '张三商店', '张三');
  await choose(page, /^仓库/, '总仓');
  await page.getByRole('button', { name: '扫码', exact: true }).click();
  const scanner = page.getByRole('dialog', { name: '扫码录入' });
  await scanner.getByText(`未找到“${UNKNOWN}”`).waitFor({ timeout: 40_000 });
  assert.deepEqual(await scanner.getByRole('list', { name: '扫码结果' }).getByRole('listitem').allInnerTexts(), [
    `未找到“${UNKNOWN}”\n新增商品`,
    '已录入 精盐',
    '已录入 香醋',
    '已录入 酱油',
  ]);
  assert.equal(await scanner.getByRole('link', { name: '新增商品' }).getAttribute('href'), `/management/Add?barCode=${UNKNOWN}`);
  await shootAll(page, 'camera-scanner');
  await scanner.getByRole('button', { name: '完成' }).click();
  assert.deepEqual(await linesOf(page, '数量'), ['2', '1', '1']);
  assert.deepEqual(
    await page.getByText(/^(酱油|香醋|精盐)$/).allInnerTexts(),
    ['酱油', '香醋', '精盐'],
    'each code added its own SKU, in the order filmed',
  );

  // 采购单, 调拨单, 盘点单 and 打印标签 scan with the camera the same way: the same entry box carries 扫码.
  for (const screen of ['/purchaseOrder/add', '/transfer/add', '/inventoryOrder/add', '/tag/List']) {
    await page.goto(`${env.app.url}${screen}`);
    await page.getByRole('combobox', { name: /^录入/ }).waitFor();
    assert.equal(await page.getByRole('button', { name: '扫码', exact: true }).count(), 1, screen);
  }

  // 新增商品 opens the product form with the code on its SKU.
  await page.goto(`${env.app.url}/management/Add?barCode=${UNKNOWN}`);
  assert.equal(await page.getByRole('table', { name: '规格明细' }).getByLabel('第1行条码').inputValue(), UNKNOWN);
});

test('two people count one stocktake on their phones, each a shelf: each sees the other count live, a SKU counted on both is 重复计数, the owner fills the 盘点单 with the sums and audits it', async () => {
  const owner = `tog${n}`;
  const { call, warehouseId, skus } = await shop(owner);
  const invtakId = (await call('Invtak/Save', { warehouseId, billDate: today, lines: [{ skuId: skus[0], countQty: 0 }] })).invtakId;
  const roleId = (await call('Role/Save', { roleName: '盘点员', permissions: [{ permissionId: '4008', actionList: ['query', 'add'] }] }))
    .roleId;
  // 查看他人单据: the owner's stocktake is in the clerk's data scope.
  await call('User/Save', { loginName: `${owner}w`, password: PASSWORD, userName: '小王', roleId, pricePerm: '000001000' });

  const phone = async (login: string) => {
    const page = await signedIn(env.browser, env.app.url, login, PASSWORD);
    await page.setViewportSize({ width: WIDTHS.mobile, height: 800 });
    return page;
  };
  // The owner starts it from the draft; 小王 opens the address sent to him.
  const boss = await phone(owner);
  await boss.goto(`${env.app.url}/inventoryOrder/edit?invtakId=${invtakId}`);
  await boss.getByRole('button', { name: '多人盘点' }).click();
  const wang = await phone(`${owner}w`);
  await wang.goto(boss.url());
  for (const page of [boss, wang]) await page.getByText('实时同步').waitFor();
  const count = async (page: Page, zone: string, codes: string[]) => {
    await page.getByLabel('我盘点的区域/货架').fill(zone);
    const entry = page.getByRole('combobox', { name: '录入商品' });
    for (const code of codes) {
      await entry.fill(code);
      await entry.press('Enter');
    }
  };
  /** Waits until the page shows `qty` as the SKU's sum (null: not counted at all). */
  const totalIs = (page: Page, name: string, qty: number | null) =>
    page.waitForFunction(
      ([label, want]) => {
        const shown = document.querySelector(`[aria-label="${label}"]`)?.textContent;
        return want === null ? shown === undefined : parseFloat(shown ?? '') === want;
      },
      [`${name}合计`, qty] as const,
    );

  await count(boss, 'A货架', [SOY, SOY]);
  await totalIs(wang, '酱油', 2);
  await wang.getByRole('group', { name: '已有的区域' }).getByRole('button', { name: 'A货架' }).waitFor();
  await count(wang, 'B货架', [SOY, VINEGAR]);
  await totalIs(boss, '香醋', 1);
  await totalIs(boss, '酱油', 3);
  const soy = boss.getByRole('listitem', { name: '酱油' });
  await soy.getByText('重复计数').waitFor();
  assert.deepEqual(await soy.getByText(/货架 · /).allInnerTexts(), ['A货架 · 管理员', 'B货架 · 小王']);
  assert.equal(await boss.getByRole('listitem', { name: '香醋' }).getByText('重复计数').count(), 0);
  // 小王 took one vinegar too many: his own count takes one back, and the owner sees it.
  await wang.getByRole('button', { name: 'B货架香醋减1' }).click();
  await totalIs(boss, '香醋', null);
  await shootAll(boss, 'count-together');

  await boss.getByRole('button', { name: '填入盘点单' }).click();
  await boss.getByRole('heading', { name: /^编辑盘点单 / }).waitFor();
  assert.deepEqual(await linesOf(boss, '实盘数量'), ['3']);
  await boss.getByRole('button', { name: '保存并审核' }).click();
  await boss.waitForURL(/\/inventoryOrder\/detail\?invtakId=/);
  const detail = await call('Invtak/Detail', { invtakId });
  assert.deepEqual(
    detail.lines.map((l: { skuId: string; countQty: number }) => [l.skuId, l.countQty]),
    [[skus[0], 3]],
  );
  await wang.getByText('该盘点单已审核，不能再计数').waitFor();
  assert.equal(await wang.getByRole('combobox', { name: '录入商品' }).isDisabled(), true);
});

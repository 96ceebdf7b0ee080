import assert from 'node:assert/strict';
import { test } from '@jest/globals';
import { appAndBrowser, registerCompany, shootAll, signedIn } from './browser';

const env = appAndBrowser();
const owner = `dz${Date.now().toString(36)}`;
const PASSWORD = 'secret123';
const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);

test('a statement made on 应收流水 opens on a 390 px phone without signing in, is confirmed there, staff see it; revoked, its link is refused', async () => {
  const { call } = await registerCompany(env.app, '对账测试商行', owner, PASSWORD);
  const { warehouseId } = await call('Warehouse/Save', { warehouseName: '总仓', warehouseCode: 'W1' });
  const customId = (await call('Custom/Save', { customName: '张三商店', customCode: 'C1', phone: '13800138000' })).customId;
  await call('Custom/Save', { customName: '李四超市', customCode: 'C2' });
  const soy = (
    await call('Product/Save', { productName: '酱油', productCode: 'JY', unitName: '瓶', skus: [{ salePrice: 20, purchasePrice: 10 }] })
  ).skus[0].skuId;
  await call('InitStock/Save', { warehouseId, lines: [{ skuId: soy, qty: 50, price: 10 }] });
  const sale = await call('Sale/Save', {
    customId,
    billDate: today,
    warehouseId,
    lines: [{ skuId: soy, qty: 12, price: 20 }],
    audit: true,
  });

  // Staff make the statement on the customer's 应收流水 and copy its link.
  const staff = await signedIn(env.browser, env.app.url, owner, PASSWORD);
  await staff.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: env.app.url });
  await staff.goto(`${env.app.url}/customReceivable/flow?customId=${customId}`);
  const statements = staff.getByRole('table', { name: '对账单' });
  await staff.getByText('还没有对账单').waitFor();
  await staff.getByRole('button', { name: '生成对账单链接' }).click();
  await statements.getByText('已发送').waitFor();
  const url = await statements.getByRole('link', { name: '打开' }).getAttribute('href');
  assert.match(url!, /^\/s\/[0-9A-Za-z]{22}$/);
  assert.equal(await staff.evaluate(() => navigator.clipboard.readText()), `${env.app.url}${url}`);
  await shootAll(staff, 'statement-staff');

  // The customer opens it on a phone, signed in to nothing.
  const phone = await (await env.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })).newPage();
  const opened = await phone.goto(`${env.app.url}${url}`);
  assert.equal(opened!.status(), 200);
  await phone.getByRole('heading', { name: '对账测试商行' }).waitFor();
  await phone.getByText('张三商店').waitFor();
  const lines = phone.getByRole('table', { name: '对账明细' });
  await lines.getByText(sale.billNo).waitFor();
  assert.equal(await phone.getByText('李四超市').count(), 0, 'nothing of another customer');
  const { scrollWidth } = await phone.evaluate(() => ({ scrollWidth: document.scrollingElement!.scrollWidth }));
  assert.ok(scrollWidth <= 390, `the page fits the phone (${scrollWidth} px)`);
  await shootAll(phone, 'statement-public');
  await phone.setViewportSize({ width: 390, height: 844 });
  await phone.getByRole('button', { name: '确认无误' }).click();
  await phone.getByText('已确认对账单无误').waitFor();
  await phone.getByRole('link', { name: '返回对账单' }).click();
  await phone.getByText('您已确认本对账单无误').waitFor();
  await shootAll(phone, 'statement-public-confirmed');

  // Staff see the confirmation, when and from where.
  await staff.reload();
  await statements.getByText('客户已确认').waitFor();
  await statements.getByText(/^来自 /).waitFor();
  await shootAll(staff, 'statement-staff-confirmed');

  // Withdrawn, the link is refused with a page that says so.
  await statements.getByRole('button', { name: '撤回' }).click();
  await staff.getByRole('alertdialog').getByRole('button', { name: '撤回' }).click();
  await statements.getByText('已撤回').waitFor();
  const refused = await phone.goto(`${env.app.url}${url}`);
  assert.equal(refused!.status(), 410);
  await phone.getByText('该对账单已被商家撤回').waitFor();
  await shootAll(phone, 'statement-public-revoked');

  // 批量发送: every customer with a balance gets a link, listed to copy.
  await staff.goto(`${env.app.url}/customReceivable/list`);
  await staff.getByRole('button', { name: '批量发送对账单' }).click();
  const dialog = staff.getByRole('dialog', { name: '批量发送对账单' });
  await dialog.getByRole('button', { name: '生成并发送' }).click();
  await dialog.getByText('已生成 1 份对账单').waitFor();
  await dialog.getByRole('table', { name: '对账单链接' }).getByText('张三商店').waitFor();
  await shootAll(staff, 'statement-bulk');
});

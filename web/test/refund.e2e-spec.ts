import assert from 'node:assert/strict';
import { test } from '@jest/globals';
import {
  appAndBrowser,
  cashFlowRows,
  choose,
  confirmStep,
  openEdit,
  registerCompany,
  saveForm,
  shootAll,
  signedIn,
  starterAccount,
} from './browser';
import { today } from '../../services/src/testing/stock-shop';

const env = appAndBrowser();
const owner = `tk${Date.now().toString(36)}`;
const PASSWORD = 'secret123';

test('refunds: a customer is paid back what they overpaid and a supplier pays back ours, on /refund/customAdd and /refund/supplierAdd; the flows open them; a write-back undoes one; a draft is changed on /refund/supplierEdit', async () => {
  const { call } = await registerCompany(env.app, '退款测试商行', owner, PASSWORD);
  const cash = await starterAccount(call, '现金', 1000);
  const customId = (await call('Custom/Save', { customName: '张三', customCode: 'C1' })).customId;
  const supplierId = (await call('Supplier/Save', { supplierName: '华南批发', supplierCode: 'S1' })).supplierId;
  await call('CustomReceive/Save', { customId, accountId: cash, billDate: today, amount: 300, audit: true });
  await call('SupplierPay/Save', { supplierId, accountId: cash, billDate: today, amount: 200, audit: true });
  const balance = async () => (await call('Account/Detail', { accountId: cash })).balance;
  const page = await signedIn(env.browser, env.app.url, owner, PASSWORD);

  await page.goto(`${env.app.url}/refund/customList`);
  await page.getByRole('button', { name: '新增客户退款单' }).click();
  await page.waitForURL(/\/refund\/customAdd/);
  await page.getByRole('button', { name: '保存并审核' }).click();
  await page.getByRole('alert').filter({ hasText: '请选择客户' }).waitFor();
  await choose(page, '客户', '张三', '张');
  await page.getByText('300.00').first().waitFor();
  await choose(page, '结算账户', '现金');
  await page.getByRole('textbox', { name: '退款金额' }).fill('350');
  await page.getByRole('button', { name: '保存并审核' }).click();
  await page.getByRole('alert').filter({ hasText: '退款金额不能超过可退的多收款300' }).waitFor();
  await page.getByRole('textbox', { name: '退款金额' }).fill('120');
  await page.getByRole('textbox', { name: '备注' }).fill('多收退回');
  await shootAll(page, 'refund-custom-add');
  await saveForm(page, /\/refund\/customDetail\?refundId=/, true);
  await shootAll(page, 'refund-custom-detail');
  const billNo = (await call('CustomRefund/PageQuery', { pageNo: 1, pageSize: 10 })).data[0].billNo;
  assert.match(billNo, /^TK/);
  assert.equal(await balance(), 980);

  await page.goto(`${env.app.url}/customReceivable/flow?customId=${customId}`);
  const partnerRow = page.getByRole('row').filter({ hasText: billNo });
  await partnerRow.getByRole('cell', { name: '客户退款' }).waitFor();
  await partnerRow.getByRole('cell', { name: '-180.00' }).waitFor();

  await page.goto(`${env.app.url}/account/cashFlow`);
  const cashRow = cashFlowRows(page, billNo);
  await cashRow.first().getByRole('cell', { name: '980.00' }).waitFor();
  await cashRow.first().getByRole('link', { name: billNo }).click();
  await page.waitForURL(/\/refund\/customDetail\?refundId=/);
  await confirmStep(page, '红冲', '已红冲');
  assert.equal(await balance(), 1100);

  await page.goto(`${env.app.url}/refund/customList`);
  await page.getByRole('link', { name: billNo }).waitFor();
  await shootAll(page, 'refund-custom-list');

  // A customer who owes nothing but has store value: the form draws on it.
  const liId = (await call('Custom/Save', { customName: '李四', customCode: 'C2' })).customId;
  await call('CustomCz/Save', { czType: 'storeValue', customId: liId, accountId: cash, billDate: today, amount: 100, audit: true });
  await page.goto(`${env.app.url}/refund/customAdd`);
  await choose(page, '客户', '李四', '李');
  await page.getByText('100.00').first().waitFor();
  assert.ok(await page.getByRole('radio', { name: '预存款' }).isChecked());
  await choose(page, '结算账户', '现金');
  await page.getByRole('textbox', { name: '退款金额' }).fill('30');
  await shootAll(page, 'refund-custom-prepaid-add');
  await saveForm(page, /\/refund\/customDetail\?refundId=/, true);
  await page.getByText('预存款', { exact: true }).waitFor();
  assert.deepEqual([await balance(), (await call('CustomCz/RemainAmt', { customId: liId })).remainAmt], [1170, 70]);

  await page.goto(`${env.app.url}/refund/supplierAdd`);
  await choose(page, '供应商', '华南批发', '华南');
  await page.getByText('200.00').first().waitFor();
  await choose(page, '结算账户', '现金');
  await page.getByRole('textbox', { name: '退款金额' }).fill('40');
  await saveForm(page, /\/refund\/supplierDetail\?refundId=/);
  assert.equal(await balance(), 1170, 'a draft moves nothing');
  // 编辑 opens the form filled with the draft: more than the supplier owes back is stopped there too.
  await openEdit(page, /\/refund\/supplierEdit\?refundId=/, '供应商退款单');
  assert.equal(await page.getByRole('textbox', { name: '退款金额' }).inputValue(), '40');
  await page.getByText('最多可退 200.00').waitFor();
  await page.getByRole('textbox', { name: '退款金额' }).fill('200.5');
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await page.getByRole('alert').filter({ hasText: '退款金额不能超过可退的多付款200' }).waitFor();
  await page.getByRole('textbox', { name: '退款金额' }).fill('50.5');
  await page.getByRole('textbox', { name: '备注' }).fill('多付退回');
  await shootAll(page, 'refund-supplier-edit');
  await saveForm(page, /\/refund\/supplierDetail\?refundId=/);
  await page.getByRole('definition').filter({ hasText: '50.50' }).waitFor();
  await page.getByRole('definition').filter({ hasText: '多付退回' }).waitFor();
  await confirmStep(page, '审核', '已审核');
  await shootAll(page, 'refund-supplier-detail');
  assert.equal(await balance(), 1220.5);
  assert.equal((await call('SupplierHandle/PageQuery', { pageNo: 1, pageSize: 10 })).data[0].balance, -149.5);
  await page.goto(`${env.app.url}/refund/supplierList`);
  await page.getByRole('cell', { name: '华南批发' }).waitFor();
  await shootAll(page, 'refund-supplier-list');
});

import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import { company, startTestApp, TestApp } from '../../testing/test-app';

describe('打印模板 over HTTP (UserPrinttemplate)', () => {
  let app: TestApp;
  let shop: Awaited<ReturnType<typeof company>>;
  const events = async () => (await app.infra.pool.query(`select count(*)::int as n from events`)).rows[0].n as number;

  beforeAll(async () => {
    app = await startTestApp();
    shop = await company(app, '张记五金');
  });
  afterAll(() => app.close());

  test('List: three originals per document type and the label; A4 prints by default', async () => {
    const all = (await shop.call('UserPrinttemplate/List', {})).data as Record<string, unknown>[];
    assert.equal(all.length, 61);
    const sale = (await shop.call('UserPrinttemplate/List', { billType: 201 })).data as Record<string, unknown>[];
    assert.deepEqual(
      sale.map((t) => [t.templateId, t.paper, t.isDefault, t.changed]),
      [
        ['201-a4', 'A4', true, false],
        ['201-dot', '241-2', false, false],
        ['201-receipt', 'R80', false, false],
      ],
    );
    assert.equal((await shop.raw('UserPrinttemplate/List', { billType: 999 })).status, 400);
  });

  test('Save changes the fields sent, Detail answers it resolved with the company; Setting makes it the default; Reset restores the original', async () => {
    const saved = await shop.call('UserPrinttemplate/Save', {
      templateId: '201-dot',
      title: '送货单',
      header: ['billNo', 'partnerName', 'extend.address'],
      copies: 3,
      companyName: '张记五金（城东店）',
    });
    assert.equal(saved.changes, 1);
    assert.deepEqual(
      saved.header.map((x: { label: string }) => x.label),
      ['单据编号', '客户', '收货地址'],
    );
    assert.equal(saved.title, '送货单');
    assert.equal(saved.company.companyName, '张记五金（城东店）');
    assert.deepEqual(saved.paper, { key: '241-2', name: '241 针式二等分 241×140', width: 241, height: 140 });
    assert.ok(
      saved.columns.some((c: { key: string }) => c.key === 'productName'),
      'what was not sent stays',
    );
    assert.equal(
      (await shop.call('UserPrinttemplate/Save', { templateId: '201-dot', copies: 3 })).changes,
      0,
      'the same again records nothing',
    );

    assert.equal((await shop.call('UserPrinttemplate/Detail', { billType: 201 })).templateId, '201-a4');
    await shop.call('UserPrinttemplate/Setting', { templateId: '201-dot' });
    const byType = await shop.call('UserPrinttemplate/Detail', { billType: 201 });
    assert.deepEqual([byType.templateId, byType.isDefault, byType.changed, byType.copies], ['201-dot', true, true, 3]);
    assert.deepEqual(
      byType.history.map((h: { title: string }) => h.title),
      ['修改打印模板', '设为默认打印模板'],
    );
    assert.ok(byType.updatedBy);

    const reset = await shop.call('UserPrinttemplate/Reset', { templateId: '201-dot' });
    assert.deepEqual(
      [reset.title, reset.copies, reset.changed, reset.isDefault, reset.company.companyName],
      ['销售单', 1, false, true, '张记五金'],
    );
    const list = (await shop.call('UserPrinttemplate/List', { billType: 201 })).data as Record<string, unknown>[];
    assert.deepEqual(
      list.map((t) => t.isDefault),
      [false, true, false],
      'Reset keeps the default',
    );
  });

  test("as PRODUCT.md names them: billType and template change the type's default template", async () => {
    const saved = await shop.call('UserPrinttemplate/Save', { billType: 302, template: { title: '退货出库单', copies: 2 } });
    assert.deepEqual([saved.templateId, saved.title, saved.copies], ['302-a4', '退货出库单', 2]);
    await shop.call('UserPrinttemplate/Setting', { templateId: '302-receipt' });
    assert.equal((await shop.call('UserPrinttemplate/Save', { billType: 302, template: { title: '退货小票' } })).templateId, '302-receipt');
    assert.equal((await shop.call('UserPrinttemplate/Reset', { billType: 302 })).title, '采购退货单');
    const bad = await shop.raw('UserPrinttemplate/Save', { billType: 302, template: 'x' });
    assert.equal(bad.status, 400);
  });

  test('the label template takes label papers, fields and barcode types', async () => {
    const label = await shop.call('UserPrinttemplate/Save', {
      templateId: '100-label',
      paper: '50x30',
      fields: ['productName', 'salePrice', 'barCode'],
      barcode: 'ean13',
    });
    assert.deepEqual(
      [label.paper.width, label.paper.height, label.barcode, label.fields.map((x: { label: string }) => x.label)],
      [50, 30, 'ean13', ['品名', '零售价', '条码']],
    );
  });

  test('a field, a paper or a template that does not exist is refused with 400 naming it, and nothing is written', async () => {
    const before = await events();
    const refusals: [object, RegExp][] = [
      [{ templateId: '201-dot', header: ['billNo', 'nope'] }, /表头字段第2行不在可选范围内/],
      [{ templateId: '201-dot', columns: ['qty', 'qty'] }, /明细列不能重复/],
      [{ templateId: '201-dot', paper: '100x70' }, /纸张不在可选范围内/],
      [{ templateId: '201-dot', copies: 10 }, /打印份数不能大于9/],
      [{ templateId: '201-dot', title: '' }, /单据标题不能为空/],
      [{ templateId: '100-label', paper: 'A4' }, /纸张不在可选范围内/],
      [{ templateId: '201-label' }, /模板不存在/],
      [{ templateId: '109-a4', columns: ['productName'] }, /明细列第1行不在可选范围内/],
    ];
    for (const [body, message] of refusals) {
      const r = await shop.raw('UserPrinttemplate/Save', body);
      assert.equal(r.status, 400, JSON.stringify(body));
      assert.match(r.body.invMessage, message);
    }
    assert.equal(await events(), before);
  });

  test("another company keeps its own templates; an employee prints with them but changes them only with 打印设置's 设置", async () => {
    await shop.call('UserPrinttemplate/Save', { templateId: '301-a4', title: '进货单' });
    const other = await company(app, '李记');
    assert.equal((await other.call('UserPrinttemplate/Detail', { templateId: '301-a4' })).title, '采购单');
    const roleId = (
      await shop.call('Role/Save', { roleName: '开单员', permissions: [{ permissionId: '2002', actionList: ['query', 'get'] }] })
    ).roleId;
    const loginName = `clerk${Date.now().toString(36)}`;
    await shop.call('User/Save', { loginName, password: 'secret123', userName: '开单员', roleId });
    const token = (await app.call('Login/Login', { loginName, password: 'secret123' })).body.returnData.token;
    assert.equal((await app.call('UserPrinttemplate/Detail', { templateId: '301-a4' }, { token })).body.returnData.title, '进货单');
    assert.equal((await app.call('UserPrinttemplate/Save', { templateId: '301-a4', title: '入库单' }, { token })).status, 403);
  });
});

import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import { rebuildProjection } from '@jxc/projections';
import { PROJECTIONS } from '../read-models';
import { company, startTestApp, TestApp } from '../testing/test-app';
import { shop, today } from '../testing/stock-shop';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe('操作日志 (AuditRecord/PageQuery): every change read from the events', () => {
  test('sign-in, a master-data change with its fields before and after, a document saved and audited, sign-out; the address and route of each', async () => {
    const c = await company(app, '日志商行');
    const customId = (await c.call('Custom/Save', { customName: '张三', customCode: 'C1', phone: '13800000000' })).customId;
    await c.call('Custom/Update', { customId, customName: '张三丰', phone: '' });
    const log = async (body: object = {}) => (await c.call('AuditRecord/PageQuery', { pageSize: 50, ...body })).data as any[];
    const rows = await log({ keyword: '张三' });
    assert.deepEqual(
      rows.map((r) => [r.title, r.recordKind, r.record, r.category]),
      [
        ['修改客户', '客户', '张三丰', 'update'],
        ['新增客户', '客户', '张三', 'save'],
      ],
    );
    assert.deepEqual(
      rows[0].changes.map((ch: any) => [ch.label, ch.before, ch.after]),
      [
        ['手机号', '13800000000', null],
        ['客户名称', '张三', '张三丰'],
      ],
    );
    assert.equal(rows[0].route, '/api/Custom/Update');
    assert.ok(rows[0].ip, 'the client address is recorded');
    assert.equal(rows[0].userName, '管理员');

    const signIns = await log({ category: 'login' });
    assert.equal(signIns.length, 1, 'registering signs the owner in');
    assert.deepEqual([signIns[0].title, signIns[0].route], ['登录', '/api/Register/Register']);

    const logged = await log({ startDate: today, endDate: today });
    assert.ok(logged.length >= 3);
    assert.deepEqual(await log({ startDate: '2000-01-01', endDate: '2000-01-02' }), []);
  });

  test('a keyword finds a bill by its number: its own rows, and with what it brought along its stock movements too', async () => {
    const s = await shop(app, '搜索商行');
    const { billNo } = await s.buy(s.w1, [
      { skuId: s.water, qty: 2, price: 3 },
      { skuId: s.water, qty: 1, price: 3, warehouseId: s.w2 },
    ]);
    const titles = async (body: object) =>
      ((await s.call('AuditRecord/PageQuery', { pageSize: 50, keyword: billNo, ...body })).data as any[]).map((r) => r.title).sort();
    const own = await titles({});
    assert.equal(own.length, 2, `the purchase saved and audited: ${own}`);
    assert.deepEqual(await titles({ related: true }), [...own, '库存变动', '库存变动'].sort());
    assert.deepEqual(await titles({ keyword: billNo.slice(-6), related: true }), [...own, '库存变动', '库存变动'].sort());
    assert.deepEqual(await titles({ keyword: `${billNo}X`, related: true }), []);
  });

  test('an entry keeps the names its references had when it was written, and a rebuild gives the same rows', async () => {
    const c = await company(app, '改名商行');
    const { roleId } = await c.call('Role/Save', { roleName: '旧角色', permissions: [{ permissionId: '2002', actionList: ['query'] }] });
    await c.call('User/Save', { loginName: `rename${Date.now()}`, password: 'secret123', userName: '店员甲', roleId });
    await c.call('Role/Update', { roleId, roleName: '新角色' });
    const roleShown = async () => {
      const rows = (await c.call('AuditRecord/PageQuery', { pageSize: 50, keyword: '店员甲' })).data as any[];
      return rows.flatMap((r) => r.changes.filter((ch: any) => ch.label === '角色').map((ch: any) => ch.after));
    };
    assert.deepEqual(await roleShown(), ['旧角色']);
    const dump = async () =>
      (await app.infra.pool.query(`select to_jsonb(t)::text as row from audit_records t order by pos, event_id`)).rows.map((r) => r.row);
    const before = await dump();
    await rebuildProjection(
      app.infra.store,
      app.infra.dataSource,
      PROJECTIONS.find((p) => p.name === 'audit_records')!,
    );
    assert.deepEqual(await roleShown(), ['旧角色']);
    assert.deepEqual(await dump(), before);
  });
});

import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import { company, startTestApp, TestApp } from '../testing/test-app';
import { today } from '../testing/stock-shop';

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
    assert.deepEqual(rows.map((r) => [r.title, r.recordKind, r.record, r.category]), [['修改客户', '客户', '张三丰', 'update'], ['新增客户', '客户', '张三', 'save']]);
    assert.deepEqual(rows[0].changes.map((ch: any) => [ch.label, ch.before, ch.after]), [['手机号', '13800000000', null], ['客户名称', '张三', '张三丰']]);
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
});

import assert from 'node:assert/strict';
import { afterAll, beforeAll, test } from '@jest/globals';
import { startTestApp, TestApp } from '../../testing/test-app';

let app: TestApp;
let token: string;
beforeAll(async () => {
  app = await startTestApp();
  token = (
    await app.call('Register/Register', { companyName: '分类', loginName: `cls${Date.now()}`, password: 'secret123', productType: 2 })
  ).body.returnData.token;
});
afterAll(() => app.close());

test('a class tree: add, rename, move, remove, and customers may only name a class of their company', async () => {
  const t = { token };
  const drinks = (await app.call('CustomClass/AddNode', { className: '批发客户' }, t)).body.returnData.classId;
  const sub = (await app.call('CustomClass/AddNode', { className: '一级批发', parentId: drinks }, t)).body.returnData.classId;
  const other = (await app.call('CustomClass/AddNode', { className: '零售客户' }, t)).body.returnData.classId;
  assert.deepEqual(
    (await app.call('CustomClass/RootQuery', {}, t)).body.returnData.data.map((n: any) => [n.className, n.hasChildren]),
    [
      ['批发客户', true],
      ['零售客户', false],
    ],
  );
  assert.equal((await app.call('CustomClass/AddNode', { className: '零售客户' }, t)).body.invMessage, '同级已有名为“零售客户”的客户分类');
  assert.equal((await app.call('CustomClass/MoveNode', { classId: drinks, parentId: sub }, t)).body.errorCode, 'TREE_CYCLE');
  assert.equal((await app.call('CustomClass/RemoveNode', { classId: drinks }, t)).body.errorCode, 'BAD_STATUS');
  assert.equal((await app.call('CustomClass/MoveNode', { classId: sub, parentId: other }, t)).status, 200);
  assert.equal((await app.call('CustomClass/UpdateNode', { classId: sub, className: '大客户' }, t)).status, 200);
  assert.deepEqual(
    (await app.call('CustomClass/SubNodeQuery', { parentId: other }, t)).body.returnData.data.map((n: any) => n.className),
    ['大客户'],
  );
  assert.equal((await app.call('CustomClass/RemoveNode', { classId: drinks }, t)).status, 200);
  assert.equal((await app.call('Custom/Save', { customName: '甲', customCode: 'K1', classId: sub }, t)).status, 200);
  assert.equal(
    (await app.call('Custom/Save', { customName: '乙', customCode: 'K2', classId: drinks }, t)).body.invMessage,
    '客户分类不存在',
  );
  const concurrent = await Promise.all(['甲', '乙', '丙', '丁'].map((n) => app.call('ProductClass/AddNode', { className: n }, t)));
  assert.ok(
    concurrent.every((r) => r.status === 200),
    'concurrent adds to one tree are retried, not refused',
  );
  assert.equal((await app.call('ProductClass/RootQuery', {}, t)).body.returnData.data.length, 4);
});

test('UpdateNode takes classId plus the name to change: none or the same is no change, an empty one is refused', async () => {
  const t = { token };
  const classId = (await app.call('SupplierClass/AddNode', { className: '原料' }, t)).body.returnData.classId;
  assert.equal((await app.call('SupplierClass/UpdateNode', { classId }, t)).status, 200);
  assert.equal((await app.call('SupplierClass/UpdateNode', { classId, className: '原料' }, t)).status, 200);
  const empty = await app.call('SupplierClass/UpdateNode', { classId, className: ' ' }, t);
  assert.deepEqual([empty.status, empty.body.invMessage], [400, '供应商分类名称不能为空']);
  assert.equal((await app.call('SupplierClass/UpdateNode', { classId: 'missing' }, t)).body.errorCode, 'NOT_FOUND');
  const other = (
    await app.call('Register/Register', { companyName: '别家', loginName: `cls${Date.now()}x`, password: 'secret123', productType: 2 })
  ).body.returnData.token;
  assert.equal((await app.call('SupplierClass/UpdateNode', { classId, className: '偷改' }, { token: other })).body.errorCode, 'NOT_FOUND');
  const events = await app.infra.store.readStream(
    `SupplierClassTree-${(await app.call('Company/Detail', {}, t)).body.returnData.companyId}`,
  );
  assert.deepEqual(
    events.map((e) => e.type),
    ['SupplierClassAdded'],
    'nothing was appended',
  );
  assert.deepEqual(
    (await app.call('SupplierClass/TreeQuery', {}, t)).body.returnData.data.map((n: any) => n.className),
    ['原料'],
  );
});

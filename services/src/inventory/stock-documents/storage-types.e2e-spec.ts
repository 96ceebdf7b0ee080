import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, test } from '@jest/globals';
import bcrypt from 'bcryptjs';
import type { AppendToStream } from '@jxc/infra';
import { identityStreams } from '../../identity';
import { startTestApp, TestApp } from '../../testing/test-app';
import { shop, today } from '../../testing/stock-shop';
import { defaultStorageTypes, StorageTypeDefaults } from './storage-types';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const IN = ['赠品入库', '样品入库', '其他入库'];
const OUT = ['报损出库', '领用出库', '赠品出库', '样品出库', '其他出库'];
const types = async (call: (path: string, body: object) => Promise<any>, direction?: string) =>
  (await call('StorageType/PageQuery', { pageSize: 50, direction })).data.map((r: any) => r.typeName).sort();

test('a new company starts with the usual 出入库类型 and can take goods in and out with them at once', async () => {
  const c = await shop(app, '默认类型');
  assert.deepEqual(await types(c.call), [...IN, ...OUT].sort());
  assert.deepEqual(await types(c.call, 'in'), [...IN].sort());
  const options = (await c.call('StorageType/Options', { pageSize: 50, direction: 'out' })).data;
  assert.deepEqual(options.map((r: any) => r.typeName).sort(), [...OUT].sort());

  const gift = (await c.call('StorageType/PageQuery', { keyword: '赠品入库' })).data[0].typeId;
  const breakage = options.find((r: any) => r.typeName === '报损出库').typeId;
  assert.deepEqual(
    await losses(c.call),
    { 报损出库: 1, 领用出库: 0, 赠品出库: 0, 样品出库: 0, 其他出库: 0 },
    '报损出库 is a loss (计入损耗)',
  );
  await c.call('Instorage/Save', {
    warehouseId: c.w1,
    billDate: today,
    typeId: gift,
    lines: [{ skuId: c.water, qty: 5, price: 2 }],
    audit: true,
  });
  const out = await c.call('Outstorage/Save', {
    warehouseId: c.w1,
    billDate: today,
    typeId: breakage,
    lines: [{ skuId: c.water, qty: 2 }],
    audit: true,
  });
  assert.equal((await c.call('Outstorage/Detail', { outstorageId: out.outstorageId })).typeName, '报损出库');
  assert.equal(
    (await c.raw('Instorage/Save', { warehouseId: c.w1, billDate: today, typeId: breakage, lines: [{ skuId: c.water, qty: 1, price: 1 }] }))
      .status,
    400,
    'an outbound type does not fit 其他入库单',
  );

  const demo = (await app.call('Login/DemoLogin', {})).body.returnData.token;
  assert.deepEqual(
    await types((p, b) => app.call(p, b, { token: demo }).then((r) => r.body.returnData)),
    [...IN, ...OUT].sort(),
    'the demo company too',
  );
});

/** Each outbound type's 计入损耗 (0 when not set). */
const losses = async (call: (path: string, body: object) => Promise<any>) =>
  Object.fromEntries(
    (await call('StorageType/PageQuery', { pageSize: 50, direction: 'out' })).data.map((r: any) => [r.typeName, r.lossFlag ?? 0]),
  );

/** A company as registered before the defaults existed: its company, administrator and perhaps types of its own, or other streams. */
async function oldCompany(name: string, own: string[], more: (companyId: string) => AppendToStream[] = () => []) {
  const companyId = randomUUID();
  const userId = randomUUID();
  const loginName = `old${Date.now()}${Math.random().toString(36).slice(2, 6)}`;
  const streams = [
    {
      streamId: identityStreams.company(companyId),
      streamType: 'Company',
      expectedVersion: 'no_stream' as const,
      events: [
        { type: 'CompanyRegistered', data: { companyId, companyName: name, productType: 2, isDemo: false, endTime: null, phone: '' } },
      ],
    },
    {
      streamId: identityStreams.user(userId),
      streamType: 'User',
      expectedVersion: 'no_stream' as const,
      events: [
        {
          type: 'UserCreated',
          data: {
            userId,
            loginName,
            passwordHash: await bcrypt.hash('secret123', 4),
            userName: '老板',
            phone: '',
            isAdmin: true,
            roleId: null,
            pricePerm: '',
            warehousePerm: '',
            branchAdmin: false,
            branchId: null,
          },
        },
      ],
    },
    ...own.map((typeName) => {
      const typeId = randomUUID();
      return {
        streamId: `StorageType-${typeId}`,
        streamType: 'StorageType',
        expectedVersion: 'no_stream' as const,
        events: [{ type: 'StorageTypeCreated', data: { typeName, direction: 'out', typeId } }],
      };
    }),
    ...more(companyId),
  ];
  const { position } = await app.infra.store.append(streams, { companyId, userId, userName: '老板' });
  await app.infra.runner.waitFor(position);
  const { token } = (await app.call('Login/Login', { loginName, password: 'secret123' })).body.returnData;
  return (path: string, body: object) => app.call(path, body, { token }).then((r) => r.body.returnData);
}

test('companies from before get the defaults once at start-up, unless they set up types of their own', async () => {
  const bare = await oldCompany('老公司', []);
  const ownTypes = await oldCompany('自有类型', ['破损']);
  assert.deepEqual(await types(bare), []);

  // Two processes starting at once: one adds them, the other finds them there.
  const defaults = app.module.get(StorageTypeDefaults);
  await Promise.all([defaults.onApplicationBootstrap(), defaults.onApplicationBootstrap()]);
  assert.deepEqual(await types(bare), [...IN, ...OUT].sort());
  assert.deepEqual(await types(ownTypes), ['破损'], 'its own choice stands');
  await defaults.onApplicationBootstrap();
  assert.deepEqual(await types(bare), [...IN, ...OUT].sort(), 'the next start adds nothing more');
});

test('a default 报损出库 from before 计入损耗 existed is flagged at start-up, as a new company’s is; once the owner sets it, it stays as set', async () => {
  const withoutFlag = ({ lossFlag: _, ...data }: Record<string, unknown>) => data;
  const unflagged = (companyId: string) =>
    defaultStorageTypes(companyId).map((st) => ({
      ...st,
      events: st.events.map((e) => ({ ...e, data: withoutFlag(e.data as Record<string, unknown>) })),
    }));
  const call = await oldCompany('早期默认', [], unflagged);
  assert.equal((await losses(call)).报损出库, 0);
  const defaults = app.module.get(StorageTypeDefaults);
  await Promise.all([defaults.onApplicationBootstrap(), defaults.onApplicationBootstrap()]);
  assert.deepEqual(await losses(call), { 报损出库: 1, 领用出库: 0, 赠品出库: 0, 样品出库: 0, 其他出库: 0 });
  const { typeId } = (await call('StorageType/PageQuery', { keyword: '报损出库' })).data[0];
  await call('StorageType/Update', { typeId, lossFlag: 0 });
  await defaults.onApplicationBootstrap();
  assert.equal((await losses(call)).报损出库, 0, 'the owner’s choice stands');
});

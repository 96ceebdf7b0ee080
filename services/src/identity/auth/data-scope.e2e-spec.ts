import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import { PATH_METADATA } from '@nestjs/common/constants';
import { ModulesContainer } from '@nestjs/core';
import { PUBLIC } from './decorators';
import { ACTIONS, ALL_ENTRIES } from '../../contracts';
import { documentKinds, type DocumentKind } from '../../document-engine';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { today } from '../../testing/stock-shop';

/**
 * The data scope of seed §6 as a matrix over HTTP: staff of three branches (the main one, 北城店, 南城店) in every role
 * (administrator, branch administrator, employee, employee with the bill-permission flag, warehouse-limited ones),
 * each the owner of a document of every registered kind in every warehouse; then every one of them lists every kind
 * and opens every document. What each may see is computed here, apart from the server, from the rules:
 * - the administrator sees everything;
 * - others see their own documents, unless they are a branch administrator or hold the bill-permission flag: then
 *   the branch's staff's documents, and the main branch everyone's;
 * - and only in their warehouses: the warehouse permission when set, else a branch's own warehouses (the main: all);
 *   a document of no warehouse (调价单) in any.
 */

type Branch = 'main' | 'north' | 'south';
type Wh = 'W0' | 'W1' | 'W2';
interface Person {
  key: string;
  branch: Branch;
  admin?: boolean;
  branchAdmin?: boolean;
  billPermission?: boolean;
  warehouses?: Wh[];
}

const BRANCH_WAREHOUSES: Record<Branch, Wh[]> = { main: ['W0'], north: ['W1'], south: ['W2'] };
const WAREHOUSES: Wh[] = ['W0', 'W1', 'W2'];

const PEOPLE: Person[] = [
  { key: 'boss', branch: 'main', admin: true },
  { key: 'mainAdmin', branch: 'main', branchAdmin: true },
  { key: 'mainClerk', branch: 'main' },
  { key: 'mainBill', branch: 'main', billPermission: true },
  { key: 'mainClerkW1', branch: 'main', warehouses: ['W1'] },
  { key: 'mainAdminW2', branch: 'main', branchAdmin: true, warehouses: ['W2'] },
  { key: 'northAdmin', branch: 'north', branchAdmin: true },
  { key: 'northClerk', branch: 'north' },
  { key: 'northBill', branch: 'north', billPermission: true },
  { key: 'northAdminW0W1', branch: 'north', branchAdmin: true, warehouses: ['W0', 'W1'] },
  { key: 'southClerk', branch: 'south' },
];

interface Doc {
  kind: string;
  id: string;
  owner: Person;
  warehouses: Wh[];
}

function visible(viewer: Person, doc: Doc): boolean {
  if (viewer.admin) return true;
  const lifted = viewer.branchAdmin || viewer.billPermission;
  const byOwner = !lifted ? doc.owner.key === viewer.key : viewer.branch === 'main' || doc.owner.branch === viewer.branch;
  const allowed = viewer.warehouses ?? (viewer.branch === 'main' ? WAREHOUSES : BRANCH_WAREHOUSES[viewer.branch]);
  return byOwner && (!doc.warehouses.length || doc.warehouses.some((w) => allowed.includes(w)));
}

describe('data scope: role × branch × record owner × warehouse over every document kind', () => {
  let app: TestApp;
  const tokens = new Map<string, string>();
  const userIds = new Map<string, string>();
  const docs: Doc[] = [];
  let kinds: readonly DocumentKind[];

  const as = async (key: string, path: string, body: object) => {
    const r = await app.call(path, body, { token: tokens.get(key) });
    assert.equal(r.status, 200, `${key} ${path}: ${JSON.stringify(r.body)}`);
    return r.body.returnData;
  };

  beforeAll(async () => {
    app = await startTestApp();
    kinds = documentKinds();
    const boss = (
      await app.call('Register/Register', {
        companyName: '连锁商行',
        loginName: `chain${Date.now()}`,
        password: 'secret123',
        productType: 9,
      })
    ).body.returnData;
    tokens.set('boss', boss.token);
    userIds.set('boss', boss.currentUserId);
    const branchIds: Record<Branch, string | null> = { main: null, north: null, south: null };
    branchIds.north = (await as('boss', 'Branch/Save', { branchName: '北城店', branchCode: 'BC' })).branchId;
    branchIds.south = (await as('boss', 'Branch/Save', { branchName: '南城店', branchCode: 'NC' })).branchId;
    const wh: Record<Wh, string> = { W0: '', W1: '', W2: '' };
    for (const [w, branch] of [
      ['W0', 'main'],
      ['W1', 'north'],
      ['W2', 'south'],
    ] as [Wh, Branch][])
      wh[w] = (
        await as('boss', 'Warehouse/Save', { warehouseName: `仓库${w}`, warehouseCode: w, branchId: branchIds[branch] ?? undefined })
      ).warehouseId;
    const supplierId = (await as('boss', 'Supplier/Save', { supplierName: '供应商', supplierCode: 'S1' })).supplierId;
    const customId = (await as('boss', 'Custom/Save', { customName: '客户', customCode: 'C1' })).customId;
    const sku = async (code: string) =>
      (
        await as('boss', 'Product/Save', {
          productName: code,
          productCode: code,
          unitName: '个',
          skus: [{ salePrice: 10, purchasePrice: 5 }],
        })
      ).skus[0].skuId as string;
    const [part, product] = [await sku('PART'), await sku('KIT')];
    const types = (await as('boss', 'StorageType/PageQuery', { pageSize: 50 })).data;
    const typeOf = (direction: string) => types.find((t: { direction: string }) => t.direction === direction).typeId;
    // Every right on every screen: what the matrix is about is the data scope alone.
    const permissions = ALL_ENTRIES.filter((e) => /^\d{4}$/.test(e.id)).map((e) => ({
      permissionId: e.id,
      actionList: Object.keys(ACTIONS),
    }));
    const { roleId } = await as('boss', 'Role/Save', { roleName: '全部单据', permissions });

    for (const p of PEOPLE.filter((x) => !x.admin)) {
      const loginName = `${p.key.toLowerCase()}${Date.now().toString(36)}`;
      const pricePerm = '111110000';
      const { userId } = await as('boss', 'User/Save', {
        loginName,
        password: 'secret123',
        userName: p.key,
        roleId,
        pricePerm,
        warehousePerm: Object.values(wh).join(','),
        branchId: branchIds[p.branch] ?? undefined,
      });
      userIds.set(p.key, userId);
      const signedIn = await app.call('Login/Login', { loginName, password: 'secret123' });
      assert.equal(signedIn.status, 200, JSON.stringify(signedIn.body));
      tokens.set(p.key, signedIn.body.returnData.token);
    }

    // A stocktake holds its SKUs in its warehouse until audited: each owner counts one of their own.
    const counted = new Map<string, string>();
    for (const p of PEOPLE) counted.set(p.key, await sku(`COUNT${PEOPLE.indexOf(p)}`));
    const payload = (k: DocumentKind, w: Wh, owner: Person): { body: object; warehouses: Wh[] } => {
      const lines = [{ skuId: part, qty: 1, ...(k.unpriced ? {} : { price: 2 }) }];
      if (k.kind === 'Invtak')
        return { body: { warehouseId: wh[w], billDate: today, lines: [{ skuId: counted.get(owner.key), countQty: 1 }] }, warehouses: [w] };
      if (k.kind === 'CostPrice')
        return { body: { warehouseId: wh[w], billDate: today, lines: [{ skuId: counted.get(owner.key), costPrice: 4 }] }, warehouses: [w] };
      if (k.kind === 'ChangePrice')
        return { body: { billDate: today, lines: [{ skuId: counted.get(owner.key), priceType: 'salePrice', price: 11 }] }, warehouses: [] };
      if (k.kind === 'Assembly')
        return {
          body: { warehouseId: wh[w], billDate: today, parts: [{ skuId: part, qty: 1 }], products: [{ skuId: product, qty: 1 }] },
          warehouses: [w],
        };
      const other = WAREHOUSES[(WAREHOUSES.indexOf(w) + 1) % 3];
      const extra = Object.fromEntries(
        (k.headerFields ?? []).map((h) => [h.field, h.ref === 'Warehouse' ? wh[other] : typeOf(h.where!.direction)]),
      );
      const partner = k.partner ? { [k.partner.field]: k.partner.kind === 'Supplier' ? supplierId : customId } : {};
      const warehouses = (k.headerFields ?? []).some((h) => h.ref === 'Warehouse') ? [w, other] : [w];
      return { body: { ...partner, billDate: today, [k.warehouse?.field ?? 'warehouseId']: wh[w], ...extra, lines }, warehouses };
    };
    for (const p of PEOPLE) {
      for (const k of kinds) {
        for (const w of WAREHOUSES) {
          const { body, warehouses } = payload(k, w, p);
          const saved = await as(p.key, `${k.kind}/Save`, body);
          docs.push({ kind: k.kind, id: saved[k.idField], owner: p, warehouses });
        }
      }
    }
    // Only now the roles and limits the matrix is about (the owners above could use every warehouse).
    for (const p of PEOPLE.filter((x) => !x.admin)) {
      const warehousePerm = (p.warehouses ?? []).map((w) => wh[w]).join(',');
      await as('boss', 'User/Update', {
        userId: userIds.get(p.key),
        branchAdmin: !!p.branchAdmin,
        pricePerm: p.billPermission ? '111111000' : '111110000',
        warehousePerm,
      });
    }
  }, 300_000);
  afterAll(() => app.close());

  test('the matrix covers every registered document kind', () => {
    assert.ok(kinds.length >= 11, kinds.map((k) => k.kind).join());
    assert.equal(docs.length, PEOPLE.length * kinds.length * WAREHOUSES.length);
  });

  for (const viewer of PEOPLE) {
    test(`${viewer.key}: every kind's PageQuery lists exactly what the rules allow, and Detail opens exactly those`, async () => {
      for (const k of kinds) {
        const mine = docs.filter((d) => d.kind === k.kind);
        const expected = mine
          .filter((d) => visible(viewer, d))
          .map((d) => d.id)
          .sort();
        const page = await as(viewer.key, `${k.kind}/PageQuery`, { pageSize: 200 });
        assert.deepEqual(page.data.map((r: Record<string, string>) => r[k.idField]).sort(), expected, `${viewer.key} ${k.kind} PageQuery`);
        assert.equal(page.totalCount, expected.length);
        const details = await Promise.all(
          mine.map((d) => app.call(`${k.kind}/Detail`, { [k.idField]: d.id }, { token: tokens.get(viewer.key) })),
        );
        details.forEach((r, i) =>
          assert.equal(
            r.status,
            visible(viewer, mine[i]) ? 200 : 404,
            `${viewer.key} ${k.kind} Detail of ${mine[i].owner.key}'s in ${mine[i].warehouses}: ${r.status}`,
          ),
        );
        // Acting on a document follows the same rule: a draft in scope cannot be written back (422), one outside is not there (404).
        const writeBacks = await Promise.all(
          mine.map((d) => app.call(`${k.kind}/WriteBack`, { [k.idField]: d.id }, { token: tokens.get(viewer.key) })),
        );
        writeBacks.forEach((r, i) =>
          assert.equal(
            r.status,
            visible(viewer, mine[i]) ? 422 : 404,
            `${viewer.key} ${k.kind} WriteBack of ${mine[i].owner.key}'s in ${mine[i].warehouses}: ${JSON.stringify(r.body)}`,
          ),
        );
      }
    });
  }

  test("every route that takes a token refuses a call naming a record outside the caller's scope, and writes nothing", async () => {
    const publicRoutes = new Set<string>();
    for (const m of app.module.get(ModulesContainer).values()) {
      for (const { metatype } of m.controllers.values()) {
        if (!metatype) continue;
        const proto = (metatype as { prototype: Record<string, unknown> }).prototype;
        for (const name of Object.getOwnPropertyNames(proto)) {
          const handler = proto[name];
          if (typeof handler === 'function' && (Reflect.getMetadata(PUBLIC, handler) || Reflect.getMetadata(PUBLIC, metatype)))
            publicRoutes.add(`/${Reflect.getMetadata(PATH_METADATA, metatype)}/${Reflect.getMetadata(PATH_METADATA, handler)}`);
        }
      }
    }
    const routes = [
      ...new Set(
        (
          app.module.getHttpAdapter().getInstance().router.stack as { route?: { path: unknown; methods: Record<string, boolean> } }[]
        ).flatMap((l) =>
          l.route?.methods.post && typeof l.route.path === 'string' && l.route.path.startsWith('/api/') ? [l.route.path] : [],
        ),
      ),
    ].filter((r) => !publicRoutes.has(r));
    assert.ok(publicRoutes.has('/api/Login/DemoLogin') && routes.length > 300, `${routes.length} routes, public: ${[...publicRoutes]}`);

    const accounts = await Promise.all(
      ['A', 'B'].map(
        async (code) => (await as('boss', 'Account/Save', { accountName: `账户${code}`, accountCode: code, initAmount: 100 })).accountId,
      ),
    );
    const moneyDoc = (
      await as('boss', 'AccountTrans/Save', { outAccountId: accounts[0], inAccountId: accounts[1], billDate: today, amount: 1 })
    ).transId;
    const sale = (owner: string, w: Wh) => docs.find((d) => d.kind === 'Sale' && d.owner.key === owner && d.warehouses.join() === w)!.id;
    const cases = [
      { viewer: 'mainClerk', what: "the owner's sale", body: { saleId: sale('boss', 'W0') } },
      { viewer: 'mainClerkW1', what: 'their own sale in a warehouse they may not use', body: { saleId: sale('mainClerkW1', 'W0') } },
      { viewer: 'mainClerk', what: "the owner's account transfer", body: { transId: moneyDoc } },
      { viewer: 'mainClerk', what: "the owner's sale as a write-off row", body: { hxList: [{ saleId: sale('boss', 'W0'), amount: 1 }] } },
    ];
    const events = async () => Number((await app.infra.pool.query('select count(*) from events')).rows[0].count);
    const before = await events();
    for (const route of routes) {
      for (const c of cases) {
        const r = await app.call(route.slice('/api/'.length), c.body, { token: tokens.get(c.viewer) });
        assert.ok(r.status === 404 || r.status === 403, `${c.viewer} ${route} naming ${c.what}: ${r.status} ${JSON.stringify(r.body)}`);
      }
    }
    assert.equal(await events(), before, 'nothing was written');
  }, 120_000);

  test('the warehouse and branch pickers offer only what the caller may use', async () => {
    const picked = async (key: string, group: string, field: string) =>
      ((await as(key, `${group}/Options`, {})).data as Record<string, string>[]).map((r) => r[field]).sort();
    const whName = (w: Wh[]) => w.map((x) => `仓库${x}`).sort();
    const names = async (key: string) => picked(key, 'Warehouse', 'warehouseName');
    assert.deepEqual(await names('boss'), whName(WAREHOUSES));
    assert.deepEqual(await names('mainClerk'), whName(WAREHOUSES));
    assert.deepEqual(await names('mainClerkW1'), whName(['W1']));
    assert.deepEqual(await names('northClerk'), whName(['W1']));
    assert.deepEqual(await names('northAdminW0W1'), whName(['W0', 'W1']));
    assert.deepEqual(await picked('boss', 'Branch', 'branchName'), ['北城店', '南城店']);
    assert.deepEqual(await picked('northClerk', 'Branch', 'branchName'), ['北城店']);
    assert.deepEqual(await picked('mainClerk', 'Branch', 'branchName'), ['北城店', '南城店']);
  });

  test('outside the multi-store editions a branch administrator flag lifts nothing and branches are refused by name', async () => {
    const boss = (
      await app.call('Register/Register', { companyName: '单店', loginName: `single${Date.now()}`, password: 'secret123', productType: 2 })
    ).body.returnData;
    const refused = await app.call('Branch/Save', { branchName: '分店', branchCode: 'FD' }, { token: boss.token });
    assert.equal(refused.status, 403);
    assert.equal(refused.body.invMessage, '门店/机构管理仅多店协同版、多店旗舰版可用，当前版本不支持');
    const wh = (await app.call('Warehouse/Save', { warehouseName: '仓', warehouseCode: 'W' }, { token: boss.token })).body.returnData
      .warehouseId;
    const { roleId } = (
      await app.call(
        'Role/Save',
        { roleName: '销售', permissions: [{ permissionId: '2002', actionList: ['query', 'get', 'add'] }] },
        { token: boss.token },
      )
    ).body.returnData;
    const login = async (name: string, branchAdmin: boolean) => {
      const loginName = `${name}${Date.now().toString(36)}`;
      await app.call(
        'User/Save',
        { loginName, password: 'secret123', userName: name, roleId, pricePerm: '100000000', branchAdmin },
        { token: boss.token },
      );
      return (await app.call('Login/Login', { loginName, password: 'secret123' })).body.returnData;
    };
    const [flagged, clerk] = [await login('flagged', true), await login('clerk', false)];
    assert.equal(flagged.currentBranchIsMain, 1);
    assert.equal(flagged.branchName, '总部');
    const customId = (await app.call('Custom/Save', { customName: '客', customCode: 'K' }, { token: boss.token })).body.returnData.customId;
    const skuId = (
      await app.call(
        'Product/Save',
        { productName: '茶', productCode: 'T', unitName: '包', skus: [{ salePrice: 1, purchasePrice: 1 }] },
        { token: boss.token },
      )
    ).body.returnData.skus[0].skuId;
    const sale = await app.call(
      'Sale/Save',
      { customId, billDate: today, warehouseId: wh, lines: [{ skuId, qty: 1, price: 1 }] },
      { token: clerk.token },
    );
    assert.equal(sale.status, 200);
    const seen = await app.call('Sale/PageQuery', {}, { token: flagged.token });
    assert.equal(seen.body.returnData.totalCount, 0);
  });
});

import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import { Client } from 'pg';
import { company, startTestApp, TestApp } from '../testing/test-app';
import { grantReportingLogin, REPORTING_GROUP, ReportingLoginError, revokeReportingLogin } from './reporting-logins';

// 分析商行, worked out by hand (可乐 in 瓶, 1 箱 = 12 瓶; 现金 opens at 1000):
// D1 B1 采购 from 甲: 10 箱 at 60 (120 瓶, 600), 200 paid from 现金.
// D2 S1 销售 to 张三: 2 箱 at 84 (24 瓶, 168, cost 24 × 5 = 120), 50 received into 现金.
// D3 SR1 销售退货 from 张三 naming S1: 1 箱 at 84 (−12 瓶, −84, back at S1's cost −60).
// 隔壁商行: D1 采购 30 雪碧 at 2 from 丙, D2 销售 5 雪碧 at 5 to 王五, paid into 银行.
const [D1, D2, D3] = ['2025-04-01', '2025-04-02', '2025-04-03'];

describe('the reporting views, read by a company’s analysts’ login', () => {
  let app: TestApp;
  const ids: Record<string, string> = {};
  const logins = { a: `bi_${randomBytes(4).toString('hex')}_a`, b: `bi_${randomBytes(4).toString('hex')}_b` };
  const passwords = { a: 'Report-Pass-2025!', b: '' };
  let viewNames: string[];
  const open: Client[] = [];

  /** A new connection as a login. */
  const connect = async (login: string, password: string) => {
    const u = new URL(app.db.url);
    u.username = login;
    u.password = encodeURIComponent(password);
    const c = new Client({ connectionString: u.toString() });
    // A revoked login's connection is ended by the server: the test asserts it, nothing else should hear of it.
    c.on('error', () => undefined);
    await c.connect();
    open.push(c);
    return c;
  };
  const rows = async (c: Client, sql: string, values: unknown[] = []) =>
    (await c.query({ text: sql, values, rowMode: 'array' })).rows.map((r) => [...r]);
  /** The statement fails with this SQLSTATE. */
  const refused = (c: Client, sql: string, code = '42501') =>
    assert.rejects(c.query(sql), (e: { code?: string; message: string }) => {
      assert.equal(e.code, code, `${sql}: ${e.message}`);
      return true;
    });

  /** Every view shows the company's rows and no other's. */
  const onlyOwn = async (c: Client, own: string) => {
    for (const view of viewNames) {
      const [[n, other]] = await rows(
        c,
        `select count(*)::int, count(*) filter (where company_id is distinct from $1)::int from reporting.${view}`,
        [own],
      );
      assert.ok(n > 0, `${view} has rows for ${own}`);
      assert.equal(other, 0, `${view} shows only its company`);
    }
  };

  beforeAll(async () => {
    app = await startTestApp();
    const shop = await company(app, '分析商行');
    const s = shop.call;
    ids.w = (await s('Warehouse/Save', { warehouseName: '总仓', warehouseCode: 'W1' })).warehouseId;
    ids.zhang = (await s('Custom/Save', { customName: '张三', customCode: 'C1' })).customId;
    ids.jia = (await s('Supplier/Save', { supplierName: '甲', supplierCode: 'S1' })).supplierId;
    ids.cash = (await s('Account/Save', { accountName: '现金', accountCode: 'CASH', initAmount: 1000 })).accountId;
    ids.cola = (
      await s('Product/Save', {
        productName: '可乐',
        productCode: 'COLA',
        unitName: '瓶',
        units: [{ unitName: '箱', ratio: 12 }],
        skus: [{ salePrice: 8, purchasePrice: 5 }],
      })
    ).skus[0].skuId;
    await s('Buy/Save', {
      supplierId: ids.jia,
      billDate: D1,
      warehouseId: ids.w,
      payAmount: 200,
      accountId: ids.cash,
      lines: [{ skuId: ids.cola, unitName: '箱', qty: 10, price: 60 }],
      audit: true,
    });
    const s1 = await s('Sale/Save', {
      customId: ids.zhang,
      billDate: D2,
      warehouseId: ids.w,
      receiveAmount: 50,
      accountId: ids.cash,
      lines: [{ skuId: ids.cola, unitName: '箱', qty: 2, price: 84 }],
      audit: true,
    });
    await s('SaleReturn/Save', {
      customId: ids.zhang,
      saleId: s1.saleId,
      billDate: D3,
      warehouseId: ids.w,
      lines: [{ skuId: ids.cola, unitName: '箱', qty: 1, price: 84 }],
      audit: true,
    });

    const next = (await company(app, '隔壁商行')).call;
    const w = (await next('Warehouse/Save', { warehouseName: '仓库B', warehouseCode: 'W1' })).warehouseId;
    const wang = (await next('Custom/Save', { customName: '王五', customCode: 'C1' })).customId;
    const bing = (await next('Supplier/Save', { supplierName: '丙', supplierCode: 'S1' })).supplierId;
    const bank = (await next('Account/Save', { accountName: '银行', accountCode: 'BANK', initAmount: 0 })).accountId;
    const sprite = (
      await next('Product/Save', { productName: '雪碧', productCode: 'SPRITE', unitName: '个', skus: [{ salePrice: 5, purchasePrice: 2 }] })
    ).skus[0].skuId;
    await next('Buy/Save', { supplierId: bing, billDate: D1, warehouseId: w, lines: [{ skuId: sprite, qty: 30, price: 2 }], audit: true });
    await next('Sale/Save', {
      customId: wang,
      billDate: D2,
      warehouseId: w,
      receiveAmount: 25,
      accountId: bank,
      lines: [{ skuId: sprite, qty: 5, price: 5 }],
      audit: true,
    });

    const companyId = async (name: string) =>
      (await app.db.pool.query('select company_id from companies where company_name = $1', [name])).rows[0].company_id as string;
    ids.a = await companyId('分析商行');
    ids.b = await companyId('隔壁商行');
    await grantReportingLogin(app.db.pool, { company: '分析商行', login: logins.a, password: passwords.a });
    passwords.b = (await grantReportingLogin(app.db.pool, { company: ids.b, login: logins.b })).password;
    viewNames = (await app.db.pool.query(`select viewname from pg_views where schemaname = 'reporting' order by viewname`)).rows.map(
      (r) => r.viewname,
    );
  });
  afterAll(async () => {
    await Promise.all(open.map((c) => c.end().catch(() => undefined)));
    for (const login of Object.values(logins)) await revokeReportingLogin(app.db.pool, login).catch(() => undefined);
    await app.close();
  });

  test('a login sees its company’s rows in every view, and no row of the other company', async () => {
    const a = await connect(logins.a, passwords.a);
    const b = await connect(logins.b, passwords.b);
    assert.equal(viewNames.length, 15);
    await onlyOwn(a, ids.a);
    await onlyOwn(b, ids.b);
    assert.deepEqual(
      await rows(
        b,
        'select product_name, qty::float8, amount::float8, cost_amount::float8, profit::float8 from trade_lines order by bill_date',
      ),
      [
        ['雪碧', 30, 60, 60, null],
        ['雪碧', 5, 25, 10, 15],
      ],
    );
    assert.deepEqual(await rows(a, 'select company_name from companies'), [['分析商行']]);
  });

  test('the figures are the documents’, in the business’s words', async () => {
    const a = await connect(logins.a, passwords.a);
    assert.deepEqual(await rows(a, 'select warehouse_code, warehouse_name from warehouses'), [['W1', '总仓']]);
    // A new company starts with 零售散客 (LS) and the 现金 and 银行存款 accounts (ZH01, ZH02) beside the test's own.
    assert.deepEqual(await rows(a, 'select customer_code, customer_name, is_enabled from customers order by customer_code'), [
      ['C1', '张三', true],
      ['LS', '零售散客', true],
    ]);
    assert.deepEqual(await rows(a, 'select supplier_code, supplier_name from suppliers'), [['S1', '甲']]);
    assert.deepEqual(
      await rows(a, 'select product_code, product_name, unit_name, sale_price::float8, purchase_price::float8, sku_id = $1 from products', [
        ids.cola,
      ]),
      [['COLA', '可乐', '瓶', 8, 5, true]],
    );
    assert.deepEqual(
      await rows(
        a,
        'select account_code, account_name, opening_balance::float8, in_amount::float8, out_amount::float8, balance::float8 from accounts order by account_code',
      ),
      [
        ['CASH', '现金', 1000, 50, 200, 850],
        ['ZH01', '现金', 0, 0, 0, 0],
        ['ZH02', '银行存款', 0, 0, 0, 0],
      ],
    );
    assert.deepEqual(
      await rows(a, 'select warehouse_name, product_name, qty::float8, amount::float8, cost_price::float8 from stock_levels'),
      [['总仓', '可乐', 108, 540, 5]],
    );
    assert.deepEqual(
      await rows(
        a,
        'select bill_date::text, bill_type_name, in_qty::float8, out_qty::float8, amount::float8, balance_qty::float8, balance_amount::float8 from stock_movements order by flow_id',
      ),
      [
        [D1, '采购单', 120, 0, 600, 120, 600],
        [D2, '销售单', 0, 24, 120, 96, 480],
        [D3, '销售退货单', 12, 0, 60, 108, 540],
      ],
    );
    assert.deepEqual(
      await rows(
        a,
        'select bill_date::text, bill_type_name, status_name, partner_name, warehouse_name, total_amount::float8, paid_amount::float8, created_by_name is not null from documents order by bill_date',
      ),
      [
        [D1, '采购单', '已审核', '甲', '总仓', 600, 200, true],
        [D2, '销售单', '已审核', '张三', '总仓', 168, 50, true],
        [D3, '销售退货单', '已审核', '张三', '总仓', 84, 0, true],
      ],
    );
    assert.deepEqual(
      await rows(
        a,
        'select trade_name, bill_type_name, bill_date::text, partner_name, product_name, qty::float8, amount::float8, cost_amount::float8, profit::float8 from trade_lines order by bill_date',
      ),
      [
        ['采购', '采购单', D1, '甲', '可乐', 120, 600, 600, null],
        ['销售', '销售单', D2, '张三', '可乐', 24, 168, 120, 48],
        ['销售', '销售退货单', D3, '张三', '可乐', -12, -84, -60, -24],
      ],
    );
    assert.deepEqual(
      await rows(
        a,
        'select sale_date::text, product_name, qty::float8, amount::float8, cost_amount::float8, profit::float8, return_qty::float8, return_amount::float8 from daily_sku_sales order by sale_date',
      ),
      [
        [D2, '可乐', 24, 168, 120, 48, 0, 0],
        [D3, '可乐', -12, -84, -60, -24, 12, 84],
      ],
    );
    assert.deepEqual(
      await rows(
        a,
        'select bill_date::text, bill_type_name, account_name, in_amount::float8, out_amount::float8, balance::float8 from fund_flow order by flow_id',
      ),
      [
        [D1, '采购单', '现金', 0, 200, 800],
        [D2, '销售单', '现金', 50, 0, 850],
      ],
    );
    assert.deepEqual(
      await rows(
        a,
        'select bill_type_name, partner_kind, partner_name, add_amount::float8, settled_amount::float8, balance::float8 from partner_flow order by flow_id',
      ),
      [
        ['采购单', '供应商', '甲', 600, 200, 400],
        ['销售单', '客户', '张三', 168, 50, 118],
        ['销售退货单', '客户', '张三', -84, 0, 34],
      ],
    );
    assert.deepEqual(
      await rows(
        a,
        'select customer_name, opening_amount::float8, added_amount::float8, received_amount::float8, balance::float8 from receivables order by balance desc',
      ),
      [
        ['张三', 0, 84, 50, 34],
        ['零售散客', 0, 0, 0, 0],
      ],
    );
    assert.deepEqual(
      await rows(
        a,
        'select supplier_name, opening_amount::float8, added_amount::float8, paid_amount::float8, balance::float8 from payables',
      ),
      [['甲', 0, 600, 200, 400]],
    );
  });

  test('the group may read the reporting views and nothing else; a login reads no table of the application', async () => {
    const grants = await app.db.pool.query(
      `select table_schema, privilege_type, count(*)::int as n from information_schema.role_table_grants where grantee = $1 group by 1, 2`,
      [REPORTING_GROUP],
    );
    assert.deepEqual(
      grants.rows.map((r) => [r.table_schema, r.privilege_type, r.n]),
      [['reporting', 'SELECT', viewNames.length]],
    );
    const a = await connect(logins.a, passwords.a);
    const tables = (
      await app.db.pool.query(
        `select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind in ('r', 'v', 'm', 'p')`,
      )
    ).rows.map((r) => r.relname);
    for (const t of ['events', 'streams', 'users', 'sessions', 'reporting_logins', 'trade_lines', 'companies'])
      assert.ok(tables.includes(t), t);
    for (const t of tables) await refused(a, `select * from public.${t} limit 1`);
  });

  test('a login writes nothing and creates nothing, even with read-only turned off', async () => {
    const a = await connect(logins.a, passwords.a);
    await refused(a, `create table reporting.mine (a int)`, '25006');
    await a.query('set default_transaction_read_only = off');
    await refused(a, `update reporting.companies set company_name = '改名'`);
    await refused(a, `create table reporting.mine (a int)`);
    await refused(a, `create table public.mine (a int)`);
    await refused(a, `create view reporting.mine as select 1`);
    await refused(a, `create function reporting.mine() returns int language sql as 'select 1'`);
    await refused(a, `create schema mine`);
    await a.query('set search_path = public');
    await refused(
      a,
      `select * from append_events('${ids.a}', array['Sale-x'], array['Sale'], array[-1]::bigint[], array[1], array[1], array[0], array[gen_random_uuid()], array['SaleAudited'], array['{}'::jsonb], array['{}'::jsonb])`,
    );
  });

  test('a login cannot widen what it sees by SET: its company follows the login, not a setting', async () => {
    const a = await connect(logins.a, passwords.a);
    const appUser = decodeURIComponent(new URL(app.db.url).username);
    await a.query(`set reporting.company_id = '${ids.b}'`);
    await a.query(`set role ${REPORTING_GROUP}`);
    await onlyOwn(a, ids.a);
    await a.query('reset role');
    await refused(a, `set role ${appUser}`);
    await refused(a, `set session authorization ${appUser}`);
    await refused(a, `set role ${logins.b}`);
    await onlyOwn(a, ids.a);
    // A function of its own (a temporary one is all it may make) placed in a where, cheap enough to run first, sees only
    // the rows the view lets through, even with the company filter left to a plain scan instead of an index.
    await a.query('set default_transaction_read_only = off; set enable_indexscan = off; set enable_bitmapscan = off');
    await a.query(
      `create function pg_temp.peek(company text) returns boolean language plpgsql cost 0.0000001 as $$ begin raise notice '%', company; return true; end $$`,
    );
    const seen = new Set<string>();
    a.on('notice', (n) => seen.add(n.message!));
    for (const view of viewNames) await a.query(`select * from reporting.${view} where pg_temp.peek(company_id)`);
    assert.deepEqual([...seen], [ids.a]);
    await assert.rejects(connect(logins.a, 'not-the-password'), (e: { code?: string }) => e.code === '28P01');
  });

  test('the operator’s refusals; a revoked login can no longer connect', async () => {
    const refusal = (input: { company: string; login: string; password?: string }, message: RegExp) =>
      assert.rejects(grantReportingLogin(app.db.pool, input), (e: Error) => e instanceof ReportingLoginError && message.test(e.message));
    await refusal({ company: '没有这家', login: 'bi_nobody' }, /找不到公司“没有这家”/);
    await refusal({ company: ids.a, login: 'Bad-Name' }, /登录名只能用小写字母/);
    await refusal({ company: ids.a, login: 'bi_short', password: 'short' }, /密码须为12到128个/);
    await refusal({ company: ids.b, login: logins.a }, /属于另一家公司/);
    await refusal({ company: ids.a, login: decodeURIComponent(new URL(app.db.url).username) }, /不是报表登录/);
    const again = await grantReportingLogin(app.db.pool, { company: ids.a, login: logins.a, password: 'Another-Pass-2025' });
    assert.deepEqual([again.created, again.companyName], [false, '分析商行']);
    await connect(logins.a, 'Another-Pass-2025');

    const connected = await connect(logins.b, passwords.b);
    assert.equal((await revokeReportingLogin(app.db.pool, logins.b)).companyId, ids.b);
    await assert.rejects(connected.query('select 1'));
    await assert.rejects(connect(logins.b, passwords.b), (e: { code?: string }) => e.code === '28P01' || e.code === '28000');
    assert.equal(
      (await app.db.pool.query('select count(*)::int as n from reporting_logins where role_name = $1', [logins.b])).rows[0].n,
      0,
    );
  });
});

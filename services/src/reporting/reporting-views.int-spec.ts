import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import { createTestDatabase, TestDatabase } from '@jxc/infra/src/testing/test-database';
import { DOC_TYPE_NAMES } from '../contracts';

/** Chinese, then ' / ', then English: how every view and column of schema reporting is described. */
const BILINGUAL = /[\u4e00-\u9fff].* \/ [A-Za-z]/;

describe('the reporting views (migration 034)', () => {
  let db: TestDatabase;
  let views: { name: string; comment: string | null; options: string[] | null; definition: string }[];
  beforeAll(async () => {
    db = await createTestDatabase(2);
    views = (
      await db.pool.query(
        `select c.relname as name, obj_description(c.oid, 'pg_class') as comment, c.reloptions as options, pg_get_viewdef(c.oid) as definition
         from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'reporting' order by c.relname`,
      )
    ).rows;
  });
  afterAll(() => db.drop());

  test('schema reporting holds only views, and the ones the README lists', async () => {
    const kinds = await db.pool.query(
      `select distinct c.relkind from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'reporting'`,
    );
    assert.deepEqual(
      kinds.rows.map((r) => r.relkind),
      ['v'],
    );
    const readme = fs.readFileSync(path.join(__dirname, '..', '..', '..', 'README.md'), 'utf8');
    const listed = [...readme.matchAll(/^\| `reporting\.(\w+)` \|/gm)].map((m) => m[1]).sort();
    assert.deepEqual(
      views.map((v) => v.name),
      listed,
    );
    assert.equal(listed.length, 15);
  });

  test('every view and every column of it is described in Chinese and English', async () => {
    assert.deepEqual(
      views.filter((v) => !BILINGUAL.test(v.comment ?? '')).map((v) => v.name),
      [],
    );
    const columns = await db.pool.query(
      `select c.relname || '.' || a.attname as name, col_description(c.oid, a.attnum) as comment
       from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'reporting' and a.attnum > 0 and not a.attisdropped`,
    );
    assert.ok(columns.rowCount! > 150);
    assert.deepEqual(
      columns.rows.filter((c) => !BILINGUAL.test(c.comment ?? '')).map((c) => c.name),
      [],
    );
  });

  test('every view has company_id first, is a security barrier and keeps to the company of the connecting login', async () => {
    for (const v of views) {
      assert.ok(v.options?.includes('security_barrier=true'), `${v.name}: security_barrier`);
      assert.ok(
        /company_id = \( SELECT l\.company_id\s+FROM reporting_logins l\s+WHERE \(l\.role_name = SESSION_USER\)\)/.test(v.definition),
        `${v.name}: ${v.definition}`,
      );
    }
    const first = await db.pool.query(
      `select c.relname as name from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'reporting' and a.attnum = 1 and a.attname = 'company_id' order by c.relname`,
    );
    assert.deepEqual(
      first.rows.map((r) => r.name),
      views.map((v) => v.name),
    );
  });

  test('the bill type names are those of the contracts', async () => {
    const { rows } = await db.pool.query('select bill_type, bill_type_name from bill_type_names order by bill_type');
    assert.deepEqual(Object.fromEntries(rows.map((r) => [r.bill_type, r.bill_type_name])), { ...DOC_TYPE_NAMES });
  });

  test('a connection no login maps to a company (the application’s own) sees no row', async () => {
    await db.pool.query(
      `insert into companies (company_id, company_name, product_type, created_at, updated_at) values ('c1', '某公司', 2, now(), now())`,
    );
    assert.equal((await db.pool.query('select count(*)::int as n from reporting.companies')).rows[0].n, 0);
  });
});

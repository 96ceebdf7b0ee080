import assert from 'node:assert/strict';
import { afterAll, beforeAll, test } from '@jest/globals';
import { createTestDatabase, TestDatabase } from '@jxc/infra/src/testing/test-database';
import { countRows, EXACT_COUNT_LIMIT } from './page-query';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase(2);
  await db.pool.query(`create table movements as select g as id, g % 7 as sku from generate_series(1, 70000) g`);
  await db.pool.query(`analyze movements`);
});
afterAll(() => db.drop());

const count = (where: string, params: unknown[]) =>
  countRows({ query: (sql, p) => db.pool.query(sql, p).then((r) => r.rows) }, `select 1 from movements where ${where}`, params);

test('a list up to the limit is counted exactly; a longer one is estimated, never below the limit', async () => {
  assert.equal(await count('sku = $1 and id <= $2', [3, 7000]), 1000);
  assert.equal(await count('id <= $1', [EXACT_COUNT_LIMIT]), EXACT_COUNT_LIMIT);
  const sixSevenths = await count('sku <> $1', [3]);
  assert.ok(sixSevenths > 60000 * 0.8 && sixSevenths < 60000 * 1.25, `about 60000, got ${sixSevenths}`);
  const few = await count('id <= $1', [EXACT_COUNT_LIMIT + 5]);
  assert.ok(few > EXACT_COUNT_LIMIT, `past the limit, never below it: ${few}`);
});

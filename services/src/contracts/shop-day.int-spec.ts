import assert from 'node:assert/strict';
import { afterAll, beforeAll, test } from '@jest/globals';
import { createTestDatabase, TestDatabase } from '@jxc/infra/src/testing/test-database';
import { shopDayStartSql } from './shop-day';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase(1);
});
afterAll(() => db.drop());

test('a shop day begins at midnight in Beijing, whatever time zone the database session keeps', async () => {
  const client = await db.pool.connect();
  try {
    for (const zone of ['UTC', 'America/New_York', 'Asia/Shanghai']) {
      await client.query(`set time zone '${zone}'`);
      const { rows } = await client.query(`select ${shopDayStartSql('$1')} as at`, ['2026-11-25']);
      assert.equal((rows[0].at as Date).toISOString(), '2026-11-24T16:00:00.000Z', zone);
    }
  } finally {
    client.release();
  }
});

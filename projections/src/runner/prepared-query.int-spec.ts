import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import { createTestDatabase, TestDatabase } from '@jxc/infra/src/testing/test-database';
import { DataSource } from 'typeorm';
import { createDataSource } from '../data-source';
import { insertMany } from './insert-many';
import { queryPrepared } from './prepared-query';

describe('queryPrepared', () => {
  let db: TestDatabase;
  let ds: DataSource;
  beforeAll(async () => {
    db = await createTestDatabase(5);
    ds = await createDataSource(db.url, [], 2).initialize();
    await ds.query('create table prepared_probe (n int primary key)');
  });
  afterAll(async () => {
    await ds.destroy();
    await db.drop();
  });

  const count = async () => Number((await queryPrepared<{ n: string }>(ds, 'select count(*) as n from prepared_probe', []))[0].n);

  test('runs on the transaction it is given: what the transaction wrote goes with its rollback', async () => {
    await assert.rejects(
      ds.transaction(async (em) => {
        await insertMany(em, 'prepared_probe', [['n', 'int']], [[1], [2]]);
        assert.equal(
          Number((await queryPrepared<{ n: string }>(em, 'select count(*) as n from prepared_probe', []))[0].n),
          2,
          'seen inside the transaction',
        );
        throw new Error('roll back');
      }),
      /roll back/,
    );
    assert.equal(await count(), 0);
  });

  test('the same text runs again and again on every connection of the pool, with new values each time', async () => {
    await Promise.all([1, 2, 3, 4, 5, 6].map((n) => ds.transaction((em) => insertMany(em, 'prepared_probe', [['n', 'int']], [[n * 10]]))));
    assert.equal(await count(), 6);
    assert.deepEqual(
      (await queryPrepared<{ n: number }>(ds, 'select n from prepared_probe where n = any($1) order by n', [[20, 60, 70]])).map((r) => r.n),
      [20, 60],
    );
  });
});

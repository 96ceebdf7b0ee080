import assert from 'node:assert/strict';
import { afterAll, beforeAll, test } from '@jest/globals';
import { createTestDatabase, TestDatabase } from '@jxc/infra/src/testing/test-database';
import { rankBy } from './rank';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase(1);
});
afterAll(() => db.drop());

test('SKUs ranked by a figure tie where their exact sums are equal, and what nets to nothing ranks as nothing', async () => {
  const rows: [string, string][] = [
    ['a', '0.1'],
    ['a', '0.2'],
    ['b', '0.3'],
    ['c', '0.1'],
    ['c', '0.2'],
    ['c', '-0.3'],
    ['d', '0'],
    ['e', '99999999.999999'],
    ['e', '0.000001'],
    ['f', '100000000'],
    ['g', '12345.678901'],
    ['g', '-12345.678900'],
  ];
  const { rows: ranked } = await db.pool.query(
    `select d.g, ${rankBy('d.x')}::text as rank from unnest($1::text[], $2::numeric[]) d(g, x) group by d.g order by d.g`,
    [rows.map(([g]) => g), rows.map(([, x]) => x)],
  );
  assert.deepEqual(
    ranked.map((r) => [r.g, r.rank]),
    [
      ['a', '300000'],
      ['b', '300000'],
      ['c', '0'],
      ['d', '0'],
      ['e', '100000000000000'],
      ['f', '100000000000000'],
      ['g', '1'],
    ],
  );
});

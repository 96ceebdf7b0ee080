/** Runs a slow projection until the parent test kills this process (SIGKILL), to prove resume after a crash. */
import { PostgresEventStore } from '@jxc/infra';
import { Pool } from 'pg';
import { createDataSource } from '../../data-source';
import { ProjectionRunner } from '../projection-runner';
import { countingProjection } from './counting-projection';

async function main() {
  const url = process.argv[2];
  const pool = new Pool({ connectionString: url, max: 4 });
  const ds = await createDataSource(url, [], 2).initialize();
  const runner = new ProjectionRunner(new PostgresEventStore(pool), pool, ds, [countingProjection('test_counts', { delayMs: 30 })], {
    batchSize: 50,
    pollMs: 50,
  });
  await runner.start();
  process.send?.('started');
}

main();

import { loadConfig, migrate, openDatabase, EventStore, PostgresEventStore } from '@jxc/infra';
import { Pool } from 'pg';
import { DataSource } from 'typeorm';
import { createDataSource } from '@jxc/projections';
import { plugModulesIn } from '../plug-ins';
import { READ_MODEL_ENTITIES } from '../read-models';

/**
 * Runs an operator command against the configured database (migrated first) with the read models and the event
 * store open, closes everything after it and exits 1 with the error if it fails.
 */
export function runWithReadModels(command: (ds: DataSource, store: EventStore) => Promise<void>, connections = 4): void {
  plugModulesIn();
  (async () => {
    const db = await openDatabase(loadConfig());
    const pool = new Pool({ connectionString: db.url, max: connections });
    await migrate(pool);
    const ds = await createDataSource(db.url, READ_MODEL_ENTITIES, connections).initialize();
    try {
      await command(ds, new PostgresEventStore(pool));
    } finally {
      await ds.destroy();
      await pool.end();
      await db.stop();
    }
  })().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}

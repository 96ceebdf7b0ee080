/** `npm run projections:rebuild [name]`: rebuilds one read model, or all of them, from the event store. */
import { loadConfig, migrate, openDatabase, PostgresEventStore } from '@jxc/infra';
import { Pool } from 'pg';
import { createDataSource } from '../data-source';
import { PROJECTIONS, READ_MODEL_ENTITIES } from '../registry';
import { rebuildProjection } from '../runner/rebuild';
import { progressBar } from './progress';

async function main() {
  const name = process.argv[2];
  const chosen = name ? PROJECTIONS.filter((p) => p.name === name) : PROJECTIONS;
  if (!chosen.length) {
    console.error(`没有名为 ${name} 的投影。可选: ${PROJECTIONS.map((p) => p.name).join(', ') || '(无)'}`);
    process.exit(2);
  }
  const db = await openDatabase(loadConfig());
  const pool = new Pool({ connectionString: db.url, max: 4 });
  await migrate(pool);
  const ds = await createDataSource(db.url, READ_MODEL_ENTITIES, 4).initialize();
  const store = new PostgresEventStore(pool);
  try {
    for (const p of chosen) {
      const started = Date.now();
      const n = await rebuildProjection(store, ds, p, progressBar(`重建 ${p.name}`));
      process.stderr.write(`\n${p.name}: ${n} 个事件, ${((Date.now() - started) / 1000).toFixed(1)} 秒\n`);
    }
  } finally {
    await ds.destroy();
    await pool.end();
    await db.stop();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});

/** `npm run projections:rebuild [name]`: rebuilds one read model, or all of them, from the event store. */
import { PROJECTIONS } from '../read-models';
import { rebuildProjection } from '@jxc/projections';
import { progressBar } from './progress';
import { runWithReadModels } from './run-with-read-models';

const name = process.argv[2];
const chosen = name ? PROJECTIONS.filter((p) => p.name === name) : PROJECTIONS;
if (!chosen.length) {
  console.error(`没有名为 ${name} 的投影。可选: ${PROJECTIONS.map((p) => p.name).join(', ') || '(无)'}`);
  process.exit(2);
}
runWithReadModels(async (ds, store) => {
  for (const p of chosen) {
    const started = Date.now();
    const n = await rebuildProjection(store, ds, p, progressBar(`重建 ${p.name}`));
    process.stderr.write(`\n${p.name}: ${n} 个事件, ${((Date.now() - started) / 1000).toFixed(1)} 秒\n`);
  }
});

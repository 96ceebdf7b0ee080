/**
 * `npm run projections:rebuild [name]`: rebuilds one read model, or all of them, from the event store.
 * `npm run projections:rebuild -- --company ID`: rebuilds that company's rows of every read model from its events alone.
 */
import { PROJECTIONS } from '../read-models';
import { rebuildCompany, rebuildProjection } from '@jxc/projections';
import { progressBar } from './progress';
import { runWithReadModels } from './run-with-read-models';

const args = process.argv.slice(2);
const company = args[0] === '--company' ? args[1] : undefined;
const name = company === undefined ? args[0] : undefined;
const chosen = name ? PROJECTIONS.filter((p) => p.name === name) : PROJECTIONS;
if (!chosen.length || (args[0] === '--company' && !company)) {
  console.error(
    args[0] === '--company'
      ? '用法: npm run projections:rebuild -- --company 公司ID'
      : `没有名为 ${name} 的投影。可选: ${PROJECTIONS.map((p) => p.name).join(', ') || '(无)'}`,
  );
  process.exit(2);
}
runWithReadModels(async (ds, store) => {
  if (company !== undefined) {
    const started = Date.now();
    const { events, skipped } = await rebuildCompany(store, ds, PROJECTIONS, company);
    process.stderr.write(
      `公司 ${company}: ${events} 个事件, ${((Date.now() - started) / 1000).toFixed(1)} 秒; 不按公司分区、未重建: ${skipped.join(', ') || '(无)'}\n`,
    );
    return;
  }
  for (const p of chosen) {
    const started = Date.now();
    const n = await rebuildProjection(store, ds, p, progressBar(`重建 ${p.name}`));
    process.stderr.write(`\n${p.name}: ${n} 个事件, ${((Date.now() - started) / 1000).toFixed(1)} 秒\n`);
  }
});

/**
 * `npm run projections:parked [-- list [name]]`: the events projections have set aside, with the error of each.
 * `npm run projections:parked -- retry [name]`: tries them again (after a fix), in their original order.
 */
import { PROJECTIONS } from '../read-models';
import { listParked, retryParked } from '@jxc/projections';
import { runWithReadModels } from './run-with-read-models';

const [command = 'list', name] = process.argv.slice(2);
if (!['list', 'retry'].includes(command)) {
  console.error('用法: npm run projections:parked [-- list [投影名] | -- retry [投影名]]');
  process.exit(2);
}
runWithReadModels(async (ds, store) => {
  const parked = await listParked(ds.manager, name);
  if (command === 'list') {
    for (const p of parked)
      console.log(
        `${p.projection}\t${p.eventType}\t${p.eventId}\t流 ${p.streamId}\t公司 ${p.companyId ?? '-'}\t位置 ${p.position}\t尝试 ${p.attempts} 次\t${new Date(p.parkedAt).toISOString()}\n  ${p.error}`,
      );
    console.log(`共 ${parked.length} 个被搁置的事件`);
    return;
  }
  for (const projectionName of [...new Set(parked.map((p) => p.projection))]) {
    const projection = PROJECTIONS.find((p) => p.name === projectionName);
    if (!projection) {
      console.log(`${projectionName}: 不是读模型（如实时推送），不重试`);
      continue;
    }
    const r = await retryParked(store, ds, projection);
    console.log(`${projectionName}: 重新处理成功 ${r.applied} 个，仍被搁置 ${r.stillParked} 个`);
  }
}, 2);

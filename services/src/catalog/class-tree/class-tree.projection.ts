import type { EntityManager } from 'typeorm';
import { Projection } from '@jxc/projections';
import { treeEvents } from './class-tree.events';

/** One stream per company and tree (`{Kind}Tree-{companyId}`); one row per node. */
export const classTreeProjection: Projection = {
  name: 'class_trees',
  eventTypes: treeEvents.types(),
  tables: ['class_nodes'],
  companyReset: 'keep',
  async apply(events, em: EntityManager) {
    for (const e of events) {
      const { kind, event } = treeEvents.read(e);
      const { type, data: d } = event;
      const at = e.metadata.at;
      switch (type) {
        case 'Added':
          await em.query(
            `insert into class_nodes (node_id, company_id, kind, parent_id, name, sort, updated_at)
             values ($1, $2, $3, $4, $5, (select count(*) from class_nodes where company_id = $2 and kind = $3), $6)`,
            [d.nodeId, e.metadata.companyId, kind, d.parentId, d.name, at],
          );
          break;
        case 'Renamed':
          await em.query(`update class_nodes set name = $2, updated_at = $3 where node_id = $1`, [d.nodeId, d.name, at]);
          break;
        case 'Moved':
          await em.query(`update class_nodes set parent_id = $2, updated_at = $3 where node_id = $1`, [d.nodeId, d.parentId, at]);
          break;
        case 'Removed':
          await em.query(`update class_nodes set removed = true, updated_at = $2 where node_id = $1`, [d.nodeId, at]);
          break;
      }
    }
  },
};

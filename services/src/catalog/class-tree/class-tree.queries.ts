import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { ClassNodeRow, ClassTreeRow } from '../../contracts';

/** Reads of a company's class trees (class_nodes), one tree by its kind; removed nodes are left out. */
@Injectable()
export class ClassTreeQueries {
  constructor(private readonly ds: DataSource) {}

  /** The children of a node (the roots when `parentId` is null), in their order, each saying whether it has children. */
  children(companyId: string, kind: string, parentId: string | null): Promise<ClassNodeRow[]> {
    return this.ds.query(
      `select n.node_id as "classId", n.name as "className", n.parent_id as "parentId",
              exists (select 1 from class_nodes c where c.parent_id = n.node_id and not c.removed) as "hasChildren"
       from class_nodes n where n.company_id = $1 and n.kind = $2 and not n.removed and n.parent_id is not distinct from $3
       order by n.sort, n.name`,
      [companyId, kind, parentId],
    );
  }

  /** The whole tree as a flat list in display order (parents before children). */
  tree(companyId: string, kind: string): Promise<ClassTreeRow[]> {
    return this.ds.query(
      `with recursive t as (
         select n.node_id, n.name, n.parent_id, n.sort, 1 as depth, array[n.sort, 0] as path from class_nodes n
         where n.company_id = $1 and n.kind = $2 and not n.removed and n.parent_id is null
         union all
         select c.node_id, c.name, c.parent_id, c.sort, t.depth + 1, t.path || array[c.sort, 0] from class_nodes c join t on c.parent_id = t.node_id where not c.removed)
       select node_id as "classId", name as "className", parent_id as "parentId", depth from t order by path`,
      [companyId, kind],
    );
  }
}

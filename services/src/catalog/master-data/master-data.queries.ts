import { Injectable } from '@nestjs/common';
import { queryPrepared } from '@jxc/projections';
import { TreeKind } from '../class-tree/class-tree.events';
import { KIND_COLUMNS } from './master-data.projection';
import type { MasterKind } from './master-data.events';
import { MasterRecordRow } from './master-record.entities';
import { DataSource } from 'typeorm';
import { canDo } from '../../contracts';
import { allowedWarehouses, type Session } from '../../identity';
import { dec } from '../../shared/decimal';
import { NotFoundError, ValidationError } from '../../shared/errors';
import { PageQuery, toPage } from '../../shared/page-query';
import { MasterResource } from './master-resource';

/** What a reference may name: a master record, a class of a tree, or a member of staff. */
export type ReferenceKind = MasterKind | TreeKind | 'User';

/** A field naming a record of the company (a warehouse, a customer, a class, an employee …). */
export interface Reference {
  kind: ReferenceKind;
  id: unknown;
  label: string;
  field: string;
}

@Injectable()
export class MasterDataQueries {
  constructor(private readonly ds: DataSource) {}

  /** Every field naming another record must name a live one of the caller's company. */
  async checkRefs(def: MasterResource, companyId: string, input: Record<string, unknown>): Promise<void> {
    for (const [field, kind] of Object.entries(def.refs ?? {}))
      await this.checkRef(kind, companyId, input[field], def.fields[field].label, field);
  }

  checkRef(kind: ReferenceKind, companyId: string, id: unknown, label: string, field: string): Promise<void> {
    return this.checkRefsAt(companyId, [{ kind, id, label, field }]);
  }

  /** Several references in one round trip; the first one missing (in the order given) is refused naming its field. */
  async checkRefsAt(companyId: string, refs: Reference[]): Promise<void> {
    const given = refs.filter((r) => r.id !== undefined && r.id !== null && r.id !== '');
    if (!given.length) return;
    const rows: { id: string; kind: string }[] = await queryPrepared(
      this.ds,
      `select record_id as id, kind from master_records where company_id = $1 and record_id = any($2) and not removed
       union all select node_id, kind from class_nodes where company_id = $1 and node_id = any($2) and not removed
       union all select user_id, 'User' from users where company_id = $1 and user_id = any($2) and not removed`,
      [companyId, [...new Set(given.map((r) => String(r.id)))]],
    );
    const found = new Set(rows.map((r) => `${r.kind}:${r.id}`));
    const missing = given.find((r) => !found.has(`${r.kind}:${String(r.id)}`));
    if (missing) throw new ValidationError(`${missing.label}不存在`, missing.field);
  }

  /** Which of `names` no live record of `kind` of the company bears (a disabled one still bears its name). */
  async unknownNames(kind: MasterKind, companyId: string, names: string[]): Promise<string[]> {
    if (!names.length) return [];
    const rows: { name: string }[] = await this.ds.query(
      `select name from master_records where company_id = $1 and kind = $2 and not removed and name = any($3)`,
      [companyId, kind, names],
    );
    const known = new Set(rows.map((r) => r.name));
    return [...new Set(names)].filter((n) => !known.has(n));
  }

  /** The live records of `kind` bearing each of `names` (a name several bear: all of them). */
  async idsByName(kind: MasterKind, companyId: string, names: string[]): Promise<Map<string, string[]>> {
    const rows: { name: string; id: string }[] = names.length
      ? await this.ds.query(
          `select name, record_id as id from master_records where company_id = $1 and kind = $2 and not removed and name = any($3)`,
          [companyId, kind, names],
        )
      : [];
    const out = new Map<string, string[]>();
    for (const r of rows) out.set(r.name, [...(out.get(r.name) ?? []), r.id]);
    return out;
  }

  /** The names of the company's enabled records of `kind`, by code. */
  async enabledNames(kind: MasterKind, companyId: string): Promise<string[]> {
    const rows: { name: string }[] = await this.ds.query(
      `select name from master_records where company_id = $1 and kind = $2 and not removed and enabled order by code, name`,
      [companyId, kind],
    );
    return rows.map((r) => r.name);
  }

  /** Every live class of a tree with the names from its root down to it (['饮料', '碳酸饮料']). */
  async classPaths(kind: TreeKind, companyId: string): Promise<{ classId: string; path: string[] }[]> {
    return this.ds.query(
      `with recursive t as (
         select n.node_id, array[n.name] as path from class_nodes n where n.company_id = $1 and n.kind = $2 and n.parent_id is null and not n.removed
         union all
         select c.node_id, t.path || c.name from class_nodes c join t on c.parent_id = t.node_id where not c.removed)
       select node_id as "classId", path from t`,
      [companyId, kind],
    );
  }

  /** A record of the company, removed or not, with its fields; undefined when the company never had it. */
  async record(companyId: string, recordId: string): Promise<{ name: string; data: Record<string, unknown> } | undefined> {
    const [row] = await this.ds.query(`select name, data from master_records where record_id = $1 and company_id = $2`, [
      recordId,
      companyId,
    ]);
    return row;
  }

  /** The names of the company's records of `kind` by id, removed ones too (an old document still names them). */
  async names(kind: MasterKind, companyId: string): Promise<Map<string, string>> {
    const rows: { record_id: string; name: string }[] = await this.ds.query(
      `select record_id, name from master_records where company_id = $1 and kind = $2`,
      [companyId, kind],
    );
    return new Map(rows.map((r) => [r.record_id, r.name]));
  }

  /** Those of `ids` that are live records of `kind` of the company, with their fields. */
  live(kind: MasterKind, companyId: string, ids: string[]): Promise<{ recordId: string; name: string; data: Record<string, unknown> }[]> {
    return this.ds.query(
      `select record_id as "recordId", name, data from master_records where company_id = $1 and kind = $2 and not removed and record_id = any($3)`,
      [companyId, kind, ids],
    );
  }

  /** The oldest enabled live record of `kind` bearing `name`; undefined when none does. */
  async firstEnabledNamed(kind: MasterKind, companyId: string, name: string): Promise<string | undefined> {
    const [found] = await this.ds.query(
      `select record_id as id from master_records where company_id = $1 and kind = $2 and name = $3 and enabled and not removed order by created_at limit 1`,
      [companyId, kind, name],
    );
    return found?.id;
  }

  /** A live 库位 of the company: its name, whether enabled, its warehouse, and the name of the warehouse `warehouseId`. */
  async location(
    companyId: string,
    locationId: string,
    warehouseId: string,
  ): Promise<{ name: string; enabled: boolean; warehouseId: string | null; warehouseName: string | null } | undefined> {
    const [loc] = await this.ds.query(
      `select l.name, l.enabled, l.data->>'warehouseId' as "warehouseId", w.name as "warehouseName"
       from master_records l left join master_records w on w.record_id = $3
       where l.record_id = $1 and l.company_id = $2 and l.kind = 'WarehouseLocation' and not l.removed`,
      [locationId, companyId, warehouseId],
    );
    return loc;
  }

  async inUse(sql: string, companyId: string, recordId: string): Promise<boolean> {
    const [row] = await this.ds.query(`select (${sql}) as used`, [companyId, recordId]);
    return row.used;
  }

  sortable(def: MasterResource): Record<string, string> {
    const cols = KIND_COLUMNS[def.kind];
    return {
      [cols.name]: 'r.name',
      ...(cols.code ? { [cols.code]: 'r.code' } : {}),
      createTime: 'r.created_at',
      updateTime: 'r.updated_at',
    };
  }

  async page(
    def: MasterResource,
    companyId: string,
    q: PageQuery,
    filter: { keyword?: string; enabled?: boolean; fields: Record<string, string>; only?: string[] },
  ) {
    const qb = this.ds
      .getRepository(MasterRecordRow)
      .createQueryBuilder('r')
      .where('r.company_id = :companyId and r.kind = :kind and not r.removed', { companyId, kind: def.kind });
    if (filter.only) qb.andWhere('r.record_id = any(:only)', { only: filter.only });
    if (filter.keyword) {
      const extra = (def.keywordFields ?? []).map((f, i) => ` or r.data->>:kf${i} ilike :k`).join('');
      const params = Object.fromEntries((def.keywordFields ?? []).map((f, i) => [`kf${i}`, f]));
      qb.andWhere(`(r.name ilike :k or r.code ilike :k${extra})`, { k: `%${filter.keyword.replace(/[\\%_]/g, '\\$&')}%`, ...params });
    }
    if (filter.enabled !== undefined) qb.andWhere('r.enabled = :enabled', { enabled: filter.enabled });
    Object.entries(filter.fields).forEach(([field, value], i) =>
      qb.andWhere(`r.data->>:ff${i} = :fv${i}`, { [`ff${i}`]: field, [`fv${i}`]: value }),
    );
    qb.orderBy(q.sortColumn ?? 'r.created_at', q.sortDirection)
      .addOrderBy('r.record_id')
      .offset(q.offset)
      .limit(q.pageSize);
    const [rows, total] = await qb.getManyAndCount();
    return toPage(
      q,
      total,
      await this.withComputed(
        def,
        rows.map((r) => this.view(def, r)),
      ),
    );
  }

  /**
   * Enabled records for a picker. A caller who may not list the kind gets its private fields blank, and a keyword
   * matches them no more (a phone number could be found by searching for it).
   */
  async options(def: MasterResource, s: Session, q: PageQuery, filter: { keyword?: string; fields: Record<string, string> }) {
    const mayList = [def.menuId, ...(def.picker?.seenBy ?? [])].some((menuId) => canDo(s.permissions, menuId, 'query', s.isAdmin));
    const hidden = mayList ? [] : (def.picker?.private ?? []);
    const only =
      def.picker?.within === 'warehouses'
        ? allowedWarehouses(s)
        : def.picker?.within === 'branch' && !s.isAdmin && s.branchId
          ? [s.branchId]
          : undefined;
    const page = await this.page({ ...def, keywordFields: def.keywordFields?.filter((f) => !hidden.includes(f)) }, s.companyId, q, {
      ...filter,
      enabled: true,
      only,
    });
    return { ...page, data: page.data.map((r) => ({ ...r, ...Object.fromEntries(hidden.filter((f) => f in r).map((f) => [f, null])) })) };
  }

  private async withComputed(def: MasterResource, views: Record<string, unknown>[]) {
    if (!def.computed || !views.length) return views;
    const cols = Object.entries(def.computed)
      .map(([f, sql]) => `${sql} as "${f}"`)
      .join(', ');
    const rows = await this.ds.query(`select r.record_id, ${cols} from master_records r where r.record_id = any($1)`, [
      views.map((v) => v[def.idField]),
    ]);
    const byId = new Map(rows.map(({ record_id, ...rest }: { record_id: string }) => [record_id, rest]));
    return views.map((v) => ({
      ...v,
      ...Object.fromEntries(Object.keys(def.computed!).map((f) => [f, 0])),
      ...(byId.get(v[def.idField] as string) as object),
    }));
  }

  async detail(def: MasterResource, companyId: string, recordId: string) {
    const row = await this.ds.getRepository(MasterRecordRow).findOneBy({ recordId, companyId, kind: def.kind, removed: false });
    if (!row) throw new NotFoundError(`${def.title}不存在`);
    return (await this.withComputed(def, [this.view(def, row)]))[0];
  }

  view(def: MasterResource, r: MasterRecordRow) {
    const data = { ...r.data };
    for (const f of def.decimals ?? []) if (data[f] !== undefined && data[f] !== null) data[f] = dec(data[f] as string).toNumber();
    return {
      ...data,
      [def.idField]: r.recordId,
      enabled: r.enabled ? 1 : 0,
      createTime: r.createdAt.toISOString(),
      updateTime: r.updatedAt.toISOString(),
    };
  }
}

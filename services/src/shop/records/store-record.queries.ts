import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { NotFoundError } from '../../shared/errors';
import type { FormulaUploadRow } from '../../contracts';
import { Page, PageQuery, toPage } from '../../shared/page-query';
import type { StoreRecordDef, StoreRecordRow } from './store-record-def';

interface Row {
  record_id: string;
  data: Record<string, unknown>;
  created_by: string;
  created_at: Date;
  updated_at: Date;
}

/** The sortable columns of every kind's list. */
export const STORE_RECORD_SORTS = { createdAt: 'created_at', updatedAt: 'updated_at', sort: 'sort' };

/** Lists and details of the store's records, scoped to the company, dressed by their kind. */
@Injectable()
export class StoreRecordQueries {
  constructor(private readonly ds: DataSource) {}

  async page(
    def: StoreRecordDef,
    companyId: string,
    q: PageQuery,
    f: { keyword?: string; enabled?: boolean },
  ): Promise<Page<StoreRecordRow>> {
    const params: unknown[] = [companyId, def.kind];
    let where = `company_id = $1 and kind = $2 and not removed`;
    if (f.keyword) {
      params.push(`%${f.keyword.replace(/[\\%_]/g, '\\$&')}%`);
      where += ` and name ilike $${params.length}`;
    }
    if (f.enabled !== undefined) {
      params.push(f.enabled);
      where += ` and enabled = $${params.length}`;
    }
    const order = q.sortColumn ? `${q.sortColumn} ${q.sortDirection}, created_at desc` : 'sort, created_at desc';
    const [{ n }] = await this.ds.query(`select count(*)::int as n from store_records where ${where}`, params);
    const rows: Row[] = await this.ds.query(
      `select * from store_records where ${where} order by ${order}, record_id limit ${q.pageSize} offset ${q.offset}`,
      params,
    );
    return toPage(q, n, await this.dress(def, companyId, rows));
  }

  async detail(def: StoreRecordDef, companyId: string, recordId: string): Promise<StoreRecordRow> {
    const rows: Row[] = await this.ds.query(
      `select * from store_records where company_id = $1 and kind = $2 and record_id = $3 and not removed`,
      [companyId, def.kind, recordId],
    );
    if (!rows.length) throw new NotFoundError(`${def.title}不存在`);
    return (await this.dress(def, companyId, rows))[0];
  }

  /**
   * The records of a kind the storefront home shows: enabled, in their order, at most 20; with `today`, only those
   * whose startDate and endDate (when set) take it in.
   */
  async onHome(companyId: string, kind: string, today?: string): Promise<{ id: string; data: Record<string, unknown> }[]> {
    const dated = today ? `and coalesce(data->>'startDate', '0000') <= $3 and coalesce(data->>'endDate', '9999') >= $3` : '';
    return this.ds.query(
      `select record_id as id, data from store_records where company_id = $1 and kind = $2 and enabled and not removed ${dated} order by sort, created_at desc limit 20`,
      [companyId, kind, ...(today ? [today] : [])],
    );
  }

  /**
   * 作品上传记录: the files uploaded to formulas (attachments owned by a StoreFormula) of one formula or matching a
   * keyword (file or formula name), newest first, with who uploaded them; url as stored (unsigned).
   */
  async formulaUploads(companyId: string, q: PageQuery, f: { formulaId?: string; keyword?: string }): Promise<Page<FormulaUploadRow>> {
    const params: unknown[] = [companyId];
    let where = `a.company_id = $1 and a.kind = 'Annex' and not a.removed and a.data->>'ownerType' = 'StoreFormula'`;
    if (f.formulaId) where += ` and a.data->>'ownerId' = $${params.push(f.formulaId)}`;
    if (f.keyword)
      where += ` and (a.name ilike $${params.push(`%${f.keyword.replace(/[\\%_]/g, '\\$&')}%`)} or r.name ilike $${params.length})`;
    const from = `master_records a left join store_records r on r.company_id = a.company_id and r.kind = 'StoreFormula' and r.record_id = a.data->>'ownerId'`;
    const [{ n }] = await this.ds.query(`select count(*)::int as n from ${from} where ${where}`, params);
    const rows: FormulaUploadRow[] = await this.ds.query(
      `select a.record_id as "annexId", a.name as "fileName", a.data->>'url' as url, (a.data->>'size')::int as size, a.data->>'ownerId' as "formulaId", r.name as "formulaName",
              r.removed as "formulaRemoved", coalesce(u.user_name, '') as "uploadedBy", a.created_at as "uploadedAt"
       from ${from} left join users u on u.user_id = a.created_by where ${where} order by a.created_at desc, a.record_id limit ${q.pageSize} offset ${q.offset}`,
      params,
    );
    return toPage(q, n, rows);
  }

  /** Rows as the API answers them. */
  async dress(def: StoreRecordDef, companyId: string, rows: Row[]): Promise<StoreRecordRow[]> {
    const plain = rows.map((r) => ({
      ...r.data,
      [def.idField]: r.record_id,
      createdBy: r.created_by,
      createdAt: r.created_at.toISOString(),
      updatedAt: r.updated_at.toISOString(),
    }));
    return def.dress ? def.dress(this.ds, companyId, plain) : plain;
  }
}

/** Whether the company has a live record of the kind under this id. */
export async function storeRecordLive(ds: DataSource, companyId: string, kind: string, recordId: string): Promise<boolean> {
  return (
    (
      await ds.query(`select 1 from store_records where company_id = $1 and kind = $2 and record_id = $3 and not removed`, [
        companyId,
        kind,
        recordId,
      ])
    ).length > 0
  );
}

/** Whether another live record of the kind (not this id) has this name, whatever its letter case. */
export async function storeRecordNamed(ds: DataSource, companyId: string, kind: string, name: unknown, exceptId: string): Promise<boolean> {
  const [same] = await ds.query(
    `select 1 from store_records where company_id = $1 and kind = $2 and not removed and lower(name) = lower($3) and record_id <> $4`,
    [companyId, kind, name, exceptId],
  );
  return !!same;
}

import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { NotFoundError } from '../../shared/errors';
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

import { Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { DataSource } from 'typeorm';

/**
 * What an attachment may belong to, each with its owner's menu (an attachment follows its owner's permissions) and a
 * check that the owner is a live record of the company. The one place that lists owner types.
 */
export interface AnnexOwner {
  menuId: string;
  title: string;
  exists(ds: DataSource, companyId: string, ownerId: string): Promise<boolean>;
}

export const ANNEX_OWNERS: Record<string, AnnexOwner> = {
  Product: {
    menuId: '3001',
    title: '商品',
    exists: async (ds, companyId, ownerId) =>
      (await ds.query(`select 1 from products where company_id = $1 and product_id = $2 and not removed`, [companyId, ownerId])).length > 0,
  },
  CustomVisit: {
    menuId: '2501',
    title: '客户拜访',
    exists: async (ds, companyId, ownerId) =>
      (await ds.query(`select 1 from custom_visits where company_id = $1 and visit_id = $2`, [companyId, ownerId])).length > 0,
  },
};

/** Another module's records that own attachments (the store's logo, its products' pictures …), plugged in by the app. */
export function registerAnnexOwner(ownerType: string, owner: AnnexOwner) {
  ANNEX_OWNERS[ownerType] = owner;
}

/** Reads about attachments' owners. */
@Injectable()
export class AnnexQueries {
  constructor(private readonly ds: DataSource) {}

  /** Whether the owner named is a live record of the company. */
  ownerExists(owner: AnnexOwner, companyId: string, ownerId: string): Promise<boolean> {
    return owner.exists(this.ds, companyId, ownerId);
  }
}

/** How many live attachments each of these owners of a type has. */
export async function annexCounts(ds: DataSource, companyId: string, ownerType: string, ownerIds: unknown[]): Promise<Map<string, number>> {
  const rows: { owner_id: string; n: number }[] = await ds.query(
    `select data->>'ownerId' as owner_id, count(*)::int as n from master_records where company_id = $1 and kind = 'Annex' and not removed and data->>'ownerType' = $2 and data->>'ownerId' = any($3) group by 1`,
    [companyId, ownerType, ownerIds],
  );
  return new Map(rows.map((r) => [r.owner_id, r.n]));
}

/** The live attachments of these owners of a type (each owner's id and the file's url), in upload order. */
export function annexUrls(
  ds: DataSource,
  companyId: string,
  ownerType: string,
  ownerIds: readonly string[],
): Promise<{ ownerId: string; url: string }[]> {
  return ds.query(
    `select data->>'ownerId' as "ownerId", data->>'url' as url from master_records
     where company_id = $1 and kind = 'Annex' and not removed and data->>'ownerType' = $2 and data->>'ownerId' = any($3) order by created_at`,
    [companyId, ownerType, ownerIds],
  );
}

/** Whether a live attachment of the company keeps the file at this url (a removed one's file is no longer served). */
export async function annexFileKept(pool: Pool, companyId: string, url: string): Promise<boolean> {
  const { rowCount } = await pool.query(
    `select 1 from master_records where company_id = $1 and kind = 'Annex' and not removed and data->>'url' = $2 limit 1`,
    [companyId, url],
  );
  return !!rowCount;
}

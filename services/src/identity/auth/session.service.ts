import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { prepared } from '@jxc/infra';
import { Pool } from 'pg';
import { MAIN_BRANCH_NAME, MULTI_STORE_EDITIONS } from '../../contracts';
import { PG_POOL } from '../../shared/persistence/tokens';
import { settingsOf } from '../company/business-settings';
import { Session } from './session';

/**
 * Login data is kept 31 days (PRODUCT.md §2; seed §9 "about 31 days"). The seed's figure "26784000 ms" is a typo for
 * 31 days: it is 7.44 hours; 31 days are 2,678,400,000 ms.
 */
export const SESSION_TTL_MS = 31 * 24 * 60 * 60 * 1000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Tokens are random, stored only as hashes, and revocable. */
@Injectable()
export class SessionService {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async issue(userId: string, companyId: string): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await this.pool.query(
      `insert into sessions (token_hash, user_id, company_id, expires_at) values ($1, $2, $3, now() + $4 * interval '1 millisecond')`,
      [hashToken(token), userId, companyId, SESSION_TTL_MS],
    );
    return token;
  }

  async resolve(token: string): Promise<Session | undefined> {
    const { rows } = await this.pool.query(
      prepared(
        `select u.user_id, u.user_name, u.login_name, u.is_admin, u.price_perm, u.warehouse_perm, u.branch_admin, u.branch_id,
              c.company_id, c.company_name, c.product_type, c.is_demo, c.is_old_sob, c.locked, to_char(c.end_time, 'YYYY-MM-DD') as end_time, c.settings,
              coalesce(r.permissions, '[]'::jsonb) as permissions, b.record_id as branch, b.name as branch_name,
              array(select w.record_id from master_records w where w.company_id = u.company_id and w.kind = 'Warehouse' and not w.removed and w.data->>'branchId' = b.record_id) as branch_warehouses,
              array(select x.user_id from users x where x.company_id = u.company_id and x.branch_id = b.record_id) as branch_users
       from sessions s
       join users u on u.user_id = s.user_id and not u.removed and not u.locked
       join companies c on c.company_id = u.company_id
       left join roles r on r.role_id = u.role_id and not r.removed
       left join master_records b on b.record_id = u.branch_id and b.company_id = u.company_id and b.kind = 'Branch' and not b.removed and c.product_type = any($2)
       where s.token_hash = $1 and s.revoked_at is null and s.expires_at > now()`,
        [hashToken(token), MULTI_STORE_EDITIONS],
      ),
    );
    if (!rows.length) return undefined;
    const r = rows[0];
    return {
      companyId: r.company_id,
      companyName: r.company_name,
      userId: r.user_id,
      userName: r.user_name,
      loginName: r.login_name,
      isAdmin: r.is_admin,
      productType: r.product_type,
      isDemo: r.is_demo,
      isOldSob: r.is_old_sob,
      companyLocked: r.locked,
      endTime: r.end_time,
      permissions: r.permissions,
      pricePerm: r.price_perm,
      warehouseIds: r.warehouse_perm ? String(r.warehouse_perm).split(',').filter(Boolean) : [],
      branchAdmin: r.branch_admin,
      branchId: r.branch,
      branchName: r.branch_name ?? MAIN_BRANCH_NAME,
      branchWarehouseIds: r.branch ? r.branch_warehouses : [],
      branchUserIds: r.branch ? r.branch_users : [],
      settings: settingsOf(r.settings),
    };
  }

  async revoke(token: string): Promise<void> {
    await this.pool.query(`update sessions set revoked_at = now() where token_hash = $1 and revoked_at is null`, [hashToken(token)]);
  }

  /** Every session of the company is gone (an expired demo's). */
  async endCompany(companyId: string): Promise<void> {
    await this.pool.query(`delete from sessions where company_id = $1`, [companyId]);
  }

  async revokeUser(userId: string): Promise<void> {
    await this.pool.query(`update sessions set revoked_at = now() where user_id = $1 and revoked_at is null`, [userId]);
  }

  /** Every session of the user but the one of `token`. */
  async revokeOthers(userId: string, token: string): Promise<void> {
    await this.pool.query(`update sessions set revoked_at = now() where user_id = $1 and token_hash <> $2 and revoked_at is null`, [
      userId,
      hashToken(token),
    ]);
  }
}

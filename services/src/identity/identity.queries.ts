import { Injectable } from '@nestjs/common';
import { CompanyRow, RoleRow, UserRow } from './identity.entities';
import { DataSource, type ObjectLiteral, type SelectQueryBuilder } from 'typeorm';
import {
  ACTION_KEYS,
  ALL_PRICE_PERMS,
  entriesForEdition,
  isMultiStore,
  MAIN_BRANCH_NAME,
  PermissionEntry,
  StaffOption,
  USER_LIMIT,
} from '../contracts';
import { streams } from './identity.events';
import type { ScopedRecord } from './auth/data-scope';
import { PageQuery } from '../shared/page-query';
import { NotFoundError } from '../shared/errors';
import { CompanyQueries } from './company/company.queries';

/** A page of the rows `qb` selects, sorted by `q`'s column or the oldest first, with how many there are in all. */
async function oldestFirst<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, idColumn: string, q: PageQuery) {
  const [rows, total] = await qb
    .orderBy(q.sortColumn ?? `${qb.alias}.created_at`, q.sortDirection)
    .addOrderBy(`${qb.alias}.${idColumn}`)
    .offset(q.offset)
    .limit(q.pageSize)
    .getManyAndCount();
  return { rows, total };
}

/** Reads of the identity read models. Every query takes the caller's company. */
@Injectable()
export class IdentityQueries {
  constructor(
    private readonly ds: DataSource,
    private readonly companies: CompanyQueries,
  ) {}

  company(companyId: string): Promise<CompanyRow | null> {
    return this.ds.getRepository(CompanyRow).findOneBy({ companyId });
  }

  async requireCompany(companyId: string): Promise<CompanyRow> {
    const c = await this.company(companyId);
    if (!c) throw new NotFoundError('公司不存在');
    return c;
  }

  userByLoginName(loginName: string): Promise<UserRow | null> {
    return this.ds
      .getRepository(UserRow)
      .createQueryBuilder('u')
      .where('lower(u.login_name) = lower(:loginName) and not u.removed', { loginName })
      .getOne();
  }

  /** Whether a login name is taken: names are never reused, so a removed employee's counts. */
  async loginNameTaken(loginName: string): Promise<boolean> {
    return (await this.ds.query(`select 1 from users where lower(login_name) = lower($1) limit 1`, [loginName])).length > 0;
  }

  async phoneTaken(phone: string): Promise<boolean> {
    return (await this.ds.query(`select 1 from users where phone = $1 and not removed limit 1`, [phone])).length > 0;
  }

  /** The accounts (of any company) whose phone this is. */
  usersByPhone(phone: string): Promise<UserRow[]> {
    return this.ds.getRepository(UserRow).findBy({ phone, removed: false });
  }

  /** Demo companies whose last day is before `today` and whose data the demo purge has not yet cleared. */
  async expiredDemos(today: string): Promise<string[]> {
    const rows: { company_id: string }[] = await this.ds.query(
      `select company_id from companies where is_demo and not demo_purged and end_time < $1 order by end_time limit 500`,
      [today],
    );
    return rows.map((r) => r.company_id);
  }

  user(companyId: string, userId: string): Promise<UserRow | null> {
    return this.ds.getRepository(UserRow).findOneBy({ companyId, userId, removed: false });
  }

  role(companyId: string, roleId: string): Promise<RoleRow | null> {
    return this.ds.getRepository(RoleRow).findOneBy({ companyId, roleId, removed: false });
  }

  async branchExists(companyId: string, branchId: string): Promise<boolean> {
    const rows = await this.ds.query(
      `select 1 from master_records where record_id = $1 and company_id = $2 and kind = 'Branch' and not removed`,
      [branchId, companyId],
    );
    return rows.length > 0;
  }

  async accountExists(companyId: string, accountId: string): Promise<boolean> {
    const rows = await this.ds.query(
      `select 1 from master_records where record_id = $1 and company_id = $2 and kind = 'Account' and not removed`,
      [accountId, companyId],
    );
    return rows.length > 0;
  }

  /** 员工管理: the company's staff matching a keyword (login name, name or phone), sorted by `q`'s column or the oldest first. */
  staff(companyId: string, q: PageQuery, keyword?: string): Promise<{ rows: UserRow[]; total: number }> {
    const qb = this.ds.getRepository(UserRow).createQueryBuilder('u').where('u.company_id = :c and not u.removed', { c: companyId });
    if (keyword) qb.andWhere('(u.login_name ilike :k or u.user_name ilike :k or u.phone ilike :k)', { k: `%${keyword}%` });
    return oldestFirst(qb, 'user_id', q);
  }

  /** 角色管理: the company's roles whose name holds the keyword, sorted by `q`'s column or the oldest first. */
  roles(companyId: string, q: PageQuery, keyword?: string): Promise<{ rows: RoleRow[]; total: number }> {
    const qb = this.ds.getRepository(RoleRow).createQueryBuilder('r').where('r.company_id = :c and not r.removed', { c: companyId });
    if (keyword) qb.andWhere('r.role_name ilike :k', { k: `%${keyword}%` });
    return oldestFirst(qb, 'role_id', q);
  }

  /** The company's active staff (not removed, not locked), the oldest first. */
  staffOptions(companyId: string): Promise<StaffOption[]> {
    return this.ds.query(
      `select user_id as "userId", user_name as "userName" from users where company_id = $1 and not removed and not locked order by created_at`,
      [companyId],
    );
  }

  /** Whether a login name was ever registered (its stream holds it for good). */
  async loginNameRegistered(loginName: string): Promise<boolean> {
    const rows: unknown[] = await this.ds.query(`select 1 from streams where stream_id = $1`, [streams.loginName(loginName)]);
    return rows.length > 0;
  }

  /** How many live members of staff hold the role. */
  roleHolderCount(companyId: string, roleId: string): Promise<number> {
    return this.ds.getRepository(UserRow).countBy({ companyId, roleId, removed: false });
  }

  /** The scoped records (documents, money documents, invoices, visits) among these ids, from the scoped_records view. */
  async scopedRecords(companyId: string, ids: string[]): Promise<ScopedRecord[]> {
    const rows = await this.ds.query(`select created_by, warehouses from scoped_records where company_id = $1 and record_id = any($2)`, [
      companyId,
      ids,
    ]);
    return rows.map((r: { created_by: string; warehouses: string[] }) => ({ createdBy: r.created_by, warehouses: r.warehouses }));
  }

  activeUserCount(companyId: string): Promise<number> {
    return this.ds.getRepository(UserRow).countBy({ companyId, removed: false });
  }

  userLimit(productType: number): number {
    return USER_LIMIT[productType] ?? 5;
  }

  /** What a user may open and do: everything of the edition for the administrator, the role's grants otherwise. */
  async permissionsOf(user: UserRow, productType: number): Promise<PermissionEntry[]> {
    const entries = entriesForEdition(productType);
    if (user.isAdmin) return entries.map((e) => ({ permissionId: e.id, actionList: [...ACTION_KEYS] }));
    const role = user.roleId ? await this.role(user.companyId, user.roleId) : null;
    const existing = new Set(entries.map((e) => e.id));
    return (role?.permissions ?? []).filter((p) => existing.has(p.permissionId));
  }

  /** The user's branch as the session carries it: in a multi-store edition a live branch, otherwise the main one. */
  async branchOf(user: UserRow, productType: number) {
    const [branch] =
      user.branchId && isMultiStore(productType)
        ? await this.ds.query(
            `select record_id, name from master_records where record_id = $1 and company_id = $2 and kind = 'Branch' and not removed`,
            [user.branchId, user.companyId],
          )
        : [];
    return { branchId: branch?.record_id ?? '', branchName: branch?.name ?? MAIN_BRANCH_NAME, currentBranchIsMain: branch ? 0 : 1 };
  }

  /** The seed's login fields (§3), plus userName, endTime and isOldSob. */
  async loginPayload(user: UserRow, token: string) {
    const company = await this.requireCompany(user.companyId);
    return {
      token,
      isAdmin: user.isAdmin ? 1 : 0,
      currentUserId: user.userId,
      companyId: company.companyId,
      companyName: company.companyName,
      productType: company.productType,
      umList: await this.permissionsOf(user, company.productType),
      pricePerm: user.isAdmin ? ALL_PRICE_PERMS : user.pricePerm,
      warehousePerm: user.warehousePerm,
      branchAdmin: user.branchAdmin ? 1 : 0,
      ...(await this.branchOf(user, company.productType)),
      isDemo: company.isDemo ? 1 : 0,
      buyFlag: (await this.companies.bought(company.companyId)) ? 1 : 0,
      userCount: this.userLimit(company.productType),
      companyLogo: company.companyLogo,
      loginName: user.loginName,
      userName: user.userName,
      endTime: company.endTime,
      isOldSob: company.isOldSob ? 1 : 0,
    };
  }
}

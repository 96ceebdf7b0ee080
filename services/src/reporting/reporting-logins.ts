import { randomBytes } from 'node:crypto';
import type { Pool, PoolClient } from 'pg';
import { scramVerifier } from './scram-verifier';

/** The group of every analysts' login: it may read the views of schema `reporting` and nothing else. */
export const REPORTING_GROUP = 'jxc_reporting';

/** What a login gets besides its company: read-only by default, a bound on its queries and its connections. */
const LOGIN_SETTINGS = { search_path: 'reporting', default_transaction_read_only: 'on', statement_timeout: '5min' };
const CONNECTION_LIMIT = 10;

const LOGIN_NAME = /^[a-z_][a-z0-9_]{2,62}$/;
const PASSWORD = /^[\x21-\x7e]{12,128}$/;

/** A refusal of the operator's input, said in the operator's words. */
export class ReportingLoginError extends Error {}

export interface ReportingLogin {
  login: string;
  companyId: string;
  companyName: string;
}

async function inTransaction<T>(pool: Pool, work: (c: PoolClient) => Promise<T>): Promise<T> {
  const c = await pool.connect();
  try {
    await c.query('begin');
    const out = await work(c);
    await c.query('commit');
    return out;
  } catch (e) {
    await c.query('rollback');
    throw e;
  } finally {
    c.release();
  }
}

/** A company by its id or its exact name. */
async function findCompany(c: PoolClient, company: string): Promise<{ companyId: string; companyName: string }> {
  const { rows } = await c.query(
    'select company_id as "companyId", company_name as "companyName" from companies where company_id = $1 or company_name = $1 order by company_id = $1 desc',
    [company],
  );
  if (!rows.length) throw new ReportingLoginError(`找不到公司“${company}”：请给出公司ID或完整的公司名称`);
  if (rows.length > 1 && rows[0].companyId !== company)
    throw new ReportingLoginError(`有 ${rows.length} 家公司名为“${company}”，请改用公司ID：${rows.map((r) => r.companyId).join('、')}`);
  return rows[0];
}

/** The group, allowed to read every view of schema reporting, those of later migrations too; nothing else. */
async function ensureGroup(c: PoolClient) {
  const exists = await c.query('select 1 from pg_roles where rolname = $1', [REPORTING_GROUP]);
  if (!exists.rowCount) await c.query(`create role ${REPORTING_GROUP} nologin`);
  await c.query(`grant usage on schema reporting to ${REPORTING_GROUP}`);
  await c.query(`grant select on all tables in schema reporting to ${REPORTING_GROUP}`);
  await c.query(`alter default privileges in schema reporting grant select on tables to ${REPORTING_GROUP}`);
}

/**
 * Creates the database login `login` that reads the reporting views of one company (by id or name), or gives an
 * existing one of that company a new password. Without a password one is made up; it is answered once.
 */
export async function grantReportingLogin(
  pool: Pool,
  input: { company: string; login: string; password?: string },
): Promise<ReportingLogin & { password: string; created: boolean }> {
  const { login } = input;
  if (!LOGIN_NAME.test(login)) throw new ReportingLoginError('登录名只能用小写字母、数字和下划线，以字母或下划线开头，3到63个字符');
  if (input.password !== undefined && !PASSWORD.test(input.password))
    throw new ReportingLoginError('密码须为12到128个可见的英文字符（字母、数字、符号，不含空格）');
  const password = input.password ?? randomBytes(18).toString('base64url');
  return inTransaction(pool, async (c) => {
    const company = await findCompany(c, input.company);
    await ensureGroup(c);
    const existing = await c.query(
      'select l.company_id from pg_roles r left join reporting_logins l on l.role_name = r.rolname where r.rolname = $1',
      [login],
    );
    const verifier = scramVerifier(password);
    const ident = (
      await c.query('select quote_ident($1) as login, quote_literal($2) as secret, quote_ident(current_database()) as db', [
        login,
        verifier,
      ])
    ).rows[0];
    if (existing.rowCount) {
      const mapped: string | null = existing.rows[0].company_id;
      if (mapped === null) throw new ReportingLoginError(`数据库里已有角色 ${login}，它不是报表登录：请换一个登录名`);
      if (mapped !== company.companyId)
        throw new ReportingLoginError(`报表登录 ${login} 属于另一家公司（${mapped}）：请换一个登录名，或先收回它`);
      await c.query(`alter role ${ident.login} password ${ident.secret}`);
    } else {
      await c.query(
        `create role ${ident.login} login password ${ident.secret} connection limit ${CONNECTION_LIMIT} in role ${REPORTING_GROUP}`,
      );
      await c.query('insert into reporting_logins (role_name, company_id) values ($1, $2)', [login, company.companyId]);
    }
    for (const [name, value] of Object.entries(LOGIN_SETTINGS)) await c.query(`alter role ${ident.login} set ${name} = '${value}'`);
    await c.query(`grant connect on database ${ident.db} to ${ident.login}`);
    return { login, ...company, password, created: !existing.rowCount };
  });
}

/** Drops a reporting login: its company mapping, its open sessions, its rights and the role itself. */
export async function revokeReportingLogin(pool: Pool, login: string): Promise<ReportingLogin> {
  return inTransaction(pool, async (c) => {
    const { rows } = await c.query(
      'select l.role_name as login, l.company_id as "companyId", coalesce(co.company_name, \'\') as "companyName" from reporting_logins l left join companies co on co.company_id = l.company_id where l.role_name = $1',
      [login],
    );
    if (!rows.length) throw new ReportingLoginError(`没有名为 ${login} 的报表登录`);
    await c.query('delete from reporting_logins where role_name = $1', [login]);
    await c.query('select pg_terminate_backend(pid) from pg_stat_activity where usename = $1', [login]);
    const ident = (await c.query('select quote_ident($1) as login', [login])).rows[0].login;
    await c.query(`drop owned by ${ident}`);
    await c.query(`drop role ${ident}`);
    return rows[0];
  });
}

/** Every reporting login of this database with its company. */
export async function listReportingLogins(pool: Pool): Promise<(ReportingLogin & { createdAt: Date })[]> {
  const { rows } = await pool.query(
    `select l.role_name as login, l.company_id as "companyId", coalesce(co.company_name, '') as "companyName", l.created_at as "createdAt"
     from reporting_logins l left join companies co on co.company_id = l.company_id order by l.role_name`,
  );
  return rows;
}

import { Inject, Injectable } from '@nestjs/common';
import bcrypt from 'bcryptjs';
import { Pool } from 'pg';
import { MSG } from '../../contracts';
import { BusinessRuleError, TooManyRequestsError } from '../../shared/errors';
import { PG_POOL } from '../../shared/persistence/tokens';
import { isExpired } from '../auth/auth.guard';
import { SessionService } from '../auth/session.service';
import { IdentityQueries } from './identity.queries';

const WINDOW = `interval '15 minutes'`;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;

/** Sign-in with a per-account and per-address limit on failed attempts (429 once reached, for 15 minutes). */
@Injectable()
export class LoginService {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly queries: IdentityQueries,
    private readonly sessions: SessionService,
  ) {}

  async login(loginName: string, password: string, address: string) {
    const { rows } = await this.pool.query(
      `select (select count(*) from login_failures where lower(login_name) = lower($1) and at > now() - ${WINDOW})::int as by_account,
              (select count(*) from login_failures where address = $2 and at > now() - ${WINDOW})::int as by_address`,
      [loginName, address],
    );
    if (rows[0].by_account >= MAX_FAILURES_PER_ACCOUNT || rows[0].by_address >= MAX_FAILURES_PER_ADDRESS) throw new TooManyRequestsError('登录失败次数过多，请15分钟后再试');
    const user = await this.queries.userByLoginName(loginName);
    const ok = user ? await bcrypt.compare(password, user.passwordHash) : await bcrypt.compare(password, DUMMY_HASH);
    if (!user || !ok) {
      await this.pool.query(`insert into login_failures (login_name, address) values ($1, $2)`, [loginName, address]);
      throw new BusinessRuleError('BAD_CREDENTIALS', '账号或密码错误');
    }
    if (user.locked) throw new BusinessRuleError('ACCOUNT_LOCKED', '账号已被锁定，请联系管理员');
    const company = await this.queries.requireCompany(user.companyId);
    if (isExpired(company.endTime)) throw new BusinessRuleError('ACCOUNT_EXPIRED', MSG.accountExpired);
    await this.pool.query(`delete from login_failures where lower(login_name) = lower($1)`, [loginName]);
    return this.signIn(user.userId, user.companyId);
  }

  async signIn(userId: string, companyId: string) {
    const user = (await this.queries.user(companyId, userId))!;
    const token = await this.sessions.issue(userId, companyId);
    return this.queries.loginPayload(user, token);
  }
}

/** Compared against when the account does not exist, so timing does not reveal which login names exist. */
const DUMMY_HASH = bcrypt.hashSync('not-a-password', 10);

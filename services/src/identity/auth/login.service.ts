import { Inject, Injectable } from '@nestjs/common';
import bcrypt from 'bcryptjs';
import { Pool } from 'pg';
import { MSG } from '../../contracts';
import { BusinessRuleError, TooManyRequestsError } from '../../shared/errors';
import { PG_POOL } from '../../shared/persistence/tokens';
import { EventSourcing } from '../../shared/es/event-sourcing';
import { IdentityEvents as E, streams } from '../identity.events';
import { isExpired } from './auth.guard';
import { Session } from './session';
import { SessionService } from './session.service';
import { IdentityQueries } from '../identity.queries';

const WINDOW = `interval '15 minutes'`;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;
/** Advisory lock key spaces (the two-int form), so an account's key never meets an address's. */
const LOCK_ACCOUNT = 0x4c4e; // 'LN'
const LOCK_ADDRESS = 0x4c41; // 'LA'

/**
 * Sign-in with a per-account and per-address limit on failed attempts (429 once reached, for 15 minutes).
 *
 * Every password check is paid for first: an attempt row is reserved in login_failures before bcrypt runs, and only
 * while the account has fewer than 5 and the address fewer than 20 rows in the window. Counting and reserving happen
 * in one transaction under advisory locks on the account and on the address, so parallel attempts queue there and
 * at most 5 (20) checks are ever made in the window, however many arrive at once. A wrong password leaves the row as
 * the failure; the right one clears the account's rows, the reservation with them.
 */
@Injectable()
export class LoginService {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly queries: IdentityQueries,
    private readonly sessions: SessionService,
    private readonly es: EventSourcing,
  ) {}

  async login(loginName: string, password: string, address: string) {
    if (!(await this.reserveAttempt(loginName, address))) throw new TooManyRequestsError('登录失败次数过多，请15分钟后再试');
    const user = await this.queries.userByLoginName(loginName);
    const ok = user ? await bcrypt.compare(password, user.passwordHash) : await bcrypt.compare(password, DUMMY_HASH);
    if (!user || !ok) throw new BusinessRuleError('BAD_CREDENTIALS', '账号或密码错误');
    await this.pool.query(`delete from login_failures where lower(login_name) = lower($1)`, [loginName]);
    if (user.locked) throw new BusinessRuleError('ACCOUNT_LOCKED', '账号已被锁定，请联系管理员');
    const company = await this.queries.requireCompany(user.companyId);
    if (isExpired(company.endTime)) throw new BusinessRuleError('ACCOUNT_EXPIRED', MSG.accountExpired);
    return this.signIn(user.userId, user.companyId);
  }

  /**
   * Records one attempt if the account and the address are both under their limits; false when either is reached.
   * The locks (account first, then address, each in its own key space) are held to the end of this short
   * transaction, not across the password check; the count runs after they are taken, so it sees every attempt
   * reserved before.
   */
  private async reserveAttempt(loginName: string, address: string): Promise<boolean> {
    const client = await this.pool.connect();
    try {
      await client.query('begin');
      await client.query(`select pg_advisory_xact_lock(${LOCK_ACCOUNT}, hashtext(lower($1))), pg_advisory_xact_lock(${LOCK_ADDRESS}, hashtext($2))`, [loginName, address]);
      const { rowCount } = await client.query(
        `insert into login_failures (login_name, address)
         select $1, $2
         where (select count(*) from login_failures where lower(login_name) = lower($1) and at > now() - ${WINDOW}) < $3
           and (select count(*) from login_failures where address = $2 and at > now() - ${WINDOW}) < $4`,
        [loginName, address, MAX_FAILURES_PER_ACCOUNT, MAX_FAILURES_PER_ADDRESS],
      );
      await client.query('commit');
      return rowCount === 1;
    } catch (e) {
      await client.query('rollback').catch(() => undefined);
      throw e;
    } finally {
      client.release();
    }
  }

  /** A new session for the user, recorded as a sign-in (who, when, from which address) for the 操作日志. */
  async signIn(userId: string, companyId: string) {
    const user = (await this.queries.user(companyId, userId))!;
    const token = await this.sessions.issue(userId, companyId);
    await this.record(E.UserSignedIn, { companyId, userId, userName: user.userName, loginName: user.loginName });
    return this.queries.loginPayload(user, token);
  }

  /** The token stops working at once; the sign-out is recorded. */
  async signOut(token: string, s: Session) {
    await this.sessions.revoke(token);
    await this.record(E.UserSignedOut, s);
  }

  private record(type: string, u: Pick<Session, 'companyId' | 'userId' | 'userName' | 'loginName'>) {
    const event = { type, data: { userId: u.userId, userName: u.userName, loginName: u.loginName } };
    return this.es.commit([{ streamId: streams.signIns(u.userId), streamType: 'UserSession', expectedVersion: 'any', events: [event] }], u);
  }
}

/** Compared against when the account does not exist, so timing does not reveal which login names exist. */
const DUMMY_HASH = bcrypt.hashSync('not-a-password', 10);

import { Injectable } from '@nestjs/common';
import bcrypt from 'bcryptjs';
import { MSG } from '../../contracts';
import { BusinessRuleError } from '../../shared/errors';
import { DAY, MINUTE, RateLimits } from '../../shared/http/rate-limits';
import { EventSourcing } from '../../shared/es/event-sourcing';
import { IdentityEvents as E, streams } from '../identity.events';
import { COMPANY_LOCKED, isExpired } from './auth.guard';
import { Session } from './session';
import { SessionService } from './session.service';
import { IdentityQueries } from '../identity.queries';
import { CaptchaAnswer, Captchas } from './captcha';

/** Failed sign-ins an account may have in a day, or an address in 15 minutes, before each further try needs a captcha. */
export const FREE_FAILURES_PER_ACCOUNT = 3;
export const FREE_FAILURES_PER_ADDRESS = 5;
/** Failed sign-ins an address may have in 15 minutes, captcha or not (then 429). */
export const MAX_FAILURES_PER_ADDRESS = 20;
const ACCOUNT = 'login-failure-account';
const ADDRESS = 'login-failure-address';

/**
 * Sign-in, slowed down for guessers without ever locking an account's owner out.
 *
 * Every password check is counted first, as a failure per account (a day) and per address (15 minutes), through the
 * shared limits (their advisory locks make parallel tries queue, so no more checks run than allowed). After 3 failures
 * of an account or 5 of an address each try needs a solved captcha (CAPTCHA_REQUIRED): someone who solves it is let
 * through to the password check whatever others did to the account, so failures of strangers only cost the owner a
 * captcha. An address stops at 20 failures in 15 minutes (429), whoever it tries. The right password takes its own
 * count back and clears the account's.
 */
@Injectable()
export class LoginService {
  constructor(
    private readonly queries: IdentityQueries,
    private readonly sessions: SessionService,
    private readonly es: EventSourcing,
    private readonly limits: RateLimits,
    private readonly captchas: Captchas,
  ) {}

  async login(input: { loginName: string; password: string } & CaptchaAnswer, address: string) {
    const account = input.loginName.toLowerCase();
    const hits = await this.captchas.countTry(
      [
        { name: ACCOUNT, key: account, free: FREE_FAILURES_PER_ACCOUNT, max: Infinity, seconds: DAY },
        { name: ADDRESS, key: address, free: FREE_FAILURES_PER_ADDRESS, max: MAX_FAILURES_PER_ADDRESS, seconds: 15 * MINUTE },
      ],
      input,
      '登录失败次数过多，请15分钟后再试',
    );
    const user = await this.queries.userByLoginName(input.loginName);
    const ok = user ? await bcrypt.compare(input.password, user.passwordHash) : await bcrypt.compare(input.password, DUMMY_HASH);
    if (!user || !ok) throw new BusinessRuleError('BAD_CREDENTIALS', '账号或密码错误');
    await this.limits.clear(ACCOUNT, account);
    await this.limits.takeBack(hits);
    if (user.locked) throw new BusinessRuleError('ACCOUNT_LOCKED', '账号已被锁定，请联系管理员');
    const company = await this.queries.requireCompany(user.companyId);
    if (company.locked) throw new BusinessRuleError('COMPANY_LOCKED', COMPANY_LOCKED);
    if (isExpired(company.endTime)) {
      // The administrator may still buy (/buy): the session they are handed opens only the routes marked AllowExpired.
      const login = user.isAdmin ? await this.signIn(user.userId, user.companyId) : undefined;
      throw new BusinessRuleError('ACCOUNT_EXPIRED', MSG.accountExpired, login && { login });
    }
    return this.signIn(user.userId, user.companyId);
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

import { createHash, randomInt } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Pool } from 'pg';
import { BusinessRuleError } from '../../shared/errors';
import { LOGGER, PG_POOL } from '../../shared/persistence/tokens';
import type { Logger } from '../../shared/http/logger';
import { IdentityQueries } from '../identity.queries';
import { UpdateUserCommand } from '../user/user.commands';

/** Sends a license code to the account's phone. The default sender writes it to the log (development). */
export abstract class SmsSender {
  abstract send(phone: string, text: string): Promise<void>;
}

export class LogSmsSender implements SmsSender {
  constructor(private readonly logger: Logger) {}
  async send(phone: string, text: string) {
    this.logger.info({ phone, sms: text }, '短信（开发环境写入日志）');
  }
}

const hash = (code: string) => createHash('sha256').update(code).digest('hex');

@Injectable()
export class PasswordResetService {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly queries: IdentityQueries,
    private readonly sms: SmsSender,
    private readonly commands: CommandBus,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** Answers the same whether or not the account exists, so login names cannot be probed. */
  async sendCode(loginName: string): Promise<void> {
    const user = await this.queries.userByLoginName(loginName);
    if (!user) return;
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await this.pool.query(
      `insert into license_codes (login_name, code_hash, expires_at) values (lower($1), $2, now() + interval '10 minutes')
       on conflict (login_name) do update set code_hash = excluded.code_hash, expires_at = excluded.expires_at, attempts = 0`,
      [loginName, hash(code)],
    );
    await this.sms.send(user.phone, `【云进销存】您的验证码是 ${code}，10分钟内有效。账号：${user.loginName}`);
  }

  async reset(loginName: string, code: string, password: string): Promise<void> {
    const { rows } = await this.pool.query(
      `update license_codes set attempts = attempts + 1 where login_name = lower($1) and expires_at > now() returning code_hash, attempts`,
      [loginName],
    );
    if (!rows.length || rows[0].attempts > 5 || rows[0].code_hash !== hash(code)) throw new BusinessRuleError('BAD_LICENSE_CODE', '验证码错误或已过期');
    const user = await this.queries.userByLoginName(loginName);
    if (!user) throw new BusinessRuleError('BAD_LICENSE_CODE', '验证码错误或已过期');
    await this.commands.execute(new UpdateUserCommand({ companyId: user.companyId, userId: user.userId, userName: user.userName }, user.userId, { password }));
    await this.pool.query(`delete from license_codes where login_name = lower($1)`, [loginName]);
    this.logger.info({ userId: user.userId }, '密码已通过验证码重置');
  }
}

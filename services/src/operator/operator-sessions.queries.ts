import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { Pool } from 'pg';
import { hashToken } from '../identity';
import { PG_POOL } from '../shared/persistence/tokens';

/** An operator's working day: a console session ends 12 hours after sign-in. */
export const OPERATOR_SESSION_HOURS = 12;

/** Who is calling the console: resolved from the `op-token` header. */
export interface CurrentOperatorInfo {
  operatorId: string;
  operatorName: string;
  loginName: string;
}

/** The console's sessions (operator_sessions): random tokens kept only as hashes, revocable, apart from the companies'. */
@Injectable()
export class OperatorSessions {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async issue(op: CurrentOperatorInfo): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await this.pool.query(
      `insert into operator_sessions (token_hash, operator_id, operator_name, login_name, expires_at)
       values ($1, $2, $3, $4, now() + $5 * interval '1 hour')`,
      [hashToken(token), op.operatorId, op.operatorName, op.loginName, OPERATOR_SESSION_HOURS],
    );
    return token;
  }

  async resolve(token: string): Promise<CurrentOperatorInfo | undefined> {
    const { rows } = await this.pool.query(
      `select operator_id, operator_name, login_name from operator_sessions
       where token_hash = $1 and revoked_at is null and expires_at > now()`,
      [hashToken(token)],
    );
    return rows[0] && { operatorId: rows[0].operator_id, operatorName: rows[0].operator_name, loginName: rows[0].login_name };
  }

  async revoke(token: string): Promise<void> {
    await this.pool.query(`update operator_sessions set revoked_at = now() where token_hash = $1 and revoked_at is null`, [
      hashToken(token),
    ]);
  }
}

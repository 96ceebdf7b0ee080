import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { Pool } from 'pg';
import { PG_POOL } from '../../shared/persistence/tokens';
import type { SmsPurpose } from './sms';

/** Salted with the phone and purpose, so one leaked hash says nothing of another phone's code. */
const hashOf = (phone: string, purpose: SmsPurpose, code: string) =>
  createHash('sha256').update(`${phone}:${purpose}:${code}`).digest('hex');

/** The codes sent (sms_codes): one per phone and purpose, kept as a hash, replaced by the next and deleted when used. */
@Injectable()
export class SmsCodeStore {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  /** Seconds before the phone may be sent another code for the purpose (0: now). */
  async secondsToWait(phone: string, purpose: SmsPurpose, gapSeconds: number): Promise<number> {
    const { rows } = await this.pool.query(
      `select ceil(extract(epoch from sent_at + $3 * interval '1 second' - now()))::int as wait from sms_codes where phone = $1 and purpose = $2`,
      [phone, purpose, gapSeconds],
    );
    return Math.max(0, rows[0]?.wait ?? 0);
  }

  /** Keeps the code in place of the phone's last one for the purpose, unless that was sent within `gapSeconds` (false). */
  async keep(phone: string, purpose: SmsPurpose, code: string, validSeconds: number, gapSeconds: number): Promise<boolean> {
    const { rowCount } = await this.pool.query(
      `insert into sms_codes (phone, purpose, code_hash, expires_at) values ($1, $2, $3, now() + $4 * interval '1 second')
       on conflict (phone, purpose) do update set code_hash = excluded.code_hash, sent_at = now(), expires_at = excluded.expires_at
       where sms_codes.sent_at <= now() - $5 * interval '1 second'`,
      [phone, purpose, hashOf(phone, purpose, code), validSeconds, gapSeconds],
    );
    return !!rowCount;
  }

  /** The code, if it is the phone's live one for the purpose, used up (true); otherwise false and nothing changes. */
  async take(phone: string, purpose: SmsPurpose, code: string): Promise<boolean> {
    const { rowCount } = await this.pool.query(
      `delete from sms_codes where phone = $1 and purpose = $2 and code_hash = $3 and expires_at > now()`,
      [phone, purpose, hashOf(phone, purpose, code)],
    );
    return !!rowCount;
  }

  async forget(phone: string, purpose: SmsPurpose): Promise<void> {
    await this.pool.query(`delete from sms_codes where phone = $1 and purpose = $2`, [phone, purpose]);
  }

  async forgetExpired(): Promise<void> {
    await this.pool.query(`delete from sms_codes where expires_at < now()`);
  }
}

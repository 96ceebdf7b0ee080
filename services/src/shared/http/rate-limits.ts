import { Inject, Injectable } from '@nestjs/common';
import { Pool, PoolClient } from 'pg';
import { TooManyRequestsError } from '../errors';
import { PG_POOL } from '../persistence/tokens';

/** At most `max` calls named `name` for one `key` (an address, an account, a phone) within the last `seconds` (a day at most). */
export interface Limit {
  name: string;
  key: string;
  max: number;
  seconds: number;
}

export const MINUTE = 60;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** The key space of the limits' advisory locks (the two-int form), apart from the application's other locks. */
const LOCK_SPACE = 0x524c; // 'RL'
const lockKey = (l: Limit) => `${l.name}:${l.key}`;

/**
 * Limits on the public calls, kept in PostgreSQL so that every process counts the same calls: a row per counted call
 * and limit (rate_limit_hits), counted over a sliding window and forgotten after a day. A call is counted before it is
 * served, under advisory locks on its limits' keys (taken in one order), so calls arriving together queue there and no
 * more than `max` ever get through.
 */
@Injectable()
export class RateLimits {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  /** Counts the call under every limit (answering the rows, to take back), or under none when one is reached (answering it). */
  async take(limits: Limit[]): Promise<{ hits: string[] } | { reached: Limit }> {
    const sorted = [...limits].sort((a, b) => lockKey(a).localeCompare(lockKey(b)));
    const client = await this.pool.connect();
    try {
      await client.query('begin');
      for (const l of sorted) await client.query(`select pg_advisory_xact_lock(${LOCK_SPACE}, hashtext($1))`, [lockKey(l)]);
      const counts = await countAll(client, sorted);
      const reached = sorted.find((l, i) => counts[i] >= l.max);
      if (reached) {
        await client.query('rollback');
        return { reached };
      }
      const { rows } = await client.query(
        `insert into rate_limit_hits (name, key) select * from unnest($1::text[], $2::text[]) returning id`,
        [sorted.map((l) => l.name), sorted.map((l) => l.key)],
      );
      await client.query('commit');
      return { hits: rows.map((r) => String(r.id)) };
    } catch (e) {
      await client.query('rollback').catch(() => undefined);
      throw e;
    } finally {
      client.release();
    }
  }

  /** Counts the call under every limit, or refuses it: HTTP 429 RATE_LIMITED with the message. */
  async enforce(limits: Limit[], message: string): Promise<string[]> {
    const taken = await this.take(limits);
    if ('reached' in taken) throw new TooManyRequestsError(message);
    return taken.hits;
  }

  /** How many calls each limit has counted in its window. */
  count(limits: Omit<Limit, 'max'>[]): Promise<number[]> {
    return countAll(this.pool, limits);
  }

  /** Takes back what a call counted (it turned out not to count: a sign-in with the right password). */
  async takeBack(hits: string[]): Promise<void> {
    await this.pool.query(`delete from rate_limit_hits where id = any($1::bigint[])`, [hits]);
  }

  /** Forgets every call counted under a name for a key. */
  async clear(name: string, key: string): Promise<void> {
    await this.pool.query(`delete from rate_limit_hits where name = $1 and key = $2`, [name, key]);
  }

  /** Drops the rows no window reaches any more. */
  async forgetOld(): Promise<void> {
    await this.pool.query(`delete from rate_limit_hits where at < now() - interval '1 day'`);
  }
}

async function countAll(db: Pool | PoolClient, limits: Omit<Limit, 'max'>[]): Promise<number[]> {
  const { rows } = await db.query(
    `select (select count(*) from rate_limit_hits h where h.name = l.name and h.key = l.key and h.at > now() - l.seconds * interval '1 second')::int as n
     from unnest($1::text[], $2::text[], $3::int[]) with ordinality as l(name, key, seconds, i) order by l.i`,
    [limits.map((l) => l.name), limits.map((l) => l.key), limits.map((l) => l.seconds)],
  );
  return rows.map((r) => r.n);
}

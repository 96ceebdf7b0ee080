import type { DataSource } from 'typeorm';

/** A WAL position (`16/B374D848`) as a number that orders them. */
const position = (lsn: string): bigint => {
  const [high, low] = lsn.split('/');
  return (BigInt(`0x${high}`) << 32n) | BigInt(`0x${low}`);
};

/** How far the primary has written its WAL: every transaction committed so far ends at or before it. */
export async function writtenUpTo(primary: DataSource): Promise<bigint> {
  const [row]: { lsn: string }[] = await primary.query(`select pg_current_wal_lsn()::text as lsn`);
  return position(row.lsn);
}

/** How far a hot standby has replayed the primary's WAL; undefined for a server that is no standby. */
export async function replayedUpTo(standby: DataSource): Promise<bigint | undefined> {
  const [row]: { lsn: string | null }[] = await standby.query(`select pg_last_wal_replay_lsn()::text as lsn`);
  return row.lsn === null ? undefined : position(row.lsn);
}

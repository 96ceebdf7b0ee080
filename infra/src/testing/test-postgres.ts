import { Client, Pool } from 'pg';
import { scratchServer } from '../database/embedded';
import { migrate } from '../database/migrate';
import { TEMPLATE_DB } from './test-database';

export interface TestPostgres {
  /** The server's administrative URL: tests clone their databases from the migrated template on it. */
  adminUrl: string;
  stop(): Promise<void>;
}

async function prepareTemplate(adminUrl: string) {
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${TEMPLATE_DB} with (force)`);
  await admin.query(`create database ${TEMPLATE_DB}`);
  await admin.end();
  const u = new URL(adminUrl);
  u.pathname = `/${TEMPLATE_DB}`;
  const pool = new Pool({ connectionString: u.toString(), max: 1 });
  await migrate(pool);
  await pool.end();
}

/**
 * The test cluster is thrown away after the run, so it never waits for the disk: nothing it holds must outlive a crash
 * of the machine (a test that kills a server kills the application's process, not PostgreSQL).
 */
const THROWAWAY = ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'];

/** DATABASE_URL's server, or an embedded cluster in a temporary folder, with a migrated template database. */
export async function startTestPostgres(): Promise<TestPostgres> {
  const server = await scratchServer(process.env.DATABASE_URL, THROWAWAY);
  await prepareTemplate(server.url);
  return { adminUrl: server.url, stop: server.stop };
}

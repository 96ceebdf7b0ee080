import { execFile } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';

const run = promisify(execFile);

/** Debian's PostgreSQL (apt package postgresql): the newest version's programs. */
function binaries(): string {
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root) ? fs.readdirSync(root).filter((v) => fs.existsSync(path.join(root, v, 'bin', 'pg_basebackup'))) : [];
  if (!versions.length) throw new Error(`no PostgreSQL under ${root}: apt-get install postgresql`);
  return path.join(root, versions.sort((a, b) => Number(b) - Number(a))[0], 'bin');
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });

/** PostgreSQL refuses to run as root: as root, its programs run as Debian's `postgres` user. */
async function runAs(): Promise<{ uid: number; gid: number } | undefined> {
  if (process.getuid?.() !== 0) return undefined;
  const id = async (flag: string) => Number((await run('id', [flag, 'postgres'])).stdout.trim());
  return { uid: await id('-u'), gid: await id('-g') };
}

export interface Standby {
  url: string;
  /** Stops it as a crash would (`pg_ctl stop -m immediate`). */
  crash(): Promise<void>;
  start(): Promise<void>;
}

export interface StreamingReplication {
  primaryUrl: string;
  standbys: Standby[];
  stop(): Promise<void>;
}

/**
 * A primary and hot standbys streaming from it, each a cluster of its own in a temporary folder on a free port, with a
 * `jxc` database. `applyDelayMs` holds the standbys' replay of each commit back that long (recovery_min_apply_delay),
 * so what a test reads there right after a write is visibly stale unless it waited.
 */
export async function startStreamingReplication(opts: { standbys: number; applyDelayMs?: number }): Promise<StreamingReplication> {
  const bin = binaries();
  const user = await runAs();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jxc-replica-'));
  if (user) fs.chownSync(dir, user.uid, user.gid);
  const pg = (program: string, args: string[]) => run(path.join(bin, program), args, { cwd: dir, ...user });
  const common = `-c listen_addresses=127.0.0.1 -c unix_socket_directories=${dir} -c max_connections=100 -c shared_buffers=32MB -c fsync=off -c wal_keep_size=64MB`;
  const start = (data: string, port: number, extra = '') =>
    pg('pg_ctl', ['start', '-w', '-D', data, '-l', `${data}.log`, '-o', `-p ${port} ${common} ${extra}`]);
  const stopCluster = (data: string, mode: string) => pg('pg_ctl', ['stop', '-w', '-D', data, '-m', mode]).catch(() => undefined);
  const urlOf = (port: number) => `postgres://postgres@127.0.0.1:${port}/jxc`;

  const primary = path.join(dir, 'primary');
  const primaryPort = await freePort();
  await pg('initdb', ['-D', primary, '-U', 'postgres', '-A', 'trust', '--encoding=UTF8', '--locale=C.UTF-8', '--lc-collate=C']);
  await start(primary, primaryPort);
  const admin = new Client({ connectionString: `postgres://postgres@127.0.0.1:${primaryPort}/postgres` });
  await admin.connect();
  await admin.query('create database jxc');
  await admin.end();

  const standbys: Standby[] = [];
  for (let i = 1; i <= opts.standbys; i++) {
    const data = path.join(dir, `standby${i}`);
    const port = await freePort();
    await pg('pg_basebackup', [
      '-D',
      data,
      '-h',
      '127.0.0.1',
      '-p',
      String(primaryPort),
      '-U',
      'postgres',
      '-R',
      '-X',
      'stream',
      '-c',
      'fast',
    ]);
    const standby: Standby = {
      url: urlOf(port),
      crash: async () => void (await stopCluster(data, 'immediate')),
      start: async () => void (await start(data, port, `-c hot_standby=on -c recovery_min_apply_delay=${opts.applyDelayMs ?? 0}ms`)),
    };
    await standby.start();
    standbys.push(standby);
  }
  return {
    primaryUrl: urlOf(primaryPort),
    standbys,
    async stop() {
      await Promise.all(standbys.map((s) => s.crash()));
      await stopCluster(primary, 'fast');
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

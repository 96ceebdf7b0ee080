/**
 * CPU time, from Linux's /proc: of the calling thread, of this process, and of a PostgreSQL server on this machine (its
 * postmaster and the postmaster's children). A benchmark divides them by what it did to show where each document's
 * cost goes, against the cores the machine has. Where /proc or the server's processes are not visible: undefined.
 */
import fs from 'node:fs';
import v8 from 'node:v8';
import { Client } from 'pg';

/** Linux's clock ticks (USER_HZ) are 10 ms on every platform Node runs on. */
const TICK_MS = 10;

/** The fields of a /proc stat file after the command name: [0] is the state, [1] the parent, [11..14] the CPU ticks. */
function stat(file: string): number[] | undefined {
  try {
    const text = fs.readFileSync(file, 'utf8');
    return text
      .slice(text.lastIndexOf(')') + 2)
      .split(' ')
      .map(Number);
  } catch {
    return undefined;
  }
}

/** utime + stime, and with `reaped` cutime + cstime (children that have exited), in ms. */
function statMs(file: string, reaped = false): number | undefined {
  const f = stat(file);
  return f && (f[11] + f[12] + (reaped ? f[13] + f[14] : 0)) * TICK_MS;
}

/** CPU ms of the calling thread (the main thread, or a worker thread when called there). */
export const threadCpuMs = () => statMs('/proc/thread-self/stat');

/** CPU ms of this whole process, every thread. */
export const processCpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

const unknown = () => undefined;

/**
 * A reader of the PostgreSQL server's CPU ms (found from its checkpointer's parent); it reads undefined when the server
 * is not on this machine.
 */
export async function postgresCpu(connectionString: string): Promise<() => number | undefined> {
  const host = new URL(connectionString).hostname;
  if (!['127.0.0.1', 'localhost', '::1', '[::1]', ''].includes(host)) return unknown;
  const client = new Client({ connectionString });
  await client.connect();
  let postmaster: number | undefined;
  try {
    const { rows } = await client.query(`select pid from pg_stat_activity where backend_type = 'checkpointer'`);
    postmaster = rows.length ? stat(`/proc/${rows[0].pid}/stat`)?.[1] : undefined;
  } finally {
    await client.end();
  }
  // A server in a container reports its own namespace's pids: the process must be a postgres here too.
  if (!postmaster || !isPostgres(postmaster)) return unknown;
  // A backend that exits moves its time into the postmaster's reaped children's: the sum carries on.
  return () => {
    let total = statMs(`/proc/${postmaster}/stat`, true) ?? 0;
    for (const entry of fs.readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      const f = stat(`/proc/${entry}/stat`);
      if (f?.[1] === postmaster) total += (f[11] + f[12]) * TICK_MS;
    }
    return total;
  };
}

const isPostgres = (pid: number) => {
  try {
    return fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres';
  } catch {
    return false;
  }
};

/** What `read` counts from now until the returned function is called. */
export function meter(read: () => number | undefined): () => number | undefined {
  const start = read();
  return () => {
    const end = read();
    return start === undefined || end === undefined ? undefined : end - start;
  };
}

/**
 * What this thread's heap took from now until the returned function is called: the bytes allocated (the young
 * generation filled between collections, and what was left at the end) and the collections' pauses.
 */
export function heapMeter(): () => { allocatedBytes: number; pauseMs: number; collections: number } {
  const profiler = new v8.GCProfiler();
  const before = v8.getHeapStatistics().used_heap_size;
  profiler.start();
  return () => {
    const after = v8.getHeapStatistics().used_heap_size;
    const { statistics } = profiler.stop();
    let allocatedBytes = 0;
    let used = before;
    for (const gc of statistics) {
      allocatedBytes += gc.beforeGC.heapStatistics.usedHeapSize - used;
      used = gc.afterGC.heapStatistics.usedHeapSize;
    }
    allocatedBytes += after - used;
    return { allocatedBytes, pauseMs: statistics.reduce((n, gc) => n + gc.cost / 1000, 0), collections: statistics.length };
  };
}

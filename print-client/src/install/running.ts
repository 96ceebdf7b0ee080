import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { HOST } from '../options';
import { pidFile } from './places';

/** Whether a client (or anything) listens on the port of this machine. */
export function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: HOST, port }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

/** The command a process runs, to tell our client from a process that reused its id. */
function programOf(pid: number): string {
  try {
    if (process.platform === 'linux') return fs.readlinkSync(`/proc/${pid}/exe`);
    if (process.platform === 'win32')
      return execFileSync('tasklist', ['/FI', `PID eq ${pid}`, '/NH', '/FO', 'CSV'], { encoding: 'utf8', windowsHide: true });
    return execFileSync('ps', ['-p', String(pid), '-o', 'comm='], { encoding: 'utf8' });
  } catch {
    return '';
  }
}

/** The client serving from the installed executable writes its process id, so that an update or uninstall can stop it. */
export function rememberServing() {
  fs.writeFileSync(pidFile(), String(process.pid));
  process.on('exit', () => {
    if (fs.existsSync(pidFile()) && fs.readFileSync(pidFile(), 'utf8') === String(process.pid)) fs.rmSync(pidFile(), { force: true });
  });
}

/** Stops the installed client if it runs (by the id it wrote, when that process is still a jxc-print), then waits for its port. */
export async function stopRunning(port: number) {
  const pid = fs.existsSync(pidFile()) ? Number(fs.readFileSync(pidFile(), 'utf8')) : 0;
  if (pid && pid !== process.pid && /jxc-print/.test(programOf(pid))) {
    try {
      process.kill(pid);
    } catch {
      // gone already
    }
  }
  for (let i = 0; i < 50 && (await listening(port)); i++) await sleep(100);
}

/** The executable started on its own, outliving this process. */
export function startDetached(exe: string) {
  spawn(exe, [], { detached: true, stdio: 'ignore', windowsHide: true }).unref();
}

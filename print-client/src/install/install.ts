import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { isSea } from 'node:sea';
import { stampedOrigin } from '@jxc/services/contracts';
import { CONFIG_FILE } from '../options';
import { registerLinux, unregisterLinux } from './linux';
import { registerMac, unregisterMac } from './macos';
import { installedExe, linuxPlaces, runsInstalled } from './places';
import { startDetached, stopRunning } from './running';
import { registerWindows, unregisterWindows } from './windows';

/** The server origin the download route stamped after the executable's last byte, if any. */
export function stampOf(exe = process.execPath): string | undefined {
  const fd = fs.openSync(exe, 'r');
  try {
    const size = fs.fstatSync(fd).size;
    const tail = Buffer.alloc(Math.min(512, size));
    fs.readSync(fd, tail, 0, tail.length, size - tail.length);
    return stampedOrigin(tail.toString('latin1'));
  } finally {
    fs.closeSync(fd);
  }
}

const origin = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    throw new Error(`服务器地址无效：${url}（应为 https://… 的网址）`);
  }
};

/** Adds the servers whose pages may print to the config file's `origins`, keeping what else it holds. */
export function allowOrigins(origins: string[]) {
  const config = fs.existsSync(CONFIG_FILE) ? (JSON.parse(fs.readFileSync(CONFIG_FILE, 'utf8')) as { origins?: string[] }) : {};
  config.origins = [...new Set([...(config.origins ?? []), ...origins])];
  fs.writeFileSync(CONFIG_FILE, JSON.stringify(config, null, 2) + '\n');
}

/** Copies a file over the executable in one step (a rename), also while the old one runs (Windows renames it away first). */
export function replaceExecutable(from: string, exe: string) {
  const next = `${exe}.new`;
  fs.copyFileSync(from, next);
  fs.chmodSync(next, 0o755);
  if (process.platform === 'win32' && fs.existsSync(exe)) {
    fs.rmSync(`${exe}.old`, { force: true });
    fs.renameSync(exe, `${exe}.old`);
  }
  fs.renameSync(next, exe);
}

/**
 * `--install [--server https://…]`: this executable copied to the user's programs, the jxcprint:// link registered,
 * started with the computer, the server it was downloaded from (its stamp) and `--server` allowed; then started.
 */
export async function install(port: number, server?: string): Promise<string> {
  if (!isSea())
    throw new Error('只能安装打包好的打印客户端：先运行 npm run print-client:release，再运行 print-client/release 里本系统的程序');
  const exe = installedExe();
  const origins = [stampOf(), server && origin(server)].filter((o): o is string => !!o);
  await stopRunning(port);
  fs.mkdirSync(path.dirname(exe), { recursive: true });
  if (!runsInstalled()) replaceExecutable(process.execPath, exe);
  if (process.platform === 'win32') registerWindows(exe);
  else if (process.platform === 'darwin') registerMac(exe);
  else registerLinux(exe);
  if (origins.length) allowOrigins(origins);
  startDetached(exe);
  return `打印客户端已安装到 ${exe} 并已启动${origins.length ? `，接受 ${origins.join('、')} 的打印任务` : '；请用 --server 指定服务器地址'}`;
}

/** `--uninstall`: the client stopped, its registrations and its executable removed (the config file stays). */
export async function uninstall(port: number): Promise<string> {
  const exe = installedExe();
  await stopRunning(port);
  if (process.platform === 'win32') unregisterWindows();
  else if (process.platform === 'darwin') unregisterMac();
  else unregisterLinux();
  // Windows keeps a running program's file: the folder goes once this process has ended.
  if (process.platform === 'win32' && runsInstalled())
    spawn('cmd', ['/c', `ping -n 3 127.0.0.1 >nul & rmdir /s /q "${path.dirname(exe)}"`], {
      detached: true,
      stdio: 'ignore',
      windowsHide: true,
    }).unref();
  else fs.rmSync(process.platform === 'win32' ? path.dirname(exe) : exe, { recursive: true, force: true });
  return `打印客户端已卸载${process.platform === 'linux' ? `（${linuxPlaces().desktopEntry} 已删除）` : ''}`;
}

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { version } from '../../package.json';
import { replaceExecutable } from '../install/install';
import { isNewer } from '../version';
import { installedExe } from '../install/places';
import { startDetached, stopRunning } from '../install/running';

/** What the web's 启动插件 link carries: `jxcprint://{"type":"update","url":…,"ver":…}` (URL-encoded JSON). */
export interface UpdateLink {
  url: string;
  ver: string;
}

export function parseLink(link: string): UpdateLink | undefined {
  try {
    const body = JSON.parse(decodeURIComponent(link.replace(/^jxcprint:(\/\/)?/i, '').replace(/\/$/, ''))) as Partial<UpdateLink>;
    return typeof body.url === 'string' && typeof body.ver === 'string' ? { url: body.url, ver: body.ver } : undefined;
  } catch {
    return undefined;
  }
}

/** How the client names itself when it downloads, so that the server picks its platform. */
const AGENT = `jxc-print/${version} (${process.platform === 'win32' ? 'Windows' : process.platform === 'darwin' ? 'Macintosh' : 'Linux'})`;

/**
 * The update the link asks for, when its version is newer than this client's and its URL is on an allowed server:
 * the download checked (it runs and names a newer version), the running client stopped, the installed executable
 * replaced in one rename and started. Answers whether it updated.
 */
export async function updateFrom(link: UpdateLink, allowed: string[], port: number): Promise<boolean> {
  if (!isNewer(link.ver, version)) return false;
  const url = new URL(link.url);
  if (!allowed.includes(url.origin) || !/^https?:$/.test(url.protocol))
    throw new Error(`不从 ${url.origin} 更新：它不是本机允许的服务器（${allowed.join('、') || '未设置'}）`);
  const res = await fetch(url, { headers: { 'user-agent': AGENT } });
  if (!res.ok) throw new Error(`下载新版本失败：${url.href} 答复 ${res.status}`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jxc-print-update-'));
  try {
    const download = path.join(dir, path.basename(installedExe()));
    fs.writeFileSync(download, Buffer.from(await res.arrayBuffer()), { mode: 0o755 });
    const theirs = execFileSync(download, ['--version'], { encoding: 'utf8', timeout: 30_000, windowsHide: true }).trim();
    if (!isNewer(theirs, version)) throw new Error(`下载的打印客户端版本 ${theirs} 不比本机的 ${version} 新`);
    await stopRunning(port);
    replaceExecutable(download, installedExe());
    startDetached(installedExe());
    return true;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

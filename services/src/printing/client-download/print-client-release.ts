import fs from 'node:fs';
import path from 'node:path';
import { version } from '@jxc/print-client/package.json';
import {
  PRINT_CLIENT_FILES,
  PRINT_CLIENT_PLATFORM_NAMES,
  PRINT_CLIENT_PLATFORMS,
  PrintClientPlatform,
  printClientDownloadPath,
} from '../../contracts';

/** A packaged client in the release folder: its file, size and time, and the version the release wrote beside it. */
export interface ReleasedClient {
  file: string;
  size: number;
  modified: Date;
  version: string;
}

export function releasedClient(dir: string, platform: PrintClientPlatform): ReleasedClient | undefined {
  const file = path.join(dir, PRINT_CLIENT_FILES[platform]);
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  if (!stat?.isFile()) return undefined;
  const written = fs.existsSync(path.join(dir, 'version')) ? fs.readFileSync(path.join(dir, 'version'), 'utf8').trim() : '';
  return { file, size: stat.size, modified: stat.mtime, version: written || version };
}

/** The name a browser saves it under: the version and the platform, `.exe` for Windows. */
export const downloadName = (platform: PrintClientPlatform, version: string) =>
  `jxc-print-${version}-${platform}${platform === 'windows' ? '.exe' : ''}`;

const escape = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** The page a platform without a packaged client answers (404), naming the platforms that have one. */
export function notReleasedPage(dir: string, platform: string): string {
  const known = (PRINT_CLIENT_PLATFORMS as readonly string[]).includes(platform);
  const others = PRINT_CLIENT_PLATFORMS.filter((p) => p !== platform && releasedClient(dir, p));
  const what = known
    ? `${PRINT_CLIENT_PLATFORM_NAMES[platform as PrintClientPlatform]} 版打印客户端还没有发布`
    : `没有“${escape(platform)}”版的打印客户端`;
  const links = others.map((p) => `<a href="${printClientDownloadPath(p)}">${PRINT_CLIENT_PLATFORM_NAMES[p]} 版</a>`).join('、');
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>打印客户端 - 未找到</title></head>
<body style="font-family:sans-serif;max-width:560px;margin:48px auto;padding:0 16px;line-height:1.7">
<h1 style="font-size:20px">${what}</h1>
<p>请联系管理员发布打印客户端（在服务器上运行 <code>npm run print-client:release</code>）。${links ? `现在可以下载：${links}。` : ''}</p>
<p>没有打印客户端时，也可以在打印对话框中选择“浏览器打印”。</p>
</body></html>`;
}

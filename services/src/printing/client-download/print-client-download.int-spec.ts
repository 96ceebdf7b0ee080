import assert from 'node:assert/strict';
import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { afterAll, beforeAll, test } from '@jest/globals';
import WebSocket from 'ws';
import { version as PRINT_CLIENT_VERSION } from '@jxc/print-client/package.json';
import { company, startTestApp, type TestApp } from '../../testing/test-app';

const run = promisify(execFile);
const ROOT = path.resolve(__dirname, '..', '..', '..', '..');
/** The version of the newer release the update test serves. */
const NEWER = PRINT_CLIENT_VERSION.replace(/\d+$/, (patch) => String(Number(patch) + 1));
const env = {} as { app: TestApp; release: string; builds: string; home: string; out: string; port: number; token: string };

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

/** The shop's computer: its own home folder, the client's port and output folder. */
const computer = () => ({
  ...process.env,
  HOME: env.home,
  XDG_DATA_HOME: '',
  XDG_CONFIG_HOME: '',
  PRINT_CLIENT_PORT: String(env.port),
  PRINT_CLIENT_OUT: env.out,
});
/** The Linux executable as `npm run print-client:release` builds it (cached by content under node_modules/.cache). */
const build = async (version?: string) => {
  const out = path.join(env.builds, version ?? 'current');
  const claim = version ? ['--claim-version', version] : [];
  await run(process.execPath, ['-r', './infra/register.js', 'print-client/scripts/release.ts', 'linux', '--out', out, ...claim], {
    cwd: ROOT,
  });
  return out;
};
/** The server's release folder holds that build. */
const release = (build: string) => {
  for (const file of ['jxc-print-linux', 'version']) fs.copyFileSync(path.join(build, file), path.join(env.release, file));
};

/** The running client's first words to a page of the server: its version (undefined while none answers). */
async function versionOnPort(): Promise<string | undefined> {
  const ws = new WebSocket(`ws://127.0.0.1:${env.port}`, { origin: env.app.url });
  try {
    return await new Promise<string | undefined>((resolve) => {
      ws.on('message', (m) => resolve((JSON.parse(String(m)) as { version?: string }).version));
      ws.on('error', () => resolve(undefined));
    });
  } finally {
    ws.terminate();
  }
}
async function waitForVersion(version: string) {
  let seen: string | undefined;
  for (let i = 0; i < 100 && (seen = await versionOnPort()) !== version; i++) await sleep(100);
  assert.equal(seen, version);
}

/** The Linux executables of this version and of a newer one (built once per content, under node_modules/.cache). */
beforeAll(async () => {
  env.builds = fs.mkdtempSync(path.join(os.tmpdir(), 'jxc-print-builds-'));
  env.release = fs.mkdtempSync(path.join(os.tmpdir(), 'jxc-print-release-'));
  env.home = fs.mkdtempSync(path.join(os.tmpdir(), 'jxc-print-home-'));
  env.out = path.join(env.home, 'printed');
  env.port = await freePort();
  env.app = await startTestApp({ env: { PRINT_CLIENT_DIR: env.release, PUBLIC_URL: 'https://jxc.example.cn' } });
  env.token = (await company(env.app, '张记五金')).token;
});
afterAll(async () => {
  const installed = path.join(env.home ?? '', '.local', 'bin', 'jxc-print');
  if (env.home && fs.existsSync(installed)) await run(installed, ['--uninstall'], { env: computer() });
  await env.app?.close();
  for (const dir of [env.builds, env.release, env.home]) if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

test('a platform not released yet answers a Chinese page; /download/print-client redirects by the browser’s system', async () => {
  const missing = await fetch(`${env.app.url}/download/print-client/macos`);
  assert.equal(missing.status, 404);
  assert.match(await missing.text(), /macOS 版打印客户端还没有发布/);
  const agents: [string, string][] = [
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36', 'windows'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Safari/605.1.15', 'macos'],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36', 'linux'],
  ];
  for (const [agent, platform] of agents) {
    const res = await fetch(`${env.app.url}/download/print-client?id=42`, { headers: { 'user-agent': agent }, redirect: 'manual' });
    assert.equal(res.status, 302);
    assert.equal(res.headers.get('location'), `/download/print-client/${platform}?id=42`);
  }
});

test('the shop downloads the Linux client, installs it (jxcprint:// through its desktop entry) and it prints; a newer release replaces it through the link', async () => {
  const [current, newer] = await Promise.all([build(), build(NEWER)]);
  release(current);
  const res = await fetch(`${env.app.url}/download/print-client/linux?id=7`);
  assert.equal(res.status, 200);
  assert.equal(res.headers.get('content-disposition'), `attachment; filename="jxc-print-${PRINT_CLIENT_VERSION}-linux"`);
  assert.equal(res.headers.get('content-type'), 'application/octet-stream');
  assert.equal(res.headers.get('cache-control'), 'no-cache');
  const body = Buffer.from(await res.arrayBuffer());
  const stamp = '\n#jxcprint-server=https://jxc.example.cn\n';
  assert.equal(body.length, fs.statSync(path.join(current, 'jxc-print-linux')).size + stamp.length);
  assert.equal(body.subarray(-stamp.length).toString(), stamp, 'the server’s origin after the last byte');
  // (fetch would add Cache-Control: no-cache to a conditional request, as browsers do on reload)
  const again = await new Promise<http.IncomingMessage>((resolve) =>
    http.get(`${env.app.url}/download/print-client/linux`, { headers: { 'if-none-match': res.headers.get('etag')! } }, resolve),
  );
  assert.equal(again.statusCode, 304);

  const downloaded = path.join(env.home, 'Downloads', `jxc-print-${PRINT_CLIENT_VERSION}-linux`);
  fs.mkdirSync(path.dirname(downloaded), { recursive: true });
  fs.writeFileSync(downloaded, body, { mode: 0o755 });
  assert.equal((await run(downloaded, ['--version'])).stdout.trim(), PRINT_CLIENT_VERSION);
  const installing = await run(downloaded, ['--install', '--server', env.app.url], { env: computer() });
  assert.match(
    installing.stdout,
    /打印客户端已安装到 .*\.local\/bin\/jxc-print 并已启动，接受 https:\/\/jxc\.example\.cn、http:\/\/127\.0\.0\.1:\d+ 的打印任务/,
  );

  const installed = path.join(env.home, '.local', 'bin', 'jxc-print');
  const entry = fs.readFileSync(path.join(env.home, '.local', 'share', 'applications', 'jxcprint.desktop'), 'utf8');
  assert.match(entry, /^MimeType=x-scheme-handler\/jxcprint;$/m);
  assert.match(entry, new RegExp(`^Exec="${installed}" %u$`, 'm'));
  const handler = execFileSync('xdg-mime', ['query', 'default', 'x-scheme-handler/jxcprint'], { env: computer(), encoding: 'utf8' });
  assert.equal(handler.trim(), 'jxcprint.desktop');
  assert.match(
    fs.readFileSync(path.join(env.home, '.config', 'autostart', 'jxcprint.desktop'), 'utf8'),
    new RegExp(`^Exec="${installed}"$`, 'm'),
  );
  assert.deepEqual(JSON.parse(fs.readFileSync(path.join(env.home, '.jxc-print-client.json'), 'utf8')).origins, [
    'https://jxc.example.cn',
    env.app.url,
  ]);
  await waitForVersion(PRINT_CLIENT_VERSION);

  // The packaged client prints: the company's A4 sale template to a PDF and its 80 mm receipt as ESC/POS, in its output folder.
  const page = new WebSocket(`ws://127.0.0.1:${env.port}`, { origin: env.app.url });
  const answers: { type: string; jobId?: string; file?: string; message?: string }[] = [];
  page.on('message', (m) => answers.push(JSON.parse(String(m))));
  await new Promise((resolve) => page.on('open', resolve));
  const sale = { billNo: 'XS-20261128-0007', customName: '城东装修队', billDate: '2026-11-28', lines: [], totalAmount: 0 };
  for (const templateId of ['201-a4', '201-receipt'])
    page.send(
      JSON.stringify({
        type: 'print',
        jobId: templateId,
        report: { url: `${env.app.url}/api/UserPrinttemplate/Detail`, params: { templateId } },
        data: { content: sale },
        token: env.token,
      }),
    );
  for (let i = 0; i < 100 && answers.filter((a) => a.jobId).length < 2; i++) await sleep(100);
  page.close();
  // The two jobs print side by side: either may answer first.
  const done = answers.filter((a) => a.jobId).sort((a, b) => a.jobId!.localeCompare(b.jobId!));
  assert.deepEqual(
    done.map((a) => [a.jobId, a.type, a.message]),
    [
      ['201-a4', 'printed', undefined],
      ['201-receipt', 'printed', undefined],
    ],
  );
  const [pdf, receipt] = done.map((a) => fs.readFileSync(a.file!));
  assert.equal(pdf.subarray(0, 5).toString(), '%PDF-');
  assert.match(execFileSync('pdftotext', ['-', '-'], { input: pdf, encoding: 'utf8' }), /XS-20261128-0007/);
  assert.ok(
    receipt.includes(Buffer.from('XS-20261128-0007')) && receipt.includes(Buffer.from([0x1d, 0x56])),
    'the receipt names the bill and is cut',
  );

  // 启动插件 with the current version: the running client stays, the new process leaves.
  const link = (ver: string) =>
    `jxcprint://${encodeURIComponent(JSON.stringify({ type: 'update', url: `${env.app.url}/download/print-client?id=12`, ver }))}`;
  await run(installed, [link(PRINT_CLIENT_VERSION)], { env: computer(), timeout: 10_000 });
  await waitForVersion(PRINT_CLIENT_VERSION);

  // A newer release on the server: the link of a newer web app downloads it (the redirect chooses Linux by the client's
  // own User-Agent), replaces the installed executable and restarts it.
  release(newer);
  await run(installed, [link(NEWER)], { env: computer(), timeout: 60_000 });
  await waitForVersion(NEWER);
  assert.equal((await run(installed, ['--version'])).stdout.trim(), NEWER);
  assert.ok(fs.readFileSync(installed).subarray(-stamp.length).equals(Buffer.from(stamp)), 'installed from the server’s download');

  // A link naming an update on a server it was not installed for is refused; the client goes on as it is.
  const foreign = `jxcprint://${encodeURIComponent(JSON.stringify({ type: 'update', url: 'http://127.0.0.2:9/x', ver: '99.0.0' }))}`;
  assert.match((await run(installed, [foreign], { env: computer() })).stdout, /不从 http:\/\/127\.0\.0\.2:9 更新/);
  await waitForVersion(NEWER);

  await run(installed, ['--uninstall'], { env: computer() });
  assert.ok(!fs.existsSync(installed) && !fs.existsSync(path.join(env.home, '.local', 'share', 'applications', 'jxcprint.desktop')));
  assert.equal(await versionOnPort(), undefined, 'the client stopped');
});

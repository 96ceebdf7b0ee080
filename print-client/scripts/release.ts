import fs from 'node:fs';
import path from 'node:path';
import { PRINT_CLIENT_FILES, PRINT_CLIENT_PLATFORMS, type PrintClientPlatform } from '@jxc/services/contracts';
import { version } from '../package.json';
import { bundle, executable } from './sea';

/**
 * `npm run print-client:release [-- linux macos windows] [--out DIR]`: the executables of the platforms (all by
 * default) in print-client/release (or DIR), with a `version` file, where the server serves them (PRINT_CLIENT_DIR).
 * `--claim-version V` builds a client that reports another version (the update's tests).
 */
async function main() {
  const args = process.argv.slice(2);
  const option = (name: string) => {
    const at = args.indexOf(name);
    return at < 0 ? undefined : args.splice(at, 2)[1];
  };
  const release = path.resolve(option('--out') ?? path.join(__dirname, '..', 'release'));
  const claimed = option('--claim-version');
  const asked = args as PrintClientPlatform[];
  const unknown = asked.filter((p) => !PRINT_CLIENT_PLATFORMS.includes(p));
  if (unknown.length) throw new Error(`没有这个平台：${unknown.join(' ')}（可选 ${PRINT_CLIENT_PLATFORMS.join('、')}）`);
  fs.mkdirSync(release, { recursive: true });
  const code = await bundle({ version: claimed });
  for (const platform of asked.length ? asked : PRINT_CLIENT_PLATFORMS) {
    const target = path.join(release, PRINT_CLIENT_FILES[platform]);
    fs.copyFileSync(await executable(platform, code), `${target}.tmp`);
    fs.renameSync(`${target}.tmp`, target);
    console.log(`${target}（${(fs.statSync(target).size / 1024 / 1024).toFixed(1)} MB）`);
  }
  fs.writeFileSync(path.join(release, 'version'), `${claimed ?? version}\n`);
  const unsigned = !asked.length || asked.includes('macos');
  console.log(
    `打印客户端 ${claimed ?? version} 已发布到 ${release}${unsigned ? '；macOS 版需在 Mac 上重新签名：codesign --sign - jxc-print-macos' : ''}`,
  );
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});

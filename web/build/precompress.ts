import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json)$/;

/** Writes a .br and a .gz beside every text file of the build, for the server to send to browsers that take them. */
export function precompress(): Plugin {
  return {
    name: 'precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      for (const file of Object.keys(bundle).filter((f) => COMPRESSIBLE.test(f))) {
        const full = path.join(options.dir!, file);
        const raw = fs.readFileSync(full);
        if (raw.length < 1024) continue;
        fs.writeFileSync(
          `${full}.br`,
          brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
        );
        fs.writeFileSync(`${full}.gz`, gzipSync(raw, { level: 9 }));
      }
    },
  };
}

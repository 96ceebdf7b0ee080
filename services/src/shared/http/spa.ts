import fs from 'node:fs';
import path from 'node:path';
import express, { NextFunction, Request, Response } from 'express';

export const WEB_DIST = path.resolve(__dirname, '..', '..', '..', '..', 'web', 'dist');

/** Hashed build files never change under their name: browsers keep them a year. */
const HASHED = { maxAge: '365d', immutable: true };
const ENCODINGS: Record<string, string> = { br: '.br', gzip: '.gz' };
/** The installable app's service worker, its registration and manifest: browsers ask for the newest each time. */
const ALWAYS_FRESH = /^(sw\.js|registerSW\.js|manifest\.webmanifest|index\.html)$/;

/** A hashed file as the build compressed it (web/build/precompress.ts), when the browser takes that encoding. */
function precompressed(dist: string) {
  return (req: Request, res: Response, next: NextFunction) => {
    res.setHeader('Vary', 'Accept-Encoding');
    const encoding = Object.keys(ENCODINGS).find((e) => req.acceptsEncodings(e) === e);
    const file = path.join(dist, path.normalize(req.path));
    if (!encoding || !file.startsWith(dist + path.sep) || !fs.existsSync(file + ENCODINGS[encoding])) return next();
    res.setHeader('Content-Encoding', encoding);
    res.type(path.extname(file));
    res.sendFile(file + ENCODINGS[encoding], HASHED, (err) => err && next());
  };
}

/** Serves the built React app; any other GET outside /api is a history-mode route and gets index.html. */
export function spaMiddleware(dist = WEB_DIST) {
  const assets = path.join(dist, 'assets');
  const statics = express.static(dist, {
    index: false,
    maxAge: '1h',
    setHeaders: (res, file) => ALWAYS_FRESH.test(path.basename(file)) && res.setHeader('Cache-Control', 'no-cache'),
  });
  const index = path.join(dist, 'index.html');
  const app = express.Router();
  app.use((req, _res, next) =>
    req.path.startsWith('/api/') ||
    req.path === '/api' ||
    req.path.startsWith('/socket.io') ||
    req.path === '/health' ||
    req.path.startsWith('/download/print-client') ||
    req.path.startsWith('/s/') ||
    (req.method !== 'GET' && req.method !== 'HEAD')
      ? next('router')
      : next(),
  );
  app.use('/assets', precompressed(assets), express.static(assets, { index: false, fallthrough: false, ...HASHED }));
  app.use(statics, (_req: Request, res: Response) => {
    if (!fs.existsSync(index)) return res.status(503).type('text/plain; charset=utf-8').send('前端尚未构建：请运行 npm run build -w web');
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  });
  return app;
}

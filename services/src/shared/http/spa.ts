import fs from 'node:fs';
import path from 'node:path';
import express, { NextFunction, Request, Response } from 'express';

export const WEB_DIST = path.resolve(__dirname, '..', '..', '..', '..', 'web', 'dist');

/** Serves the built React app; any other GET outside /api is a history-mode route and gets index.html. */
export function spaMiddleware(dist = WEB_DIST) {
  const statics = express.static(dist, { index: false, maxAge: '1h' });
  const index = path.join(dist, 'index.html');
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.path.startsWith('/api/') || req.path === '/api' || req.path.startsWith('/socket.io') || req.path === '/health') return next();
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    statics(req, res, () => {
      if (!fs.existsSync(index)) return res.status(503).type('text/plain; charset=utf-8').send('前端尚未构建：请运行 npm run build -w web');
      res.setHeader('Cache-Control', 'no-cache');
      res.sendFile(index);
    });
  };
}

import { createHash, timingSafeEqual } from 'node:crypto';
import http, { IncomingMessage, ServerResponse } from 'node:http';
import type { INestApplication } from '@nestjs/common';
import type { AppConfig } from '@jxc/infra';
import type { NextFunction, Request, Response } from 'express';
import { Metrics } from './metrics.service';

const digest = (s: string) => createHash('sha256').update(s).digest();

/**
 * GET /metrics in Prometheus' text format; with METRICS_TOKEN, only for `Authorization: Bearer <token>` (401
 * otherwise). Outside the API: no session, no envelope, no request log.
 */
export function metricsEndpoint(metrics: Metrics, token: string | undefined) {
  const expected = token === undefined ? undefined : digest(`Bearer ${token}`);
  return (req: IncomingMessage, res: ServerResponse) => {
    if (expected && !timingSafeEqual(digest(req.headers.authorization ?? ''), expected)) {
      res.writeHead(401, { 'WWW-Authenticate': 'Bearer realm="metrics"', 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('需要正确的指标令牌（METRICS_TOKEN）');
      return;
    }
    metrics.registry.metrics().then(
      (text) => {
        res.writeHead(200, { 'Content-Type': metrics.registry.contentType, 'Cache-Control': 'no-store' });
        res.end(req.method === 'HEAD' ? undefined : text);
      },
      () => {
        res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8' });
        res.end('指标暂不可用：数据库无应答');
      },
    );
  };
}

const STARTED = Symbol('started');
type Timed = Response & { [STARTED]: number };

/**
 * Times every request the app answers after it, counted by the API group of the route that answered (`/api/Sale/Save`:
 * Sale), never by the raw URL: ids and unknown paths add no series.
 */
export function requestTimings(metrics: Metrics) {
  const groups = new Map<string, string>();
  const groupOf = (req: Request): string => {
    const route: string | undefined = req.route?.path;
    if (!route) return req.originalUrl.startsWith('/api/') ? 'unmatched' : 'web';
    let group = groups.get(route);
    if (group === undefined) {
      const [, first, second] = route.split('/');
      groups.set(route, (group = (first === 'api' ? second : first) || 'web'));
    }
    return group;
  };
  function finished(this: Timed) {
    const group = groupOf(this.req);
    metrics.httpDuration.observe({ group }, (performance.now() - this[STARTED]) / 1000);
    metrics.httpRequests.inc({ group, status: this.statusCode });
  }
  return (_req: Request, res: Response, next: NextFunction) => {
    (res as Timed)[STARTED] = performance.now();
    res.once('finish', finished);
    next();
  };
}

/**
 * Puts /metrics on the app (unless METRICS_PORT serves it apart, see listenForScrapes) and times the requests after
 * it: called before the app's other middleware, so a scrape is neither timed, logged nor taken for the web app.
 */
export function useMetrics<T extends INestApplication>(app: T, config: AppConfig): T {
  const metrics = app.get(Metrics);
  if (config.metrics.port === undefined) app.getHttpAdapter().get('/metrics', metricsEndpoint(metrics, config.metrics.token));
  app.use(requestTimings(metrics));
  return app;
}

/** METRICS_PORT: /metrics on a port of its own (every other path 404), so it need not be reachable where the API is. */
export async function listenForScrapes(app: INestApplication, config: AppConfig): Promise<{ url: string; close(): Promise<void> }> {
  const endpoint = metricsEndpoint(app.get(Metrics), config.metrics.token);
  const server = http.createServer((req, res) => {
    if (new URL(req.url ?? '/', 'http://x').pathname === '/metrics' && (req.method === 'GET' || req.method === 'HEAD'))
      return endpoint(req, res);
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(config.metrics.port, '0.0.0.0', resolve));
  const { port } = server.address() as import('node:net').AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/metrics`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

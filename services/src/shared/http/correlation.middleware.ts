import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import pinoHttp from 'pino-http';
import { Logger } from './logger';
import { requestContext } from './request-context';

const HEADER = 'x-correlation-id';

/** Takes the caller's correlation id (or makes one), echoes it, and logs each request once it finishes. */
export function correlationMiddleware(logger: Logger) {
  const httpLog = pinoHttp({
    logger,
    genReqId: (req) => (req as unknown as Request).correlationId,
    serializers: { req: (req) => ({ method: req.method, url: req.url }), res: (res) => ({ statusCode: res.statusCode }) },
    autoLogging: { ignore: (req) => req.url === '/health' },
  });
  return (req: Request, res: Response, next: NextFunction) => {
    const given = req.header(HEADER);
    const correlationId = given && /^[\w.:-]{1,100}$/.test(given) ? given : randomUUID();
    req.correlationId = correlationId;
    res.setHeader(HEADER, correlationId);
    requestContext.run({ correlationId, ip: req.ip, route: req.path }, () => httpLog(req, res, next));
  };
}

declare module 'express-serve-static-core' {
  interface Request {
    correlationId: string;
  }
}

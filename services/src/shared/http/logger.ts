import pino from 'pino';
import { currentCorrelationId } from './request-context';

/** Structured JSON logs; every line written during a request carries its correlation id. */
export function createLogger(level: string) {
  return pino({
    level,
    base: { service: 'jxc' },
    mixin: () => {
      const correlationId = currentCorrelationId();
      return correlationId ? { correlationId } : {};
    },
  });
}

export type Logger = ReturnType<typeof createLogger>;

import { MSG } from '../contracts';

export interface Envelope<T = unknown> {
  invState: number;
  invMessage: string;
  returnData: T | null;
  errorCode?: string;
  correlationId?: string;
  details?: Record<string, unknown>;
}

export const success = <T>(returnData: T, invMessage: string = MSG.ok): Envelope<T> => ({
  invState: 1,
  invMessage,
  returnData: returnData ?? null,
});

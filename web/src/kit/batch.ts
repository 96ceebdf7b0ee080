import type { Action } from '@jxc/services/contracts';
import type { BatchResult } from '../api/types';
import type { FieldDesc } from './fields';

/** An action on the ticked rows of a list. */
export interface BatchAction<T> {
  label: string;
  /** The action the user needs on the list's permissionId. */
  action: Action;
  /** A value to ask for first (the class, the owner …); `run` gets the payload value. */
  field?: FieldDesc;
  confirm?: (rows: T[]) => string;
  run: (rows: T[], value?: unknown) => Promise<BatchResult | unknown>;
}

export interface BatchSummary {
  intent: 'success' | 'warning';
  title: string;
  body?: string;
}

const isBatchResult = (r: unknown): r is BatchResult => typeof r === 'object' && r !== null && 'successCount' in r;

/** What to tell the user after a batch: all done, or how many failed and the first reason. */
export function batchSummary(label: string, count: number, result: unknown): BatchSummary {
  if (!isBatchResult(result)) return { intent: 'success', title: `${label}成功` };
  const failed = (result.data ?? []).filter((r) => !r.ok);
  const failedCount = failed.length || Math.max(0, count - result.successCount);
  if (!failedCount) return { intent: 'success', title: `${label}成功，共${result.successCount}条` };
  return { intent: 'warning', title: `${label}：成功${result.successCount}条，失败${failedCount}条`, body: failed[0]?.message };
}

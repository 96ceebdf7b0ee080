import { BusinessRuleError } from '../../shared/errors';
import { changedFields, Patch } from '../../shared/patch';
import type { MasterRecordEvent } from './master-data.events';

export interface MasterRecordState {
  exists: boolean;
  removed: boolean;
  enabled: boolean;
  data: Record<string, unknown>;
}

export const initialRecord: MasterRecordState = { exists: false, removed: false, enabled: true, data: {} };

export function evolveRecord(s: MasterRecordState, e: MasterRecordEvent): MasterRecordState {
  switch (e.type) {
    case 'Created':
      return { exists: true, removed: false, enabled: true, data: e.data };
    case 'Updated':
      return { ...s, data: { ...s.data, ...e.data } };
    case 'Enabled':
    case 'Disabled':
      return { ...s, enabled: e.type === 'Enabled' };
    case 'Removed':
      return { ...s, removed: true };
  }
}

export type StatusChange = 'enable' | 'disable' | 'remove';

/** Decisions on an existing record titled `title` (e.g. '仓库'). */
export function decideRecord(title: string) {
  const live = (s: MasterRecordState) => {
    if (!s.exists || s.removed) throw new BusinessRuleError('NOT_FOUND', `${title}不存在或已删除`);
  };
  return {
    /** The given fields over the record's data; the event holds only those that change (a cleared one as null). */
    update(s: MasterRecordState, changes: Patch<Record<string, unknown>>): MasterRecordEvent[] {
      live(s);
      const changed = changedFields(s.data, changes);
      return Object.keys(changed).length ? [{ type: 'Updated', data: changed }] : [];
    },
    status(s: MasterRecordState, change: StatusChange): MasterRecordEvent[] {
      live(s);
      if (change === 'enable' && s.enabled) throw new BusinessRuleError('BAD_STATUS', `该${title}已是启用状态`);
      if (change === 'disable' && !s.enabled) throw new BusinessRuleError('BAD_STATUS', `该${title}已是停用状态`);
      return [{ type: ({ enable: 'Enabled', disable: 'Disabled', remove: 'Removed' } as const)[change], data: {} }];
    },
  };
}

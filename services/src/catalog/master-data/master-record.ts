import type { StoredEvent } from '@jxc/infra';
import { BusinessRuleError } from '../../shared/errors';
import { changedFields, Patch } from '../../shared/patch';

export interface MasterRecordState {
  exists: boolean;
  removed: boolean;
  enabled: boolean;
  data: Record<string, unknown>;
}

export const initialRecord: MasterRecordState = { exists: false, removed: false, enabled: true, data: {} };

export function evolveRecord(s: MasterRecordState, e: StoredEvent): MasterRecordState {
  const kind = e.streamId.slice(0, e.streamId.indexOf('-'));
  const suffix = e.type.slice(kind.length);
  switch (suffix) {
    case 'Created':
      return { exists: true, removed: false, enabled: true, data: e.data };
    case 'Updated':
      return { ...s, data: { ...s.data, ...e.data } };
    case 'Enabled':
    case 'Disabled':
      return { ...s, enabled: suffix === 'Enabled' };
    case 'Removed':
      return { ...s, removed: true };
    default:
      return s;
  }
}

export type StatusChange = 'enable' | 'disable' | 'remove';

/** Decisions on an existing record of kind `kind` and title `title` (e.g. 'Warehouse', '仓库'). */
export function decideRecord(kind: string, title: string) {
  const live = (s: MasterRecordState) => {
    if (!s.exists || s.removed) throw new BusinessRuleError('NOT_FOUND', `${title}不存在或已删除`);
  };
  return {
    /** The given fields over the record's data; the event holds only those that change (a cleared one as null). */
    update(s: MasterRecordState, changes: Patch<Record<string, unknown>>) {
      live(s);
      const changed = changedFields(s.data, changes);
      return Object.keys(changed).length ? [{ type: `${kind}Updated`, data: changed }] : [];
    },
    status(s: MasterRecordState, change: StatusChange) {
      live(s);
      if (change === 'enable' && s.enabled) throw new BusinessRuleError('BAD_STATUS', `该${title}已是启用状态`);
      if (change === 'disable' && !s.enabled) throw new BusinessRuleError('BAD_STATUS', `该${title}已是停用状态`);
      const suffix = { enable: 'Enabled', disable: 'Disabled', remove: 'Removed' }[change];
      return [{ type: `${kind}${suffix}`, data: {} }];
    },
  };
}

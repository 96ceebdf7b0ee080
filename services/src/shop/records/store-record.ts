import { ConflictError, NotFoundError } from '../../shared/errors';
import { eventNames } from '../../shared/es/event-names';
import { sameValue } from '../../shared/patch';

/** The store's records of a kind (ads, quick-menu entries, formulas): one stream each, `{kind}-{id}`. */
export const STORE_RECORD_KINDS = ['StoreAdv', 'StoreLabel', 'StoreFormula'] as const;
export type StoreRecordKind = (typeof STORE_RECORD_KINDS)[number];

export const storeRecordEvents = <K extends StoreRecordKind>(kind: K) => eventNames(kind, ['Created', 'Updated', 'Removed'] as const);

export type StoreRecordData = Record<string, unknown>;

export type StoreRecordEvent =
  | { type: 'Created'; data: { recordId: string; record: StoreRecordData } }
  | { type: 'Updated'; data: { recordId: string; record: StoreRecordData } }
  | { type: 'Removed'; data: { recordId: string } };

export interface StoreRecordState {
  record: StoreRecordData | null;
}

export const noStoreRecord: StoreRecordState = { record: null };

export function evolveStoreRecord(_: StoreRecordState, e: StoreRecordEvent): StoreRecordState {
  return e.type === 'Removed' ? { record: null } : { record: e.data.record };
}

/** A kind's own rules over a whole record (a schedule's end after its start …), which throw when broken; its title; the values a field left out takes. */
export interface RecordKindRules {
  title: string;
  rules(record: StoreRecordData): void;
  defaults?: StoreRecordData;
}

/** The record with its left-out or cleared fields at their defaults. */
const filled = (record: StoreRecordData, defaults: StoreRecordData = {}): StoreRecordData =>
  Object.fromEntries([...new Set([...Object.keys(defaults), ...Object.keys(record)])].map((k) => [k, record[k] ?? defaults[k] ?? null]));

/**
 * A record is created once, then changed (the fields sent; null clears one) and removed; each change is held to its kind's rules first. An
 * update that changes nothing records nothing.
 */
export const decideStoreRecord = {
  create(s: StoreRecordState, recordId: string, given: StoreRecordData, kind: RecordKindRules): StoreRecordEvent[] {
    if (s.record) throw new ConflictError(`${kind.title}已存在`);
    const record = filled(given, kind.defaults);
    kind.rules(record);
    return [{ type: 'Created', data: { recordId, record } }];
  },
  update(s: StoreRecordState, recordId: string, patch: StoreRecordData, kind: RecordKindRules): StoreRecordEvent[] {
    if (!s.record) throw new NotFoundError(`${kind.title}不存在`);
    const record = filled({ ...s.record, ...patch }, kind.defaults);
    kind.rules(record);
    return sameValue(record, s.record) ? [] : [{ type: 'Updated', data: { recordId, record } }];
  },
  remove(s: StoreRecordState, recordId: string, kind: RecordKindRules): StoreRecordEvent[] {
    if (!s.record) throw new NotFoundError(`${kind.title}不存在`);
    return [{ type: 'Removed', data: { recordId } }];
  },
};

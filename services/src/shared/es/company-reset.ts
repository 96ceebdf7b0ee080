import { comparePositions, type EventStore, type GlobalPosition, type StoredEvent } from '@jxc/infra';

/**
 * 系统重置 on the write side. The reset is a CompanyReset event on the company's Reset stream; the read models drop the
 * company's business data there (honourCompanyReset), and the decisions must not bring it back: a stream the reset
 * clears is decided on its events after the reset only (an old document is not there, an old code is free again),
 * while its version stays its full length. Streams of what the reset keeps — staff, roles, settings, warehouses and
 * branches, lookup lists, number counters — are named by their modules and plugged in here by the app as it starts
 * (plugModulesIn); they are decided on every event.
 */
export const resetStream = (companyId: string) => `Reset-${companyId}`;

const KEPT = new Set<string>(['Reset']);

/** Stream types (the part of a stream id before its first '-') or code kinds whose state a reset keeps. */
export function keptOnReset(...types: string[]) {
  for (const t of types) KEPT.add(t);
}

export const streamTypeOf = (streamId: string) => streamId.slice(0, streamId.indexOf('-'));

/** Code reservations (Code-<kind>-…) follow their kind: a warehouse's code stays taken, a customer's is freed. */
export function clearedOnReset(streamId: string): boolean {
  const type = streamTypeOf(streamId);
  if (type !== 'Code') return !KEPT.has(type);
  const kind = streamId.slice(5, streamId.indexOf('-', 5));
  return !KEPT.has(kind);
}

/** Where the company's last reset stands in the global order, if it was ever reset. */
export async function resetPosition(store: EventStore, companyId: string): Promise<GlobalPosition | undefined> {
  return (await store.readStream(resetStream(companyId), { companyId })).at(-1)?.position;
}

/** The events a decision on this stream goes by: for a stream the reset clears, those after the last reset. */
export async function sinceReset(store: EventStore, companyId: string, streamId: string, events: StoredEvent[]): Promise<StoredEvent[]> {
  if (!events.length || !clearedOnReset(streamId)) return events;
  const at = await resetPosition(store, companyId);
  return at ? events.filter((e) => comparePositions(e.position, at) > 0) : events;
}

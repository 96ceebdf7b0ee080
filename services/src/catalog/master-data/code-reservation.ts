import { AppendToStream, EventStore } from '@jxc/infra';
import { ValidationError } from '../../shared/errors';
import { sinceReset } from '../../shared/es/company-reset';
import { domainEvents } from '../../shared/es/event-names';

type CodeEvent = { type: 'CodeReserved' | 'CodeReleased'; data: { code: string; recordId: string } };
const codeEvent = domainEvents<CodeEvent>({ CodeReserved: 'CodeReserved', CodeReleased: 'CodeReleased' });

/**
 * A record's code is unique per company and kind: each code is a stream that is reserved and released, appended
 * together with the record's own events, so two people saving the same code at once cannot both succeed. A code of
 * a kind 系统重置 clears is free again after it.
 */
export const codeStream = (kind: string, companyId: string, code: string) => `Code-${kind}-${companyId}-${code.toLowerCase()}`;

export async function reserveCode(
  store: EventStore,
  kind: string,
  companyId: string,
  code: string,
  recordId: string,
  label: string,
): Promise<AppendToStream> {
  const reservation = await codeReservation(store, kind, companyId, code, recordId);
  if (!reservation) throw new ValidationError(`${label}已存在`, label);
  return reservation;
}

/** The stream reserving a code, or undefined when the code is taken. */
export async function codeReservation(
  store: EventStore,
  kind: string,
  companyId: string,
  code: string,
  recordId: string,
): Promise<AppendToStream | undefined> {
  const streamId = codeStream(kind, companyId, code);
  const events = await store.readStream(streamId, { companyId });
  if ((await sinceReset(store, companyId, streamId, events)).at(-1)?.type === 'CodeReserved') return undefined;
  return {
    streamId,
    streamType: 'Code',
    expectedVersion: events.length || 'no_stream',
    events: [{ type: 'CodeReserved', data: { code, recordId } }],
  };
}

/** The record a code is reserved for, undefined while it is free. */
export async function codeHolder(store: EventStore, kind: string, companyId: string, code: string): Promise<string | undefined> {
  const streamId = codeStream(kind, companyId, code);
  const last = (await sinceReset(store, companyId, streamId, await store.readStream(streamId, { companyId }))).at(-1);
  const event = last && codeEvent(last);
  return event?.type === 'CodeReserved' ? event.data.recordId : undefined;
}

/** The reservation of a code of a company that has none yet (its default records, made with it). */
export const firstCodeReservation = (kind: string, companyId: string, code: string, recordId: string): AppendToStream => ({
  streamId: codeStream(kind, companyId, code),
  streamType: 'Code',
  expectedVersion: 'no_stream',
  events: [{ type: 'CodeReserved', data: { code, recordId } }],
});

export const releaseCode = (kind: string, companyId: string, code: string, recordId: string): AppendToStream => ({
  streamId: codeStream(kind, companyId, code),
  streamType: 'Code',
  expectedVersion: 'stream_exists',
  events: [{ type: 'CodeReleased', data: { code, recordId } }],
});

/** A point in the store's global order: readers follow (transaction id, position) lexicographically. */
export interface GlobalPosition {
  tx: bigint;
  pos: bigint;
}

export const START: GlobalPosition = { tx: 0n, pos: 0n };

export function comparePositions(a: GlobalPosition, b: GlobalPosition): number {
  if (a.tx !== b.tx) return a.tx < b.tx ? -1 : 1;
  if (a.pos !== b.pos) return a.pos < b.pos ? -1 : 1;
  return 0;
}

export const formatPosition = (p: GlobalPosition) => `${p.tx}:${p.pos}`;

export function parsePosition(s: string): GlobalPosition {
  const [tx, pos] = s.split(':');
  return { tx: BigInt(tx), pos: BigInt(pos ?? 0) };
}

/** 'no_stream' — must not exist; 'stream_exists' — must exist; 'any'; or the exact current version (event count). */
export type ExpectedVersion = 'any' | 'no_stream' | 'stream_exists' | number;

export interface EventMetadata {
  companyId: string;
  userId: string;
  userName?: string;
  at?: string;
  correlationId?: string;
  causationId?: string;
  /** The client address of the request that made the change (the 操作日志's 来源). */
  ip?: string;
  /** The API route it came through (`/api/Sale/Save`). */
  route?: string;
}

export interface NewEvent<T = unknown> {
  /** Supplying the id makes the append idempotent: the same ids appended again return the first result. */
  id?: string;
  type: string;
  data: T;
}

export interface AppendToStream {
  streamId: string;
  /** The stream's category, e.g. 'Sale', kept on the stream row for diagnostics and tenancy checks. */
  streamType: string;
  expectedVersion: ExpectedVersion;
  events: NewEvent[];
}

export interface AppendResult {
  position: GlobalPosition;
  versions: Record<string, number>;
}

/** An event as the store keeps it; a reader that knows which events it reads names their data (T) and stored names (N). */
export interface StoredEvent<T = unknown, N extends string = string> {
  position: GlobalPosition;
  streamId: string;
  streamPosition: number;
  eventId: string;
  type: N;
  data: T;
  metadata: Required<Pick<EventMetadata, 'companyId' | 'userId' | 'at'>> & EventMetadata;
  createdAt: Date;
}

export interface ReadAllOptions {
  limit?: number;
  types?: readonly string[];
  /** Only this company's events (a per-company rebuild); their order is still the global one. */
  companyId?: string;
}

export interface ReadAllResult {
  events: StoredEvent[];
  /** Everything before this point has been returned (or was not of the requested types). */
  horizon: GlobalPosition;
}

/** A counter stream taken with what it counts: one version more (and one event where the store needs one, see appendCounted); `cap` refuses a version beyond it. */
export interface Counter {
  streamId: string;
  streamType: string;
  event: NewEvent;
  cap?: number;
}

/** The number a counter gives: `prefix` + its new version in at least `digits` digits, written where `placeholder` is. */
export interface Numbering {
  counter: string;
  placeholder: string;
  prefix: string;
  digits: number;
}

export const numberOf = (n: Numbering, version: number) => `${n.prefix}${String(version).padStart(n.digits, '0')}`;

/** The streams with `number` wherever `placeholder` is a whole string in their events' data. */
export const withNumber = (streams: AppendToStream[], placeholder: string, number: string): AppendToStream[] =>
  streams.map((s) => ({
    ...s,
    events: s.events.map((e) => ({ ...e, data: JSON.parse(JSON.stringify(e.data ?? {}), (_k, v) => (v === placeholder ? number : v)) })),
  }));

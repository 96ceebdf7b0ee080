import type {
  AppendResult,
  AppendToStream,
  Counter,
  EventMetadata,
  GlobalPosition,
  Numbering,
  ReadAllOptions,
  ReadAllResult,
  StoredEvent,
} from './types';

export interface StreamAfterSnapshot {
  /** The schema it was kept under: the one asked for, or a variant of it (see readStreamsAfterSnapshots). */
  snapshot?: { version: number; state: unknown; schema: string };
  events: StoredEvent[];
  /** The version of the last event read, or of the snapshot. */
  version: number;
}

/**
 * What the commands, projections and reactions rely on from an event store; an adapter passes
 * `testing/event-store-contract.ts`: PostgresEventStore (the default) and EventStoreDbEventStore (EVENTSTORE_URL). An
 * abstract class rather than an interface so that it is also the token Nest injects.
 */
export abstract class EventStore {
  /**
   * Appends to one or more streams atomically: every stream's expected version holds and all events are written, or
   * WrongExpectedVersionError and nothing is. Events with ids appended again answer the first result.
   */
  abstract append(streams: AppendToStream[], meta: EventMetadata): Promise<AppendResult>;

  /**
   * Appends the streams and, atomically with them, one event to each counter (at any version): a number (a bill
   * number, a monthly count) is taken only together with what it counts. The numbering counter's new version, as
   * `numberOf`, replaces the placeholder wherever it is a whole string in the events' data. A counter past its cap
   * refuses with CounterCapError and nothing is written. A store that keeps a stream's version apart from its events
   * (PostgreSQL) keeps a counter as its version alone and does not write its event: what a counter counts is read from
   * its version (streamVersion), never from its events.
   */
  abstract appendCounted(
    streams: AppendToStream[],
    counters: Counter[],
    numbering: Numbering,
    meta: EventMetadata,
  ): Promise<AppendResult & { number: string }>;

  /** A stream's events in order (after `fromVersion`); with `companyId`, none of another company's. */
  abstract readStream(streamId: string, opts?: { companyId?: string; fromVersion?: number }): Promise<StoredEvent[]>;

  /**
   * Streams of one company with their snapshot under `schema`, or under a variant of it (`schema@…`, which the caller
   * checks), and only the events after it; with `lastAnd`, of those only the last and the ones whose data has that key.
   */
  abstract readStreamsAfterSnapshots(
    streamIds: readonly string[],
    companyId: string,
    schema: string,
    opts?: { lastAnd?: string },
  ): Promise<Map<string, StreamAfterSnapshot>>;

  /** Keeps a stream's state at `version` unless a later one under the same schema is already kept. */
  abstract saveSnapshot(streamId: string, companyId: string, schema: string, version: number, state: unknown): Promise<void>;

  /**
   * As saveSnapshot, when the store finds it convenient (the caller does not wait for it): a store may write it with
   * a later append. This one writes it now, in the background.
   */
  keepSnapshot(streamId: string, companyId: string, schema: string, version: number, state: unknown): void {
    this.saveSnapshot(streamId, companyId, schema, version, state).catch(() => undefined);
  }

  /** Events by id, in global order. */
  abstract readEvents(eventIds: readonly string[]): Promise<StoredEvent[]>;

  /** The stream's version (its number of events), 0 when it does not exist. */
  abstract streamVersion(streamId: string): Promise<number>;

  /**
   * Events after `after` in one global order that never changes: an append that commits after a reader has passed
   * its place is never skipped. `horizon`: everything before it has been returned or was not of `types`.
   */
  abstract readAll(after: GlobalPosition, opts?: ReadAllOptions): Promise<ReadAllResult>;

  /** The position of the last event committed so far (START when none): a reader reaching it has read all of them. */
  abstract head(): Promise<GlobalPosition>;

  /** Called after appends, in this process and (once `listen` ran) in the others sharing the store. */
  abstract onAppended(listener: () => void): () => void;

  abstract listen(): Promise<void>;

  abstract close(): Promise<void>;
}

/** What a reader of the global order needs (the projection runner, the Kafka publisher): the store or a copy of it. */
export type EventFeed = Pick<EventStore, 'readAll' | 'onAppended'>;

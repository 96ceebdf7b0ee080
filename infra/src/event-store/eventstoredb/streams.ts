/**
 * The little of EventStoreDB the adapter uses: single-stream appends at an expected revision, reads of a stream and
 * of $all (the server's one order of every event), a live subscription to events of a type and a stream's $maxCount.
 * `dbClientStreams` is it on @eventstore/db-client; the tests also run the adapter on an in-memory double of it.
 */
export interface StreamClient {
  /** Appends atomically to one stream; `expected` is the current last revision (or no_stream / any). */
  append(stream: string, events: EsdbEvent[], expected: bigint | 'no_stream' | 'any'): Promise<{ revision: bigint; position: bigint }>;
  /** Events of a stream from a revision (forwards) or its last `maxCount` (backwards); none when it does not exist. */
  read(stream: string, opts: { from?: bigint; backwards?: boolean; maxCount?: number }): Promise<EsdbRecorded[]>;
  /** Events of every stream in the server's order, from a position (inclusive) forwards, or backwards from the end. */
  readAll(opts: { from?: bigint; backwards?: boolean; maxCount: number }): Promise<EsdbRecorded[]>;
  /** Calls `onEvent` for each event of the type appended to any stream from now on. */
  subscribeToType(type: string, onEvent: () => void): () => Promise<void>;
  /** Keeps only the last `maxCount` events of the stream. */
  setMaxCount(stream: string, maxCount: number): Promise<void>;
  dispose(): Promise<void>;
}

export interface EsdbEvent {
  id: string;
  type: string;
  data: unknown;
  metadata: Record<string, unknown>;
}

export interface EsdbRecorded extends EsdbEvent {
  stream: string;
  revision: bigint;
  /** Its place in $all (the commit position). */
  position: bigint;
  created: Date;
}

/** The stream was not at the expected revision; `actual` is its last revision (-1 when it does not exist). */
export class WrongRevision extends Error {
  constructor(
    readonly stream: string,
    readonly actual: bigint,
  ) {
    super(`stream ${stream} is at revision ${actual}`);
  }
}

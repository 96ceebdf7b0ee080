/**
 * The little of EventStoreDB the adapter uses: single-stream appends at an expected revision, reads, a live
 * subscription and a stream's $maxCount. `dbClientStreams` is it on @eventstore/db-client; the tests also run the
 * adapter on an in-memory double of it.
 */
export interface StreamClient {
  /** Appends atomically to one stream; `expected` is the current last revision (or no_stream / any). */
  append(stream: string, events: EsdbEvent[], expected: bigint | 'no_stream' | 'any'): Promise<bigint>;
  /** Events of a stream from a revision (forwards) or its last `maxCount` (backwards); none when it does not exist. */
  read(stream: string, opts: { from?: bigint; backwards?: boolean; maxCount?: number }): Promise<EsdbRecorded[]>;
  /** Calls `onEvent` for each event appended to the stream from now on. */
  subscribe(stream: string, onEvent: () => void): () => Promise<void>;
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
  revision: bigint;
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

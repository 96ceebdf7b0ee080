/**
 * How a long-lived stream keeps snapshots: its fold's name and version (`schema`), how many events may follow the
 * last snapshot before a load writes a new one, and the state to and from JSON (a fresh state each time: folds may
 * update their state in place).
 */
export interface Snapshotting<S> {
  schema: string;
  every: number;
  /**
   * When every event carries the whole state but for what the events with this data key change (a stock movement
   * carries the balance; only those with batches move batches): a load reads, of the events after the snapshot, only
   * those and the last.
   */
  lastAnd?: string;
  save(state: S): unknown;
  restore(json: unknown): S;
}

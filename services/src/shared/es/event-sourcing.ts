import { Injectable } from '@nestjs/common';
import { AppendResult, AppendToStream, comparePositions, Counter, EventStore, formatPosition, Numbering, StoredEvent } from '@jxc/infra';
import { ProjectionRunner } from '@jxc/projections';
import type { HistoryEntry } from '../../contracts';
import { requestContext, requestMetadata } from '../http/request-context';
import { clearedOnReset, resetStream, sinceReset } from './company-reset';
import { releaseHeld } from './retrying';
import type { Snapshotting } from './snapshotting';

export interface Actor {
  companyId: string;
  userId: string;
  userName?: string;
}

/** Loads aggregates from their streams and commits decisions, read-your-writes (see waitFor). */
@Injectable()
export class EventSourcing {
  constructor(
    private readonly store: EventStore,
    private readonly runner: ProjectionRunner,
  ) {}

  async load<S>(
    streamId: string,
    companyId: string,
    initial: S,
    evolve: (s: S, e: StoredEvent) => S,
    snapshots?: Snapshotting<S>,
  ): Promise<{ state: S; version: number }> {
    if (!snapshots) {
      const events = await this.store.readStream(streamId, { companyId });
      return { state: (await sinceReset(this.store, companyId, streamId, events)).reduce(evolve, initial), version: events.length };
    }
    return (await this.loadMany([streamId], companyId, () => initial, evolve, snapshots)).get(streamId)!;
  }

  /**
   * A stream's version once the read models that handle `types` have passed its last event: a decision that reads
   * them and appends to this stream at that version sees every earlier decision appended to it.
   */
  async settledVersion(streamId: string, companyId: string, types: readonly string[]): Promise<number> {
    const events = await this.store.readStream(streamId, { companyId });
    if (events.length) await this.runner.waitFor(events[events.length - 1].position, undefined, types);
    return events.length;
  }

  /**
   * Several streams of one kind in one round trip, each from its snapshot; a snapshot falling behind is renewed. After a
   * company reset, streams it clears are decided on their later events, from snapshots taken since (their schema names
   * the reset; the reset stream is read in the same round trip, and a stream kept from before it is read again whole).
   */
  async loadMany<S>(
    streamIds: readonly string[],
    companyId: string,
    initial: () => S,
    evolve: (s: S, e: StoredEvent) => S,
    snapshots: Snapshotting<S>,
  ): Promise<Map<string, { state: S; version: number }>> {
    const resets = streamIds.some(clearedOnReset) ? resetStream(companyId) : undefined;
    const read = await this.store.readStreamsAfterSnapshots(resets ? [...streamIds, resets] : streamIds, companyId, snapshots.schema, {
      lastAnd: snapshots.lastAnd,
    });
    const reset = resets && read.get(resets)!.events.at(-1)?.position;
    const schema = reset ? `${snapshots.schema}@${formatPosition(reset)}` : snapshots.schema;
    const out = new Map<string, { state: S; version: number }>();
    for (const streamId of streamIds) {
      const { snapshot: kept, events: after, version } = read.get(streamId)!;
      const snapshot = kept?.schema === schema ? kept : undefined;
      const events = kept && !snapshot ? await this.store.readStream(streamId, { companyId }) : after;
      const live = reset ? events.filter((e) => comparePositions(e.position, reset) > 0) : events;
      const state = live.reduce(evolve, snapshot ? snapshots.restore(snapshot.state) : initial());
      if (version - (snapshot?.version ?? 0) >= snapshots.every)
        this.store.keepSnapshot(streamId, companyId, schema, version, snapshots.save(state));
      out.set(streamId, { state, version });
    }
    return out;
  }

  async commit(streams: AppendToStream[], actor: Actor): Promise<AppendResult> {
    const result = await this.store.append(streams, { ...actor, ...requestMetadata() });
    releaseHeld();
    await this.waitFor(result, streams);
    return result;
  }

  /** As commit, with counters taken in the same append and the number they give written in (see EventStore.appendCounted). */
  async commitCounted(
    streams: AppendToStream[],
    counters: Counter[],
    numbering: Numbering,
    actor: Actor,
  ): Promise<AppendResult & { number: string }> {
    const result = await this.store.appendCounted(streams, counters, numbering, { ...actor, ...requestMetadata() });
    releaseHeld();
    await this.waitFor(result, streams);
    return result;
  }

  /**
   * Read-your-writes: until the read models that handle these events have passed them, or, on a request that answers
   * first, the position reported for the caller's next request to wait for (see ReadAfter). An event a projection
   * sets aside counts as passed: the write stands (the store is the truth) and the operator sees it in /health.
   */
  private waitFor(result: AppendResult, streams: AppendToStream[]) {
    const wrote = requestContext.getStore()?.wrote;
    if (wrote) return wrote(result.position);
    return this.runner.waitFor(
      result.position,
      undefined,
      streams.flatMap((s) => s.events.map((e) => e.type)),
    );
  }

  /** Who did what, when, on one record: its stream read back with Chinese titles. */
  async history(streamId: string, companyId: string, titles: Record<string, string>): Promise<HistoryEntry[]> {
    const events = await this.store.readStream(streamId, { companyId });
    return events.map((e) => ({
      action: e.type,
      title: titles[e.type] ?? e.type,
      userId: e.metadata.userId,
      userName: e.metadata.userName ?? '',
      at: e.metadata.at,
    }));
  }
}

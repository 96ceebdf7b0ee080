import { Injectable } from '@nestjs/common';
import { AppendResult, AppendToStream, PostgresEventStore, StoredEvent } from '@jxc/infra';
import { ProjectionRunner } from '@jxc/projections';
import { currentCorrelationId } from '../http/request-context';

export interface Actor {
  companyId: string;
  userId: string;
  userName?: string;
}

export interface HistoryEntry {
  action: string;
  title: string;
  userId: string;
  userName: string;
  at: string;
}

/** Loads aggregates from their streams and commits decisions, waiting until the read models show them. */
@Injectable()
export class EventSourcing {
  constructor(
    private readonly store: PostgresEventStore,
    private readonly runner: ProjectionRunner,
  ) {}

  async load<S>(streamId: string, companyId: string, initial: S, evolve: (s: S, e: StoredEvent) => S): Promise<{ state: S; version: number }> {
    const events = await this.store.readStream(streamId, { companyId });
    return { state: events.reduce(evolve, initial), version: events.length };
  }

  async commit(streams: AppendToStream[], actor: Actor): Promise<AppendResult> {
    const result = await this.store.append(streams, { ...actor, correlationId: currentCorrelationId() });
    await this.runner.waitFor(result.position, 5000, streams.flatMap((s) => s.events.map((e) => e.type)));
    return result;
  }

  /** Who did what, when, on one record: its stream read back with Chinese titles. */
  async history(streamId: string, companyId: string, titles: Record<string, string>): Promise<HistoryEntry[]> {
    const events = await this.store.readStream(streamId, { companyId });
    return events.map((e) => ({ action: e.type, title: titles[e.type] ?? e.type, userId: e.metadata.userId, userName: e.metadata.userName ?? '', at: e.metadata.at }));
  }
}

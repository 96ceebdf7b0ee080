import type { AllStreamResolvedEvent, JSONType, ResolvedEvent } from '@eventstore/db-client';
import { EsdbRecorded, StreamClient, WrongRevision } from './streams';

/** The StreamClient on a real EventStoreDB (EVENTSTORE_URL, an `esdb://` connection string); gRPC loads only then. */
export async function dbClientStreams(connectionString: string): Promise<StreamClient> {
  const {
    BACKWARDS,
    END,
    EventStoreDBClient,
    eventTypeFilter,
    FORWARDS,
    jsonEvent,
    START,
    StreamNotFoundError,
    WrongExpectedVersionError,
  } = await import('@eventstore/db-client');
  const client = EventStoreDBClient.connectionString(connectionString);
  return {
    async append(stream, events, expected) {
      try {
        const r = await client.appendToStream(
          stream,
          events.map((e) => jsonEvent({ id: e.id, type: e.type, data: e.data as JSONType, metadata: e.metadata })),
          { expectedRevision: expected },
        );
        if (!r.position) throw new Error('EventStoreDB 没有回答追加的位置（需要 21.10 及以上版本）');
        return { revision: r.nextExpectedRevision, position: r.position.commit };
      } catch (e) {
        if (e instanceof WrongExpectedVersionError)
          throw new WrongRevision(stream, e.actualVersion === 'no_stream' ? -1n : BigInt(e.actualVersion));
        throw e;
      }
    },
    async read(stream, { from, backwards, maxCount }) {
      const out: EsdbRecorded[] = [];
      try {
        const read = client.readStream(stream, {
          fromRevision: from ?? (backwards ? END : undefined),
          direction: backwards ? BACKWARDS : FORWARDS,
          maxCount,
        });
        for await (const resolved of read as AsyncIterable<ResolvedEvent>) out.push(recorded(resolved));
      } catch (e) {
        if (e instanceof StreamNotFoundError) return [];
        throw e;
      }
      return out;
    },
    async readAll({ from, backwards, maxCount }) {
      const out: EsdbRecorded[] = [];
      const read = client.readAll({
        fromPosition: from === undefined ? (backwards ? END : START) : { commit: from, prepare: from },
        direction: backwards ? BACKWARDS : FORWARDS,
        maxCount,
      });
      for await (const resolved of read as AsyncIterable<AllStreamResolvedEvent>)
        if (resolved.event?.isJson) out.push(recorded(resolved as ResolvedEvent));
      return out;
    },
    subscribeToType(type, onEvent) {
      const subscription = client.subscribeToAll({ fromPosition: END, filter: eventTypeFilter({ prefixes: [type] }) });
      subscription.on('data', onEvent);
      subscription.on('error', () => undefined);
      return () => subscription.unsubscribe();
    },
    async setMaxCount(stream, maxCount) {
      await client.setStreamMetadata(stream, { maxCount });
    },
    dispose: () => client.dispose(),
  };
}

function recorded({ event }: ResolvedEvent): EsdbRecorded {
  if (!event?.isJson) throw new Error('EventStoreDB 中的事件不是 JSON');
  if (!event.position) throw new Error('EventStoreDB 没有回答事件的位置（需要 21.10 及以上版本）');
  return {
    stream: event.streamId,
    position: event.position.commit,
    id: event.id,
    type: event.type,
    data: event.data,
    metadata: event.metadata as Record<string, unknown>,
    revision: event.revision,
    created: event.created,
  };
}

import { formatPosition, parsePosition, StoredEvent } from '@jxc/infra';
import type { Message } from 'kafkajs';

/**
 * One stored event as a Kafka message: keyed by its stream, the event as JSON, and headers a consumer can route and
 * de-duplicate by without parsing the value (`event-id` is the same on every delivery of one event).
 */
export function eventMessage(e: StoredEvent, streamType: string): Message {
  const position = formatPosition(e.position);
  return {
    key: e.streamId,
    value: JSON.stringify({
      eventId: e.eventId,
      type: e.type,
      streamId: e.streamId,
      streamType,
      streamPosition: e.streamPosition,
      position,
      createdAt: e.createdAt.toISOString(),
      data: e.data,
      metadata: e.metadata,
    }),
    headers: {
      'event-id': e.eventId,
      'event-type': e.type,
      'company-id': e.metadata.companyId,
      'global-position': position,
      'stream-position': String(e.streamPosition),
    },
    timestamp: String(e.createdAt.getTime()),
  };
}

/** The stored event a message carries (its stream type, for routing only, is not part of a StoredEvent). */
export function eventOfMessage(value: Buffer): StoredEvent {
  const v = JSON.parse(value.toString('utf8'));
  return {
    position: parsePosition(v.position),
    streamId: v.streamId,
    streamPosition: v.streamPosition,
    eventId: v.eventId,
    type: v.type,
    data: v.data,
    metadata: v.metadata,
    createdAt: new Date(v.createdAt),
  };
}

/**
 * Outbox: every stored event published to Kafka (KAFKA_BROKERS) in the store's order, at least once, one topic per
 * category of stream, keyed by stream id, with the event id as a header for consumers' de-duplication; and the
 * store's order rebuilt from those topics for a projector with PROJECTIONS_SOURCE=kafka.
 */
export { KafkaEventFeed } from './kafka-event-feed';
export type { FeedOptions } from './kafka-event-feed';
export { loadKafkaConfig, projectionsFromKafka } from './kafka-config';
export type { KafkaConfig } from './kafka-config';
export { CHECKPOINT as PUBLISHER_CHECKPOINT, KafkaPublisher } from './kafka-publisher';
export type { PublisherOptions } from './kafka-publisher';
export { TOPICS, topicOf } from './topics';
export type { Topic } from './topics';

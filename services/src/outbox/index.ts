/**
 * Outbox: every stored event published to Kafka (KAFKA_BROKERS) in the store's order, at least once, one topic per
 * category of stream, keyed by stream id, with the event id as a header for consumers' de-duplication.
 */
export { loadKafkaConfig } from './kafka-config';
export type { KafkaConfig } from './kafka-config';
export { KafkaPublisher } from './kafka-publisher';
export type { PublisherOptions } from './kafka-publisher';
export { TOPICS, topicOf } from './topics';
export type { Topic } from './topics';

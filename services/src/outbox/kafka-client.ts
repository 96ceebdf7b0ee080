import { LoopLog } from '@jxc/projections';
import { Kafka, logLevel, SASLOptions } from 'kafkajs';
import { KafkaConfig } from './kafka-config';

/** A kafkajs client on the configured brokers, its errors in our log. */
export function kafkaClient(config: KafkaConfig, log: LoopLog | undefined): Kafka {
  return new Kafka({
    clientId: config.clientId,
    brokers: config.brokers,
    ssl: config.ssl,
    sasl: config.sasl as SASLOptions | undefined,
    logLevel: logLevel.ERROR,
    logCreator:
      () =>
      ({ namespace, log: entry }) =>
        log?.error({ kafka: namespace, ...entry }, `Kafka: ${entry.message}`),
  });
}

/** Publishes to Kafka (KAFKA_BROKERS) until the parent test kills this process (SIGKILL), to prove at-least-once after a crash. */
import { PostgresEventStore } from '@jxc/infra';
import { Pool } from 'pg';
import { loadKafkaConfig } from '../kafka-config';
import { KafkaPublisher } from '../kafka-publisher';

const [url, batchSize] = process.argv.slice(2);
const config = loadKafkaConfig();
if (!config) throw new Error('KAFKA_BROKERS 未设置');
const pool = new Pool({ connectionString: url, max: 4 });
new KafkaPublisher(new PostgresEventStore(pool), pool, config, { batchSize: Number(batchSize), pollMs: 20 }).start();

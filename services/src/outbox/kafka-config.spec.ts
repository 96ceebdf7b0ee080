import assert from 'node:assert/strict';
import { test } from '@jest/globals';
import { loadKafkaConfig, projectionsFromKafka } from './kafka-config';

test('without KAFKA_BROKERS there is no publisher, whatever else is set', () => {
  assert.equal(loadKafkaConfig({}), undefined);
  assert.equal(loadKafkaConfig({ KAFKA_BROKERS: ' , ', KAFKA_SASL_MECHANISM: 'nonsense' }), undefined);
});

test('brokers, client id, TLS and SASL are read from the environment', () => {
  assert.deepEqual(loadKafkaConfig({ KAFKA_BROKERS: 'kafka1:9092, kafka2:9093,[::1]:9094' }), {
    brokers: ['kafka1:9092', 'kafka2:9093', '[::1]:9094'],
    clientId: 'jxc',
    ssl: false,
    idempotent: true,
    sasl: undefined,
  });
  assert.deepEqual(
    loadKafkaConfig({
      KAFKA_BROKERS: 'k:9093',
      KAFKA_CLIENT_ID: 'jxc-shop-1',
      KAFKA_SSL: '1',
      KAFKA_IDEMPOTENT: '0',
      KAFKA_SASL_MECHANISM: 'SCRAM-SHA-512',
      KAFKA_SASL_USERNAME: 'jxc',
      KAFKA_SASL_PASSWORD: 's3cret',
    }),
    {
      brokers: ['k:9093'],
      clientId: 'jxc-shop-1',
      ssl: true,
      idempotent: false,
      sasl: { mechanism: 'scram-sha-512', username: 'jxc', password: 's3cret' },
    },
  );
});

test('a bad setting is refused in Chinese, naming the variable', () => {
  const refused: [NodeJS.ProcessEnv, RegExp][] = [
    [{ KAFKA_BROKERS: 'kafka1' }, /^KAFKA_BROKERS 无效: kafka1/],
    [{ KAFKA_BROKERS: 'kafka1:99999' }, /^KAFKA_BROKERS 无效: kafka1:99999/],
    [{ KAFKA_BROKERS: 'k:9092', KAFKA_SSL: 'yes' }, /^KAFKA_SSL 无效: yes/],
    [{ KAFKA_BROKERS: 'k:9092', KAFKA_IDEMPOTENT: 'no' }, /^KAFKA_IDEMPOTENT 无效: no/],
    [{ KAFKA_BROKERS: 'k:9092', KAFKA_CLIENT_ID: 'jxc 1' }, /^KAFKA_CLIENT_ID 无效/],
    [
      { KAFKA_BROKERS: 'k:9092', KAFKA_SASL_MECHANISM: 'gssapi', KAFKA_SASL_USERNAME: 'u', KAFKA_SASL_PASSWORD: 'p' },
      /^KAFKA_SASL_MECHANISM 无效: gssapi/,
    ],
    [{ KAFKA_BROKERS: 'k:9092', KAFKA_SASL_MECHANISM: 'plain', KAFKA_SASL_PASSWORD: 'p' }, /^KAFKA_SASL_USERNAME 不能为空/],
    [{ KAFKA_BROKERS: 'k:9092', KAFKA_SASL_MECHANISM: 'plain', KAFKA_SASL_USERNAME: 'u' }, /^KAFKA_SASL_PASSWORD 不能为空/],
    [{ KAFKA_BROKERS: 'k:9092', KAFKA_SASL_USERNAME: 'u', KAFKA_SASL_PASSWORD: 'p' }, /^KAFKA_SASL_MECHANISM 不能为空/],
  ];
  for (const [env, message] of refused) assert.throws(() => loadKafkaConfig(env), { message }, JSON.stringify(env));
});

test('PROJECTIONS_SOURCE: the store by default, Kafka only with KAFKA_BROKERS, anything else refused', () => {
  assert.equal(projectionsFromKafka({ KAFKA_BROKERS: 'k:9092' }), undefined);
  assert.equal(projectionsFromKafka({ PROJECTIONS_SOURCE: 'store', KAFKA_BROKERS: 'k:9092' }), undefined);
  assert.deepEqual(
    projectionsFromKafka({ PROJECTIONS_SOURCE: 'Kafka', KAFKA_BROKERS: 'k:9092', KAFKA_CLIENT_ID: 'jxc-projector' })?.brokers,
    ['k:9092'],
  );
  assert.throws(() => projectionsFromKafka({ PROJECTIONS_SOURCE: 'kafka' }), { message: /^PROJECTIONS_SOURCE=kafka 需要 KAFKA_BROKERS/ });
  assert.throws(() => projectionsFromKafka({ PROJECTIONS_SOURCE: 'eventstore', KAFKA_BROKERS: 'k:9092' }), {
    message: /^PROJECTIONS_SOURCE 无效: eventstore/,
  });
});

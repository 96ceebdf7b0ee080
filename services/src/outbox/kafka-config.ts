export type SaslMechanism = 'plain' | 'scram-sha-256' | 'scram-sha-512';
const MECHANISMS: readonly SaslMechanism[] = ['plain', 'scram-sha-256', 'scram-sha-512'];

export interface KafkaConfig {
  brokers: string[];
  clientId: string;
  ssl: boolean;
  /**
   * An idempotent producer (the default): Kafka drops the copies its own retries would write. KAFKA_IDEMPOTENT=0 is
   * for brokers that grant no producer ids (librdkafka's mock cluster names no controller to ask): with one request
   * in flight the order per key holds all the same, and consumers de-duplicate by the event-id header anyway.
   */
  idempotent: boolean;
  sasl?: { mechanism: SaslMechanism; username: string; password: string };
}

const BROKER = /^[A-Za-z0-9.-]+:(\d{1,5})$|^\[[0-9A-Fa-f:]+\]:(\d{1,5})$/;

function brokersOf(value: string): string[] {
  const brokers = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const broker of brokers) {
    const m = BROKER.exec(broker);
    const port = Number(m?.[1] ?? m?.[2]);
    if (!m || port < 1 || port > 65535)
      throw new Error(`KAFKA_BROKERS 无效: ${broker}（应为逗号分隔的 主机:端口，如 kafka1:9092,kafka2:9092）`);
  }
  return brokers;
}

function saslOf(env: NodeJS.ProcessEnv): KafkaConfig['sasl'] {
  const mechanism = env.KAFKA_SASL_MECHANISM?.trim().toLowerCase();
  const username = env.KAFKA_SASL_USERNAME ?? '';
  const password = env.KAFKA_SASL_PASSWORD ?? '';
  if (!mechanism) {
    if (username || password)
      throw new Error(
        'KAFKA_SASL_MECHANISM 不能为空：已设置 KAFKA_SASL_USERNAME 或 KAFKA_SASL_PASSWORD（应为 plain、scram-sha-256 或 scram-sha-512）',
      );
    return undefined;
  }
  if (!MECHANISMS.includes(mechanism as SaslMechanism))
    throw new Error(`KAFKA_SASL_MECHANISM 无效: ${env.KAFKA_SASL_MECHANISM}（应为 plain、scram-sha-256 或 scram-sha-512）`);
  if (!username) throw new Error('KAFKA_SASL_USERNAME 不能为空：已设置 KAFKA_SASL_MECHANISM');
  if (!password) throw new Error('KAFKA_SASL_PASSWORD 不能为空：已设置 KAFKA_SASL_MECHANISM');
  return { mechanism: mechanism as SaslMechanism, username, password };
}

function flagOf(env: NodeJS.ProcessEnv, name: string, unset: boolean): boolean {
  const v = (env[name] ?? '').trim().toLowerCase();
  if (v === '') return unset;
  if (v === '1' || v === 'true') return true;
  if (v === '0' || v === 'false') return false;
  throw new Error(`${name} 无效: ${env[name]}（应为 1 或 0）`);
}

/**
 * The Kafka publisher's settings from the environment; undefined without KAFKA_BROKERS, and then nothing is
 * published (the other KAFKA_ variables are not read).
 */
export function loadKafkaConfig(env: NodeJS.ProcessEnv = process.env): KafkaConfig | undefined {
  const brokers = brokersOf(env.KAFKA_BROKERS ?? '');
  if (!brokers.length) return undefined;
  const clientId = (env.KAFKA_CLIENT_ID ?? '').trim() || 'jxc';
  if (!/^[A-Za-z0-9._-]{1,100}$/.test(clientId))
    throw new Error(`KAFKA_CLIENT_ID 无效: ${env.KAFKA_CLIENT_ID}（只能含字母、数字、点、下划线和连字符，至多100个字符）`);
  return { brokers, clientId, ssl: flagOf(env, 'KAFKA_SSL', false), idempotent: flagOf(env, 'KAFKA_IDEMPOTENT', true), sasl: saslOf(env) };
}

/**
 * PROJECTIONS_SOURCE: `store` (the default) runs the read models from the event store; `kafka` from the topics the
 * publisher fills, with the Kafka settings returned here (KAFKA_BROKERS is then required).
 */
export function projectionsFromKafka(env: NodeJS.ProcessEnv = process.env): KafkaConfig | undefined {
  const source = (env.PROJECTIONS_SOURCE ?? '').trim().toLowerCase() || 'store';
  if (source === 'store') return undefined;
  if (source !== 'kafka') throw new Error(`PROJECTIONS_SOURCE 无效: ${env.PROJECTIONS_SOURCE}（应为 store 或 kafka）`);
  const config = loadKafkaConfig(env);
  if (!config) throw new Error('PROJECTIONS_SOURCE=kafka 需要 KAFKA_BROKERS：从 Kafka 运行读模型须知道 Kafka 的地址');
  return config;
}

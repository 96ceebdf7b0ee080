import path from 'node:path';

/**
 * What a process does (ROLE): `all` (the default, one machine) serves the API and the web app and runs the read
 * models; `api` only serves (any number of them); `worker` only runs the read models and reactions (one leads at a
 * time), with /health on PORT.
 */
export type Role = 'all' | 'api' | 'worker';
const ROLES: readonly Role[] = ['all', 'api', 'worker'];

export interface AppConfig {
  role: Role;
  port: number;
  databaseUrl?: string;
  /** DATABASE_REPLICA_URLS: hot standbys of DATABASE_URL that serve the reads (lists, details, reports); none when unset. */
  databaseReplicaUrls: string[];
  /** DATABASE_REPLICA_WAIT_MS: how long a read waits for a standby to replay the primary's last commit before reading the primary. */
  databaseReplicaWaitMs: number;
  /** PROJECTION_WAIT_MS: how long a request that wrote waits for the read models to pass its write before it answers anyway. */
  projectionWaitMs: number;
  dataDir: string;
  logLevel: string;
  bodyLimit: string;
  /**
   * Express's `trust proxy` (TRUST_PROXY): false trusts no proxy, so the client address is the socket's and
   * X-Forwarded-For is ignored; otherwise the addresses, CIDRs or keywords (loopback, linklocal, uniquelocal) of the
   * proxies whose X-Forwarded-For is believed.
   */
  trustProxy: false | string[];
  /** EVENTSTORE_URL: an `esdb://` connection string makes EventStoreDB the event store; unset, it is PostgreSQL. */
  eventStoreUrl?: string;
  /** Key of the attachments' signed URLs (ANNEX_SECRET); unset, a random key made once and kept in DATA_DIR. */
  annexSecret?: string;
  /**
   * 云打印 through 飞鹅云 (FEIE_USER, FEIE_UKEY, FEIE_URL): the developer account the shops' receipt printers are
   * registered under, and its API; unset, no cloud printing.
   */
  feie?: { user: string; ukey: string; url: string };
  /** PUBLIC_URL: where the public reaches this server, for absolute URLs it hands out; never the request's Host header. */
  publicUrl: string;
  /** RATE_LIMIT_*: how many of each public call one address may make in an hour. */
  rateLimits: RateLimitSettings;
  /** NODE_ENV=development: a code with no SMS provider may go to the log instead of being refused. */
  development: boolean;
  /**
   * Where the payment providers' APIs are (WECHATPAY_URL, ALIPAY_GATEWAY): their production hosts unless pointed at a
   * sandbox or a stand-in. The merchant accounts themselves are each company's, on 移动支付.
   */
  payGateways: { wechat: string; alipay: string };
  /**
   * SMS for verification codes (SMS_PROVIDER aliyun | tencent, SMS_ACCESS_KEY_ID, SMS_ACCESS_KEY_SECRET, SMS_SIGN_NAME,
   * SMS_TEMPLATE, SMS_SDK_APP_ID for Tencent, SMS_REGION, SMS_ENDPOINT for a sandbox or stand-in); unset, none.
   */
  sms?: SmsSettings;
  /**
   * GET /metrics (Prometheus): METRICS_TOKEN, when set, is the bearer token a scrape must send; METRICS_PORT, when
   * set, serves it on that port of its own instead of PORT (kept off the public address).
   */
  metrics: { token?: string; port?: number };
  /** PRINT_CLIENT_DIR: the packaged print clients served at /download/print-client/{platform} (default print-client/release). */
  printClientDir: string;
}

export interface SmsSettings {
  provider: 'aliyun' | 'tencent';
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  /** The template of the code message: its one parameter is the code. */
  template: string;
  /** SMS_STATEMENT_TEMPLATE: the template of a 对账单's link (its one parameter `code`, the link's /s/{code}); unset, links are copied by hand. */
  statementTemplate?: string;
  /** Tencent's SmsSdkAppId. */
  sdkAppId?: string;
  region?: string;
  endpoint?: string;
}

function parseSms(env: NodeJS.ProcessEnv): SmsSettings | undefined {
  if (!env.SMS_PROVIDER) return undefined;
  const provider = env.SMS_PROVIDER as SmsSettings['provider'];
  if (provider !== 'aliyun' && provider !== 'tencent') throw new Error(`SMS_PROVIDER 无效: ${env.SMS_PROVIDER}（应为 aliyun 或 tencent）`);
  const need = [
    'SMS_ACCESS_KEY_ID',
    'SMS_ACCESS_KEY_SECRET',
    'SMS_SIGN_NAME',
    'SMS_TEMPLATE',
    ...(provider === 'tencent' ? ['SMS_SDK_APP_ID'] : []),
  ];
  const missing = need.filter((name) => !env[name]);
  if (missing.length) throw new Error(`SMS_PROVIDER=${provider} 还需要 ${missing.join('、')}`);
  return {
    provider,
    accessKeyId: env.SMS_ACCESS_KEY_ID!,
    accessKeySecret: env.SMS_ACCESS_KEY_SECRET!,
    signName: env.SMS_SIGN_NAME!,
    template: env.SMS_TEMPLATE!,
    statementTemplate: env.SMS_STATEMENT_TEMPLATE || undefined,
    sdkAppId: env.SMS_SDK_APP_ID || undefined,
    region: env.SMS_REGION || undefined,
    endpoint: env.SMS_ENDPOINT || undefined,
  };
}

/** Calls per address per hour: registrations, demo companies, password-reset codes, captcha images, register-info checks, store orders, print client downloads, 对账单 link calls; store orders per phone per day. */
export interface RateLimitSettings {
  register: number;
  demo: number;
  resetCode: number;
  captcha: number;
  checkRegister: number;
  storeOrder: number;
  storeOrderPhone: number;
  printClient: number;
  statementLink: number;
}

const RATE_LIMIT_DEFAULTS: RateLimitSettings = {
  register: 5,
  demo: 10,
  resetCode: 5,
  captcha: 120,
  checkRegister: 60,
  storeOrder: 30,
  storeOrderPhone: 20,
  printClient: 20,
  statementLink: 300,
};
const RATE_LIMIT_VARS: Record<keyof RateLimitSettings, string> = {
  register: 'RATE_LIMIT_REGISTER',
  demo: 'RATE_LIMIT_DEMO',
  resetCode: 'RATE_LIMIT_RESET_CODE',
  captcha: 'RATE_LIMIT_CAPTCHA',
  checkRegister: 'RATE_LIMIT_CHECK_REGISTER',
  storeOrder: 'RATE_LIMIT_STORE_ORDER',
  storeOrderPhone: 'RATE_LIMIT_STORE_ORDER_PHONE',
  printClient: 'RATE_LIMIT_PRINT_CLIENT',
  statementLink: 'RATE_LIMIT_STATEMENT_LINK',
};

function parseRateLimits(env: NodeJS.ProcessEnv): RateLimitSettings {
  const limits = { ...RATE_LIMIT_DEFAULTS };
  for (const [key, name] of Object.entries(RATE_LIMIT_VARS) as [keyof RateLimitSettings, string][]) {
    if (!env[name]) continue;
    const n = Number(env[name]);
    if (!Number.isInteger(n) || n < 1) throw new Error(`${name} 无效: ${env[name]}（应为正整数）`);
    limits[key] = n;
  }
  return limits;
}

function parsePublicUrl(value: string | undefined, port: number): string {
  if (!value) return `http://localhost:${port}`;
  if (!/^https?:\/\/[^/?#\s]+(\/[^?#\s]*)?$/.test(value))
    throw new Error(`PUBLIC_URL 无效: ${value}（应为 http:// 或 https:// 开头的地址）`);
  return value.replace(/\/+$/, '');
}

/** TRUST_PROXY: empty or unset trusts no proxy; otherwise a comma list of addresses, CIDRs or Express's keywords. */
export function parseTrustProxy(value: string | undefined): false | string[] {
  const list = (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (!list.length) return false;
  for (const item of list) {
    if (!/^(loopback|linklocal|uniquelocal|[0-9a-fA-F:.]+(\/\d{1,3})?)$/.test(item))
      throw new Error(`TRUST_PROXY 无效: ${item}（应为地址、CIDR 或 loopback、linklocal、uniquelocal）`);
  }
  return list;
}

function parseMetrics(env: NodeJS.ProcessEnv, port: number): AppConfig['metrics'] {
  const token = env.METRICS_TOKEN || undefined;
  if (token && (token.length < 16 || /\s/.test(token))) throw new Error('METRICS_TOKEN 无效：至少16个字符，不含空白');
  if (!env.METRICS_PORT) return { token };
  const metricsPort = Number(env.METRICS_PORT);
  if (!Number.isInteger(metricsPort) || metricsPort < 1 || metricsPort > 65535 || metricsPort === port)
    throw new Error(`METRICS_PORT 无效: ${env.METRICS_PORT}（应为 1–65535 的端口，且不同于 PORT）`);
  return { token, port: metricsPort };
}

function parseReplicaUrls(env: NodeJS.ProcessEnv): string[] {
  const urls = (env.DATABASE_REPLICA_URLS ?? '')
    .split(',')
    .map((u) => u.trim())
    .filter(Boolean);
  if (urls.length && !env.DATABASE_URL) throw new Error('DATABASE_REPLICA_URLS 需要 DATABASE_URL：备库复制的是它所指的主库');
  const bad = urls.find((u) => !/^postgres(ql)?:\/\/./.test(u));
  if (bad !== undefined)
    throw new Error(`DATABASE_REPLICA_URLS 无效: ${bad.replace(/\/\/[^@/]*@/, '//…@')}（应为 postgres:// 连接串，以逗号分隔）`);
  return urls;
}

function parseWait(name: string, value: string | undefined, fallback: number): number {
  const ms = Number(value ?? fallback);
  if (!Number.isInteger(ms) || ms < 0 || ms > 60_000) throw new Error(`${name} 无效: ${value}（应为 0–60000 的毫秒数）`);
  return ms;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = Number(env.PORT ?? 3000);
  if (env.ANNEX_SECRET && env.ANNEX_SECRET.length < 32) throw new Error('ANNEX_SECRET 太短：至少32个字符');
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT 无效: ${env.PORT}`);
  if (env.EVENTSTORE_URL && !/^esdb(\+discover)?:\/\//.test(env.EVENTSTORE_URL))
    throw new Error('EVENTSTORE_URL 无效：应为 esdb:// 或 esdb+discover:// 连接串');
  const role = (env.ROLE || 'all') as Role;
  if (!ROLES.includes(role)) throw new Error(`ROLE 无效: ${env.ROLE}（应为 all、api 或 worker）`);
  return {
    role,
    port,
    databaseUrl: env.DATABASE_URL || undefined,
    databaseReplicaUrls: parseReplicaUrls(env),
    databaseReplicaWaitMs: parseWait('DATABASE_REPLICA_WAIT_MS', env.DATABASE_REPLICA_WAIT_MS, 1000),
    projectionWaitMs: parseWait('PROJECTION_WAIT_MS', env.PROJECTION_WAIT_MS, 5000),
    dataDir: path.resolve(env.DATA_DIR ?? '.data'),
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'warn' : 'info'),
    bodyLimit: env.BODY_LIMIT ?? '8mb',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    annexSecret: env.ANNEX_SECRET || undefined,
    eventStoreUrl: env.EVENTSTORE_URL || undefined,
    feie:
      env.FEIE_USER && env.FEIE_UKEY
        ? { user: env.FEIE_USER, ukey: env.FEIE_UKEY, url: env.FEIE_URL || 'http://api.feieyun.cn/Api/Open/' }
        : undefined,
    publicUrl: parsePublicUrl(env.PUBLIC_URL, port),
    rateLimits: parseRateLimits(env),
    development: env.NODE_ENV === 'development',
    payGateways: {
      wechat: (env.WECHATPAY_URL || 'https://api.mch.weixin.qq.com').replace(/\/+$/, ''),
      alipay: env.ALIPAY_GATEWAY || 'https://openapi.alipay.com/gateway.do',
    },
    sms: parseSms(env),
    metrics: parseMetrics(env, port),
    printClientDir: path.resolve(env.PRINT_CLIENT_DIR ?? path.join(__dirname, '..', '..', 'print-client', 'release')),
  };
}

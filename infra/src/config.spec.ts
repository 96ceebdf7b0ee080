import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('takes PostgreSQL as the event store unless EVENTSTORE_URL names an EventStoreDB', () => {
    assert.equal(loadConfig({}).eventStoreUrl, undefined);
    assert.equal(loadConfig({ EVENTSTORE_URL: 'esdb://localhost:2113?tls=false' }).eventStoreUrl, 'esdb://localhost:2113?tls=false');
    assert.equal(
      loadConfig({ EVENTSTORE_URL: 'esdb+discover://cluster.internal:2113' }).eventStoreUrl,
      'esdb+discover://cluster.internal:2113',
    );
    assert.throws(() => loadConfig({ EVENTSTORE_URL: 'postgres://localhost/x' }), /EVENTSTORE_URL 无效/);
  });

  it('takes the read replicas as a comma list of connection strings, which need the primary they replicate', () => {
    assert.deepEqual(loadConfig({}).databaseReplicaUrls, []);
    const primary = { DATABASE_URL: 'postgres://jxc@db1/jxc' };
    assert.deepEqual(
      loadConfig({ ...primary, DATABASE_REPLICA_URLS: ' postgres://jxc@db2/jxc, postgresql://jxc@db3:5433/jxc ,' }).databaseReplicaUrls,
      ['postgres://jxc@db2/jxc', 'postgresql://jxc@db3:5433/jxc'],
    );
    assert.throws(() => loadConfig({ DATABASE_REPLICA_URLS: 'postgres://jxc@db2/jxc' }), /DATABASE_REPLICA_URLS 需要 DATABASE_URL/);
    assert.equal(loadConfig({}).databaseReplicaWaitMs, 1000);
    assert.equal(loadConfig({ DATABASE_REPLICA_WAIT_MS: '2000' }).databaseReplicaWaitMs, 2000);
    assert.throws(() => loadConfig({ DATABASE_REPLICA_WAIT_MS: '1.5s' }), /DATABASE_REPLICA_WAIT_MS 无效/);
    assert.equal(loadConfig({}).projectionWaitMs, 5000);
    assert.equal(loadConfig({ PROJECTION_WAIT_MS: '20000' }).projectionWaitMs, 20000);
    assert.throws(() => loadConfig({ PROJECTION_WAIT_MS: '-1' }), /PROJECTION_WAIT_MS 无效/);
    assert.throws(() => loadConfig({ ...primary, DATABASE_REPLICA_URLS: 'db2:5432' }), /DATABASE_REPLICA_URLS 无效: db2:5432/);
    assert.throws(
      () => loadConfig({ ...primary, DATABASE_REPLICA_URLS: 'mysql://jxc:secret@db2/jxc' }),
      (e: Error) => /DATABASE_REPLICA_URLS 无效/.test(e.message) && !e.message.includes('secret'),
      'the password is not shown',
    );
  });

  it('refuses a role or port it does not know, naming the variable', () => {
    assert.throws(() => loadConfig({ ROLE: 'db' }), /ROLE 无效/);
    assert.throws(() => loadConfig({ PORT: '70000' }), /PORT 无效/);
    assert.equal(loadConfig({ ROLE: 'worker' }).role, 'worker');
  });

  it("reads the public address and the public calls' limits, refusing what they cannot be", () => {
    assert.equal(loadConfig({ PORT: '3100' }).publicUrl, 'http://localhost:3100');
    assert.equal(loadConfig({ PUBLIC_URL: 'https://jxc.example.cn/' }).publicUrl, 'https://jxc.example.cn');
    assert.throws(() => loadConfig({ PUBLIC_URL: 'jxc.example.cn' }), /PUBLIC_URL 无效/);
    assert.deepEqual(loadConfig({}).rateLimits, {
      register: 5,
      demo: 10,
      resetCode: 5,
      captcha: 120,
      checkRegister: 60,
      storeOrder: 30,
      storeOrderPhone: 20,
      printClient: 20,
      statementLink: 300,
    });
    assert.equal(loadConfig({ RATE_LIMIT_DEMO: '30' }).rateLimits.demo, 30);
    assert.throws(() => loadConfig({ RATE_LIMIT_REGISTER: '0' }), /RATE_LIMIT_REGISTER 无效/);
  });
  it('reads the payment gateways and the SMS provider, refusing one that lacks its settings', () => {
    assert.deepEqual(loadConfig({}).payGateways, {
      wechat: 'https://api.mch.weixin.qq.com',
      alipay: 'https://openapi.alipay.com/gateway.do',
    });
    assert.equal(loadConfig({ WECHATPAY_URL: 'http://127.0.0.1:9000/' }).payGateways.wechat, 'http://127.0.0.1:9000');
    assert.equal(loadConfig({}).sms, undefined);
    assert.throws(() => loadConfig({ SMS_PROVIDER: 'twilio' }), /SMS_PROVIDER 无效/);
    const aliyun = { SMS_ACCESS_KEY_ID: 'id', SMS_ACCESS_KEY_SECRET: 'secret', SMS_SIGN_NAME: '云进销存', SMS_TEMPLATE: 'SMS_1' };
    assert.equal(loadConfig({ SMS_PROVIDER: 'aliyun', ...aliyun }).sms?.provider, 'aliyun');
    assert.throws(() => loadConfig({ SMS_PROVIDER: 'tencent', ...aliyun }), /SMS_PROVIDER=tencent 还需要 SMS_SDK_APP_ID/);
    assert.throws(
      () => loadConfig({ SMS_PROVIDER: 'aliyun', SMS_ACCESS_KEY_ID: 'id' }),
      /还需要 SMS_ACCESS_KEY_SECRET、SMS_SIGN_NAME、SMS_TEMPLATE/,
    );
    assert.equal(loadConfig({ NODE_ENV: 'development' }).development, true);
  });

  it('reads the metrics token and port, refusing a short token or a port it cannot be', () => {
    assert.deepEqual(loadConfig({}).metrics, { token: undefined });
    assert.deepEqual(loadConfig({ METRICS_TOKEN: 'scrape-token-0123456789', METRICS_PORT: '9464' }).metrics, {
      token: 'scrape-token-0123456789',
      port: 9464,
    });
    assert.throws(() => loadConfig({ METRICS_TOKEN: 'short' }), /METRICS_TOKEN 无效/);
    assert.throws(() => loadConfig({ METRICS_PORT: '3000' }), /METRICS_PORT 无效: 3000/);
    assert.throws(() => loadConfig({ METRICS_PORT: 'metrics' }), /METRICS_PORT 无效/);
  });
});

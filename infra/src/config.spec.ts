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

  it('refuses a role or port it does not know, naming the variable', () => {
    assert.throws(() => loadConfig({ ROLE: 'db' }), /ROLE 无效/);
    assert.throws(() => loadConfig({ PORT: '70000' }), /PORT 无效/);
    assert.equal(loadConfig({ ROLE: 'worker' }).role, 'worker');
  });

  it("reads the public address and the public calls' limits, refusing what they cannot be", () => {
    assert.equal(loadConfig({ PORT: '3100' }).publicUrl, 'http://localhost:3100');
    assert.equal(loadConfig({ PUBLIC_URL: 'https://jxc.example.cn/' }).publicUrl, 'https://jxc.example.cn');
    assert.throws(() => loadConfig({ PUBLIC_URL: 'jxc.example.cn' }), /PUBLIC_URL 无效/);
    assert.deepEqual(loadConfig({}).rateLimits, { register: 5, demo: 10, resetCode: 5, captcha: 120, checkRegister: 60 });
    assert.equal(loadConfig({ RATE_LIMIT_DEMO: '30' }).rateLimits.demo, 30);
    assert.throws(() => loadConfig({ RATE_LIMIT_REGISTER: '0' }), /RATE_LIMIT_REGISTER 无效/);
  });
});

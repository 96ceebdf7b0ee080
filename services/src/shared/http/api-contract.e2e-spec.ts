import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import { Body, Controller } from '@nestjs/common';
import { Public } from '../../identity';
import { startTestApp, TestApp } from '../../testing/test-app';
import { dec, toNumber } from '../decimal';
import { BusinessRuleError } from '../errors';
import { parsePageQuery, toPage } from '../page-query';
import { decimal, text, validate } from '../validation/schema';
import { Action } from './envelope.interceptor';

let writes = 0;

@Public()
@Controller('api/Probe')
class ProbeController {
  @Action('Echo')
  echo(@Body() body: unknown) {
    const input = validate(
      { name: text('名称').required().maxWidth(10), qty: decimal('数量').required().positive(), price: decimal('单价').required() },
      body,
    );
    return { name: input.name, amount: toNumber(input.qty.times(input.price), 2) };
  }

  @Action('Boom')
  boom() {
    throw new Error('secret internals at /srv/app.ts:12');
  }

  @Action('Refuse')
  refuse() {
    throw new BusinessRuleError('STOCK_SHORTAGE', '库存不足', { lines: [1] });
  }

  @Action('Write')
  async write(@Body() body: { n: number }) {
    await new Promise((r) => setTimeout(r, 50));
    writes += 1;
    return { n: body.n, writes };
  }

  @Action('PageQuery')
  page(@Body() body: Record<string, unknown>) {
    const q = parsePageQuery(body, { name: 'name' });
    return toPage(q, 0, []);
  }
}

describe('the HTTP contract', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ controllers: [ProbeController] });
  });
  afterAll(() => app.close());

  test('GET /health answers 200 when ready', async () => {
    const res = await fetch(`${app.url}/health`);
    assert.equal(res.status, 200);
  });

  test('success is the envelope with invState 1 and exact decimal arithmetic', async () => {
    const res = await app.call('Probe/Echo', { name: '可乐', qty: '0.1', price: 0.2 });
    assert.equal(res.status, 200);
    assert.deepEqual(res.body, { invState: 1, invMessage: '操作成功', returnData: { name: '可乐', amount: 0.02 } });
    assert.equal(dec('0.1').plus('0.2').toString(), '0.3');
  });

  test('invalid input is 400 VALIDATION with a Chinese message naming the field', async () => {
    const empty = await app.call('Probe/Echo', { qty: 1, price: 1 });
    assert.equal(empty.status, 400);
    assert.equal(empty.body.errorCode, 'VALIDATION');
    assert.equal(empty.body.invMessage, '名称不能为空');
    const wide = await app.call('Probe/Echo', { name: '这是一个很长的名字', qty: 1, price: 1 });
    assert.match(wide.body.invMessage, /^名称不能超过10个字符/);
    const neg = await app.call('Probe/Echo', { name: 'a', qty: -1, price: 1 });
    assert.equal(neg.body.invMessage, '数量必须大于0');
    const nan = await app.call('Probe/Echo', { name: 'a', qty: 'abc', price: 1 });
    assert.equal(nan.body.invMessage, '数量必须是数字');
  });

  test('malformed JSON is 400, an oversized body 413, a charset or compression not read 415, an unknown route 404, all in the envelope', async () => {
    const bad = await app.call('Probe/Echo', '{"name": ');
    assert.equal(bad.status, 400);
    assert.equal(bad.body.errorCode, 'VALIDATION');
    const big = await app.call('Probe/Echo', { name: 'x'.repeat(9 * 1024 * 1024) });
    assert.equal(big.status, 413);
    assert.equal(big.body.invState, 0);
    for (const headers of [{ 'content-type': 'application/json; charset=koi8-r' }, { 'content-encoding': 'x-unknown' }] as Record<
      string,
      string
    >[]) {
      const odd = await app.call('Probe/Echo', { name: 'x' }, { headers });
      assert.equal(odd.status, 415, JSON.stringify(headers));
      assert.equal(odd.body.errorCode, 'UNSUPPORTED_MEDIA_TYPE');
    }
    const notGzip = await app.call('Probe/Echo', { name: 'x' }, { headers: { 'content-encoding': 'gzip' } });
    assert.equal(notGzip.status, 400);
    assert.equal(notGzip.body.errorCode, 'VALIDATION');
    const missing = await app.call('Nothing/Here');
    assert.equal(missing.status, 404);
    assert.equal(missing.body.errorCode, 'NOT_FOUND');
    assert.ok(missing.body.correlationId);
  });

  test('a server error is 500 with a generic Chinese message and no internals', async () => {
    const res = await app.call('Probe/Boom', {}, { headers: { 'x-correlation-id': 'trace-42' } });
    assert.equal(res.status, 500);
    assert.equal(res.body.errorCode, 'INTERNAL');
    assert.equal(res.body.correlationId, 'trace-42');
    assert.equal(res.headers.get('x-correlation-id'), 'trace-42');
    assert.doesNotMatch(JSON.stringify(res.body), /secret|srv|stack/);
  });

  test('a refused business rule is 422 with its stable code', async () => {
    const res = await app.call('Probe/Refuse');
    assert.equal(res.status, 422);
    assert.equal(res.body.errorCode, 'STOCK_SHORTAGE');
    assert.equal(res.body.invMessage, '库存不足');
    assert.deepEqual(res.body.details, { lines: [1] });
  });

  test('page queries take pageNo, pageSize (at most 200), sortField and sortOrder', async () => {
    const ok = await app.call('Probe/PageQuery', { pageNo: 2, pageSize: 20, sortField: 'name', sortOrder: 'descend' });
    assert.deepEqual(ok.body.returnData, { pageNo: 2, pageSize: 20, totalCount: 0, data: [] });
    const defaults = await app.call('Probe/PageQuery', {});
    assert.deepEqual(defaults.body.returnData, { pageNo: 1, pageSize: 10, totalCount: 0, data: [] });
    assert.equal((await app.call('Probe/PageQuery', { pageSize: 201 })).status, 400);
    assert.equal((await app.call('Probe/PageQuery', { sortField: 'password' })).status, 400);
    assert.equal((await app.call('Probe/PageQuery', { sortOrder: 'up' })).status, 400);
  });

  test('Idempotency-Key: the same key and body run once, even when sent at the same moment', async () => {
    const before = writes;
    const headers = { 'idempotency-key': 'k-1' };
    const [a, b] = await Promise.all([app.call('Probe/Write', { n: 1 }, { headers }), app.call('Probe/Write', { n: 1 }, { headers })]);
    const c = await app.call('Probe/Write', { n: 1 }, { headers });
    assert.equal(writes, before + 1);
    assert.deepEqual(b.body, a.body);
    assert.deepEqual(c.body, a.body);
    const other = await app.call('Probe/Write', { n: 2 }, { headers });
    assert.equal(other.status, 422);
    assert.equal(other.body.errorCode, 'IDEMPOTENCY_MISMATCH');
    await app.call('Probe/Write', { n: 1 }, { headers: { 'idempotency-key': 'k-2' } });
    assert.equal(writes, before + 2);
  });

  test('every other GET path serves the web app (history mode)', async () => {
    const res = await fetch(`${app.url}/sale/List`);
    assert.ok(res.status === 200 || res.status === 503);
    if (res.status === 200) assert.match(await res.text(), /<div id="root">/);
  });
});

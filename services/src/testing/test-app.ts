import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from '@jest/globals';
import { DynamicModule, Module, Type } from '@nestjs/common';
import { NestExpressApplication } from '@nestjs/platform-express';
import { EventStore, loadConfig, parsePosition } from '@jxc/infra';
import { createTestDatabase, TestDatabase } from '@jxc/infra/src/testing/test-database';
import { AppModule } from '../app.module';
import { createHttpApp, openInfrastructure } from '../bootstrap';
import { Infrastructure } from '../shared/persistence/infrastructure.module';

export interface ApiResponse<T = any> {
  status: number;
  body: { invState: number; invMessage: string; returnData: T; errorCode?: string; correlationId?: string; details?: any };
  headers: Headers;
}

export interface TestApp {
  url: string;
  module: NestExpressApplication;
  infra: Infrastructure;
  db: TestDatabase;
  /**
   * POST /api/{path} with a JSON body; `token` goes in the token header. A response that answered before the read models
   * showed it (X-Read-After) resolves once they do, as the caller's next request would wait, so a test may read the
   * read models directly; `settle: false` resolves at once.
   */
  call<T = any>(
    path: string,
    body?: unknown,
    opts?: { token?: string; headers?: Record<string, string>; settle?: boolean },
  ): Promise<ApiResponse<T>>;
  close(): Promise<void>;
}

/** Tests register companies and open demos from 127.0.0.1 by the dozen: those limits are raised unless a test asks for REAL_LIMITS. */
const TEST_LIMITS = {
  RATE_LIMIT_REGISTER: '100000',
  RATE_LIMIT_DEMO: '100000',
  RATE_LIMIT_STORE_ORDER: '100000',
  RATE_LIMIT_STORE_ORDER_PHONE: '100000',
};
/**
 * A test's next call must see what it wrote; on a CI machine running every suite at once the read models can lag
 * behind by more than the served default (PROJECTION_WAIT_MS, 5 s), so tests wait longer instead of reading stale rows.
 */
const TEST_WAITS = { PROJECTION_WAIT_MS: '30000' };
/** `env: REAL_LIMITS`: the public calls' limits a server has by default. */
export const REAL_LIMITS: NodeJS.ProcessEnv = {
  RATE_LIMIT_REGISTER: undefined,
  RATE_LIMIT_DEMO: undefined,
  RATE_LIMIT_STORE_ORDER: undefined,
  RATE_LIMIT_STORE_ORDER_PHONE: undefined,
};

/**
 * The real application on a fresh database and a free port, with optional extra controllers for contract tests.
 * `sharing` starts a second process-alike on another app's database (as when scaling out); `env` adds settings
 * (TRUST_PROXY …) as loadConfig reads them; `store` replaces the event store.
 */
export async function startTestApp(
  extra: { controllers?: Type[]; sharing?: TestApp; env?: NodeJS.ProcessEnv; store?: EventStore } = {},
): Promise<TestApp> {
  const db = extra.sharing ? { ...extra.sharing.db, drop: async () => undefined } : await createTestDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jxc-test-data-'));
  const infra = await openInfrastructure(
    {
      ...loadConfig({ LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent', ...TEST_LIMITS, ...TEST_WAITS, ...extra.env }),
      databaseUrl: db.url,
      port: 0,
      dataDir,
    },
    { store: extra.store },
  );
  let root: DynamicModule | Type = AppModule.register(infra);
  if (extra.controllers?.length) {
    @Module({ imports: [root], controllers: extra.controllers })
    class TestRootModule {}
    root = TestRootModule;
  }
  const app = await createHttpApp(root, infra);
  await app.listen(0, '127.0.0.1');
  const url = `http://127.0.0.1:${(app.getHttpServer().address() as import('node:net').AddressInfo).port}`;
  return {
    url,
    module: app,
    infra,
    db,
    async call(path, body = {}, opts = {}) {
      const res = await fetch(`${url}/api/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(opts.token ? { token: opts.token } : {}), ...opts.headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      });
      const text = await res.text();
      const readAfter = res.headers.get('x-read-after');
      if (readAfter && opts.settle !== false) await infra.runner.waitFor(parsePosition(readAfter));
      return { status: res.status, body: text ? JSON.parse(text) : null, headers: res.headers };
    },
    async close() {
      await app.close();
      await infra.close();
      await db.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The app the tests of a describe block share: started before them, closed after them. What it holds is read as a
 * test runs, when the app has started.
 */
export function appForTests(extra?: Parameters<typeof startTestApp>[0]): TestApp {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(extra);
  });
  afterAll(() => app.close());
  return {
    get url() {
      return app.url;
    },
    get module() {
      return app.module;
    },
    get infra() {
      return app.infra;
    },
    get db() {
      return app.db;
    },
    call: (path, body, opts) => app.call(path, body, opts),
    close: () => app.close(),
  };
}

/** A newly registered company (edition 2 unless told): its token and id, `raw` answering the whole response, `call` asserting 200 and answering returnData. */
export async function company(app: TestApp, name: string, productType = 2) {
  const { token, companyId } = (
    await app.call('Register/Register', {
      companyName: name,
      loginName: `co${Date.now()}${Math.random().toString(36).slice(2, 6)}`,
      password: 'secret123',
      productType,
    })
  ).body.returnData;
  const raw = (path: string, body: object) => app.call(path, body, { token });
  const call = async (path: string, body: object) => {
    const r = await raw(path, body);
    assert.equal(r.status, 200, `${path}: ${JSON.stringify(r.body)}`);
    return r.body.returnData;
  };
  return { token: token as string, companyId: companyId as string, raw, call };
}

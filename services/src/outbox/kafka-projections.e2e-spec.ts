import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import { comparePositions, GlobalPosition } from '@jxc/infra';
import { createTestDatabase, eventually, TestDatabase } from '@jxc/infra/src/testing/test-database';
import { createDataSource, Projection, ProjectionRunner } from '@jxc/projections';
import type { Pool } from 'pg';
import type { DataSource } from 'typeorm';
import { REACTIONS } from '../inventory';
import { plugModulesIn, PROJECTIONS, READ_MODEL_ENTITIES } from '../read-models';
import { startTestApp, TestApp } from '../testing/test-app';
import { KafkaEventFeed } from './kafka-event-feed';
import { KafkaPublisher } from './kafka-publisher';
import { MockKafka, startMockKafka } from './testing/mock-kafka';
import { today } from '../testing/stock-shop';

// The documents read model handles the events of the kinds the app is started with.
plugModulesIn();
const HANDLED = [...new Set([...PROJECTIONS, ...REACTIONS].flatMap((p) => p.eventTypes))];

/** Notes every event it is given, in the transaction that moves its checkpoint: the order the read models saw. */
const orderRecorder: Projection = {
  name: 'test_feed_order',
  eventTypes: HANDLED,
  tables: ['test_feed_order'],
  async apply(events, em) {
    await em.query('insert into test_feed_order (event_id) select unnest($1::uuid[])', [events.map((e) => e.eventId)]);
  },
};

// Row ids drawn from sequences are left out, as when sales.e2e-spec compares a rebuild.
const dump = async (pool: Pool, table: string) =>
  (await pool.query(`select (to_jsonb(t) - 'flow_id' - 'ledger_id')::text as row from ${table} t`)).rows.map((r) => r.row).sort();

describe('PROJECTIONS_SOURCE=kafka: the read models built from Kafka equal those built from the store', () => {
  let kafka: MockKafka;
  let app: TestApp;
  let publisher: KafkaPublisher;
  let projector: TestDatabase;
  let dataSource: DataSource;
  let feed: KafkaEventFeed;
  let runner: ProjectionRunner;

  beforeAll(async () => {
    kafka = await startMockKafka();
    app = await startTestApp();
    // librdkafka's mock cluster names no controller, of which kafkajs asks an idempotent producer's id.
    publisher = new KafkaPublisher(
      app.infra.store,
      app.infra.pool,
      { brokers: kafka.brokers, clientId: 'jxc-test', ssl: false, idempotent: false },
      { batchSize: 10, pollMs: 20 },
    );
    publisher.start();
    projector = await createTestDatabase();
    await projector.pool.query('create table test_feed_order (n serial primary key, event_id uuid not null)');
    dataSource = await createDataSource(projector.url, READ_MODEL_ENTITIES).initialize();
    feed = new KafkaEventFeed(
      app.infra.pool,
      { brokers: kafka.brokers, clientId: 'jxc-projector', ssl: false, idempotent: false },
      { pollMs: 50 },
    );
    runner = new ProjectionRunner(feed, projector.pool, dataSource, [...PROJECTIONS, ...REACTIONS, orderRecorder], { pollMs: 100 });
    await runner.start();
  });
  afterAll(async () => {
    await runner?.stop();
    await feed?.stop();
    await publisher?.stop();
    await dataSource?.destroy();
    await projector?.drop();
    await app?.close();
    await kafka?.stop();
  });

  async function business() {
    const token = (
      await app.call('Register/Register', { companyName: '卡夫卡', loginName: `kf${Date.now()}`, password: 'secret123', productType: 2 })
    ).body.returnData.token;
    const call = async (path: string, body: object) => {
      const r = await app.call(path, body, { token });
      assert.equal(r.status, 200, `${path}: ${r.body.invMessage}`);
      return r.body.returnData;
    };
    const w = (await call('Warehouse/Save', { warehouseName: '仓', warehouseCode: 'W' })).warehouseId;
    const supplierId = (await call('Supplier/Save', { supplierName: '供', supplierCode: 'S' })).supplierId;
    const customId = (await call('Custom/Save', { customName: '张三', customCode: 'C1', initAmount: 10 })).customId;
    const accountId = (await call('Account/Save', { accountName: '现金', accountCode: 'CASH', initAmount: 0 })).accountId;
    const skus = await Promise.all(
      ['酱油', '醋', '盐'].map(
        async (name, i) =>
          (
            await call('Product/Save', {
              productName: name,
              productCode: `P${i}`,
              unitName: '瓶',
              skus: [{ salePrice: 20, purchasePrice: 10, lowStock: 5 }],
            })
          ).skus[0].skuId,
      ),
    );
    await call('InitStock/Save', { warehouseId: w, lines: skus.map((skuId) => ({ skuId, qty: 20, price: 8 })) });
    await call('Buy/Save', {
      supplierId,
      billDate: today,
      warehouseId: w,
      lines: skus.map((skuId, i) => ({ skuId, qty: 10, price: 10 + i })),
      audit: true,
    });
    // Sales side by side: their stock, document and finance events interleave across the topics.
    const sales = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        call('Sale/Save', {
          customId,
          billDate: today,
          warehouseId: w,
          lines: [{ skuId: skus[i % 3], qty: 2, price: 20 }],
          audit: true,
          ...(i % 2 ? { receiveAmount: 15, accountId } : {}),
        }),
      ),
    );
    await call('Buy/Save', { supplierId, billDate: today, warehouseId: w, lines: [{ skuId: skus[0], qty: 5, price: 16 }], audit: true });
    await call('SaleReturn/Save', {
      customId,
      saleId: sales[0].saleId,
      billDate: today,
      warehouseId: w,
      lines: [{ skuId: skus[0], qty: 1, price: 20 }],
      audit: true,
    });
    await call('CustomReceive/Save', {
      customId,
      accountId,
      billDate: today,
      amount: 60,
      hxList: [{ saleId: sales[2].saleId, amount: 40 }],
      audit: true,
    });
    await call('Sale/WriteBack', { saleId: sales[4].saleId });
  }

  test('a company’s purchases, sales, returns and receipts, projected from the store and from Kafka', async () => {
    await business();
    const { rows } = await app.db.pool.query(
      `select event_id, event_type, transaction_id::text as tx, global_position::text as pos from events order by transaction_id, global_position`,
    );
    const last: GlobalPosition = { tx: BigInt(rows[rows.length - 1].tx), pos: BigInt(rows[rows.length - 1].pos) };
    await eventually(async () => {
      const {
        rows: [c],
      } = await app.db.pool.query(`select transaction_id::text as tx, position::text as pos from kafka_publisher_checkpoint`);
      assert.ok(comparePositions({ tx: BigInt(c.tx), pos: BigInt(c.pos) }, last) >= 0, 'published up to the last event');
    }, 60_000);
    assert.equal(await app.infra.runner.waitFor(last, 30_000), true, 'the read models from the store');
    assert.equal(await runner.waitFor(last, 60_000), true, 'the read models from Kafka');

    const order = (await projector.pool.query('select event_id from test_feed_order order by n')).rows.map((r) => r.event_id);
    assert.deepEqual(
      order,
      rows.filter((r) => HANDLED.includes(r.event_type)).map((r) => r.event_id),
      'every event once, in the store’s order',
    );
    assert.equal((await projector.pool.query('select count(*)::int as n from parked_events')).rows[0].n, 0);
    for (const projection of PROJECTIONS) {
      for (const table of projection.tables)
        assert.deepEqual(await dump(projector.pool, table), await dump(app.db.pool, table), `${projection.name}: ${table}`);
    }
    assert.ok((await dump(projector.pool, 'stock')).length >= 3);
  });
});

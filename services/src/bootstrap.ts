import 'reflect-metadata';
import { DynamicModule, INestApplication, Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { NestExpressApplication } from '@nestjs/platform-express';
import { AppConfig, EventStore, EventStoreDbEventStore, migrate, openDatabase, PostgresEventStore } from '@jxc/infra';
import { createDataSource, ProjectionRunner } from '@jxc/projections';
import { plugModulesIn, PROJECTIONS, READ_MODEL_ENTITIES } from './read-models';
import express from 'express';
import { Pool } from 'pg';
import { AppModule } from './app.module';
import { WorkerModule } from './worker.module';
import { annexFiles } from './catalog';
import { REACTIONS } from './inventory';
import { newOrderReaction } from './shop';
import { listenForScrapes, useMetrics } from './metrics';
import { KafkaEventFeed, KafkaPublisher, loadKafkaConfig, projectionsFromKafka } from './outbox';
import { ApiExceptionFilter } from './shared/http/api-exception.filter';
import { correlationMiddleware } from './shared/http/correlation.middleware';
import { createLogger } from './shared/http/logger';
import { quickRouteMisses } from './shared/http/route-matching';
import { securityHeaders } from './shared/http/security-headers';
import { spaMiddleware } from './shared/http/spa';
import { Infrastructure } from './shared/persistence/infrastructure.module';
import { ReadReplicas } from './shared/persistence/read-replicas';

/** Every read model, for the tools that rebuild them outside the server (the benches). */
export { PROJECTIONS };

export interface RunningApp {
  app: INestApplication;
  infra: Infrastructure;
  url: string;
  /** METRICS_PORT: where GET /metrics is served apart from the app. */
  metricsUrl?: string;
  close(): Promise<void>;
}

/**
 * The database (embedded unless DATABASE_URL), migrations, the event store and the projections: running them (or
 * standing by to take over) unless ROLE=api, where commands wait for the checkpoints a worker stores; beside them the
 * Kafka publisher when KAFKA_BROKERS is set. With PROJECTIONS_SOURCE=kafka the projections read the events from Kafka.
 */
export async function openInfrastructure(
  config: AppConfig,
  given: { store?: EventStore } = {},
): Promise<Infrastructure & { close(): Promise<void> }> {
  plugModulesIn();
  const kafka = loadKafkaConfig();
  const projectionsKafka = projectionsFromKafka();
  const logger = createLogger(config.logLevel);
  const db = await openDatabase(config, (m) => logger.debug({ pg: m }));
  const pool = new Pool({ connectionString: db.url, max: 20 });
  // pool.end() lets go of idle connections without waiting for them to close: the database stopping next ends them.
  let closing = false;
  pool.on('error', (e) => closing || logger.warn({ error: e.message }, 'idle database connection failed'));
  const applied = await migrate(pool);
  if (applied.length) logger.info({ applied }, 'migrations applied');
  const dataSource = await createDataSource(db.url, READ_MODEL_ENTITIES).initialize();
  const store =
    given.store ?? (config.eventStoreUrl ? await EventStoreDbEventStore.connect(config.eventStoreUrl) : new PostgresEventStore(pool));
  await store.listen();
  const replicas = new ReadReplicas(dataSource, config.databaseReplicaUrls, (details, m) => logger.warn(details, m), {
    waitMs: config.databaseReplicaWaitMs,
    retryMs: 5000,
  });
  replicas.followWrites(store);
  const log = { info: (m: string) => logger.info(m), error: (e: unknown, m: string) => logger.error({ err: e }, m) };
  const feed = projectionsKafka && new KafkaEventFeed(pool, projectionsKafka, { log });
  const runner = new ProjectionRunner(feed ?? store, pool, dataSource, [...PROJECTIONS, ...REACTIONS, newOrderReaction], {
    log,
    waitMs: config.projectionWaitMs,
  });
  const publisher = kafka && new KafkaPublisher(store, pool, kafka, { log });
  if (config.role !== 'api') {
    await runner.start();
    publisher?.start();
  }
  return {
    config,
    logger,
    pool,
    store,
    dataSource,
    replicas,
    runner,
    async close() {
      closing = true;
      await publisher?.stop();
      await runner.stop();
      await feed?.stop();
      await store.close();
      await replicas.close();
      await dataSource.destroy();
      await pool.end();
      await db.stop();
    },
  };
}

/** The HTTP pipeline: security headers, /metrics and request timings, correlation ids and logs, the web app, JSON bodies with a size limit, the error envelope. */
export async function createHttpApp(module: DynamicModule | Type, infra: Infrastructure): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(module, { bodyParser: false, logger: ['error', 'warn'] });
  const filter = new ApiExceptionFilter(infra.logger);
  app.use(securityHeaders(infra.config.publicUrl));
  useMetrics(app, infra.config);
  app.use(correlationMiddleware(infra.logger));
  app.use('/annex', annexFiles(infra.config, infra.pool, infra.logger));
  app.use(spaMiddleware());
  // A provider's notification is checked against its raw body, which its signature covers.
  app.use('/api/OrderTrade/Notify', express.raw({ type: () => true, limit: '64kb' }));
  // A statement link's answers are plain forms (its page runs no script).
  app.use('/s', express.urlencoded({ extended: false, limit: '16kb' }));
  app.use('/api', express.json({ limit: infra.config.bodyLimit, type: () => true }));
  app.use('/api', (err: unknown, req: express.Request, res: express.Response, next: express.NextFunction) => {
    if (!err) return next();
    const { status, body } = filter.toEnvelope(err);
    res.status(status).json({ ...body, correlationId: req.correlationId });
  });
  app.useGlobalFilters(filter);
  // The client address (the per-address login limit, idempotency keys): X-Forwarded-For only from trusted proxies.
  app.set('trust proxy', infra.config.trustProxy);
  app.disable('x-powered-by');
  // Answers are computed per call: hashing each for an ETag no client asks for cost every call a digest of its body.
  // Files (the web app, downloads) keep theirs, which their static handlers make.
  app.set('etag', false);
  await app.init();
  quickRouteMisses(app.getHttpAdapter().getInstance().router);
  return app;
}

export async function startApp(config: AppConfig): Promise<RunningApp> {
  const infra = await openInfrastructure(config);
  const app =
    config.role === 'worker'
      ? useMetrics(await NestFactory.create(WorkerModule.register(infra), { logger: ['error', 'warn'] }), config)
      : await createHttpApp(AppModule.register(infra), infra);
  await app.listen(config.port, '0.0.0.0');
  const scrapes = config.metrics.port === undefined ? undefined : await listenForScrapes(app, config);
  const address = app.getHttpServer().address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : config.port}`;
  infra.logger.info({ url, role: config.role }, '云进销存已启动');
  let closed = false;
  return {
    app,
    infra,
    url,
    metricsUrl: scrapes?.url,
    async close() {
      if (closed) return;
      closed = true;
      await scrapes?.close();
      await app.close();
      await infra.close();
    },
  };
}

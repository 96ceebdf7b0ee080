import { Inject, Injectable, Optional } from '@nestjs/common';
import { CommandBus, ICommand } from '@nestjs/cqrs';
import { AppConfig, CounterCapError, EventStore, GlobalPosition, WrongExpectedVersionError } from '@jxc/infra';
import { ProjectionRunner } from '@jxc/projections';
import type { Pool } from 'pg';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { DataSource } from 'typeorm';
import { loadKafkaConfig } from '../outbox';
import { ApiExceptionFilter } from '../shared/http/api-exception.filter';
import { Logger } from '../shared/http/logger';
import { ReadReplicas } from '../shared/persistence/read-replicas';
import { APP_CONFIG, LOGGER, PG_POOL } from '../shared/persistence/tokens';
import { BEHIND_CAP, eventsBehind, parkedByProjection, publishedUpTo } from './metrics.queries';

/**
 * This process's figures for Prometheus (GET /metrics): its HTTP calls by the API's group, its commands by outcome,
 * its event-store appends and database pools, and, read from the database at each scrape, how far every read model
 * and the Kafka publisher are behind and what the read models have set aside. Every series carries the process's ROLE.
 */
@Injectable()
export class Metrics {
  readonly registry = new Registry();
  readonly httpRequests = new Counter({
    name: 'jxc_http_requests_total',
    help: 'HTTP requests answered, by the API group (Sale, Stock …; web: the web app and files; unmatched: no route) and status',
    labelNames: ['group', 'status'] as const,
    registers: [this.registry],
  });
  readonly httpDuration = new Histogram({
    name: 'jxc_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by the API group',
    labelNames: ['group'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });
  private readonly commands = new Counter({
    name: 'jxc_commands_total',
    help: 'Commands run, by command and outcome (ok; refused, with the errorCode answered; error)',
    labelNames: ['command', 'outcome', 'code'] as const,
    registers: [this.registry],
  });
  private readonly appends = new Counter({
    name: 'jxc_event_store_appends_total',
    help: "Appends to the event store, by outcome (ok; conflict: a stream's version moved; refused: a counter's cap; error)",
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });
  private readonly appended = new Counter({
    name: 'jxc_event_store_events_appended_total',
    help: 'Events appended to the event store (not counters: the PostgreSQL store keeps a bill number or count as its version alone)',
    registers: [this.registry],
  });
  private readonly filter: ApiExceptionFilter;
  private readonly kafka = loadKafkaConfig() !== undefined;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(PG_POOL) pool: Pool,
    @Inject(LOGGER) logger: Logger,
    private readonly store: EventStore,
    private readonly runner: ProjectionRunner,
    private readonly ds: DataSource,
    replicas: ReadReplicas,
    @Optional() bus?: CommandBus,
  ) {
    this.filter = new ApiExceptionFilter(logger);
    this.registry.setDefaultLabels({ role: config.role });
    collectDefaultMetrics({ register: this.registry, prefix: 'jxc_' });
    this.poolGauges({ events: pool, read_models: (ds.driver as unknown as { master?: Pool }).master });
    this.readerGauges();
    this.countAppends();
    this.countReplicaReads(replicas);
    if (bus) this.countCommands(bus);
  }

  private poolGauges(pools: Record<string, Pool | undefined>) {
    const gauge = (name: string, help: string, read: (p: Pool) => number) =>
      new Gauge({
        name,
        help,
        labelNames: ['pool'] as const,
        registers: [this.registry],
        collect() {
          for (const [label, pool] of Object.entries(pools)) if (pool) this.set({ pool: label }, read(pool));
        },
      });
    gauge(
      'jxc_db_pool_connections',
      'Connections a database pool holds (events: the event store and commands; read_models)',
      (p) => p.totalCount,
    );
    gauge('jxc_db_pool_idle', 'Connections of a database pool not in use', (p) => p.idleCount);
    gauge('jxc_db_pool_waiting', 'Queries waiting for a connection of a database pool', (p) => p.waitingCount);
  }

  private readerGauges() {
    const { ds, runner } = this;
    const behind = (at: Map<string, GlobalPosition>) => this.behind(at);
    new Gauge({
      name: 'jxc_projection_lag_events',
      help: `Events a read model (or reaction) has still to apply, up to ${BEHIND_CAP} (with EVENTSTORE_URL: appends)`,
      labelNames: ['projection'] as const,
      registers: [this.registry],
      async collect() {
        const lag = await behind(await runner.positions());
        this.reset();
        for (const [projection, n] of lag) this.set({ projection }, n);
      },
    });
    new Gauge({
      name: 'jxc_parked_events',
      help: 'Events a read model could not apply and set aside (npm run projections:parked lists them)',
      labelNames: ['projection'] as const,
      registers: [this.registry],
      async collect() {
        const [names, parked] = await Promise.all([runner.positions(), parkedByProjection(ds)]);
        this.reset();
        for (const projection of new Set([...names.keys(), ...parked.keys()])) this.set({ projection }, parked.get(projection) ?? 0);
      },
    });
    const kafka = this.kafka;
    new Gauge({
      name: 'jxc_kafka_publisher_lag_events',
      help: 'Events not yet published to Kafka (0 without KAFKA_BROKERS)',
      registers: [this.registry],
      async collect() {
        this.set(kafka ? ((await behind(new Map([['kafka', await publishedUpTo(ds)]]))).get('kafka') ?? 0) : 0);
      },
    });
  }

  /** Events after each position; on EventStoreDB, whose positions count appends, the appends after it. */
  private async behind(at: Map<string, GlobalPosition>): Promise<Map<string, number>> {
    if (!this.config.eventStoreUrl) return eventsBehind(this.ds, at);
    const head = await this.store.head();
    return new Map([...at].map(([name, p]) => [name, Math.min(BEHIND_CAP, Math.max(0, Number(head.tx - p.tx)))]));
  }

  private countAppends() {
    const { store, appends, appended } = this;
    const append = store.append.bind(store);
    const appendCounted = store.appendCounted.bind(store);
    const counted = <T>(written: Promise<T>, events: number) =>
      written.then(
        (result) => {
          appends.inc({ outcome: 'ok' });
          appended.inc(events);
          return result;
        },
        (e: unknown) => {
          appends.inc({
            outcome: e instanceof WrongExpectedVersionError ? 'conflict' : e instanceof CounterCapError ? 'refused' : 'error',
          });
          throw e;
        },
      );
    const eventsIn = (streams: { events: unknown[] }[]) => streams.reduce((n, s) => n + s.events.length, 0);
    store.append = (streams, meta) => counted(append(streams, meta), eventsIn(streams));
    store.appendCounted = (streams, counters, numbering, meta) =>
      counted(appendCounted(streams, counters, numbering, meta), eventsIn(streams));
  }

  /** Read requests by the database that served them, and the replicas left out (DATABASE_REPLICA_URLS). */
  private countReplicaReads(replicas: ReadReplicas) {
    const reads = new Counter({
      name: 'jxc_db_reads_total',
      help: 'Read requests (lists, details, reports) by the database that served them: a replica (host:port), or the primary when none was up and in step',
      labelNames: ['pool', 'replica'] as const,
      registers: [this.registry],
    });
    const skips = new Counter({
      name: 'jxc_db_replica_skips_total',
      help: 'Times a replica was left out for a while (DATABASE_REPLICA_URLS): down (unreachable, failing) or behind (did not replay in time)',
      labelNames: ['replica', 'reason'] as const,
      registers: [this.registry],
    });
    replicas.listen({
      served: (pool, replica = '') => reads.inc({ pool, replica }),
      skipped: (replica, reason) => skips.inc({ replica, reason }),
    });
  }

  /** Every command the bus runs, by how it ended: refusals carry the errorCode the caller is answered. */
  private countCommands(bus: CommandBus) {
    const { commands, filter } = this;
    const execute = bus.execute.bind(bus) as (command: ICommand, context?: unknown) => Promise<unknown>;
    const run = (command: ICommand, context?: unknown) =>
      execute(command, context).then(
        (result) => {
          commands.inc({ command: command.constructor.name, outcome: 'ok', code: '' });
          return result;
        },
        (e: unknown) => {
          const { status, body } = filter.toEnvelope(e);
          const refused = status < 500;
          commands.inc({ command: command.constructor.name, outcome: refused ? 'refused' : 'error', code: refused ? body.errorCode : '' });
          throw e;
        },
      );
    bus.execute = run as CommandBus['execute'];
  }
}

import { DynamicModule, Global, Module } from '@nestjs/common';
import { AppConfig, EventStore } from '@jxc/infra';
import { ProjectionRunner } from '@jxc/projections';
import { Pool } from 'pg';
import { DataSource } from 'typeorm';
import { Logger } from '../http/logger';
import { ReadReplicas } from './read-replicas';
import { APP_CONFIG, LOGGER, PG_POOL } from './tokens';

export interface Infrastructure {
  config: AppConfig;
  logger: Logger;
  pool: Pool;
  store: EventStore;
  dataSource: DataSource;
  /** DATABASE_REPLICA_URLS' standbys; the modules' DataSource sends a read request's statements to them. */
  replicas: ReadReplicas;
  runner: ProjectionRunner;
}

/** Hands the process-wide infrastructure (made before Nest starts) to every module. */
@Global()
@Module({})
export class InfrastructureModule {
  static register(infra: Infrastructure): DynamicModule {
    const providers = [
      { provide: APP_CONFIG, useValue: infra.config },
      { provide: LOGGER, useValue: infra.logger },
      { provide: PG_POOL, useValue: infra.pool },
      { provide: EventStore, useValue: infra.store },
      { provide: DataSource, useValue: infra.replicas.dataSource },
      { provide: ReadReplicas, useValue: infra.replicas },
      { provide: ProjectionRunner, useValue: infra.runner },
    ];
    return { module: InfrastructureModule, providers, exports: providers.map((p) => p.provide) };
  }
}

import { DataSource } from 'typeorm';

/** TypeORM over the same database: projections write read models with it, queries read them. Tables come from migrations. */
export function createDataSource(url: string, entities: Function[], poolSize = 10): DataSource {
  return new DataSource({ type: 'postgres', url, entities, synchronize: false, migrationsRun: false, logging: false, poolSize });
}

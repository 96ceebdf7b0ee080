import { DataSource } from 'typeorm';

/** A read model's TypeORM entity class. */
export type EntityClass = new () => object;

/** TypeORM over the same database: projections write read models with it, queries read them. Tables come from migrations. */
export function createDataSource(url: string, entities: EntityClass[], poolSize = 10): DataSource {
  return new DataSource({ type: 'postgres', url, entities, synchronize: false, migrationsRun: false, logging: false, poolSize });
}

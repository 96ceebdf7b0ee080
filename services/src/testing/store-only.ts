import { afterAll, beforeAll } from '@jest/globals';
import { PostgresEventStore } from '@jxc/infra';
import { createTestDatabase, type TestDatabase } from '@jxc/infra/src/testing/test-database';
import type { ProjectionRunner } from '@jxc/projections';
import { EventSourcing } from '../shared/es/event-sourcing';

/**
 * The event store on a test database of its own, and EventSourcing over it with no read models (every wait answers at
 * once): for loads and decisions that read the store alone. Filled in before the describe's tests run.
 */
export function storeOnly() {
  const it = {} as { db: TestDatabase; store: PostgresEventStore; es: EventSourcing };
  beforeAll(async () => {
    it.db = await createTestDatabase(5);
    it.store = new PostgresEventStore(it.db.pool);
    it.es = new EventSourcing(it.store, { waitFor: async () => true } as unknown as ProjectionRunner);
  });
  afterAll(async () => {
    await it.store.close();
    await it.db.drop();
  });
  return it;
}

import { startTestPostgres, TestPostgres } from './test-postgres';

declare global {
  var jxcTestPostgres: TestPostgres | undefined;
}

/**
 * Once per `jest` run: one PostgreSQL for every test file (each clones its own database from the template), handed to
 * the workers through TEST_DATABASE_URL. This process keeps reading the embedded server's log pipe while the workers
 * run, or once it filled every backend that logs would block.
 */
export default async function globalSetup() {
  process.env.NODE_ENV = 'test';
  globalThis.jxcTestPostgres = await startTestPostgres();
  process.env.TEST_DATABASE_URL = globalThis.jxcTestPostgres.adminUrl;
  delete process.env.DATABASE_URL;
}

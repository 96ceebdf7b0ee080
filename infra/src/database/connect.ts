import { AppConfig } from '../config';
import { RunningDatabase, startEmbeddedPostgres } from './embedded';

/** DATABASE_URL when set, otherwise the embedded cluster under DATA_DIR. */
export async function openDatabase(config: AppConfig, log?: (msg: string) => void): Promise<RunningDatabase> {
  if (config.databaseUrl) return { url: config.databaseUrl, stop: async () => undefined };
  return startEmbeddedPostgres(config.dataDir, { log });
}

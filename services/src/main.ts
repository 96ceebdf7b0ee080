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
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});

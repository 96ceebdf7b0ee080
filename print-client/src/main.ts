import { beforeStart } from './install/launch';
import { readOptions } from './options';
import { startPrintClient } from './server';

/**
 * `npm run print-client [-- --origin https://… --out DIR --font FILE --receipt-printer tcp://host:9100 --drawer]`; the
 * packaged executable also takes --install, --uninstall, --version and a jxcprint:// link (install/launch.ts).
 */
async function main() {
  const argv = await beforeStart(process.argv.slice(2));
  if (!argv) return;
  const client = await startPrintClient(readOptions(argv));
  const stop = () => void client.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});

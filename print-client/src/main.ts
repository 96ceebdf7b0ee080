import { readOptions } from './options';
import { startPrintClient } from './server';

/** `npm run print-client [-- --origin https://… --out DIR --font FILE --receipt-printer tcp://host:9100 --drawer]`. */
async function main() {
  const client = await startPrintClient(readOptions(process.argv.slice(2)));
  const stop = () => void client.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});

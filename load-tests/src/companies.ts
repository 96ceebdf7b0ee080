/**
 * Many companies in one database, as a shared server holds them: registered through HTTP, each with two warehouses,
 * a supplier and a customer, a catalogue and a year of audited purchases and sales written in bulk (bulk.ts). The
 * movements are spread by rank (company r gets a share proportional to 1/r), so a few companies are big and most
 * are small; days are written in order, every company's documents of a day after the other's, so a company's rows
 * lie scattered through the tables as they would.
 */
import type { RunningApp } from '@jxc/services';
import { post } from './bench-server';
import {
  BulkWriter,
  catchUp,
  checkStock,
  companyMetadata,
  daysAgo,
  DocumentCompany,
  DocumentFactory,
  TemplateEvent,
  writeYearOfDocuments,
} from './bulk';
import { buildCatalogue, CatalogueTemplate } from './catalogue';
import { since } from './stats';

export interface BenchCompany extends DocumentCompany {
  rank: number;
  token: string;
  warehouses: string[];
  skus: string[];
  movements: number;
  call: (path: string, body: object) => Promise<any>;
}

const LINES = 5;
const gcd = (a: number, b: number): number => (b ? gcd(b, a % b) : a);

/** Runs `task` over `items` with `clients` at a time. */
export async function inParallel<T, R>(items: T[], clients: number, task: (item: T, i: number) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await task(items[i], i);
      }
    }),
  );
  return out;
}

/** A company registered through HTTP with its warehouses (two unless named), a supplier and a customer. */
export async function registerCompany(
  server: RunningApp,
  name: string,
  warehouseNames = ['仓库1', '仓库2'],
): Promise<Omit<BenchCompany, 'rank' | 'skus' | 'movements'>> {
  const owner = await post(server.url, 'Register/Register', {
    companyName: name,
    loginName: `b${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`,
    password: 'secret123',
    productType: 9,
  });
  const call = (path: string, body: object) => post(server.url, path, body, owner.token);
  const warehouses: string[] = [];
  for (const [i, warehouseName] of warehouseNames.entries())
    warehouses.push((await call('Warehouse/Save', { warehouseName, warehouseCode: `W${i + 1}` })).warehouseId);
  const supplierId = (await call('Supplier/Save', { supplierName: '供应商', supplierCode: 'S1' })).supplierId;
  const customId = (await call('Custom/Save', { customName: '客户', customCode: 'C1' })).customId;
  return {
    companyId: owner.companyId,
    token: owner.token,
    call,
    warehouses,
    supplierId,
    customId,
    metadata: await companyMetadata(server, owner.companyId),
  };
}

/**
 * The big bench company: `skus` SKUs and a year of audited purchases and sales of `lines` lines making `movements`
 * movements, written in bulk and projected, then vacuumed and analysed as autovacuum would have by the time anyone
 * reads (otherwise the first queries are timed beside it, on pages not yet all-visible for index-only scans). `times`
 * are since `started`.
 */
export async function fillBenchCompany(server: RunningApp, started: number, size: { skus: number; movements: number; lines: number }) {
  const owner = await registerCompany(server, '基准测试');
  const skus = await buildCatalogue(server, owner.call, size.skus);
  const catalogued = since(started);
  const factory = await DocumentFactory.onTemplateProducts(server, owner, {
    lines: size.lines,
    purchase: { qty: 100, price: 5 },
    sale: { qty: 2, price: 10 },
  });
  const writer = await writeYearOfDocuments(server, factory, {
    skus,
    warehouses: owner.warehouses,
    movements: size.movements,
    lines: size.lines,
  });
  const written = since(started);
  await catchUp(server, await writer.flush(), 'documents');
  const built = since(started);
  await checkStock(server, owner.companyId);
  await server.infra.pool.query('vacuum (analyze)');
  return { owner, skus, written: writer.written, times: { catalogued, written, built, vacuumed: since(started) } };
}

/**
 * `count` companies holding `movements` stock movements between them (company r a share ∝ 1/r, each at least 10 SKUs
 * and 5 movements a SKU): registered through HTTP (4 at a time), then catalogues and documents in bulk, projected.
 * `factory` and `catalogue` were recorded in another company of the same server.
 */
export async function buildCompanies(
  server: RunningApp,
  opts: { count: number; movements: number; factory: DocumentFactory; catalogue: CatalogueTemplate; log: (line: string) => void },
): Promise<BenchCompany[]> {
  const { count, factory, catalogue } = opts;
  const harmonic = Array.from({ length: count }, (_, i) => 1 / (i + 1)).reduce((a, b) => a + b, 0);
  const companies: BenchCompany[] = await inParallel(
    Array.from({ length: count }, (_, i) => i + 1),
    4,
    async (rank) => {
      const movements = Math.max(50, Math.round(opts.movements / rank / harmonic / LINES) * LINES);
      const skus = Math.min(20_000, Math.max(10, Math.floor(movements / 20 / 10) * 10));
      return { ...(await registerCompany(server, `公司${rank}`)), rank, movements, skus: new Array<string>(skus) };
    },
  );
  opts.log(`${count} companies registered`);

  const writer = new BulkWriter(server);
  for (const c of companies) {
    for (let i = 0; i < c.skus.length; i += 1000) {
      const events: TemplateEvent[] = [];
      for (let n = i / 2; n < Math.min(c.skus.length, i + 1000) / 2; n++) {
        const made = catalogue.make(n, c.companyId);
        c.skus[n * 2] = made.skus[0];
        c.skus[n * 2 + 1] = made.skus[1];
        events.push(...made.events);
      }
      await writer.write(events, c.metadata);
    }
  }
  await catchUp(server, await writer.flush(), 'catalogues');
  opts.log(`catalogues projected: ${companies.reduce((n, c) => n + c.skus.length, 0).toLocaleString('en')} SKUs`);

  // Each company's documents as in bench-reads' big company: round r puts every SKU on one document, in an order of
  // its own, two rounds in ten purchases; spread over the past year.
  const plans = companies.map((c) => {
    let a = 7919;
    while (gcd(a, c.skus.length) !== 1) a++;
    return { c, a, documents: c.movements / LINES, perRound: c.skus.length / LINES, next: 0 };
  });
  for (let day = 0; day < 365; day++) {
    const billDate = daysAgo(365 - day);
    for (const p of plans) {
      const batch: TemplateEvent[] = [];
      for (; p.next < p.documents && Math.floor((p.next * 365) / p.documents) === day; p.next++) {
        const round = Math.floor(p.next / p.perRound);
        const first = (p.next % p.perRound) * LINES;
        const n = p.c.skus.length;
        const lines = Array.from({ length: LINES }, (_, i) => p.c.skus[((first + i) * p.a + round * 104_729) % n]);
        batch.push(...factory.make(round % 10 < 2 ? 'purchase' : 'sale', lines, p.c.warehouses[round % 2], billDate, p.c));
        if (batch.length >= 4000) await writer.write(batch.splice(0), { ...p.c.metadata, at: `${billDate}T12:00:00.000Z` });
      }
      await writer.write(batch, { ...p.c.metadata, at: `${billDate}T12:00:00.000Z` });
    }
  }
  opts.log(`documents written: ${writer.written.toLocaleString('en')} events in all`);
  await catchUp(server, await writer.flush(), 'documents');
  opts.log('documents projected');
  return companies;
}

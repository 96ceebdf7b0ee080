/**
 * Building large histories fast, as the real system would have written them: one real call through HTTP is
 * recorded (every event it appended, in order), then written again many times with other ids, SKUs, dates and bill
 * numbers, straight to the event store in large appends; the running server's projections then catch up as they
 * would after any burst of writes. The events therefore have exactly the shapes the current code writes.
 */
import { randomUUID } from 'node:crypto';
import type { AppendResult, AppendToStream, EventMetadata, GlobalPosition } from '@jxc/infra';
import type { RunningApp } from '@jxc/services';
import { since } from './stats';

export interface TemplateEvent {
  streamId: string;
  streamType: string;
  type: string;
  data: any;
}

export interface Recorded<T> {
  result: T;
  events: TemplateEvent[];
  /** Who wrote them (company, user, user name), without the time and correlation. */
  metadata: EventMetadata;
}

/** Runs `action` (one call through HTTP, nothing else writing meanwhile) and returns what it appended, in order. */
export async function recordEvents<T>(server: RunningApp, action: () => Promise<T>): Promise<Recorded<T>> {
  const pool = server.infra.pool;
  const [{ before }] = (await pool.query('select coalesce(max(global_position), 0)::text as before from events')).rows;
  const result = await action();
  const { rows } = await pool.query(
    `select e.stream_id, s.stream_type, e.event_type, e.data, e.metadata from events e join streams s on s.stream_id = e.stream_id
     where e.global_position > $1 order by e.transaction_id, e.global_position`,
    [before],
  );
  if (!rows.length) throw new Error('the recorded call appended nothing');
  const { at: _at, correlationId: _c, causationId: _k, ...metadata } = rows[0].metadata;
  return {
    result,
    events: rows.map((r) => ({ streamId: r.stream_id, streamType: r.stream_type, type: r.event_type, data: r.data })),
    metadata,
  };
}

/**
 * Recorded events with placeholders: every occurrence of each placeholder's recorded text (and of its lower case,
 * as reservation streams spell codes) is replaced by the new value, in one pass, longest text first.
 */
export class Template<K extends string> {
  private readonly json: string;
  private readonly pattern: RegExp;
  private readonly slots = new Map<string, { key: K; lower: boolean }>();

  constructor(
    readonly events: TemplateEvent[],
    placeholders: Record<K, string>,
  ) {
    this.json = JSON.stringify(events);
    for (const [key, text] of Object.entries(placeholders) as [K, string][]) {
      if (!this.json.includes(text)) throw new Error(`the recorded events do not contain ${key} (${text}): did their shape change?`);
      this.slots.set(text, { key, lower: false });
      if (text.toLowerCase() !== text && this.json.includes(text.toLowerCase())) this.slots.set(text.toLowerCase(), { key, lower: true });
    }
    const texts = [...this.slots.keys()].sort((a, b) => b.length - a.length);
    this.pattern = new RegExp(texts.map((t) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'g');
  }

  fill(values: Record<K, string>): TemplateEvent[] {
    return JSON.parse(
      this.json.replace(this.pattern, (text) => {
        const { key, lower } = this.slots.get(text)!;
        const value = values[key];
        if (/["\\]/.test(text.startsWith('"') ? value.slice(1, -1) : value)) throw new Error(`${key}: ${value} is not plain text`);
        return lower ? value.toLowerCase() : value;
      }),
    );
  }
}

/**
 * Appends batches of events, one transaction each, in order: each batch grouped by stream (at any version; the
 * bench is the only writer), the next batch made while the previous one is in the database.
 */
export class BulkWriter {
  private inflight?: Promise<AppendResult>;
  private last?: GlobalPosition;
  written = 0;

  constructor(private readonly server: RunningApp) {}

  async write(events: TemplateEvent[], meta: EventMetadata): Promise<void> {
    if (!events.length) return;
    const streams = new Map<string, AppendToStream>();
    for (const e of events) {
      let s = streams.get(e.streamId);
      if (!s) streams.set(e.streamId, (s = { streamId: e.streamId, streamType: e.streamType, expectedVersion: 'any', events: [] }));
      s.events.push({ type: e.type, data: e.data });
    }
    const previous = this.inflight;
    this.inflight = previous
      ? previous.then(() => this.server.infra.store.append([...streams.values()], meta))
      : this.server.infra.store.append([...streams.values()], meta);
    this.written += events.length;
    if (previous) this.last = (await previous).position;
  }

  /** Waits for the last append; the position of the last event written. */
  async flush(): Promise<GlobalPosition | undefined> {
    if (this.inflight) this.last = (await this.inflight).position;
    this.inflight = undefined;
    return this.last;
  }
}

/** Waits until every projection (and reaction) of the server has passed `position`, saying how far they are. */
export async function catchUp(server: RunningApp, position: GlobalPosition | undefined, label: string): Promise<void> {
  if (!position) return;
  const t0 = performance.now();
  const target = Number(position.pos);
  while (!(await server.infra.runner.waitFor(position, 30_000))) {
    const behind = [...(await server.infra.runner.positions())]
      .filter(([, p]) => p.pos < position.pos)
      .map(([name, p]) => `${name} ${Math.round((Number(p.pos) / target) * 100)}%`);
    process.stderr.write(`  ${label}: projections catching up (${since(t0)}): ${behind.join(', ')}\n`);
  }
  const [{ parked }] = (await server.infra.pool.query('select count(*)::int as parked from parked_events')).rows;
  if (parked)
    throw new Error(`${parked} events were set aside by the projections: the bulk history is not what the real system would have`);
}

/** A bench that runs past midnight keeps the day it started on: its recorded documents took that day's numbers. */
const STARTED = Date.now();
const day = (offset: number) => new Date(STARTED - offset * 86_400_000).toISOString().slice(0, 10);

/** The date `days` days before the day the bench started (UTC, as the benches' documents use). */
export const daysAgo = (days: number) => day(days);

/** A company documents are made for: its id, the supplier and customer they name, and who writes them. */
export interface DocumentCompany {
  companyId: string;
  supplierId: string;
  customId: string;
  metadata: EventMetadata;
}

/** Who writes a company's events: its first user (the one who registered it). */
export async function companyMetadata(server: RunningApp, companyId: string): Promise<EventMetadata> {
  const { rows } = await server.infra.pool.query('select user_id, user_name from users where company_id = $1 order by created_at limit 1', [
    companyId,
  ]);
  if (!rows.length) throw new Error(`company ${companyId} has no user`);
  return { companyId, userId: rows[0].user_id, userName: rows[0].user_name };
}

export interface DocumentSpec {
  qty: number;
  price: number;
}

/**
 * Audited purchases and sales of many lines, made from one of each recorded through HTTP on `templateSkus` (each on
 * `repeat` lines, default 1) in `warehouseId`. Each copy gets a new document id, its bill number (prefix, date, daily sequence,
 * taken in the BillNo stream as the real numbering does), its date, warehouse and SKUs; the quantities and prices
 * stay the recorded ones, so with one purchase price the moving average never changes and each movement's amount
 * is the recorded one. The running balances each StockMoved carries are kept here, per warehouse and SKU. A copy may
 * belong to another company (`make`'s `company`: its id, partners and who writes its events).
 */
export class DocumentFactory {
  private readonly balances = new Map<string, { qty: number; amount: number }>();
  private readonly sequences = new Map<string, number>();

  private constructor(
    private readonly templates: Record<'purchase' | 'sale', { template: Template<string>; prefix: string; lines: number }>,
    readonly metadata: EventMetadata,
    /** The company the documents were recorded in. */
    readonly home: DocumentCompany,
  ) {}

  /** `lines` products made for the purpose in `company` through HTTP, and its first warehouse's documents on them. */
  static async onTemplateProducts(
    server: RunningApp,
    company: { call: (path: string, body: object) => Promise<any>; warehouses: string[]; supplierId: string; customId: string },
    s: { lines: number; purchase: DocumentSpec; sale: DocumentSpec },
  ): Promise<DocumentFactory> {
    const templateSkus: string[] = [];
    for (let i = 0; i < s.lines; i++) {
      const product = { productName: `模板商品${i}`, productCode: `TPL${i}`, unitName: '个', skus: [{ salePrice: 10, purchasePrice: 5 }] };
      templateSkus.push((await company.call('Product/Save', product)).skus[0].skuId);
    }
    const { warehouses, supplierId, customId } = company;
    return DocumentFactory.record(server, company.call, { warehouseId: warehouses[0], supplierId, customId, templateSkus, ...s });
  }

  static async record(
    server: RunningApp,
    call: (path: string, body: object) => Promise<any>,
    s: {
      warehouseId: string;
      supplierId: string;
      customId: string;
      templateSkus: string[];
      repeat?: number;
      purchase: DocumentSpec;
      sale: DocumentSpec;
    },
  ): Promise<DocumentFactory> {
    const today = day(0);
    const record = async (path: string, body: object, idField: string, partner: string) => {
      const r = await recordEvents(server, () => call(path, { ...body, billDate: today, warehouseId: s.warehouseId, audit: true }));
      const { billNo } = r.result;
      const prefix = billNo.slice(0, -12);
      const placeholders: Record<string, string> = {
        docId: r.result[idField],
        billNo,
        billDay: `${prefix}${today.replace(/-/g, '')}`,
        billDate: `"${today}"`,
        warehouse: s.warehouseId,
        company: r.metadata.companyId,
        partner,
      };
      s.templateSkus.forEach((sku, i) => (placeholders[`sku${i}`] = sku));
      return { r, entry: { template: new Template(r.events, placeholders), prefix, lines: s.templateSkus.length } };
    };
    const lines = (spec: DocumentSpec) =>
      s.templateSkus.flatMap((skuId) => Array.from({ length: s.repeat ?? 1 }, () => ({ skuId, qty: spec.qty, price: spec.price })));
    const purchase = await record('Buy/Save', { supplierId: s.supplierId, lines: lines(s.purchase) }, 'buyId', s.supplierId);
    const sale = await record('Sale/Save', { customId: s.customId, lines: lines(s.sale) }, 'saleId', s.customId);
    const { metadata } = purchase.r;
    return new DocumentFactory({ purchase: purchase.entry, sale: sale.entry }, metadata, {
      companyId: metadata.companyId,
      supplierId: s.supplierId,
      customId: s.customId,
      metadata,
    });
  }

  /** The events of one audited document of `kind` on `skus` (in the place of the recorded ones, one for one). */
  make(kind: 'purchase' | 'sale', skus: string[], warehouseId: string, billDate: string, company = this.home): TemplateEvent[] {
    const t = this.templates[kind];
    if (skus.length !== t.lines) throw new Error(`a ${kind} was recorded on ${t.lines} SKUs, not ${skus.length}`);
    if (billDate >= day(0)) throw new Error('bulk documents are dated before today (today the recorded ones took their numbers)');
    const billDay = `${t.prefix}${billDate.replace(/-/g, '')}`;
    const numbering = `${company.companyId}|${billDay}`;
    const seq = (this.sequences.get(numbering) ?? 0) + 1;
    this.sequences.set(numbering, seq);
    const values: Record<string, string> = {
      docId: randomUUID(),
      billNo: `${billDay}${String(seq).padStart(4, '0')}`,
      billDay,
      billDate: `"${billDate}"`,
      warehouse: warehouseId,
      company: company.companyId,
      partner: kind === 'purchase' ? company.supplierId : company.customId,
    };
    skus.forEach((sku, i) => (values[`sku${i}`] = sku));
    const events = t.template.fill(values);
    for (const e of events) {
      if (e.type !== 'StockMoved') continue;
      const d = e.data;
      const key = `${d.warehouseId}|${d.skuId}`;
      const b = this.balances.get(key) ?? { qty: 0, amount: 0 };
      const inbound = Number(d.inQty) > 0;
      b.qty += Number(d.inQty) - Number(d.outQty);
      b.amount += inbound ? Number(d.amount) : -Number(d.amount);
      if (b.qty < 0 || !Number.isSafeInteger(b.qty) || !Number.isSafeInteger(b.amount))
        throw new Error(`balance of ${key} would be ${b.qty} / ${b.amount}`);
      this.balances.set(key, b);
      d.balanceQty = String(b.qty);
      d.balanceAmount = String(b.amount);
    }
    return events;
  }
}

const gcd = (a: number, b: number): number => (b ? gcd(b, a % b) : a);

/**
 * A year of a company's audited documents of `lines` lines, `movements` movements in all, written in bulk (not yet
 * projected: the caller waits with catchUp on the writer's flush). Round r puts every SKU on one document, in an order
 * of its own (k·a + r·b mod SKUs, a prime to their count), two rounds in ten purchases, alternating the two warehouses.
 */
export async function writeYearOfDocuments(
  server: RunningApp,
  factory: DocumentFactory,
  s: { skus: string[]; warehouses: string[]; movements: number; lines: number },
): Promise<BulkWriter> {
  const { skus, lines: LINES } = s;
  const documents = s.movements / LINES;
  const perRound = skus.length / LINES;
  let a = 7919;
  while (gcd(a, skus.length) !== 1) a++;
  const writer = new BulkWriter(server);
  let batch: TemplateEvent[] = [];
  let date = '';
  for (let d = 0; d < documents; d++) {
    const round = Math.floor(d / perRound);
    const first = (d % perRound) * LINES;
    const lines = Array.from({ length: LINES }, (_, i) => skus[((first + i) * a + round * 104_729) % skus.length]);
    const billDate = daysAgo(365 - Math.floor((d * 365) / documents));
    if (billDate !== date || batch.length >= 4000) {
      await writer.write(batch, { ...factory.metadata, at: `${date}T12:00:00.000Z` });
      batch = [];
      date = billDate;
    }
    batch.push(...factory.make(round % 10 < 2 ? 'purchase' : 'sale', lines, s.warehouses[round % 2], billDate));
  }
  await writer.write(batch, { ...factory.metadata, at: `${date}T12:00:00.000Z` });
  return writer;
}

/**
 * Checks that every stock row of the company is what its movements add up to (quantity and moving-average amount),
 * as the real system's would be; throws naming how many are not.
 */
export async function checkStock(server: RunningApp, companyId: string): Promise<void> {
  const { rows } = await server.infra.pool.query(
    `select count(*)::int as rows, count(*) filter (where f.qty is distinct from s.qty or f.amount is distinct from s.amount)::int as wrong
     from stock s left join (
       select warehouse_id, sku_id, sum(in_qty - out_qty) as qty, sum(case when in_qty > 0 then amount else -amount end) as amount
       from stock_flow where company_id = $1 group by warehouse_id, sku_id
     ) f on f.warehouse_id = s.warehouse_id and f.sku_id = s.sku_id
     where s.company_id = $1`,
    [companyId],
  );
  if (rows[0].wrong) throw new Error(`${rows[0].wrong} of ${rows[0].rows} stock rows differ from the sum of their movements`);
}

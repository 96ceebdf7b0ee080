import type { Page } from '../../api/types';
import { call } from '../../api/http';
import { getSession } from '../../session/session';
import { newKey, oneAtATime, sendWaiting, type Outcome, type Outgoing } from './outbox';
import {
  db,
  keepStorage,
  outboxStore,
  owner,
  type CachedAccount,
  type CachedCustomer,
  type CachedSettlement,
  type CachedSku,
  type CachedStock,
  type CachedWarehouse,
} from './store';

const SAVE_PATH: Record<Outgoing['kind'], { path: string; idField: string }> = {
  sale: { path: 'Sale/Save', idField: 'saleId' },
  count: { path: 'Invtak/Save', idField: 'invtakId' },
};
const SEND_TIMEOUT_MS = 30_000;
/** Answers worth trying again later: signed out, the same key still being handled, the server busy or down. */
const TRY_LATER = (status: number) => status === 401 || status === 408 || status === 409 || status === 429 || status >= 500;

/**
 * Posts one outgoing document under its key. Answers the server's outcome; throws when there is none to keep (no
 * network, signed out, the server busy), so it stays waiting.
 */
export async function postOnce(item: Outgoing): Promise<Outcome> {
  const { path, idField } = SAVE_PATH[item.kind];
  const res = await fetch(`/api/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', token: getSession().token, 'Idempotency-Key': item.key },
    body: JSON.stringify(item.body),
    // A hung request would hold up the whole outbox: it is dropped and tried again (the key keeps that harmless).
    signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
  });
  const body = (await res.json().catch(() => null)) as {
    invState?: number;
    invMessage?: string;
    returnData?: Record<string, string>;
  } | null;
  if (TRY_LATER(res.status) || !body) throw new Error(`稍后重试 (${res.status})`);
  if (res.ok && body.invState === 1 && body.returnData)
    return { posted: true, billNo: body.returnData.billNo, docId: body.returnData[idField] };
  return { posted: false, reason: body.invMessage?.trim() || '服务器拒绝了该单据' };
}

/** Sends the outbox now (one round at a time); fresh data follows whatever posted, as stock moved. */
export const syncNow = oneAtATime(async () => {
  const settled = await sendWaiting(outboxStore, postOnce);
  if (settled) await refreshData().catch(() => undefined);
  return settled;
});

const OPTIONS_PAGE = 50;
const SKU_PAGE = 200;
const MAX_PAGES = 50;

async function allPages<T>(fetchPage: (pageNo: number) => Promise<Page<T>>, size: number): Promise<T[]> {
  const rows: T[] = [];
  for (let pageNo = 1; pageNo <= MAX_PAGES; pageNo++) {
    const page = await fetchPage(pageNo);
    rows.push(...page.data);
    if (page.data.length < size || rows.length >= page.totalCount) break;
  }
  return rows;
}

/**
 * Takes the shop floor's data from the server into the phone: enabled SKUs with the prices this user may see (the
 * server leaves the others out), warehouses, customers and the stock of each warehouse, stamped with the time.
 */
export async function refreshData(): Promise<void> {
  const quiet = { quiet: true };
  const skus = await allPages((pageNo) => call<Page<CachedSku>>('Product/ListSKU', { pageNo, pageSize: SKU_PAGE }, quiet), SKU_PAGE);
  const warehouses = await allPages(
    (pageNo) => call<Page<CachedWarehouse>>('Warehouse/Options', { pageNo, pageSize: OPTIONS_PAGE }, quiet),
    OPTIONS_PAGE,
  );
  const customers = await allPages(
    (pageNo) => call<Page<CachedCustomer>>('Custom/Options', { pageNo, pageSize: OPTIONS_PAGE }, quiet),
    OPTIONS_PAGE,
  ).catch(() => [] as CachedCustomer[]);
  const accounts = await allPages(
    (pageNo) => call<Page<CachedAccount>>('Account/Options', { pageNo, pageSize: OPTIONS_PAGE }, quiet),
    OPTIONS_PAGE,
  ).catch(() => [] as CachedAccount[]);
  const settlement = await call<Omit<CachedSettlement, 'id'>>('Setting/Detail', {}, quiet).catch(() => null);
  const stock: CachedStock[] = [];
  for (const w of warehouses)
    for (let i = 0; i < skus.length; i += SKU_PAGE) {
      const skuIds = skus.slice(i, i + SKU_PAGE).map((s) => s.skuId);
      const { data } = await call<{ data: { skuId: string; qty: number }[] }>(
        'Stock/Available',
        { skuIds, warehouseId: w.warehouseId },
        quiet,
      ).catch(() => ({ data: [] }));
      stock.push(...data.map((r) => ({ id: `${w.warehouseId}|${r.skuId}`, warehouseId: w.warehouseId, skuId: r.skuId, qty: r.qty })));
    }
  const tables = [db.skus, db.warehouses, db.customers, db.accounts, db.settings, db.stock, db.marks];
  await db.transaction('rw', tables, async () => {
    await Promise.all(tables.map((t) => t.clear()));
    await Promise.all([
      db.skus.bulkPut(skus),
      db.warehouses.bulkPut(warehouses),
      db.customers.bulkPut(customers),
      db.accounts.bulkPut(accounts),
      db.stock.bulkPut(stock),
      db.settings.put({
        id: 'settlement',
        defaultAccountId: settlement?.defaultAccountId ?? null,
        retailFullPayment: !!settlement?.retailFullPayment,
      }),
    ]);
    await db.marks.put({ id: 'data', owner: owner(), at: Date.now() });
  });
}

/** Whether the phone's data is another user's or older than `maxAgeMs`. */
export async function dataIsStale(maxAgeMs: number): Promise<boolean> {
  const mark = await db.marks.get('data');
  return !mark || mark.owner !== owner() || Date.now() - mark.at > maxAgeMs;
}

/** Keeps a document made on the phone in the outbox (its draft done with), then sends it if the network is there. */
export async function keep(kind: Outgoing['kind'], body: Record<string, unknown>, form: unknown, summary: string): Promise<void> {
  keepStorage();
  await db.transaction('rw', [db.outbox, db.drafts], async () => {
    const last = await db.outbox.orderBy('seq').last();
    await db.outbox.add({
      key: newKey(),
      kind,
      owner: owner(),
      seq: (last?.seq ?? 0) + 1,
      madeAt: Date.now(),
      summary,
      body,
      form,
      state: 'waiting',
    });
    await db.drafts.delete(kind);
  });
  if (navigator.onLine) void syncNow();
}

/** A refused document back to its form to be put right (it leaves the outbox; saving it again makes a new one). */
export async function takeBack(item: Outgoing): Promise<void> {
  await db.transaction('rw', [db.outbox, db.drafts], async () => {
    await db.drafts.put({ id: item.kind, form: item.form });
    await db.outbox.delete(item.key);
  });
}

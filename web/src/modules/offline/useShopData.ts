import { useCallback, useEffect, useState } from 'react';
import type { Outgoing } from './outbox';
import {
  db,
  keepStorage,
  owner,
  type CachedAccount,
  type CachedCustomer,
  type CachedSettlement,
  type CachedSku,
  type CachedWarehouse,
  type SyncMark,
} from './store';
import { useLive } from './useLive';

export interface ShopData {
  skus: CachedSku[];
  warehouses: CachedWarehouse[];
  customers: CachedCustomer[];
  accounts: CachedAccount[];
  settlement?: CachedSettlement;
  /** Stock of a SKU in a warehouse at the last sync. */
  stockOf: (warehouseId: string, skuId: string) => number;
  /** What the sales waiting in the outbox take of it. */
  pendingOut: (warehouseId: string, skuId: string) => number;
  /** When the data was taken; undefined before the phone ever synced. */
  mark?: SyncMark;
}

const NONE: ShopData = { skus: [], warehouses: [], customers: [], accounts: [], stockOf: () => 0, pendingOut: () => 0 };

/** The shop floor's data as the phone keeps it for the signed-in user (none of another's), kept up to date as a sync replaces it. */
export function useShopData(): ShopData {
  const skus = useLive(() => db.skus.toArray(), [], [] as CachedSku[]);
  const warehouses = useLive(
    () => db.warehouses.toArray().then((ws) => ws.sort((a, b) => a.warehouseName.localeCompare(b.warehouseName, 'zh'))),
    [],
    [] as CachedWarehouse[],
  );
  const customers = useLive(
    () => db.customers.toArray().then((cs) => cs.sort((a, b) => a.customCode.localeCompare(b.customCode))),
    [],
    [] as CachedCustomer[],
  );
  const accounts = useLive(
    () => db.accounts.toArray().then((list) => list.sort((a, b) => a.accountCode.localeCompare(b.accountCode))),
    [],
    [] as CachedAccount[],
  );
  const settlement = useLive(() => db.settings.get('settlement'), [], undefined);
  const stock = useLive(() => db.stock.toArray(), [], []);
  const mark = useLive(() => db.marks.get('data'), [], undefined);
  const waiting = useLive(
    () =>
      db.outbox
        .where('state')
        .equals('waiting')
        .filter((i) => i.kind === 'sale' && i.owner === owner())
        .toArray(),
    [],
    [] as Outgoing[],
  );
  if (mark && mark.owner !== owner()) return NONE;
  const byId = new Map(stock.map((r) => [r.id, r.qty]));
  const out = new Map<string, number>();
  for (const sale of waiting) {
    const { warehouseId, lines } = sale.body as { warehouseId: string; lines: { skuId: string; qty: number }[] };
    for (const l of lines) out.set(`${warehouseId}|${l.skuId}`, (out.get(`${warehouseId}|${l.skuId}`) ?? 0) + l.qty);
  }
  return {
    skus,
    warehouses,
    customers,
    accounts,
    settlement,
    mark,
    stockOf: (w, sku) => byId.get(`${w}|${sku}`) ?? 0,
    pendingOut: (w, sku) => out.get(`${w}|${sku}`) ?? 0,
  };
}

/**
 * A form kept on the phone as it is typed: read back when the screen opens (after closing the app or restarting the
 * phone), written on every change.
 */
export function useDraft<T>(id: string, empty: T): [T | undefined, (next: T) => void] {
  const [draft, setDraft] = useState<T>();
  useEffect(() => {
    void db.drafts.get(id).then((d) => {
      setDraft((d?.form as T | undefined) ?? empty);
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id]);
  const change = useCallback(
    (next: T) => {
      keepStorage();
      setDraft(next);
      void db.drafts.put({ id, form: next });
    },
    [id],
  );
  return [draft, change];
}

import { useCallback, useEffect, useState } from 'react';
import { db, owner, type CachedCustomer, type CachedSku, type CachedWarehouse, type SyncMark } from './store';
import { useLive } from './useLive';

export interface ShopData {
  skus: CachedSku[];
  warehouses: CachedWarehouse[];
  customers: CachedCustomer[];
  /** Stock of a SKU in a warehouse at the last sync. */
  stockOf: (warehouseId: string, skuId: string) => number;
  /** When the data was taken; undefined before the phone ever synced. */
  mark?: SyncMark;
}

/** The shop floor's data as the phone keeps it for the signed-in user (none of another's), kept up to date as a sync replaces it. */
export function useShopData(): ShopData {
  const skus = useLive(() => db.skus.toArray(), [], [] as CachedSku[]);
  const warehouses = useLive(() => db.warehouses.toArray(), [], [] as CachedWarehouse[]);
  const customers = useLive(() => db.customers.toArray(), [], [] as CachedCustomer[]);
  const stock = useLive(() => db.stock.toArray(), [], []);
  const mark = useLive(() => db.marks.get('data'), [], undefined);
  if (mark && mark.owner !== owner()) return { skus: [], warehouses: [], customers: [], stockOf: () => 0 };
  const byId = new Map(stock.map((r) => [r.id, r.qty]));
  return { skus, warehouses, customers, mark, stockOf: (w, sku) => byId.get(`${w}|${sku}`) ?? 0 };
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
      setDraft(next);
      void db.drafts.put({ id, form: next });
    },
    [id],
  );
  return [draft, change];
}

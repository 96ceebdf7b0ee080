import { useEffect, useEffectEvent, useState } from 'react';
import { skuStock } from './stockLookups';

/**
 * The stock of each SKU on the form per warehouse (Stock/Distributed), fetched once per SKU as lines are added.
 * `available` is undefined until a SKU's stock has arrived.
 */
export function useSkuStock(skuIds: string[]) {
  const [stock, setStock] = useState<Record<string, Record<string, number>>>({});
  const wanted = [...new Set(skuIds)].sort().join(',');

  // Only newly wanted SKUs are fetched: what has arrived is read, not waited on.
  const fetchMissing = useEffectEvent((ids: string[]) => {
    for (const id of ids.filter((id) => id && !(id in stock))) {
      skuStock(id).then(
        (r) => setStock((s) => ({ ...s, [id]: Object.fromEntries(r.data.map((w) => [w.warehouseId, w.qty])) })),
        () => undefined,
      );
    }
  });
  useEffect(() => fetchMissing(wanted.split(',')), [wanted]);

  return (skuId: string, warehouseId: string): number | undefined => (stock[skuId] ? (stock[skuId][warehouseId] ?? 0) : undefined);
}

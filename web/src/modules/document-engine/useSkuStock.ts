import { useEffect, useState } from 'react';
import { skuStock } from '../inventory';

/**
 * The stock of each SKU on the form per warehouse (Stock/Distributed), fetched once per SKU as lines are added.
 * `available` is undefined until a SKU's stock has arrived.
 */
export function useSkuStock(skuIds: string[]) {
  const [stock, setStock] = useState<Record<string, Record<string, number>>>({});
  const wanted = [...new Set(skuIds)].sort().join(',');

  useEffect(() => {
    const missing = wanted.split(',').filter((id) => id && !(id in stock));
    for (const id of missing) {
      skuStock(id).then(
        (r) => setStock((s) => ({ ...s, [id]: Object.fromEntries(r.data.map((w) => [w.warehouseId, w.qty])) })),
        () => undefined,
      );
    }
    // Only newly wanted SKUs are fetched.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wanted]);

  return (skuId: string, warehouseId: string): number | undefined => (stock[skuId] ? (stock[skuId][warehouseId] ?? 0) : undefined);
}

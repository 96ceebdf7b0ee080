import { useEffect, useEffectEvent, useState } from 'react';
import { call } from '../../../api/http';
import type { Page } from '../../../api/types';
import type { StockRow } from '../api';

const placeKey = (skuId: string, warehouseId: string) => `${skuId}|${warehouseId}`;

/**
 * The current average cost of SKUs in warehouses (Stock/PageQuery), each fetched once: 0 where there is no stock,
 * null where the user may not see it (no cost-price flag, or no 库存查询), undefined until it has arrived.
 */
export function useCostPrices(places: { skuId: string; warehouseId: string }[]) {
  const [costs, setCosts] = useState<Record<string, number | null>>({});
  const wanted = [...new Set(places.filter((p) => p.skuId && p.warehouseId).map((p) => placeKey(p.skuId, p.warehouseId)))].sort().join(',');

  const fetchMissing = useEffectEvent((keys: string[]) => {
    for (const key of keys.filter((k) => k && !(k in costs))) {
      const [skuId, warehouseId] = key.split('|');
      call<Page<StockRow>>('Stock/PageQuery', { pageNo: 1, pageSize: 1, skuId, warehouseId }, { quiet: true }).then(
        (r) => setCosts((c) => ({ ...c, [key]: r.data.length ? r.data[0].costPrice : 0 })),
        () => setCosts((c) => ({ ...c, [key]: null })),
      );
    }
  });
  useEffect(() => fetchMissing(wanted.split(',')), [wanted]);

  return (skuId: string, warehouseId: string): number | null | undefined => costs[placeKey(skuId, warehouseId)];
}

import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { reservedQtySql } from '../../inventory';
import { Dec, dec } from '../../shared/decimal';
import { NotFoundError } from '../../shared/errors';
import { PublicStore, StoreCatalog } from '../catalog/store-catalog';
import type { LineNeeds } from './order-stock';
import { shopTime } from '../../contracts';

/** Open for orders: 营业 and, with hours, within them (hours past midnight, 20:00–02:00, wrap). */
export function takesOrders(s: Pick<PublicStore, 'open' | 'openTime' | 'closeTime'>, at = shopTime()) {
  if (!s.open) return false;
  if (!s.openTime || !s.closeTime) return true;
  return s.openTime < s.closeTime ? at >= s.openTime && at < s.closeTime : at >= s.openTime || at < s.closeTime;
}

@Injectable()
export class StorefrontQueries {
  constructor(
    private readonly ds: DataSource,
    private readonly catalog: StoreCatalog,
  ) {}

  /** The store at /m/{storeCode} (404 店铺不存在 for a code no store has). */
  async store(storeCode: string): Promise<PublicStore> {
    const store = await this.catalog.store(storeCode);
    if (!store) throw new NotFoundError('店铺不存在');
    return store;
  }

  /** The components of the enabled combos among `comboIds`, each with its quantity per set. */
  async components(companyId: string, comboIds: string[]): Promise<Map<string, LineNeeds>> {
    if (!comboIds.length) return new Map();
    const rows: { comboId: string; components: { skuId: string; qty: string }[] }[] = await this.ds.query(
      `select combo_id as "comboId", components from product_combos where company_id = $1 and combo_id = any($2) and enabled and not removed`,
      [companyId, comboIds],
    );
    return new Map(rows.map((r) => [r.comboId, r.components.map((c) => ({ skuId: c.skuId, each: dec(c.qty) }))]));
  }

  /**
   * What the store's warehouse can still promise of each SKU: on hand less everything reserved (open outbound
   * documents and open orders), whatever the company counts in its 可用库存, so that orders never oversell.
   */
  async available(companyId: string, warehouseId: string, skuIds: string[]): Promise<Map<string, Dec>> {
    const rows: { skuId: string; qty: string }[] = await this.ds.query(
      `select k.sku_id as "skuId", (coalesce(st.qty, 0) - ${reservedQtySql('$1', 'k.sku_id', '$2')})::text as qty
       from unnest($3::text[]) as k(sku_id) left join stock st on st.company_id = $1 and st.warehouse_id = $2 and st.sku_id = k.sku_id`,
      [companyId, warehouseId, skuIds],
    );
    return new Map(rows.map((r) => [r.skuId, dec(r.qty)]));
  }
}

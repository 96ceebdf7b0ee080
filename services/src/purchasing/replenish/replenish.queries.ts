import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { shopDay, type ReplenishLine } from '../../contracts';
import { allowedWarehouses, Session } from '../../identity';
import { dec, toDb } from '../../shared/decimal';
import { ForbiddenError } from '../../shared/errors';
import { DEFAULT_LEAD_DAYS, Position, ReplenishOptions, suggestReplenishment } from './replenish';

type PositionRow = Omit<Position, 'caseUnit'> & { units: { unitName: string; ratio: string }[] };

/** The product's biggest unit above its main one (箱 = 12 瓶), if it has one. */
function caseUnitOf(units: PositionRow['units']): Position['caseUnit'] {
  const biggest = units.map((u) => ({ unitName: u.unitName, ratio: Number(u.ratio) })).sort((a, b) => b.ratio - a.ratio)[0];
  return biggest && biggest.ratio > 1 ? biggest : undefined;
}

/**
 * 智能补货 reads what the replenish read model holds with the stock read model: per warehouse the caller may see,
 * what each SKU sold over the window and has in stock; per SKU its usual supplier and that supplier's lead time
 * (this SKU's orders, else the supplier's over all SKUs, else the default). Only SKUs some warehouse is short of
 * come back, with all their warehouses (the ones that may give).
 */
@Injectable()
export class ReplenishQueries {
  constructor(private readonly ds: DataSource) {}

  async positions(s: Session, o: ReplenishOptions): Promise<Position[]> {
    const allowed = allowedWarehouses(s);
    if (o.warehouseId && allowed && !allowed.includes(o.warehouseId)) throw new ForbiddenError('您没有该仓库的权限');
    const params: unknown[] = [s.companyId, shopDay(new Date(Date.now() - o.days * 86_400_000)), o.days, o.safetyDays, DEFAULT_LEAD_DAYS];
    const p = (v: unknown) => `$${params.push(v)}`;
    const inAllowed = (col: string) => (allowed ? ` and ${col} = any(${p(allowed)})` : '');
    const target = o.warehouseId ? ` and warehouse_id = ${p(o.warehouseId)}` : '';
    const rows: PositionRow[] = await this.ds.query(
      `with sold as (select warehouse_id, sku_id, sum(qty) as qty from replenish_sales where company_id = $1 and day > $2::date${inAllowed('warehouse_id')} group by warehouse_id, sku_id),
       supply as (select * from replenish_supply where company_id = $1),
       usual as (select distinct on (sku_id) sku_id, supplier_id, lead_days_sum, lead_count from supply order by sku_id, last_date desc, supplier_id),
       supplier_lead as (select supplier_id, sum(lead_days_sum)::float8 / nullif(sum(lead_count), 0) as lead from supply group by supplier_id),
       pos as (select st.warehouse_id, st.sku_id, st.qty::float8 as stock, coalesce(sd.qty, 0)::float8 as sold, u.supplier_id,
                      round(coalesce(u.lead_days_sum::float8 / nullif(u.lead_count, 0), sl.lead))::int as learned
               from stock st left join sold sd using (warehouse_id, sku_id) left join usual u on u.sku_id = st.sku_id left join supplier_lead sl on sl.supplier_id = u.supplier_id
               where st.company_id = $1${inAllowed('st.warehouse_id')}),
       short as (select distinct sku_id from pos where sold > 0 and stock < sold / $3 * (coalesce(learned, $5) + $4)${target})
       select pos.warehouse_id as "warehouseId", w.name as "warehouseName", pos.sku_id as "skuId", pr.product_name || coalesce(' ' || nullif(k.spec, ''), '') as "skuName",
              pr.unit_name as "unitName", pr.units, pos.stock, pos.sold, pos.supplier_id as "supplierId", sp.name as "supplierName",
              coalesce(pos.learned, $5) as "leadDays", pos.learned is not null as "leadLearned"
       from pos join short using (sku_id) join product_skus k on k.sku_id = pos.sku_id join products pr on pr.product_id = k.product_id
       join master_records w on w.record_id = pos.warehouse_id left join master_records sp on sp.record_id = pos.supplier_id
       where not k.removed and pr.enabled and not pr.removed and not w.removed
       order by pos.sku_id, pos.warehouse_id`,
      params,
    );
    return rows.map(({ units, supplierId, supplierName, ...r }) => ({
      ...r,
      ...(supplierId && { supplierId, supplierName }),
      caseUnit: caseUnitOf(units),
    }));
  }

  /** The suggestions, the most urgent `limit` of them when there are more (the rest by the same rules next time). */
  async suggest(s: Session, o: ReplenishOptions, limit: number): Promise<{ data: ReplenishLine[]; totalCount: number }> {
    const lines = suggestReplenishment(await this.positions(s, o), o);
    if (lines.length <= limit) return { data: lines, totalCount: lines.length };
    const urgent = new Set([...lines].sort((a, b) => (a.daysLeft ?? Infinity) - (b.daysLeft ?? Infinity)).slice(0, limit));
    return { data: lines.filter((l) => urgent.has(l)), totalCount: lines.length };
  }

  /** Each SKU's purchase price in any of its units (its main unit when none is named), as text. */
  async purchasePrices(companyId: string, skuIds: string[]): Promise<Map<string, (unitName?: string) => string>> {
    if (!skuIds.length) return new Map();
    const rows: { sku_id: string; price: string; units: { unitName: string; ratio: string }[] }[] = await this.ds.query(
      `select k.sku_id, k.purchase_price::text as price, p.units from product_skus k join products p on p.product_id = k.product_id where k.company_id = $1 and k.sku_id = any($2)`,
      [companyId, [...new Set(skuIds)]],
    );
    return new Map(
      rows.map((r) => [
        r.sku_id,
        (unitName?: string) => toDb(dec(r.price).times(r.units.find((u) => u.unitName === unitName)?.ratio ?? 1)),
      ]),
    );
  }
}

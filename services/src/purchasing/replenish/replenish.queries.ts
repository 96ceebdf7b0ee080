import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { shopDay, type ReplenishLine, type ReplenishSettings } from '../../contracts';
import { allowedWarehouses, Session } from '../../identity';
import { dec, toDb } from '../../shared/decimal';
import { ForbiddenError, NotFoundError } from '../../shared/errors';
import { BUY } from '../purchasing.kind';
import { PACE_BLOCK_DAYS, paceBlockOf } from './replenish.projection';
import { DEFAULT_LEAD_DAYS, explainReplenishment, Names, Plan, planReplenishment, Position, ReplenishOptions } from './replenish';

type Units = { unitName: string; ratio: string }[];

/** A SKU's usual supplier and lead times as replenish_supply and replenish_rules have them (null: none). */
interface Supply {
  skuId: string;
  supplierId: string | null;
  learnedDays: number | null;
  skuDays: number | null;
  supplierDays: number | null;
  minOrderQty: number | null;
}

/** The lead time that counts: set on the SKU, else on its supplier, else learned, else the default. */
function leadTime(s?: Supply): Pick<Position, 'leadDays' | 'leadFrom'> {
  if (s?.skuDays != null) return { leadDays: s.skuDays, leadFrom: 'sku' };
  if (s?.supplierDays != null) return { leadDays: s.supplierDays, leadFrom: 'supplier' };
  if (s?.learnedDays != null) return { leadDays: s.learnedDays, leadFrom: 'learned' };
  return { leadDays: DEFAULT_LEAD_DAYS, leadFrom: 'default' };
}

/** The product's biggest unit above its main one (箱 = 12 瓶), if it has one. */
function caseUnitOf(units: Units) {
  const biggest = units.map((u) => ({ unitName: u.unitName, ratio: Number(u.ratio) })).sort((a, b) => b.ratio - a.ratio)[0];
  return biggest && biggest.ratio > 1 ? biggest : undefined;
}

/**
 * 智能补货 reads what the replenish read model holds with the stock read model: per warehouse the caller may see,
 * what each SKU sold over the window and has in stock; per SKU its usual supplier and lead time (set on the SKU, else
 * set on the supplier, else learned from this SKU's orders, else from the supplier's over all SKUs, else the default),
 * its minimum order and per warehouse its safety stock (the replenish_rules read model). Only SKUs some warehouse is
 * short of come back, with all their warehouses (the ones that may give); names are read for the lines answered only.
 */
@Injectable()
export class ReplenishQueries {
  constructor(private readonly ds: DataSource) {}

  async positions(s: Session, o: ReplenishOptions): Promise<Position[]> {
    const allowed = allowedWarehouses(s);
    if (o.warehouseId && allowed && !allowed.includes(o.warehouseId)) throw new ForbiddenError('您没有该仓库的权限');
    const since = shopDay(new Date(Date.now() - o.days * 86_400_000));
    const params: unknown[] = [s.companyId, since, o.days, o.safetyDays, DEFAULT_LEAD_DAYS];
    const p = (v: unknown) => `$${params.push(v)}`;
    const inAllowed = (col: string) => (allowed ? ` and ${col} = any(${p(allowed)})` : '');
    const target = o.warehouseId ? ` and warehouse_id = ${p(o.warehouseId)}` : '';
    // What each warehouse holds and at most sold of each SKU in the window: a window no longer than a block lies in
    // the block of its first day and the next (replenish_pace alone); a longer one has its days summed.
    const first = o.days <= PACE_BLOCK_DAYS && p(paceBlockOf(shopDay(new Date(Date.now() - (o.days - 1) * 86_400_000))));
    const bound = first
      ? `select warehouse_id, sku_id, stock, (case when block < ${first} then 0 when block = ${first} then in_block
           when block = ${first} + 1 then in_block + before end)::float8 as qty from replenish_pace where company_id = $1`
      : `select sd.warehouse_id, sd.sku_id, st.qty as stock, sd.qty from stock st join (select warehouse_id, sku_id, sum(qty)::float8 as qty
           from replenish_sales where company_id = $1 and day > $2::date group by warehouse_id, sku_id) sd
           on st.company_id = $1 and st.warehouse_id = sd.warehouse_id and st.sku_id = sd.sku_id`;
    // SKUs some warehouse may be short of by that bound and the longest lead time of any SKU, learned or set, or that
    // have a safety stock there; then every warehouse of them with its sales summed exactly, and every safety stock set
    // where the SKU never moved (nothing held, nothing sold); each SKU's own lead time and safety stock decide in
    // planReplenishment.
    const rows: { warehouseId: string; skuId: string; stock: number; sold: number; safetyStock: number }[] = await this.ds.query(
      `with longest as (select greatest($5, (select max(ceil(lead_days_sum::float8 / lead_count)) from replenish_supply where company_id = $1 and lead_count > 0),
                                        (select max(lead_days) from replenish_sku_rules where company_id = $1),
                                        (select max(lead_days) from replenish_supplier_rules where company_id = $1)) as days),
       short as (select sku_id from (${bound}) b
                 where (qty is null or qty > 0 and stock::float8 < qty / $3 * ((select days from longest) + $4))${inAllowed('warehouse_id')}${target}
                 union select sku_id from replenish_safety_stock where company_id = $1${inAllowed('warehouse_id')}${target})
       select st.warehouse_id as "warehouseId", st.sku_id as "skuId", st.qty::float8 as stock,
         coalesce((select sum(sd.qty) from replenish_sales sd where sd.company_id = $1 and sd.warehouse_id = st.warehouse_id and sd.sku_id = st.sku_id and sd.day > $2::date), 0)::float8 as sold,
         coalesce(ss.qty, 0)::float8 as "safetyStock"
       from short join stock st on st.company_id = $1 and st.sku_id = short.sku_id
       left join replenish_safety_stock ss on ss.company_id = $1 and ss.warehouse_id = st.warehouse_id and ss.sku_id = st.sku_id
       where true${inAllowed('st.warehouse_id')}
       union all
       select ss.warehouse_id, ss.sku_id, 0, 0, ss.qty::float8 from replenish_safety_stock ss
       where ss.company_id = $1${inAllowed('ss.warehouse_id')}
         and not exists (select from stock st where st.company_id = $1 and st.warehouse_id = ss.warehouse_id and st.sku_id = ss.sku_id)`,
      params,
    );
    const skuIds = [...new Set(rows.map((r) => r.skuId))];
    const [supply, onWay] = await Promise.all([this.supply(s.companyId, skuIds), this.onWay(s.companyId, skuIds)]);
    return rows.map((r) => {
      const usual = supply.get(r.skuId);
      const way = onWay.get(`${r.warehouseId}|${r.skuId}`);
      return {
        ...r,
        onWay: way?.onWay ?? 0,
        leaving: way?.leaving ?? 0,
        ...(usual?.supplierId && { supplierId: usual.supplierId }),
        ...leadTime(usual),
        minOrderQty: usual?.minOrderQty ?? 0,
      };
    });
  }

  /**
   * Per warehouse and SKU, what open 采购订单, unaudited 调拨单 and audited 采购单 the warehouse has yet to confirm
   * in (the documents read model's, separatorWarehouse) bring in, and what those 调拨单 take out.
   */
  private async onWay(companyId: string, skuIds: string[]): Promise<Map<string, { onWay: number; leaving: number }>> {
    if (!skuIds.length) return new Map();
    const rows: { warehouseId: string; skuId: string; onWay: number; leaving: number }[] = await this.ds.query(
      `with open as (select * from replenish_on_way where company_id = $1 and sku_id = any($2) and received < ordered),
       unconfirmed as (select l.warehouse_id, l.sku_id, l.base_qty - coalesce((l.data->>'confirmedQty')::numeric, 0) * l.base_qty / nullif(l.qty, 0) as qty
                       from documents d join document_lines l on l.doc_id = d.doc_id
                       where d.company_id = $1 and d.doc_type = $3 and d.stock_state in ('waiting', 'partial') and d.status = 'audited' and l.sku_id = any($2)),
       way as (select warehouse_id, sku_id, ordered - received as on_way, 0 as leaving from open
               union all select from_warehouse_id, sku_id, 0, ordered from open where from_warehouse_id is not null
               union all select warehouse_id, sku_id, qty, 0 from unconfirmed)
       select warehouse_id as "warehouseId", sku_id as "skuId", sum(on_way)::float8 as "onWay", sum(leaving)::float8 as leaving
       from way group by warehouse_id, sku_id`,
      [companyId, skuIds, BUY.kind],
    );
    return new Map(rows.map((r) => [`${r.warehouseId}|${r.skuId}`, r]));
  }

  /**
   * Each SKU's usual supplier (the last it was bought from), its lead time learned (of this SKU's orders, else of the
   * supplier's) and set (on the SKU, on the supplier), and its minimum order; only SKUs with any of them.
   */
  private async supply(companyId: string, skuIds: string[]): Promise<Map<string, Supply>> {
    if (!skuIds.length) return new Map();
    const rows: Supply[] = await this.ds.query(
      `with usual as (select distinct on (sku_id) sku_id, supplier_id, lead_days_sum, lead_count from replenish_supply where company_id = $1 and sku_id = any($2) order by sku_id, last_date desc, supplier_id),
       supplier_lead as (select supplier_id, sum(lead_days_sum)::float8 / nullif(sum(lead_count), 0) as lead from replenish_supply where company_id = $1 and supplier_id in (select supplier_id from usual) group by supplier_id),
       rules as (select sku_id, lead_days, min_order_qty from replenish_sku_rules where company_id = $1 and sku_id = any($2))
       select sku_id as "skuId", u.supplier_id as "supplierId", round(coalesce(u.lead_days_sum::float8 / nullif(u.lead_count, 0), sl.lead))::int as "learnedDays",
         r.lead_days as "skuDays", sr.lead_days as "supplierDays", r.min_order_qty::float8 as "minOrderQty"
       from usual u full join rules r using (sku_id) left join supplier_lead sl on sl.supplier_id = u.supplier_id
       left join replenish_supplier_rules sr on sr.company_id = $1 and sr.supplier_id = u.supplier_id`,
      [companyId, skuIds],
    );
    return new Map(rows.map((r) => [r.skuId, r]));
  }

  /** Product names and units, warehouse and supplier names, of the SKUs and records these plans name. */
  async names(companyId: string, plans: readonly Plan[]): Promise<Names> {
    const skuIds = [...new Set(plans.map((l) => l.at.skuId))];
    const records = [...new Set(plans.flatMap((l) => [l.at.warehouseId, l.from?.warehouseId ?? '', l.at.supplierId ?? '']))];
    const [skus, named]: [{ sku_id: string; name: string; unit_name: string; units: Units }[], { record_id: string; name: string }[]] =
      await Promise.all([
        this.ds.query(
          `select k.sku_id, p.product_name || coalesce(' ' || nullif(k.spec, ''), '') as name, p.unit_name, p.units
           from product_skus k join products p on p.product_id = k.product_id where k.company_id = $1 and k.sku_id = any($2) and not k.removed and not p.removed`,
          [companyId, skuIds],
        ),
        this.ds.query(`select record_id, name from master_records where company_id = $1 and record_id = any($2)`, [companyId, records]),
      ]);
    const sku = new Map(skus.map((k) => [k.sku_id, { skuName: k.name, unitName: k.unit_name, caseUnit: caseUnitOf(k.units) }]));
    const name = new Map(named.map((r) => [r.record_id, r.name]));
    return { sku: (id) => sku.get(id), warehouse: (id) => name.get(id) ?? '', supplier: (id) => name.get(id) ?? '' };
  }

  /** What is set for a SKU in a warehouse the caller may see, beside what was learned (the history is the caller's to add). */
  async settings(s: Session, skuId: string, warehouseId: string): Promise<Omit<ReplenishSettings, 'history'>> {
    const allowed = allowedWarehouses(s);
    if (allowed && !allowed.includes(warehouseId)) throw new ForbiddenError('您没有该仓库的权限');
    const [[sku], [safety], supply] = await Promise.all([
      this.ds.query(
        `select k.sku_id, p.product_name || coalesce(' ' || nullif(k.spec, ''), '') as name, p.unit_name, p.units, w.name as warehouse_name
         from product_skus k join products p on p.product_id = k.product_id
         join master_records w on w.company_id = $1 and w.record_id = $3 and w.kind = 'Warehouse' and not w.removed
         where k.company_id = $1 and k.sku_id = $2 and not k.removed and not p.removed`,
        [s.companyId, skuId, warehouseId],
      ) as Promise<{ name: string; unit_name: string; units: Units; warehouse_name: string }[]>,
      this.ds.query(`select qty::float8 as qty from replenish_safety_stock where company_id = $1 and warehouse_id = $2 and sku_id = $3`, [
        s.companyId,
        warehouseId,
        skuId,
      ]) as Promise<{ qty: number }[]>,
      this.supply(s.companyId, [skuId]),
    ]);
    if (!sku) throw new NotFoundError('商品或仓库不存在');
    const usual = supply.get(skuId);
    const supplierId = usual?.supplierId ?? undefined;
    const [supplier]: { name: string }[] = supplierId
      ? await this.ds.query(`select name from master_records where company_id = $1 and record_id = $2`, [s.companyId, supplierId])
      : [];
    const caseUnit = caseUnitOf(sku.units);
    return {
      skuId,
      warehouseId,
      skuName: sku.name,
      warehouseName: sku.warehouse_name,
      unitName: sku.unit_name,
      ...(caseUnit && { caseUnitName: caseUnit.unitName, caseRatio: caseUnit.ratio }),
      ...(supplierId && { supplierId, supplierName: supplier?.name ?? '' }),
      learnedLeadDays: usual?.learnedDays ?? null,
      leadDays: usual?.skuDays ?? null,
      supplierLeadDays: usual?.supplierDays ?? null,
      safetyStock: safety?.qty ?? null,
      minOrderQty: usual?.minOrderQty ?? null,
    };
  }

  /** The suggestions, most urgent first within their group; the `limit` most urgent when there are more. */
  async suggest(s: Session, o: ReplenishOptions, limit: number): Promise<{ data: ReplenishLine[]; totalCount: number }> {
    const plans = planReplenishment(await this.positions(s, o), o);
    const kept = [...plans].sort((a, b) => a.daysLeft - b.daysLeft).slice(0, limit);
    return { data: explainReplenishment(kept, await this.names(s.companyId, kept), o), totalCount: plans.length };
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

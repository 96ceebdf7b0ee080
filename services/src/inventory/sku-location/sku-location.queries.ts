import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { SkuLocationRow } from '../../contracts';
import { skuSearch } from '../../catalog';
import { DocumentContext } from '../../document-engine';
import { Session } from '../../identity';
import { NotFoundError } from '../../shared/errors';
import { Page, PageQuery, toPage } from '../../shared/page-query';

export interface SkuLocationFilter {
  warehouseId: string;
  locationId?: string;
  /** true: only SKUs with a location in the warehouse; false: only those without. */
  assigned?: boolean;
  keyword?: string;
}

export const SKU_LOCATION_SORTABLE = {
  productName: 'p.product_name',
  productCode: 'p.product_code',
  locationCode: 'loc.code',
  qty: 'st.qty',
};

const COLUMNS = `k.sku_id as "skuId", p.product_id as "productId", p.product_name as "productName", p.product_code as "productCode", k.spec,
  k.bar_code as "barCode", p.unit_name as "unitName", w.record_id as "warehouseId", w.name as "warehouseName", loc.record_id as "locationId",
  loc.name as "locationName", loc.code as "locationCode", coalesce(st.qty, 0)::float8 as qty`;

/** Every live SKU with its location in one warehouse (none when the location was removed) and its stock there. */
const FROM = `from product_skus k join products p on p.product_id = k.product_id and p.company_id = $1
  join master_records w on w.record_id = $2 and w.company_id = $1
  left join sku_locations sl on sl.company_id = $1 and sl.warehouse_id = $2 and sl.sku_id = k.sku_id
  left join master_records loc on loc.record_id = sl.location_id and not loc.removed
  left join stock st on st.company_id = $1 and st.warehouse_id = $2 and st.sku_id = k.sku_id
  where k.company_id = $1 and not k.removed and p.enabled`;

@Injectable()
export class SkuLocationQueries {
  constructor(
    private readonly ds: DataSource,
    private readonly ctx: DocumentContext,
  ) {}

  async page(s: Session, q: PageQuery, f: SkuLocationFilter): Promise<Page<SkuLocationRow>> {
    await this.ctx.checkWarehouses(s, [f.warehouseId]);
    const params: unknown[] = [s.companyId, f.warehouseId];
    const p = (v: unknown) => `$${params.push(v)}`;
    const where = [FROM];
    if (f.locationId) where.push(`loc.record_id = ${p(f.locationId)}`);
    if (f.assigned !== undefined) where.push(`loc.record_id is ${f.assigned ? 'not ' : ''}null`);
    if (f.keyword) where.push(skuSearch('k', f.keyword, p));
    const rows: (SkuLocationRow & { total: number })[] = await this.ds.query(
      `select ${COLUMNS}, count(*) over ()::int as total ${where.join(' and ')}
       order by ${q.sortColumn ? `${q.sortColumn} ${q.sortDirection} nulls last` : 'p.product_name, k.sort'}, k.sku_id offset ${q.offset} limit ${q.pageSize}`,
      params,
    );
    return toPage(
      q,
      rows[0]?.total ?? 0,
      rows.map(({ total: _, ...r }) => r),
    );
  }

  async detail(s: Session, warehouseId: string, skuId: string): Promise<SkuLocationRow> {
    await this.ctx.checkWarehouses(s, [warehouseId]);
    const [row]: SkuLocationRow[] = await this.ds.query(`select ${COLUMNS} ${FROM} and k.sku_id = $3`, [s.companyId, warehouseId, skuId]);
    if (!row) throw new NotFoundError('商品不存在');
    return row;
  }
}

import { Injectable } from '@nestjs/common';
import { EventStore } from '@jxc/infra';
import { DataSource } from 'typeorm';
import type { ProductView, SkuView } from '../../contracts';
import { maskPrices, PriceFields, Session } from '../../identity';
import { NotFoundError } from '../../shared/errors';
import { countRows, PageQuery, toPage } from '../../shared/page-query';
import { codeHolder } from '../master-data/code-reservation';
import { skuSearch } from './sku-search';

export type SkuRow = SkuView;

export const SKU_PRICE_FIELDS: PriceFields<SkuRow & { gradePrice?: number | null; defaultSalePrice?: number | null }> = {
  salePrice: 'salePrice',
  wholesalePrice: 'wholesalePrice',
  purchasePrice: 'purchasePrice',
  lowestPrice: 'lowestPrice',
  gradePrice: 'salePrice',
  defaultSalePrice: 'salePrice',
};

const COLUMNS = `s.sku_id as "skuId", s.product_id as "productId", p.product_name as "productName", p.product_code as "productCode",
  s.spec, s.bar_code as "barCode", p.unit_name as "unitName", p.units, p.class_id as "classId", c.name as "className",
  s.sale_price::float8 as "salePrice", s.purchase_price::float8 as "purchasePrice", s.wholesale_price::float8 as "wholesalePrice",
  s.lowest_price::float8 as "lowestPrice", s.low_stock::float8 as "lowStock", s.high_stock::float8 as "highStock",
  case when p.enabled then 1 else 0 end as enabled, p.serial_flag as "serialFlag", p.life_flag as "lifeFlag", p.shelf_life_days as "shelfLifeDays"`;
const JOINS = `join products p on p.product_id = s.product_id left join class_nodes c on c.node_id = p.class_id`;
const SELECT = `select ${COLUMNS} from product_skus s ${JOINS}`;

export const PRODUCT_SORTABLE = {
  productName: 'p.product_name',
  productCode: 'p.product_code',
  salePrice: 's.sale_price',
  createTime: 's.created_at',
};

@Injectable()
export class ProductQueries {
  constructor(
    private readonly ds: DataSource,
    private readonly store: EventStore,
  ) {}

  /** SKU rows matching a keyword in name, code, spec or barcode (trigram index), newest first by default. */
  async page(session: Session, q: PageQuery, f: { keyword?: string; classId?: string; enabled?: boolean; customId?: string }) {
    const where = ['s.company_id = $1', 'not s.removed'];
    const params: unknown[] = [session.companyId];
    if (f.keyword) where.push(skuSearch('s', f.keyword, (v) => `$${params.push(v)}`));
    if (f.classId) where.push(`p.class_id = $${params.push(f.classId)}`);
    if (f.enabled !== undefined) where.push(`p.enabled = $${params.push(f.enabled)}`);
    const order = `${q.sortColumn ? `${q.sortColumn} ${q.sortDirection}` : 's.created_at desc'}, s.product_id, s.sort`;
    // The page is chosen among the SKUs alone (products joined only when filtered or sorted by them), then dressed:
    // a keyword matching thousands then costs no product look-up per match, and is counted in the same pass.
    const from = `from product_skus s ${f.classId || f.enabled !== undefined || order.includes('p.') ? 'join products p on p.product_id = s.product_id' : ''} where ${where.join(' and ')}`;
    const page = `select s.sku_id, ${f.keyword ? 'count(*) over ()::int' : 'null::int'} as total ${from} order by ${order} offset ${q.offset} limit ${q.pageSize}`;
    const [found, counted] = await Promise.all([
      this.ds.query(
        `with page as materialized (${page}) select ${COLUMNS}, pg.total from page pg join product_skus s on s.sku_id = pg.sku_id ${JOINS} order by ${order}`,
        params,
      ) as Promise<(SkuRow & { total: number | null })[]>,
      f.keyword ? null : countRows(this.ds, `select 1 ${from}`, params),
    ]);
    // Past the last page of a keyword's matches no row tells the count.
    const total = counted ?? found[0]?.total ?? (q.offset ? await countRows(this.ds, `select 1 ${from}`, params) : 0);
    const rows = found.map(({ total: _, ...r }) => r);
    const priced = f.customId ? await this.withGradePrices(session, rows as SkuRow[], f.customId) : (rows as SkuRow[]);
    return toPage(
      q,
      total,
      priced.map((r) => maskPrices(session, r, SKU_PRICE_FIELDS)),
    );
  }

  /**
   * For document lines: an exact barcode or code first, then keyword matches of enabled products. With a customer,
   * each row also carries that customer's grade price and the price a sale line should start from.
   */
  async smartMatch(session: Session, keyword: string, customId?: string, limit = 10) {
    const exact: SkuRow[] = await this.ds.query(
      `${SELECT} where s.company_id = $1 and not s.removed and p.enabled and (lower(s.bar_code) = lower($2) or lower(p.product_code) = lower($2)) limit $3`,
      [session.companyId, keyword, limit],
    );
    const params: unknown[] = [session.companyId, limit];
    const matching = () =>
      this.ds.query(
        `${SELECT} where s.company_id = $1 and not s.removed and p.enabled and ${skuSearch('s', keyword, (v) => `$${params.push(v)}`)} order by p.product_name, s.spec limit $2`,
        params,
      );
    const rows = exact.length ? exact : await matching();
    return { data: (await this.withGradePrices(session, rows, customId)).map((r) => maskPrices(session, r, SKU_PRICE_FIELDS)) };
  }

  /** Adds gradePrice (the customer's grade price, if any) and defaultSalePrice (that, or the sale price). */
  async withGradePrices<T extends SkuRow>(
    session: Session,
    rows: T[],
    customId?: string,
  ): Promise<(T & { gradePrice: number | null; defaultSalePrice: number | null })[]> {
    const prices = new Map<string, number>();
    if (customId && rows.length) {
      const found = await this.ds.query(
        `select g.sku_id, g.price::float8 as price from sku_grade_prices g
         join master_records c on c.record_id = $2 and c.company_id = $1 and c.kind = 'Custom' and g.grade_id = c.data->>'gradeId'
         where g.company_id = $1 and g.sku_id = any($3)`,
        [session.companyId, customId, rows.map((r) => r.skuId)],
      );
      for (const f of found) prices.set(f.sku_id, f.price);
    }
    return rows.map((r) => ({ ...r, gradePrice: prices.get(r.skuId) ?? null, defaultSalePrice: prices.get(r.skuId) ?? r.salePrice }));
  }

  async sku(session: Session, skuId: string) {
    const [row] = await this.ds.query(`${SELECT} where s.company_id = $1 and s.sku_id = $2 and not s.removed`, [session.companyId, skuId]);
    if (!row) throw new NotFoundError('规格不存在');
    return maskPrices(session, row as SkuRow, SKU_PRICE_FIELDS);
  }

  async spu(session: Session, productId: string): Promise<ProductView> {
    const skus: SkuRow[] = await this.ds.query(
      `${SELECT} where s.company_id = $1 and s.product_id = $2 and not s.removed order by s.sort`,
      [session.companyId, productId],
    );
    const [p] = await this.ds.query(
      `select product_id as "productId", product_name as "productName", product_code as "productCode", class_id as "classId",
              (select name from class_nodes c where c.node_id = products.class_id) as "className", unit_name as "unitName",
              units, serial_flag as "serialFlag", life_flag as "lifeFlag", shelf_life_days as "shelfLifeDays", remark,
              case when enabled then 1 else 0 end as enabled, created_at as "createTime", updated_at as "updateTime"
       from products where company_id = $1 and product_id = $2 and not removed`,
      [session.companyId, productId],
    );
    if (!p) throw new NotFoundError('商品不存在');
    const view = (k: SkuRow) => maskPrices(session, k, SKU_PRICE_FIELDS);
    return {
      ...p,
      units: p.units.map((u: { unitName: string; ratio: string }) => ({ ...u, ratio: Number(u.ratio), isMain: u.ratio === '1' ? 1 : 0 })),
      skus: skus.map(view),
    };
  }

  /** Whether a barcode is taken by another SKU of the company. */
  async barcodeTaken(companyId: string, barCode: string, skuId?: string): Promise<boolean> {
    const holder = await codeHolder(this.store, 'Barcode', companyId, barCode);
    return holder !== undefined && holder !== skuId;
  }

  async productIdOfSku(companyId: string, skuId: string): Promise<string> {
    const [row] = await this.ds.query(`select product_id from product_skus where company_id = $1 and sku_id = $2 and not removed`, [
      companyId,
      skuId,
    ]);
    if (!row) throw new NotFoundError('规格不存在');
    return row.product_id;
  }
}

/** Which of these SKUs are the company's and not removed. */
export async function liveSkuIds(ds: DataSource, companyId: string, skuIds: string[]): Promise<string[]> {
  const rows: { sku_id: string }[] = await ds.query(
    `select sku_id from product_skus where company_id = $1 and sku_id = any($2) and not removed`,
    [companyId, skuIds],
  );
  return rows.map((r) => r.sku_id);
}

/** What these SKUs of the company are called: product name and code, spec and main unit (removed ones too). */
export async function skuNames(
  ds: DataSource,
  companyId: string,
  skuIds: string[],
): Promise<{ sku_id: string; product_name: string; spec: string; product_code: string; unit_name: string }[]> {
  if (!skuIds.length) return [];
  return ds.query(
    `select s.sku_id, s.product_name, s.spec, p.product_code, p.unit_name from product_skus s join products p on p.product_id = s.product_id where s.company_id = $1 and s.sku_id = any($2)`,
    [companyId, skuIds],
  );
}

import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { skuSearch } from '../../catalog';
import type { StoreClassRow, StoreProductDetail, StoreProductRow } from '../../contracts';
import { maskPrices, Session } from '../../identity';
import { reservedQtySql } from '../../inventory';
import { NotFoundError, ValidationError } from '../../shared/errors';
import { EventSourcing } from '../../shared/es/event-sourcing';
import { countRows, PageQuery, toPage } from '../../shared/page-query';
import { STORE_EVENT_TITLES } from '../store-titles';
import { ShopPictures } from '../pictures';

/** Pictures of a store product: its own attachments, or else its product's. */
export const PICTURE_OWNER = 'StoreProduct';

export interface StoreProductFilter {
  keyword?: string;
  classId?: string;
  online?: boolean;
  /** Those that publish one of these SKUs or combos. */
  items?: { skuIds: readonly string[]; comboIds: readonly string[] };
  storeProductIds?: readonly string[];
  /** Only those whose product (or combo) is still for sale. */
  sellable?: boolean;
}

export const STORE_PRODUCT_SORT = {
  storePrice: 'sp.store_price',
  productName: 'coalesce(p.product_name, cb.combo_name)',
  createdAt: 'sp.created_at',
};

/** What a store product sells is still for sale: a SKU not removed of a product enabled and not removed; a combo enabled and not removed. */
const SELLABLE = 'case when sp.combo_id is null then not k.removed and p.enabled and not p.removed else cb.enabled and not cb.removed end';

/** A combo shows as a product named as the combo, sold by the set (套), at the combo's price as its 零售价. */
const COLUMNS = `sp.store_product_id as "storeProductId", sp.sku_id as "skuId", sp.combo_id as "comboId", p.product_id as "productId",
  coalesce(p.product_name, cb.combo_name) as "productName", coalesce(p.product_code, cb.combo_code) as "productCode", coalesce(k.spec, '') as spec,
  coalesce(p.unit_name, '套') as "unitName", k.bar_code as "barCode", sp.store_price::float8 as "storePrice",
  sp.class_id as "classId", c.class_name as "className", sp.online, sp.description, sp.created_at as "createdAt",
  (${SELLABLE}) as sellable`;

@Injectable()
export class StoreCatalogQueries {
  constructor(
    private readonly ds: DataSource,
    private readonly pictures: ShopPictures,
    private readonly es: EventSourcing,
  ) {}

  async checkSku(companyId: string, skuId: string) {
    const found = await this.ds.query(
      `select 1 from product_skus k join products p on p.product_id = k.product_id where k.company_id = $1 and k.sku_id = $2 and not k.removed and not p.removed and p.enabled`,
      [companyId, skuId],
    );
    if (!found.length) throw new ValidationError('商品不存在或已停用', 'skuId');
    const [published] = await this.ds.query(`select 1 from store_products where company_id = $1 and sku_id = $2 and not removed`, [
      companyId,
      skuId,
    ]);
    if (published) throw new ValidationError('该商品已发布到商城，不能重复发布', 'skuId');
  }

  async checkClass(companyId: string, classId: string) {
    const found = await this.ds.query(`select 1 from store_classes where company_id = $1 and class_id = $2 and not removed`, [
      companyId,
      classId,
    ]);
    if (!found.length) throw new ValidationError('商城分类不存在或已删除', 'classId');
  }

  async checkCombo(companyId: string, comboId: string) {
    const found = await this.ds.query(`select 1 from product_combos where company_id = $1 and combo_id = $2 and enabled and not removed`, [
      companyId,
      comboId,
    ]);
    if (!found.length) throw new ValidationError('商品套餐不存在或已停用', 'comboId');
    const [published] = await this.ds.query(`select 1 from store_products where company_id = $1 and combo_id = $2 and not removed`, [
      companyId,
      comboId,
    ]);
    if (published) throw new ValidationError('该套餐已发布到商城，不能重复发布', 'comboId');
  }

  /** Of these store products, those on sale (with their SKU and product name); of these categories, those still there. */
  async live(companyId: string, storeProductIds: string[], classIds: string[]) {
    const products: { id: string; sku_id: string; product_name: string }[] = await this.ds.query(
      `select p.store_product_id as id, p.sku_id, s.product_name from store_products p join product_skus s on s.sku_id = p.sku_id
       where p.company_id = $1 and p.store_product_id = any($2) and p.online and not p.removed`,
      [companyId, storeProductIds],
    );
    const classes: { id: string }[] = await this.ds.query(
      `select class_id as id from store_classes where company_id = $1 and class_id = any($2) and not removed`,
      [companyId, classIds],
    );
    return {
      products: new Map(products.map((p) => [p.id, { skuId: p.sku_id, productName: p.product_name }])),
      classes: new Set(classes.map((c) => c.id)),
    };
  }

  async productCount(companyId: string, classId: string): Promise<number> {
    const [{ n }] = await this.ds.query(
      `select count(*)::int as n from store_products where company_id = $1 and class_id = $2 and not removed`,
      [companyId, classId],
    );
    return n;
  }

  /** The categories in their order, each with how many products it holds (and how many are on sale). */
  async classes(companyId: string, keyword?: string): Promise<{ data: StoreClassRow[] }> {
    const data: StoreClassRow[] = await this.ds.query(
      `select c.class_id as "classId", c.class_name as "className", c.sort,
              count(sp.*)::int as "productCount", count(sp.*) filter (where sp.online)::int as "onlineCount"
       from store_classes c left join store_products sp on sp.class_id = c.class_id and not sp.removed
       where c.company_id = $1 and not c.removed and ($2::text is null or c.class_name ilike '%' || $2 || '%')
       group by c.class_id order by c.sort, c.class_name`,
      [companyId, keyword ?? null],
    );
    return { data };
  }

  /**
   * Store products of a company with the stock of the store's warehouse: 可用 is on hand less what is reserved
   * (inventory's reservedQtySql, the one place that says so), whether or not the company's 库存查询 counts reservations
   * in its 可用库存, so that the storefront never offers what is promised already.
   */
  private async rows(companyId: string, f: StoreProductFilter, page?: PageQuery) {
    const params: unknown[] = [companyId];
    const p = (v: unknown) => `$${params.push(v)}`;
    const where = ['sp.company_id = $1', 'not sp.removed'];
    if (f.keyword)
      where.push(
        `(${skuSearch('k', f.keyword, p)} or cb.combo_name ilike ${p(`%${f.keyword}%`)} or cb.combo_code ilike $${params.length})`,
      );
    if (f.classId) where.push(`sp.class_id = ${p(f.classId)}`);
    if (f.online !== undefined) where.push(`sp.online = ${p(f.online)}`);
    if (f.sellable) where.push(SELLABLE);
    if (f.items) where.push(`(sp.sku_id = any(${p(f.items.skuIds)}) or sp.combo_id = any(${p(f.items.comboIds)}))`);
    if (f.storeProductIds) where.push(`sp.store_product_id = any(${p(f.storeProductIds)})`);
    const from = `from store_products sp left join product_skus k on k.sku_id = sp.sku_id left join products p on p.product_id = k.product_id
      left join product_combos cb on cb.combo_id = sp.combo_id left join store_classes c on c.class_id = sp.class_id and not c.removed where ${where.join(' and ')}`;
    const count = { sql: `select 1 ${from}`, params: [...params] };
    const available = (sku: string, stock: string) =>
      `(coalesce(${stock}.qty, 0) - case when s.warehouse_id is null then 0 else ${reservedQtySql('sp.company_id', sku, 's.warehouse_id')} end)`;
    const order = page?.sortColumn
      ? `${page.sortColumn} ${page.sortDirection}, sp.store_product_id`
      : 'c.sort nulls last, coalesce(p.product_name, cb.combo_name), k.sort, sp.store_product_id';
    // A combo: as many sets as its scarcest component allows.
    const rows: (Omit<StoreProductRow, 'pictures'> & { n: number })[] = await this.ds.query(
      `with page as materialized (select ${COLUMNS}, coalesce(k.sale_price, cb.combo_price)::float8 as "salePrice" ${from} order by ${order} ${page ? `offset ${page.offset} limit ${page.pageSize}` : ''})
       select pg.*, (case when sp.combo_id is null then ${available('sp.sku_id', 'st')} else (
         select coalesce(min(floor(${available("x.e->>'skuId'", 'cs')} / (x.e->>'qty')::numeric)), 0)
         from product_combos cb, jsonb_array_elements(cb.components) as x(e)
         left join stock cs on cs.company_id = sp.company_id and cs.warehouse_id = s.warehouse_id and cs.sku_id = x.e->>'skuId'
         where cb.combo_id = sp.combo_id) end)::float8 as "availableQty"
       from (select page.*, row_number() over () as n from page) pg join store_products sp on sp.store_product_id = pg."storeProductId"
       left join stores s on s.company_id = sp.company_id
       left join stock st on st.company_id = sp.company_id and st.warehouse_id = s.warehouse_id and st.sku_id = sp.sku_id
       order by pg.n`,
      params,
    );
    const own = await this.pictures.of(
      companyId,
      PICTURE_OWNER,
      rows.map((r) => r.storeProductId),
    );
    const products = await this.pictures.of(
      companyId,
      'Product',
      rows.flatMap((r) => (r.productId ? [r.productId] : [])),
    );
    const data: StoreProductRow[] = rows.map(({ n: _, ...r }) => ({
      ...r,
      pictures: own.get(r.storeProductId) ?? products.get(r.productId ?? '') ?? [],
    }));
    return { data, count };
  }

  async page(s: Session, q: PageQuery, f: StoreProductFilter) {
    const { data, count } = await this.rows(s.companyId, f, q);
    const total = await countRows(this.ds, count.sql, count.params);
    return toPage(
      q,
      total,
      data.map((r) => maskPrices(s, r, { salePrice: 'salePrice' })),
    );
  }

  async detail(s: Session, storeProductId: string): Promise<StoreProductDetail> {
    const [row] = (await this.rows(s.companyId, { storeProductIds: [storeProductId] })).data;
    if (!row) throw new NotFoundError('商城商品不存在或已删除');
    const history = await this.es.history(`StoreProduct-${storeProductId}`, s.companyId, STORE_EVENT_TITLES);
    return { ...maskPrices(s, row, { salePrice: 'salePrice' }), history };
  }

  /** For the storefront: a company's products on sale, without the back office's fields (its own price fields). */
  async onSale(companyId: string, f: Omit<StoreProductFilter, 'online' | 'storeProductIds' | 'sellable'>, page: PageQuery) {
    const { data, count } = await this.rows(companyId, { ...f, online: true, sellable: true }, page);
    return { totalCount: await countRows(this.ds, count.sql, count.params), data };
  }
}

/** Whether the store product is the company's and not removed. */
export async function storeProductLive(ds: DataSource, companyId: string, storeProductId: string): Promise<boolean> {
  return (
    (
      await ds.query(`select 1 from store_products where company_id = $1 and store_product_id = $2 and not removed`, [
        companyId,
        storeProductId,
      ])
    ).length > 0
  );
}

/** Whether the company's store product is removed; null when the company never had it. */
export async function storeProductRemoved(ds: DataSource, companyId: string, storeProductId: string): Promise<boolean | null> {
  const [found] = await ds.query(`select removed from store_products where company_id = $1 and store_product_id = $2`, [
    companyId,
    storeProductId,
  ]);
  return found ? found.removed : null;
}

/** Whether the company's store category is removed; null when the company never had it. */
export async function storeClassRemoved(ds: DataSource, companyId: string, classId: string): Promise<boolean | null> {
  const [found] = await ds.query(`select removed from store_classes where company_id = $1 and class_id = $2`, [companyId, classId]);
  return found ? found.removed : null;
}

/** What the storefront calls each of these store products: the product's name and its SKU's spec. */
export async function storeProductNames(ds: DataSource, companyId: string, ids: unknown[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((x): x is string => typeof x === 'string'))];
  if (!wanted.length) return new Map();
  const rows: { id: string; name: string }[] = await ds.query(
    `select p.store_product_id as id, trim(s.product_name || ' ' || s.spec) as name from store_products p join product_skus s on s.sku_id = p.sku_id
     where p.company_id = $1 and p.store_product_id = any($2)`,
    [companyId, wanted],
  );
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** The names of these store categories. */
export async function storeClassNames(ds: DataSource, companyId: string, ids: unknown[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((x): x is string => typeof x === 'string'))];
  if (!wanted.length) return new Map();
  const rows: { id: string; name: string }[] = await ds.query(
    `select class_id as id, class_name as name from store_classes where company_id = $1 and class_id = any($2)`,
    [companyId, wanted],
  );
  return new Map(rows.map((r) => [r.id, r.name]));
}

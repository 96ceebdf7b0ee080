import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { ComboSold, ComboSource } from '../../document-engine';
import { maskPrices, type Session } from '../../identity';
import { NotFoundError } from '../../shared/errors';
import type { ComboView } from '../../contracts';
import { Page, PageQuery, toPage } from '../../shared/page-query';

export const COMBO_SORTABLE = {
  comboName: 'c.combo_name',
  comboCode: 'c.combo_code',
  comboPrice: 'c.combo_price',
  updatedAt: 'c.updated_at',
};

const COLUMNS = `c.combo_id as "comboId", c.combo_name as "comboName", c.combo_code as "comboCode", c.combo_price::float8 as "comboPrice", c.remark, c.enabled,
  c.updated_at as "updatedAt",
  (select coalesce(jsonb_agg(jsonb_build_object('skuId', x.e->>'skuId', 'qty', (x.e->>'qty')::float8, 'productName', p.product_name, 'productCode', p.product_code, 'spec', k.spec,
     'unitName', p.unit_name, 'salePrice', k.sale_price::float8, 'enabled', p.enabled and not k.removed) order by x.n), '[]')
   from jsonb_array_elements(c.components) with ordinality as x(e, n)
   left join product_skus k on k.sku_id = x.e->>'skuId' left join products p on p.product_id = k.product_id) as components`;

/** A combo's price and its components' sale prices, shown with the sale price flag. */
const PRICES = { comboPrice: 'salePrice', components: { salePrice: 'salePrice' } } as const;

/** The combos of the company: the list, one with its components named, and the enabled ones a sale may sell. */
@Injectable()
export class ProductComboQueries {
  constructor(private readonly ds: DataSource) {}

  async page(s: Session, f: { keyword?: string; enabled?: boolean }, q: PageQuery): Promise<Page<ComboView>> {
    const params: unknown[] = [s.companyId];
    const p = (v: unknown) => `$${params.push(v)}`;
    const where = ['c.company_id = $1', 'not c.removed'];
    if (f.keyword) where.push(`(c.combo_name ilike ${p(`%${f.keyword}%`)} or c.combo_code ilike $${params.length})`);
    if (f.enabled !== undefined) where.push(`c.enabled = ${p(f.enabled)}`);
    const sql = `from product_combos c where ${where.join(' and ')}`;
    const [{ n }] = await this.ds.query(`select count(*)::int as n ${sql}`, params);
    const order = q.sortColumn ? `${q.sortColumn} ${q.sortDirection}, c.combo_id` : 'c.combo_code, c.combo_id';
    const rows: ComboView[] = await this.ds.query(
      `select ${COLUMNS} ${sql} order by ${order} limit ${q.pageSize} offset ${q.offset}`,
      params,
    );
    return toPage(
      q,
      n,
      rows.map((r) => maskPrices(s, r, PRICES)),
    );
  }

  async detail(s: Session, comboId: string): Promise<ComboView> {
    const [row]: ComboView[] = await this.ds.query(
      `select ${COLUMNS} from product_combos c where c.company_id = $1 and c.combo_id = $2 and not c.removed`,
      [s.companyId, comboId],
    );
    if (!row) throw new NotFoundError('商品套餐不存在');
    return maskPrices(s, row, PRICES);
  }
}

/** A sale sells the enabled combos, sharing each one's price over its components by their sale prices. */
export const enabledCombos: ComboSource = async (ds, companyId, ids) => {
  const rows: ComboSold[] = await ds.query(
    `select c.combo_id as "comboId", c.combo_name as "comboName", c.combo_code as "comboCode",
       (select jsonb_agg(jsonb_build_object('skuId', x.e->>'skuId', 'qty', x.e->>'qty', 'weight', coalesce(k.sale_price, 0)::text) order by x.n)
        from jsonb_array_elements(c.components) with ordinality as x(e, n) left join product_skus k on k.sku_id = x.e->>'skuId') as components
     from product_combos c where c.company_id = $1 and c.combo_id = any($2) and c.enabled and not c.removed`,
    [companyId, ids],
  );
  return new Map(rows.map((r) => [r.comboId, r]));
};

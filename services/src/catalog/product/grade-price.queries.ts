import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { GradePriceRow, SkuGradePriceRow } from '../../contracts';
import { maskPrices, Session } from '../../identity';
import { Page, PageQuery, toPage } from '../../shared/page-query';
import { skuSearch } from './sku-search';

/** The customer grades' prices of the SKUs (sku_grade_prices), shown at the 零售价 flag. */
@Injectable()
export class GradePriceQueries {
  constructor(private readonly ds: DataSource) {}

  /** A SKU's price for each live grade, the grades in the order they were made. */
  async ofSku(s: Session, skuId: string): Promise<GradePriceRow[]> {
    const rows: GradePriceRow[] = await this.ds.query(
      `select g.grade_id as "gradeId", r.name as "gradeName", g.price::float8 as price from sku_grade_prices g
       join master_records r on r.record_id = g.grade_id and not r.removed where g.company_id = $1 and g.sku_id = $2 order by r.created_at`,
      [s.companyId, skuId],
    );
    return rows.map((row) => maskPrices(s, row, { price: 'salePrice' }));
  }

  /** SKUs matching a keyword with their price for one grade (null where none is set: the sale price applies). */
  async ofGrade(s: Session, q: PageQuery, gradeId: string, keyword?: string): Promise<Page<SkuGradePriceRow>> {
    const params: unknown[] = [s.companyId, gradeId];
    const kw = keyword ? ` and ${skuSearch('s', keyword, (v) => `$${params.push(v)}`)}` : '';
    const rows: (SkuGradePriceRow & { total: number })[] = await this.ds.query(
      `select s.sku_id as "skuId", p.product_name as "productName", p.product_code as "productCode", s.spec, s.sale_price::float8 as "salePrice",
              g.price::float8 as "gradePrice", count(*) over ()::int as total
       from product_skus s join products p on p.product_id = s.product_id left join sku_grade_prices g on g.sku_id = s.sku_id and g.grade_id = $2
       where s.company_id = $1 and not s.removed${kw} order by p.product_name, s.sort offset ${q.offset} limit ${q.pageSize}`,
      params,
    );
    return toPage(
      q,
      rows[0]?.total ?? 0,
      rows.map(({ total: _, ...r }) => maskPrices(s, r, { salePrice: 'salePrice', gradePrice: 'salePrice' })),
    );
  }
}

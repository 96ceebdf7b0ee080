import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { PRICE_TYPES, type Grade, type PriceChange, type PriceFlag, type PriceRow } from '../contracts';
import { skuSearch } from '../catalog';
import { maskPrices, Session } from '../identity';
import { countRows, Page, PageQuery, toPage } from '../shared/page-query';
import { shopDayStartSql } from '../contracts';

/** The price flag without which a price type is hidden: each its own, level prices the sale price's. */
export const flagOf = (priceType: string): PriceFlag => (priceType.startsWith('grade:') ? 'salePrice' : (priceType as PriceFlag));

/** What a price type is called: 销售价 …, a level price by its grade (等级价·金牌). */
export const priceTypeName = (priceType: string, grades: Map<string, string>) =>
  priceType.startsWith('grade:')
    ? `等级价·${grades.get(priceType.slice(6)) ?? ''}`
    : (PRICE_TYPES[priceType as keyof typeof PRICE_TYPES] ?? priceType);

export interface PriceListFilter {
  keyword?: string;
  classId?: string;
  /** Only SKUs whose prices a 调价单 or an edit changed since this day. */
  changedSince?: string;
  /** Only these SKUs (a 调价单's lines being entered). */
  skuIds?: string[];
}

/** Prices as the read models hold them: current ones, their history, the 价格表. */
@Injectable()
export class PriceQueries {
  constructor(private readonly ds: DataSource) {}

  /** The company's customer grades by id, with their names. */
  async grades(companyId: string): Promise<Map<string, string>> {
    const rows = await this.ds.query(
      `select record_id, name from master_records where company_id = $1 and kind = 'CustomGrade' and not removed order by name`,
      [companyId],
    );
    return new Map(rows.map((r: { record_id: string; name: string }) => [r.record_id, r.name]));
  }

  /** The current value of each (SKU, price type) asked for. */
  async current(companyId: string, keys: { skuId: string; priceType: string }[]): Promise<Map<string, number | null>> {
    const skuIds = [...new Set(keys.map((k) => k.skuId))];
    const [own, graded] = await Promise.all([
      this.ds.query(
        `select sku_id, sale_price::float8 as "salePrice", wholesale_price::float8 as "wholesalePrice", purchase_price::float8 as "purchasePrice", lowest_price::float8 as "lowestPrice"
                     from product_skus where company_id = $1 and sku_id = any($2)`,
        [companyId, skuIds],
      ),
      this.ds.query(`select sku_id, grade_id, price::float8 as price from sku_grade_prices where company_id = $1 and sku_id = any($2)`, [
        companyId,
        skuIds,
      ]),
    ]);
    const out = new Map<string, number | null>();
    for (const r of own as Record<string, unknown>[])
      for (const t of Object.keys(PRICE_TYPES)) out.set(`${r.sku_id}|${t}`, r[t] as number | null);
    for (const r of graded as { sku_id: string; grade_id: string; price: number }[]) out.set(`${r.sku_id}|grade:${r.grade_id}`, r.price);
    return out;
  }

  /** What a 调价单 found each price at, by (SKU, price type): as it changed it. */
  async setBy(docId: string): Promise<Map<string, number | null>> {
    const rows = await this.ds.query(
      `select sku_id, price_type, before::float8 as before from price_changes where doc_id = $1 and not reversal order by pos, seq`,
      [docId],
    );
    return new Map(
      rows.map((r: { sku_id: string; price_type: string; before: number | null }) => [`${r.sku_id}|${r.price_type}`, r.before]),
    );
  }

  /** A scheduled 调价单's state: applied, cancelled, or undefined while it waits for its 生效日期. */
  async schedule(docId: string): Promise<string | undefined> {
    const [row] = await this.ds.query(`select state from price_schedules where doc_id = $1`, [docId]);
    return row?.state;
  }

  /** Audited 调价单 whose 生效日期 has come and whose prices are neither set nor cancelled yet. */
  async due(day: string): Promise<{ docId: string; companyId: string }[]> {
    return this.ds.query(
      `select d.doc_id as "docId", d.company_id as "companyId" from documents d
       where d.doc_type = 'ChangePrice' and d.status = 'audited' and coalesce(d.header->'extra'->>'effectiveDate', d.bill_date::text) <= $1
         and not exists (select 1 from price_schedules s where s.doc_id = d.doc_id)
       order by d.updated_at limit 200`,
      [day],
    );
  }

  /**
   * 价格表: every SKU with all its prices — sale, wholesale, purchase, lowest, each level price and the average cost
   * of its stock — by keyword (name, code, spec, barcode), class, or changed since a day; each hidden without its flag.
   */
  async priceList(s: Session, q: PageQuery, f: PriceListFilter): Promise<Page<PriceRow> & { grades: Grade[] }> {
    const params: unknown[] = [s.companyId];
    const p = (v: unknown) => `$${params.push(v)}`;
    const where = ['k.company_id = $1', 'not k.removed', 'not pr.removed'];
    if (f.keyword) where.push(skuSearch('k', f.keyword, p));
    if (f.skuIds) where.push(`k.sku_id = any(${p(f.skuIds)})`);
    if (f.classId) {
      where.push(`pr.class_id in (with recursive t as (select node_id from class_nodes where node_id = ${p(f.classId)} and company_id = $1
        union all select c.node_id from class_nodes c join t on c.parent_id = t.node_id where not c.removed) select node_id from t)`);
    }
    if (f.changedSince)
      where.push(
        `exists (select 1 from price_changes c where c.sku_id = k.sku_id and not c.initial and c.at >= ${shopDayStartSql(p(f.changedSince))})`,
      );
    const from = `from product_skus k join products pr on pr.product_id = k.product_id where ${where.join(' and ')}`;
    const [total, rows, grades] = await Promise.all([
      countRows(this.ds, `select 1 ${from}`, params),
      this.ds.query(
        `select k.sku_id as "skuId", pr.product_id as "productId", pr.product_name as "productName", pr.product_code as "productCode", k.spec, k.bar_code as "barCode",
                pr.unit_name as "unitName", c.name as "className", pr.enabled, k.sale_price::float8 as "salePrice", k.wholesale_price::float8 as "wholesalePrice",
                k.purchase_price::float8 as "purchasePrice", k.lowest_price::float8 as "lowestPrice",
                (select case when sum(st.qty) > 0 then round(sum(st.amount) / sum(st.qty), 6) end from stock st where st.company_id = $1 and st.sku_id = k.sku_id)::float8 as "costPrice",
                coalesce((select jsonb_object_agg(g.grade_id, g.price::float8) from sku_grade_prices g where g.sku_id = k.sku_id), '{}') as "gradePrices"
         ${from.replace('where', 'left join class_nodes c on c.node_id = pr.class_id where')}
         order by pr.product_name, pr.product_id, k.sort offset ${q.offset} limit ${q.pageSize}`,
        params,
      ),
      this.grades(s.companyId),
    ]);
    const data = (rows as PriceRow[]).map((r) => {
      const masked = maskPrices(s, r, {
        salePrice: 'salePrice',
        wholesalePrice: 'wholesalePrice',
        purchasePrice: 'purchasePrice',
        lowestPrice: 'lowestPrice',
        costPrice: 'costPrice',
        gradePrices: 'salePrice',
      });
      return { ...masked, gradePrices: masked.gradePrices ?? {} };
    });
    return { ...toPage(q, total, data), grades: [...grades].map(([gradeId, gradeName]) => ({ gradeId, gradeName })) };
  }

  /** A SKU's price history, newest first: each change with before and after, who, when and the 调价单 that made it (initial: the price it was created with). */
  async history(s: Session, skuId: string, q: PageQuery): Promise<Page<PriceChange>> {
    const params = [s.companyId, skuId];
    const from = `from price_changes c where c.company_id = $1 and c.sku_id = $2`;
    const [total, rows, grades] = await Promise.all([
      countRows(this.ds, `select 1 ${from}`, params),
      this.ds.query(
        `select c.price_type as "priceType", c.before::float8 as before, c.after::float8 as after, c.doc_id as "changeId", c.bill_no as "billNo", c.reversal::int as "writeBack", c.initial,
                c.user_name as "userName", c.at ${from} order by c.pos desc, c.seq desc offset ${q.offset} limit ${q.pageSize}`,
        params,
      ),
      this.grades(s.companyId),
    ]);
    const data = (rows as Omit<PriceChange, 'priceTypeName'>[]).map((r) =>
      maskPrices(
        s,
        { ...r, priceTypeName: priceTypeName(String(r.priceType), grades) },
        {
          before: flagOf(String(r.priceType)),
          after: flagOf(String(r.priceType)),
        },
      ),
    );
    return toPage(q, total, data);
  }
}

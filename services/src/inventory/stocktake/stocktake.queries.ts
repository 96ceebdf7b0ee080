import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { CountSheetLine } from '../../contracts';
import { maskPrices, Session } from '../../identity';
import { dec, toNumber } from '../../shared/decimal';
import { ValidationError } from '../../shared/errors';
import type { SkuKey } from './count-import';
import { Book, bookQtyOf, emptyBook } from './stocktake';
import { INVTAK } from './stocktake.kind';

/** A count sheet has at most this many lines (a whole warehouse beyond it is counted class by class). */
export const MAX_COUNT_LINES = 2000;

interface SkuRow extends Omit<CountSheetLine, 'batchNo' | 'productionDate' | 'expiryDate' | 'bookQty' | 'serials' | 'costPrice'> {
  qty: string;
  amount: string;
}

/** What a count starts from, and the books an open stocktake is previewed against, read from the stock read models. */
@Injectable()
export class StocktakeQueries {
  constructor(private readonly ds: DataSource) {}

  /**
   * The SKUs to count in a warehouse with their book quantities: the chosen SKUs, or those of a product class (with
   * its subclasses), or else every SKU the warehouse holds. A shelf-life SKU has a line per batch in stock, and one
   * without batch for stock no batch holds (or when it has none at all); a serial SKU lists its serials in stock.
   */
  async countSheet(s: Session, f: { warehouseId: string; classId?: string; skuIds?: string[] }): Promise<CountSheetLine[]> {
    const params: unknown[] = [s.companyId, f.warehouseId];
    const p = (v: unknown) => `$${params.push(v)}`;
    const scope = f.skuIds?.length
      ? `k.sku_id = any(${p(f.skuIds)})`
      : f.classId
        ? `p.class_id in (with recursive t as (select node_id from class_nodes where node_id = ${p(f.classId)} and company_id = $1
             union all select c.node_id from class_nodes c join t on c.parent_id = t.node_id where not c.removed) select node_id from t)`
        : 'st.qty <> 0';
    const skus: SkuRow[] = await this.ds.query(
      `select k.sku_id as "skuId", p.product_id as "productId", p.product_name as "productName", p.product_code as "productCode", k.spec, k.bar_code as "barCode",
              p.unit_name as "unitName", c.name as "className", p.serial_flag as "serialFlag", p.life_flag as "lifeFlag", p.shelf_life_days as "shelfLifeDays",
              coalesce(st.qty, 0)::text as qty, coalesce(st.amount, 0)::text as amount
       from product_skus k join products p on p.product_id = k.product_id left join class_nodes c on c.node_id = p.class_id
       left join stock st on st.company_id = $1 and st.warehouse_id = $2 and st.sku_id = k.sku_id
       where k.company_id = $1 and not k.removed and p.enabled and not p.removed and ${scope}
       order by p.product_name, k.sort limit ${MAX_COUNT_LINES + 1}`,
      params,
    );
    const books = await this.books(
      s.companyId,
      f.warehouseId,
      skus.map((k) => k.skuId),
    );
    const lines = skus.flatMap(({ qty: _, amount: __, ...k }) => {
      const book = books.get(k.skuId) ?? emptyBook();
      const at = { ...k, serials: [...book.serials].sort(), costPrice: book.qty.gt(0) ? toNumber(book.amount.div(book.qty)) : null };
      const line = (batchNo: string | null) => {
        const b = batchNo ? book.batches.get(batchNo) : undefined;
        return {
          ...at,
          batchNo,
          productionDate: b?.productionDate ?? null,
          expiryDate: b?.expiryDate ?? null,
          bookQty: toNumber(bookQtyOf({ batchNo }, book)),
        };
      };
      if (!k.lifeFlag) return [line(null)];
      const batched = [...book.batches.keys()].map(line);
      const unbatched = line(null);
      return unbatched.bookQty !== 0 || !batched.length ? [...batched, unbatched] : batched;
    });
    if (lines.length > MAX_COUNT_LINES) throw new ValidationError(`盘点商品超过${MAX_COUNT_LINES}行，请按商品分类分批盘点`, 'classId');
    return lines.map((l) => maskPrices(s, l, { costPrice: 'costPrice' }));
  }

  /** Each SKU's book in the warehouse: quantity and cost, batches in stock (first expiring first), serials in stock. */
  async books(companyId: string, warehouseId: string, skuIds: string[]): Promise<Map<string, Book>> {
    const args = [companyId, warehouseId, skuIds];
    const [stock, batches, serials] = await Promise.all([
      this.ds.query(
        `select sku_id, qty::text, amount::text from stock where company_id = $1 and warehouse_id = $2 and sku_id = any($3)`,
        args,
      ),
      this.ds.query(
        `select sku_id, batch_no, to_char(production_date, 'YYYY-MM-DD') as production_date, to_char(expiry_date, 'YYYY-MM-DD') as expiry_date, qty::text
         from stock_batches where company_id = $1 and warehouse_id = $2 and sku_id = any($3) and qty > 0 order by expiry_date, batch_no`,
        args,
      ),
      this.ds.query(
        `select sku_id, serial_no from serial_numbers where company_id = $1 and warehouse_id = $2 and sku_id = any($3) and in_stock`,
        args,
      ),
    ]);
    const books = new Map(skuIds.map((id) => [id, emptyBook()]));
    for (const r of stock) Object.assign(books.get(r.sku_id)!, { qty: dec(r.qty), amount: dec(r.amount) });
    for (const r of batches)
      books.get(r.sku_id)!.batches.set(r.batch_no, { productionDate: r.production_date, expiryDate: r.expiry_date, qty: dec(r.qty) });
    for (const r of serials) books.get(r.sku_id)!.serials.add(r.serial_no);
    return books;
  }

  /** The SKUs of `skuIds` on another open (not yet audited) stocktake of the warehouse, with its bill number. */
  async openElsewhere(companyId: string, warehouseId: string, skuIds: string[], docId?: string): Promise<Map<string, string>> {
    const rows = await this.ds.query(
      `select distinct on (l.sku_id) l.sku_id, d.bill_no from document_lines l join documents d on d.doc_id = l.doc_id
       where d.company_id = $1 and d.doc_type = $5 and d.status in ('draft', 'approving') and d.warehouse_id = $2 and l.sku_id = any($3) and d.doc_id <> $4
       order by l.sku_id, d.bill_no`,
      [companyId, warehouseId, skuIds, docId ?? '', INVTAK.kind],
    );
    return new Map(rows.map((r: { sku_id: string; bill_no: string }) => [r.sku_id, r.bill_no]));
  }

  /** The enabled SKUs a count sheet names by barcode or by code. */
  skuKeys(companyId: string, barCodes: string[], codes: string[]): Promise<SkuKey[]> {
    return this.ds.query(
      `select k.sku_id as "skuId", k.bar_code as "barCode", p.product_code as "productCode", k.spec, p.serial_flag as "serialFlag"
       from product_skus k join products p on p.product_id = k.product_id
       where k.company_id = $1 and not k.removed and p.enabled and not p.removed and (k.bar_code = any($2) or p.product_code = any($3))`,
      [companyId, barCodes, codes],
    );
  }
}

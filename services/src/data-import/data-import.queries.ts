import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Session } from '../identity';
import { OPENING_BILL_TYPE } from '../inventory';
import type { Found, Plan, SheetRow } from './check';
import type { DocOutcome } from './data-import';
import type { RefKind } from './kit';
import type { Taken } from './product-rows';

/** What the background writer keeps of an import: the rows, their plan, and who confirmed it. */
export interface StoredImport {
  rows: SheetRow[];
  plan: Plan;
}

const LEASE = `interval '2 minutes'`;

@Injectable()
export class DataImportQueries {
  constructor(private readonly ds: DataSource) {}

  /** The records each value names: SKUs by barcode, product code or name; others by code or name. Live ones only. */
  async find(companyId: string, values: Record<RefKind, string[]>): Promise<Found> {
    const pairs = (rows: { value: string; id: string }[]) => {
      const out = new Map<string, string[]>();
      for (const r of rows) if (!out.get(r.value)?.includes(r.id)) out.set(r.value, [...(out.get(r.value) ?? []), r.id]);
      return out;
    };
    const master = (kind: RefKind) =>
      values[kind].length
        ? this.ds.query(
            `select v as value, r.record_id as id from master_records r, unnest($3::text[]) v
             where r.company_id = $1 and r.kind = $2 and not r.removed and (r.code = v or r.name = v)`,
            [companyId, kind, values[kind]],
          )
        : [];
    const [product, custom, supplier, warehouse] = await Promise.all([
      values.Product.length
        ? this.ds.query(
            `with hits as (
               select v as value, s.sku_id as id, s.bar_code = v as by_barcode from product_skus s join products p on p.product_id = s.product_id,
                 unnest($2::text[]) v
               where s.company_id = $1 and not s.removed and not p.removed and (s.bar_code = v or p.product_code = v or p.product_name = v))
             select value, id from hits h where by_barcode or not exists (select 1 from hits b where b.value = h.value and b.by_barcode)`,
            [companyId, values.Product],
          )
        : [],
      master('Custom'),
      master('Supplier'),
      master('Warehouse'),
    ]);
    return { Product: pairs(product), Custom: pairs(custom), Supplier: pairs(supplier), Warehouse: pairs(warehouse) };
  }

  /** Serials of these SKUs in stock somewhere, as `skuId|serial`. */
  async serialsInStock(companyId: string, skuIds: string[]): Promise<Set<string>> {
    const rows: { key: string }[] = await this.ds.query(
      `select sku_id || '|' || serial_no as key from serial_numbers where company_id = $1 and sku_id = any($2) and in_stock`,
      [companyId, skuIds],
    );
    return new Set(rows.map((r) => r.key));
  }

  /** Per warehouse, the SKUs of these that have stock there or moved there other than by openings taken back. */
  async movedSkus(companyId: string, skuIds: string[]): Promise<Map<string, Set<string>>> {
    const rows: { warehouseId: string; skuId: string }[] = await this.ds.query(
      `select s.warehouse_id as "warehouseId", s.sku_id as "skuId" from stock s
       where s.company_id = $1 and s.sku_id = any($2)
         and (s.qty <> 0 or exists (select 1 from stock_flow f where f.company_id = s.company_id and f.warehouse_id = s.warehouse_id
                                      and f.sku_id = s.sku_id and f.bill_type <> ${OPENING_BILL_TYPE}))`,
      [companyId, skuIds],
    );
    const out = new Map<string, Set<string>>();
    for (const r of rows) out.set(r.warehouseId, (out.get(r.warehouseId) ?? new Set()).add(r.skuId));
    return out;
  }

  /** Source bill numbers of a kind some earlier import wrote (and did not undo), with the bill numbers they became. */
  async imported(companyId: string, kind: string, keys: string[]): Promise<Map<string, string>> {
    const rows: { key: string; billNo: string }[] = keys.length
      ? await this.ds.query(
          `select source_no as key, coalesce(bill_no, '') as "billNo" from data_import_docs
           where company_id = $1 and kind = $2 and source_no = any($3) and doc_id is not null and not undone`,
          [companyId, kind, keys],
        )
      : [];
    return new Map(rows.map((r) => [r.key, r.billNo]));
  }

  /**
   * Documents saved under these Idempotency-Keys (docKey), by key, as an import records them: the id and number of
   * the saved event's `idField` and `noField` (a bill's docId and billNo, a product's productId and productName).
   */
  async writtenFor(
    companyId: string,
    savedType: string,
    keys: string[],
    [idField, noField] = ['docId', 'billNo'],
  ): Promise<Map<string, DocOutcome>> {
    const rows: { key: string; docId: string; billNo: string }[] = await this.ds.query(
      `select metadata->>'idempotencyKey' as key, data->>$4 as "docId", data->>$5 as "billNo" from events
       where company_id = $1 and event_type = $2 and metadata->>'idempotencyKey' = any($3)`,
      [companyId, savedType, keys, idField, noField],
    );
    return new Map(rows.map((r) => [r.key, { key: r.key, docId: r.docId, billNo: r.billNo }]));
  }

  /** Of these product codes and barcodes (lower case), those the company's products hold. */
  async taken(companyId: string, { codes, barcodes }: { codes: string[]; barcodes: string[] }): Promise<Taken> {
    const [c, b]: { v: string }[][] = await Promise.all([
      codes.length
        ? this.ds.query(
            `select v from products p join unnest($2::text[]) v on lower(p.product_code) = v where p.company_id = $1 and not p.removed`,
            [companyId, codes],
          )
        : [],
      barcodes.length
        ? this.ds.query(
            `select v from product_skus s join unnest($2::text[]) v on lower(s.bar_code) = v where s.company_id = $1 and not s.removed`,
            [companyId, barcodes],
          )
        : [],
    ]);
    return { codes: new Set(c.map((r) => r.v)), barcodes: new Set(b.map((r) => r.v)) };
  }

  /** Of these products, those a document or a stock movement names (名称（编码）), which an import may no longer take back. */
  async productsInUse(companyId: string, productIds: string[]): Promise<string[]> {
    const rows: { name: string }[] = await this.ds.query(
      `select p.product_name || '（' || p.product_code || '）' as name from products p
       where p.company_id = $1 and p.product_id = any($2) and exists (
         select 1 from product_skus s where s.product_id = p.product_id and (
           exists (select 1 from document_lines l where l.company_id = $1 and l.sku_id = s.sku_id)
           or exists (select 1 from stock_flow f where f.company_id = $1 and f.sku_id = s.sku_id)))
       order by p.product_code`,
      [companyId, productIds],
    );
    return rows.map((r) => r.name);
  }

  async keep(importId: string, companyId: string, stored: StoredImport) {
    await this.ds.query(`insert into data_import_files (import_id, company_id, plan) values ($1, $2, $3)`, [
      importId,
      companyId,
      JSON.stringify(stored),
    ]);
  }

  async stored(importId: string, companyId: string): Promise<StoredImport | undefined> {
    const [row] = await this.ds.query(`select plan from data_import_files where import_id = $1 and company_id = $2`, [importId, companyId]);
    return row?.plan;
  }

  /** The writer's claim on an import for a while (renewed as it goes): false when another writer holds it. */
  async lease(importId: string, session?: Session): Promise<boolean> {
    const rows = await this.ds.query(
      `update data_import_files set lease_until = now() + ${LEASE}, session = coalesce($2::jsonb, session)
       where import_id = $1 and (lease_until is null or lease_until < now() or $2::jsonb is not null) returning import_id`,
      [importId, session ? JSON.stringify(session) : null],
    );
    return rows.length > 0;
  }

  async renew(importId: string) {
    await this.ds.query(`update data_import_files set lease_until = now() + ${LEASE} where import_id = $1`, [importId]);
  }

  async release(importId: string) {
    await this.ds.query(`update data_import_files set lease_until = null where import_id = $1`, [importId]);
  }

  /** Imports left running by a writer that stopped (its lease ran out), with who confirmed them. */
  async abandoned(): Promise<{ importId: string; companyId: string; session: Session }[]> {
    return this.ds.query(
      `select f.import_id as "importId", f.company_id as "companyId", f.session from data_import_files f
       join data_imports i on i.import_id = f.import_id
       where i.status = 'running' and f.session is not null and (f.lease_until is null or f.lease_until < now())`,
    );
  }

  /** The company's confirmed imports, newest first. */
  list(companyId: string) {
    return this.ds.query(
      `select import_id as "importId", kind, file_name as "fileName", status, documents, written, failed, skipped, created_at as "createdAt"
       from data_imports where company_id = $1 and status <> 'previewed' order by created_at desc limit 50`,
      [companyId],
    );
  }
}

import type { DataSource } from 'typeorm';

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

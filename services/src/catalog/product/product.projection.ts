import type { EntityManager } from 'typeorm';
import { Projection } from '@jxc/projections';
import type { SkuData, StoredProductEvent } from './product.events';

const idOf = (e: StoredProductEvent) => e.streamId.slice('Product-'.length);

const SKU_COLUMNS: Record<string, string> = {
  spec: 'spec',
  barCode: 'bar_code',
  salePrice: 'sale_price',
  purchasePrice: 'purchase_price',
  wholesalePrice: 'wholesale_price',
  lowestPrice: 'lowest_price',
  lowStock: 'low_stock',
  highStock: 'high_stock',
};
const HEADER_COLUMNS: Record<string, string> = {
  productName: 'product_name',
  productCode: 'product_code',
  classId: 'class_id',
  unitName: 'unit_name',
  units: 'units',
  serialFlag: 'serial_flag',
  lifeFlag: 'life_flag',
  shelfLifeDays: 'shelf_life_days',
  remark: 'remark',
};

const SEARCH = `lower(concat_ws(' ', p.product_name, p.product_code, s.spec, s.bar_code))`;

async function refreshSearch(em: EntityManager, where: string, id: string) {
  await em.query(
    `update product_skus s set search = ${SEARCH}, product_name = p.product_name from products p where p.product_id = s.product_id and ${where} = $1`,
    [id],
  );
}

function setClause(data: Record<string, unknown>, columns: Record<string, string>, from = 2) {
  const keys = Object.keys(data).filter((k) => k in columns);
  return {
    sql: keys.map((k, i) => `${columns[k]} = $${i + from}`).join(', '),
    values: keys.map((k) => (k === 'units' ? JSON.stringify(data[k]) : data[k])),
  };
}

/** Products and SKUs for lists, detail and the keyword search of document lines. */
export const productProjection: Projection<StoredProductEvent> = {
  name: 'products',
  eventTypes: [
    'ProductCreated',
    'ProductUpdated',
    'ProductSkuAdded',
    'ProductSkuUpdated',
    'ProductSkuRemoved',
    'ProductEnabled',
    'ProductDisabled',
    'ProductRemoved',
    'ProductGradePricesSet',
  ],
  tables: ['sku_grade_prices', 'product_skus', 'products'],
  async apply(events, em) {
    for (const e of events) {
      const productId = idOf(e);
      const at = e.metadata.at;
      switch (e.type) {
        case 'ProductCreated': {
          const d = e.data;
          await em.query(
            `insert into products (product_id, company_id, product_name, product_code, class_id, unit_name, units, serial_flag, life_flag, shelf_life_days, remark, created_at, updated_at)
             values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $12)`,
            [
              productId,
              e.metadata.companyId,
              d.productName,
              d.productCode,
              d.classId,
              d.unitName,
              JSON.stringify(d.units),
              d.serialFlag,
              d.lifeFlag,
              d.shelfLifeDays,
              d.remark,
              at,
            ],
          );
          for (const k of d.skus) await insertSku(em, productId, e.metadata.companyId, k, at);
          break;
        }
        case 'ProductUpdated': {
          const set = setClause(e.data, HEADER_COLUMNS, 3);
          if (set.sql)
            await em.query(`update products set updated_at = $2, ${set.sql} where product_id = $1`, [productId, at, ...set.values]);
          await refreshSearch(em, 's.product_id', productId);
          break;
        }
        case 'ProductSkuAdded':
          await insertSku(em, productId, e.metadata.companyId, e.data, at);
          break;
        case 'ProductSkuUpdated': {
          const d = e.data;
          const set = setClause(d, SKU_COLUMNS);
          if (set.sql) await em.query(`update product_skus set ${set.sql} where sku_id = $1`, [d.skuId, ...set.values]);
          await refreshSearch(em, 's.sku_id', d.skuId);
          break;
        }
        case 'ProductGradePricesSet': {
          const d = e.data;
          await em.query(`delete from sku_grade_prices where sku_id = $1`, [d.skuId]);
          for (const p of d.prices)
            await em.query(`insert into sku_grade_prices (sku_id, grade_id, company_id, price) values ($1, $2, $3, $4)`, [
              d.skuId,
              p.gradeId,
              e.metadata.companyId,
              p.price,
            ]);
          break;
        }
        case 'ProductSkuRemoved':
          await em.query(`update product_skus set removed = true where sku_id = $1`, [e.data.skuId]);
          break;
        case 'ProductEnabled':
        case 'ProductDisabled':
          await em.query(`update products set enabled = $2, updated_at = $3 where product_id = $1`, [
            productId,
            e.type === 'ProductEnabled',
            at,
          ]);
          break;
        case 'ProductRemoved':
          await em.query(`update products set removed = true, updated_at = $2 where product_id = $1`, [productId, at]);
          await em.query(`update product_skus set removed = true where product_id = $1`, [productId]);
          break;
      }
    }
  },
};

async function insertSku(em: EntityManager, productId: string, companyId: string, k: SkuData, at: string) {
  await em.query(
    `insert into product_skus (sku_id, product_id, company_id, spec, bar_code, sale_price, purchase_price, wholesale_price, lowest_price, low_stock, high_stock, search, product_name, created_at, sort)
     select $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, lower(concat_ws(' ', p.product_name, p.product_code, $4::text, $5::text)), p.product_name, $12,
            (select count(*) from product_skus where product_id = $2)
     from products p where p.product_id = $2`,
    [
      k.skuId,
      productId,
      companyId,
      k.spec,
      k.barCode,
      k.salePrice,
      k.purchasePrice,
      k.wholesalePrice,
      k.lowestPrice,
      k.lowStock,
      k.highStock,
      at,
    ],
  );
}

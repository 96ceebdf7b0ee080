-- 商城商品分类 and 商城商品: the store's own categories, and the SKUs it publishes with their store price, category,
-- description and whether they are on sale (上架). Pictures are attachments (Annex) owned by the store product.
create table store_classes (
  class_id   text primary key,
  company_id text not null,
  class_name text not null,
  sort       int not null,
  removed    boolean not null default false,
  updated_at timestamptz not null
);
create index store_classes_company on store_classes (company_id, sort) where not removed;

create table store_products (
  store_product_id text primary key,
  company_id       text not null,
  sku_id           text not null,
  store_price      numeric(18, 6) not null,
  class_id         text,
  online           boolean not null,
  description      text not null default '',
  removed          boolean not null default false,
  created_at       timestamptz not null,
  updated_at       timestamptz not null
);
create index store_products_company on store_products (company_id, created_at desc) where not removed;
create index store_products_sku on store_products (company_id, sku_id) where not removed;
create index store_products_class on store_products (class_id) where not removed;

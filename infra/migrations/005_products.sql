create extension if not exists pg_trgm;

-- Read models of products (SPU) and their SKUs.
create table products (
  product_id    text primary key,
  company_id    text not null,
  product_name  text not null,
  product_code  text not null,
  class_id      text,
  unit_name     text not null,
  units         jsonb not null,
  serial_flag   boolean not null default false,
  life_flag     boolean not null default false,
  shelf_life_days int,
  remark        text not null default '',
  enabled       boolean not null default true,
  removed       boolean not null default false,
  created_at    timestamptz not null,
  updated_at    timestamptz not null
);
create index products_company on products (company_id, created_at) where not removed;

create table product_skus (
  sku_id          text primary key,
  product_id      text not null references products (product_id),
  company_id      text not null,
  spec            text not null default '',
  bar_code        text,
  sale_price      numeric(18, 6) not null default 0,
  purchase_price  numeric(18, 6) not null default 0,
  wholesale_price numeric(18, 6),
  lowest_price    numeric(18, 6),
  low_stock       numeric(18, 6),
  high_stock      numeric(18, 6),
  removed         boolean not null default false,
  -- name, code, spec and barcode, lower-cased, for keyword search
  sort            int not null default 0,
  search          text not null,
  created_at      timestamptz not null
);
create index product_skus_product on product_skus (product_id);
create index product_skus_company on product_skus (company_id, created_at, sku_id) where not removed;
create index product_skus_barcode on product_skus (company_id, bar_code) where not removed;
create index product_skus_search on product_skus using gin (search gin_trgm_ops);

-- 订货商城's store: one per company, with its public code (the storefront lives at /m/{store_code}) and the settings
-- of 店铺设置. Its logo is an attachment (Annex) owned by the store. Kept by the stores projection from the Store events.
create table stores (
  company_id       text primary key,
  store_code       text not null,
  store_name       text not null,
  notice           text not null default '',
  open             boolean not null,
  open_time        text,
  close_time       text,
  delivery         boolean not null,
  pickup           boolean not null,
  min_order_amount numeric(18, 6) not null default 0,
  warehouse_id     text,
  phone            text not null default '',
  address          text not null default '',
  created_at       timestamptz not null,
  updated_at       timestamptz not null
);
create unique index stores_code on stores (store_code);

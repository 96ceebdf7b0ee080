-- A store product may publish a 商品套餐 instead of a SKU (exactly one of them), and a store order may sell it on a
-- line of its own (sku_id null, combo_id set) whose components reserve their quantities in store_order_parts.
alter table store_products alter column sku_id drop not null, add column combo_id text;
alter table store_order_lines alter column sku_id drop not null, add column combo_id text;

create table store_order_parts (
  order_id     text not null,
  line_no      int not null,
  sku_id       text not null,
  company_id   text not null,
  warehouse_id text not null,
  qty          numeric(18, 6) not null,
  open         boolean not null,
  primary key (order_id, line_no, sku_id)
);
create index store_order_parts_reserved on store_order_parts (company_id, sku_id, warehouse_id) where open;

-- 商城订单: the storefront's orders (DD numbers) with their status, and their lines. An open order's lines (open) reserve
-- their quantity in the store's warehouse, as open outbound documents do. Kept by the store orders projection.
create table store_orders (
  order_id      text primary key,
  company_id    text not null,
  order_no      text not null,
  status        text not null,
  buyer_name    text not null,
  phone         text not null,
  address       text not null default '',
  delivery_type text not null,
  pay_type      text not null,
  remark        text not null default '',
  warehouse_id  text not null,
  total_amount  numeric(18, 6) not null,
  qty           numeric(18, 6) not null,
  cancel_reason text,
  turned_from   text,
  sale_id       text,
  sale_bill_no  text,
  created_at    timestamptz not null,
  updated_at    timestamptz not null
);
create index store_orders_list on store_orders (company_id, created_at desc);
create index store_orders_phone on store_orders (company_id, phone, created_at desc);

create table store_order_lines (
  order_id     text not null,
  line_no      int not null,
  company_id   text not null,
  sku_id       text not null,
  warehouse_id text not null,
  product_name text not null,
  spec         text not null default '',
  unit_name    text not null default '',
  qty          numeric(18, 6) not null,
  price        numeric(18, 6) not null,
  amount       numeric(18, 6) not null,
  open         boolean not null,
  primary key (order_id, line_no)
);
create index store_order_lines_reserved on store_order_lines (company_id, sku_id, warehouse_id) where open;

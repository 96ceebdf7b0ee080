-- 智能补货's read model (the replenish projection): what each warehouse sold of each SKU per day (销售出库 only,
-- net of write-backs; returns do not count as sales), the dates purchase orders were placed, and per SKU and
-- supplier when it was last bought and how many days its orders took to arrive (采购订单 → 采购入库). The stock
-- itself is the stock read model's.
create table replenish_sales (
  company_id    text not null,
  warehouse_id  text not null,
  sku_id        text not null,
  day           date not null,
  qty           numeric(38, 6) not null,
  primary key (company_id, warehouse_id, sku_id, day)
);
create index replenish_sales_by_day on replenish_sales (company_id, day) include (warehouse_id, sku_id, qty);

create table replenish_orders (
  offer_id    text primary key,
  company_id  text not null,
  order_date  date not null
);
create index replenish_orders_by_company on replenish_orders (company_id);

create table replenish_supply (
  company_id     text not null,
  sku_id         text not null,
  supplier_id    text not null,
  last_date      date not null,
  lead_days_sum  integer not null,
  lead_count     integer not null,
  primary key (company_id, sku_id, supplier_id)
);

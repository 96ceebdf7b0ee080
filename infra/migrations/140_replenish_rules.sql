-- 智能补货's settings (the replenish_rules projection, from ReplenishRule events): a supplier's lead time, the default
-- of the SKUs it supplies; a SKU's own lead time (over its supplier's and the one learned) and minimum order quantity
-- (main units); a SKU's safety stock in one warehouse (main units, on top of the target). A row only while set.
create table replenish_supplier_rules (
  company_id   text not null,
  supplier_id  text not null,
  lead_days    integer not null,
  primary key (company_id, supplier_id)
);

create table replenish_sku_rules (
  company_id     text not null,
  sku_id         text not null,
  lead_days      integer,
  min_order_qty  numeric(38, 6),
  primary key (company_id, sku_id)
);

create table replenish_safety_stock (
  company_id    text not null,
  warehouse_id  text not null,
  sku_id        text not null,
  qty           numeric(38, 6) not null,
  primary key (company_id, warehouse_id, sku_id)
);

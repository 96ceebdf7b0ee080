-- 智能补货's supply on the way (the replenish projection): per 采购订单 not removed or written back, what it ordered of
-- each SKU for its warehouse and how much purchases made from it have received; per 调拨单 not yet audited, what it is
-- to move of each SKU from its 调出仓库 (from_warehouse_id) into its 调入仓库. Keyed by the document's stream.
create table replenish_on_way (
  stream_id          text not null,
  sku_id             text not null,
  company_id         text not null,
  warehouse_id       text not null,
  from_warehouse_id  text,
  ordered            numeric(38, 6) not null,
  received           numeric(38, 6) not null default 0,
  primary key (stream_id, sku_id)
);
create index replenish_on_way_open on replenish_on_way (company_id, sku_id) include (warehouse_id, from_warehouse_id, ordered, received) where received < ordered;

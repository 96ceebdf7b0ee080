-- Which location (库位) of a warehouse holds a SKU: at most one per warehouse.
create table sku_locations (
  company_id    text not null,
  warehouse_id  text not null,
  sku_id        text not null,
  location_id   text not null,
  updated_at    timestamptz not null,
  primary key (company_id, warehouse_id, sku_id)
);
create index sku_locations_location on sku_locations (company_id, location_id);

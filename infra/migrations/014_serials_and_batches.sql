-- Serial numbers (one row per serial of a SKU: where it is, how it came in and went out) and their movements.
create table serial_numbers (
  company_id    text not null,
  sku_id        text not null,
  serial_no     text not null,
  warehouse_id  text not null,
  in_stock      boolean not null,
  in_bill_no    text,
  in_bill_type  int,
  in_doc_id     text,
  in_date       date,
  out_bill_no   text,
  out_bill_type int,
  out_doc_id    text,
  out_date      date,
  updated_at    timestamptz not null,
  primary key (company_id, sku_id, serial_no)
);
create index serial_numbers_place on serial_numbers (company_id, warehouse_id, sku_id) where in_stock;
create index serial_numbers_recent on serial_numbers (company_id, updated_at desc);

create table serial_flow (
  flow_id       bigserial primary key,
  company_id    text not null,
  serial_no     text not null,
  sku_id        text not null,
  warehouse_id  text not null,
  bill_type     int not null,
  bill_no       text not null,
  doc_id        text not null,
  bill_date     date not null,
  direction     text not null,
  at            timestamptz not null
);
create index serial_flow_company on serial_flow (company_id, flow_id desc);
create index serial_flow_serial on serial_flow (company_id, serial_no);

-- Shelf-life batches per warehouse and SKU with their quantity on hand (emptied batches stay, at zero), and movements.
create table stock_batches (
  company_id      text not null,
  warehouse_id    text not null,
  sku_id          text not null,
  batch_no        text not null,
  production_date date not null,
  expiry_date     date not null,
  qty             numeric(18, 6) not null,
  updated_at      timestamptz not null,
  primary key (company_id, warehouse_id, sku_id, batch_no)
);
create index stock_batches_expiry on stock_batches (company_id, expiry_date) where qty > 0;

create table batch_flow (
  flow_id         bigserial primary key,
  company_id      text not null,
  warehouse_id    text not null,
  sku_id          text not null,
  batch_no        text not null,
  production_date date not null,
  expiry_date     date not null,
  bill_type       int not null,
  bill_no         text not null,
  doc_id          text not null,
  bill_date       date not null,
  in_qty          numeric(18, 6) not null,
  out_qty         numeric(18, 6) not null,
  at              timestamptz not null
);
create index batch_flow_company on batch_flow (company_id, flow_id desc);
create index batch_flow_batch on batch_flow (company_id, sku_id, batch_no);

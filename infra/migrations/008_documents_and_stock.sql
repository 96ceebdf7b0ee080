-- Trade documents (purchases, returns, orders, sales …): one header row and line rows per document.
create table documents (
  doc_id        text primary key,
  company_id    text not null,
  doc_type      text not null,
  bill_type     int not null,
  bill_no       text not null,
  bill_date     date not null,
  status        text not null,
  partner_id    text,
  warehouse_id  text,
  total_amount  numeric(18, 6) not null,
  paid_amount   numeric(18, 6) not null default 0,
  account_id    text,
  remark        text not null default '',
  header        jsonb not null,
  created_by    text not null,
  created_at    timestamptz not null,
  updated_at    timestamptz not null
);
create index documents_list on documents (company_id, doc_type, bill_date desc, created_at desc);
create unique index documents_bill_no on documents (company_id, bill_no);

create table document_lines (
  doc_id        text not null references documents (doc_id),
  line_no       int not null,
  company_id    text not null,
  sku_id        text not null,
  warehouse_id  text not null,
  unit_name     text not null,
  qty           numeric(18, 6) not null,
  base_qty      numeric(18, 6) not null,
  price         numeric(18, 6) not null,
  amount        numeric(18, 6) not null,
  tax_amount    numeric(18, 6) not null,
  line_total    numeric(18, 6) not null,
  data          jsonb not null,
  primary key (doc_id, line_no)
);
create index document_lines_sku on document_lines (company_id, sku_id);

-- Stock per company, warehouse and SKU at moving-average cost, and every movement.
create table stock (
  company_id    text not null,
  warehouse_id  text not null,
  sku_id        text not null,
  qty           numeric(18, 6) not null,
  amount        numeric(18, 6) not null,
  updated_at    timestamptz not null,
  primary key (company_id, warehouse_id, sku_id)
);
create index stock_sku on stock (company_id, sku_id);

create table stock_flow (
  flow_id       bigserial primary key,
  company_id    text not null,
  warehouse_id  text not null,
  sku_id        text not null,
  bill_type     int not null,
  bill_no       text not null,
  doc_id        text not null,
  bill_date     date not null,
  in_qty        numeric(18, 6) not null,
  out_qty       numeric(18, 6) not null,
  cost_price    numeric(18, 6) not null,
  amount        numeric(18, 6) not null,
  balance_qty   numeric(18, 6) not null,
  balance_amount numeric(18, 6) not null,
  at            timestamptz not null
);
create index stock_flow_sku on stock_flow (company_id, sku_id, flow_id);
create index stock_flow_date on stock_flow (company_id, bill_date, flow_id);

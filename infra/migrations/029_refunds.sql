-- 退款: money back to a customer (110, of what they paid beyond what they owed or of their prepaid store value) or from a supplier (111).
create table refunds (
  doc_id       text primary key,
  company_id   text not null,
  kind         text not null,
  bill_no      text not null,
  bill_date    date not null,
  status       text not null,
  partner_id   text not null,
  account_id   text not null,
  amount       numeric(18, 6) not null,
  refund_from  text not null default 'overpaid',
  remark       text not null default '',
  created_by   text not null,
  created_at   timestamptz not null,
  updated_at   timestamptz not null
);
create index refunds_list on refunds (company_id, kind, bill_date desc);

-- Receipts and payments, and how much of each document they settle (write-off, 核销).
create table settlements (
  doc_id       text primary key,
  company_id   text not null,
  kind         text not null,
  bill_no      text not null,
  bill_date    date not null,
  status       text not null,
  partner_id   text not null,
  account_id   text not null,
  amount       numeric(18, 6) not null,
  hx           jsonb not null,
  remark       text not null default '',
  created_by   text not null,
  created_at   timestamptz not null,
  updated_at   timestamptz not null
);
create index settlements_list on settlements (company_id, kind, bill_date desc);

create table document_settled (
  doc_id   text primary key,
  amount   numeric(18, 6) not null
);

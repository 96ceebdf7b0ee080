-- Every audit and write-back of a sale or sale return, with its sales amount and cost of goods (signed).
create table sales_ledger (
  ledger_id    bigserial primary key,
  company_id   text not null,
  doc_id       text not null,
  bill_type    int not null,
  bill_no      text not null,
  bill_date    date not null,
  partner_id   text not null,
  sale_amount  numeric(18, 6) not null,
  cost_amount  numeric(18, 6) not null,
  at           timestamptz not null
);
create index sales_ledger_date on sales_ledger (company_id, bill_date);

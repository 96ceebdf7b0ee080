-- 预存款 / 押金: the top-up and deposit documents (CustomCz, 107), the returns of deposits, and the customers' prepaid
-- ledger per company, customer and kind (storeValue, deposit) with its flow, held apart from the receivable.
create table custom_czs (
  doc_id           text primary key,
  company_id       text not null,
  cz_type          text not null,
  bill_no          text not null,
  bill_date        date not null,
  status           text not null,
  custom_id        text not null,
  account_id       text not null,
  amount           numeric(18, 6) not null,
  gift_amount      numeric(18, 6) not null default 0,
  returned_amount  numeric(18, 6) not null default 0,
  remark           text not null default '',
  created_by       text not null,
  created_at       timestamptz not null,
  updated_at       timestamptz not null
);
create index custom_czs_list on custom_czs (company_id, cz_type, bill_date desc);

create table custom_cz_returns (
  return_id   bigserial primary key,
  doc_id      text not null,
  bill_date   date not null,
  account_id  text not null,
  amount      numeric(18, 6) not null,
  remark      text not null default '',
  created_by  text not null,
  at          timestamptz not null
);
create index custom_cz_returns_doc on custom_cz_returns (doc_id, return_id);

create table prepaid_balances (
  company_id  text not null,
  custom_id   text not null,
  kind        text not null,
  in_amount   numeric(18, 6) not null default 0,
  out_amount  numeric(18, 6) not null default 0,
  primary key (company_id, custom_id, kind)
);

create table prepaid_flow (
  flow_id     bigserial primary key,
  company_id  text not null,
  custom_id   text not null,
  kind        text not null,
  bill_type   int not null,
  bill_no     text not null,
  doc_id      text not null,
  bill_date   date not null,
  in_amount   numeric(18, 6) not null,
  out_amount  numeric(18, 6) not null,
  balance     numeric(18, 6) not null,
  at          timestamptz not null
);
create index prepaid_flow_custom on prepaid_flow (company_id, custom_id, kind, flow_id);

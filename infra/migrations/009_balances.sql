-- Receivables and payables per partner, account balances, and their flows.
create table partner_balances (
  company_id      text not null,
  partner_id      text not null,
  partner_kind    text not null,
  init_amount     numeric(18, 6) not null default 0,
  add_amount      numeric(18, 6) not null default 0,
  settled_amount  numeric(18, 6) not null default 0,
  primary key (partner_id)
);
create index partner_balances_company on partner_balances (company_id, partner_kind);

create table partner_flow (
  flow_id         bigserial primary key,
  company_id      text not null,
  partner_id      text not null,
  bill_type       int not null,
  bill_no         text not null,
  doc_id          text not null,
  bill_date       date not null,
  add_amount      numeric(18, 6) not null,
  settled_amount  numeric(18, 6) not null,
  balance         numeric(18, 6) not null,
  at              timestamptz not null
);
create index partner_flow_partner on partner_flow (company_id, partner_id, flow_id);

create table account_balances (
  company_id   text not null,
  account_id   text primary key,
  init_amount  numeric(18, 6) not null default 0,
  in_amount    numeric(18, 6) not null default 0,
  out_amount   numeric(18, 6) not null default 0
);

create table account_flow (
  flow_id      bigserial primary key,
  company_id   text not null,
  account_id   text not null,
  bill_type    int not null,
  bill_no      text not null,
  doc_id       text not null,
  bill_date    date not null,
  in_amount    numeric(18, 6) not null,
  out_amount   numeric(18, 6) not null,
  balance      numeric(18, 6) not null,
  at           timestamptz not null
);
create index account_flow_account on account_flow (company_id, account_id, flow_id);

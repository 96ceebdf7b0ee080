-- 账户转账: money moved from one account to another, with a fee paid from the account it leaves.
create table account_transfers (
  doc_id          text primary key,
  company_id      text not null,
  bill_no         text not null,
  bill_date       date not null,
  status          text not null,
  out_account_id  text not null,
  in_account_id   text not null,
  amount          numeric(18, 6) not null,
  fee             numeric(18, 6) not null,
  remark          text not null default '',
  created_by      text not null,
  created_at      timestamptz not null,
  updated_at      timestamptz not null
);
create index account_transfers_list on account_transfers (company_id, bill_date desc);

-- The ledger (业财一体): each company's chart of accounts, its vouchers and their lines, the bookkeeper's rules and
-- setting. All kept by the ledger projection from the events (documents audited and written back, the ledger's own
-- events), so a rebuild makes the same vouchers with the same numbers.
create table ledger_account (
  company_id   text not null,
  code         text not null,
  name         text not null,
  parent_code  text,
  direction    text not null check (direction in ('debit', 'credit')),
  category     text not null check (category in ('asset', 'liability', 'equity', 'cost', 'profit_loss')),
  enabled      boolean not null default true,
  aux          text[] not null default '{}',
  built_in     boolean not null default false,
  primary key (company_id, code)
);

create table ledger_voucher (
  company_id       text not null,
  voucher_id       text not null,
  word             text not null default '记',
  voucher_no       int not null,
  period           text not null,
  voucher_date     date not null,
  status           smallint not null default 0,
  source_bill_type int,
  source_bill_id   text,
  source_bill_no   text,
  red_of           text,
  summary          text not null default '',
  attachments      int not null default 0,
  annex_ids        text[] not null default '{}',
  made_by          text not null default '',
  made_by_id       text not null default '',
  audited_by       text,
  posted_by        text,
  created_at       timestamptz not null,
  -- A voucher summarising a day's documents of one type (setting perDay): the day and type it gathers.
  summary_key      text,
  primary key (company_id, voucher_id)
);
create unique index ledger_voucher_no on ledger_voucher (company_id, period, word, voucher_no);
create index ledger_voucher_date on ledger_voucher (company_id, voucher_date);
create index ledger_voucher_source on ledger_voucher (company_id, source_bill_id) where source_bill_id is not null;
create index ledger_voucher_open_summary on ledger_voucher (company_id, summary_key) where summary_key is not null and status = 0;

create table ledger_voucher_line (
  company_id    text not null,
  voucher_id    text not null,
  line_no       int not null,
  account_code  text not null,
  summary       text not null default '',
  debit         numeric(38, 6) not null default 0,
  credit        numeric(38, 6) not null default 0,
  customer_id   text,
  supplier_id   text,
  account_id    text,
  warehouse_id  text,
  employee_id   text,
  -- The document the line comes from (a summarised voucher gathers several), its date and type, for drill-down and checks.
  bill_id       text,
  bill_no       text,
  bill_type     int,
  voucher_date  date not null,
  primary key (company_id, voucher_id, line_no)
);
create index ledger_line_account on ledger_voucher_line (company_id, account_code, voucher_date);

-- The bookkeeper's rules (LedgerRule/Save) over the product's defaults: lines of a document type's voucher, or the account an
-- income/expense item, a settlement account or an 出入库类型 maps to.
create table ledger_rule (
  company_id  text not null,
  rule_key    text not null,
  lines       jsonb,
  account_code text,
  changed_by  text not null default '',
  changed_at  timestamptz not null,
  primary key (company_id, rule_key)
);

create table ledger_setting (
  company_id    text primary key,
  voucher_mode  text not null default 'perDocument'
);

-- 移动支付 for real: a merchant account per provider (both may be enabled), each with its provider's fields and a
-- 结算账户; payments of store orders and of counter sales (付款码), with their refunds. The read models are made anew
-- and filled from the events again; the sealed secrets stay in the events only.
drop table pay_settings;
drop table pay_orders;
delete from projection_checkpoints where name in ('pay_settings', 'pay_orders');

create table pay_settings (
  company_id   text not null,
  provider     text not null,
  merchant_id  text not null,
  app_id       text not null default '',
  field_values jsonb not null default '{}',
  secret_hints jsonb not null default '{}',
  account_id   text not null default '',
  enabled      boolean not null,
  updated_by   text not null default '',
  updated_at   timestamptz not null,
  primary key (company_id, provider)
);

create table pay_orders (
  pay_order_id    text primary key,
  company_id      text not null,
  source          text not null,
  order_id        text,
  order_no        text,
  sale_id         text,
  bill_no         text,
  provider        text not null,
  channel         text not null,
  amount          numeric(18, 6) not null,
  refunded_amount numeric(18, 6) not null default 0,
  status          text not null,
  trade_no        text,
  payer           text not null default '',
  pay_type        text not null default '',
  paid_at         timestamptz,
  expires_at      timestamptz,
  receipt_id      text,
  created_at      timestamptz not null
);
create index pay_orders_company on pay_orders (company_id, created_at desc);
create index pay_orders_order on pay_orders (company_id, order_id);
create index pay_orders_sale on pay_orders (company_id, sale_id);
-- The payments still open, oldest first: the sweep asks their providers after them.
create index pay_orders_open on pay_orders (created_at) where status = 'created';

create table pay_refunds (
  refund_id      text primary key,
  pay_order_id   text not null,
  company_id     text not null,
  amount         numeric(18, 6) not null,
  reason         text not null default '',
  sale_return_id text,
  status         text not null,
  refund_no      text,
  posted_id      text,
  refunded_at    timestamptz,
  created_at     timestamptz not null
);
create index pay_refunds_payment on pay_refunds (pay_order_id);
create index pay_refunds_company on pay_refunds (company_id, created_at desc);
create index pay_refunds_open on pay_refunds (created_at) where status = 'processing';

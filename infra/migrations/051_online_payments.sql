-- 移动支付: each company's online-payment account (which provider, merchant number, app id, and its key sealed with the
-- server's key; only its last characters are ever shown), and the payments asked for store orders with what the
-- provider reported of them (移动支付流水).
create table pay_settings (
  company_id    text primary key,
  provider      text not null,
  merchant_id   text not null,
  app_id        text not null default '',
  sealed_secret text not null,
  secret_hint   text not null,
  enabled       boolean not null,
  updated_by    text not null default '',
  updated_at    timestamptz not null
);

create table pay_orders (
  pay_order_id text primary key,
  company_id   text not null,
  order_id     text not null,
  order_no     text not null,
  provider     text not null,
  amount       numeric(18, 6) not null,
  status       text not null,
  trade_no     text,
  payer        text not null default '',
  pay_type     text not null default '',
  paid_at      timestamptz,
  created_at   timestamptz not null
);
create index pay_orders_paid on pay_orders (company_id, paid_at desc) where status = 'paid';
create index pay_orders_order on pay_orders (company_id, order_id);

-- 小程序用户: the storefront's buyers, one per company and phone number, made from their orders (name, addresses, how
-- many orders and how much), linkable to a 客户 so that the sales made from their orders are that customer's.
create table store_users (
  company_id    text not null,
  phone         text not null,
  buyer_name    text not null,
  addresses     text[] not null default '{}',
  order_count   int not null default 0,
  order_amount  numeric(18, 6) not null default 0,
  custom_id     text,
  first_at      timestamptz not null,
  last_at       timestamptz not null,
  primary key (company_id, phone)
);
create index store_users_list on store_users (company_id, last_at desc);

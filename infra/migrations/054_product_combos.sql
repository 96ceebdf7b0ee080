-- 商品套餐: a combo sold as one line at its own price, whose components (SKUs and quantities per combo) leave stock
-- each at its own cost. A sale keeps the composition it was sold with in its lines.
create table product_combos (
  combo_id     text primary key,
  company_id   text not null,
  combo_name   text not null,
  combo_code   text not null,
  combo_price  numeric(38, 6) not null,
  components   jsonb not null,
  remark       text not null default '',
  enabled      boolean not null default true,
  removed      boolean not null default false,
  created_at   timestamptz not null,
  updated_at   timestamptz not null
);
create index product_combos_company on product_combos (company_id, combo_code);

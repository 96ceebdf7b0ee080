-- The trade reports' day rollup by SKU: trade_lines summed per company, trade, day and SKU, kept by the statement of
-- the trade_lines projection that keeps trade_sku_months. A product report of any period sums whole months off
-- trade_sku_months and the days at its edges off this table (or a month less the few days of it outside the period),
-- instead of every line. lines: how many trade_lines rows a row sums, so that a SKU is in a period's report exactly
-- when a line of it is, even where its figures net to nothing.
create table trade_sku_days (
  company_id     text not null,
  trade          text not null,
  bill_date      date not null,
  sku_id         text not null,
  qty            numeric(38, 6) not null,
  amount         numeric(38, 6) not null,
  cost           numeric(38, 6) not null,
  return_qty     numeric(38, 6) not null,
  return_amount  numeric(38, 6) not null,
  lines          int not null,
  primary key (company_id, trade, bill_date, sku_id)
);

insert into trade_sku_days
select company_id, trade, bill_date, sku_id, sum(qty), sum(amount), sum(cost_amount),
       coalesce(-sum(qty) filter (where bill_type in (202, 302)), 0), coalesce(-sum(amount) filter (where bill_type in (202, 302)), 0), count(*)
from trade_lines
group by company_id, trade, bill_date, sku_id;

alter table trade_sku_months add column lines int not null default 0;
update trade_sku_months m set lines = d.lines
from (select company_id, trade, date_trunc('month', bill_date)::date as month, sku_id, sum(lines)::int as lines
      from trade_sku_days group by company_id, trade, date_trunc('month', bill_date), sku_id) d
where d.company_id = m.company_id and d.trade = m.trade and d.month = m.month and d.sku_id = m.sku_id;
alter table trade_sku_months alter column lines drop default;
-- A period's months are summed off the key alone (an index-only scan), as the lines were off trade_lines_period.
alter table trade_sku_months drop constraint trade_sku_months_pkey,
  add primary key (company_id, trade, month, sku_id) include (qty, amount, cost, return_qty, return_amount, lines);

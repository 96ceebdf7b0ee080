-- The trade reports' month rollup by SKU: trade_lines summed per company, trade, calendar month and SKU, returns (bill
-- types 202 销售退货 and 302 采购退货) also apart and positive, kept by the trade_lines projection in the same
-- transaction. A product report of one month, ordered by amount as it opens, reads its page straight off the index.
create table trade_sku_months (
  company_id     text not null,
  trade          text not null,
  month          date not null,
  sku_id         text not null,
  qty            numeric(38, 6) not null,
  amount         numeric(38, 6) not null,
  cost           numeric(38, 6) not null,
  return_qty     numeric(38, 6) not null,
  return_amount  numeric(38, 6) not null,
  primary key (company_id, trade, month, sku_id)
);
create index trade_sku_months_by_amount on trade_sku_months (company_id, trade, month, amount desc, sku_id);

insert into trade_sku_months
select company_id, trade, date_trunc('month', bill_date)::date, sku_id, sum(qty), sum(amount), sum(cost_amount),
       coalesce(-sum(qty) filter (where bill_type in (202, 302)), 0), coalesce(-sum(amount) filter (where bill_type in (202, 302)), 0)
from trade_lines
group by company_id, trade, date_trunc('month', bill_date), sku_id;

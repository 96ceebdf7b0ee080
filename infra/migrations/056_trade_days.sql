-- The trade reports' day rollup: trade_lines summed per company, trade, day, warehouse, creator, partner and bill type,
-- kept by the trade_lines projection in the same transaction. Every report that asks for no SKU (by day, by partner,
-- by employee, the totals, the profit report, the home page, the daily report) reads a month as a few rows a day
-- instead of every line. docs: the documents counted on their first line (an audit's, not a warehouse confirmation's
-- row of no quantity), less those written back.
create table trade_days (
  company_id    text not null,
  trade         text not null,
  bill_date     date not null,
  warehouse_id  text not null,
  created_by    text not null,
  partner_id    text not null,
  bill_type     int not null,
  qty           numeric(38, 6) not null,
  amount        numeric(38, 6) not null,
  cost_amount   numeric(38, 6) not null,
  docs          int not null,
  primary key (company_id, trade, bill_date, warehouse_id, created_by, partner_id, bill_type) include (qty, amount, cost_amount, docs)
);

insert into trade_days
select company_id, trade, bill_date, warehouse_id, created_by, partner_id, bill_type, sum(qty), sum(amount), sum(cost_amount),
       sum(case when line_no = 1 then case when reversal then -1 when qty <> 0 then 1 else 0 end else 0 end)
from trade_lines
group by company_id, trade, bill_date, warehouse_id, created_by, partner_id, bill_type;

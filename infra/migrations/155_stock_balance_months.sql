-- 库存查询 valued as of a date over every SKU: each SKU's stock in each warehouse at every month end (quantity and
-- cost), kept by the stock_as_of projection beside stock_balance_days. The stock at day D is then the month end before
-- it read as one range of the key, plus what moved between (stock_days' period index), instead of one probe per row.
-- stock_balance_marks.through: the company's month ends up to it are all kept (the last one before its latest day
-- with a movement); a month end before its first movement has no rows, as no stock was there yet.
create table stock_balance_months (
  company_id    text not null,
  month_end     date not null,
  sku_id        text not null,
  warehouse_id  text not null,
  qty           numeric(38, 6) not null,
  amount        numeric(38, 6) not null,
  primary key (company_id, month_end, sku_id, warehouse_id) include (qty, amount)
);

create table stock_balance_marks (
  company_id  text primary key,
  through     date not null
);

insert into stock_balance_marks
select company_id, (date_trunc('month', max(bill_date)::timestamp) - interval '1 day')::date
from stock_balance_days group by company_id;


-- Each kept day is the balance of the month ends from its own up to the day before the next kept day.
insert into stock_balance_months
select r.company_id, x.month_end, r.sku_id, r.warehouse_id, r.qty, r.amount
from (select b.*, m.through, lead(b.bill_date) over (partition by b.company_id, b.sku_id, b.warehouse_id order by b.bill_date) as next
      from stock_balance_days b join stock_balance_marks m on m.company_id = b.company_id where b.bill_date <= m.through) r
cross join lateral (
  select (f + interval '1 month' - interval '1 day')::date as month_end
  from generate_series(date_trunc('month', r.bill_date::timestamp), coalesce(r.next - 1, r.through)::timestamp, interval '1 month') f) x
where x.month_end <= coalesce(r.next - 1, r.through);

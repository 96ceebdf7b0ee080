-- 库存查询 and 进销存汇总 as of a date: each SKU's stock in each warehouse (quantity and cost) at the end of every day
-- it moved on, by the documents' date, kept by the stock_as_of projection. The stock at the end of day D is the last
-- row on or before D: one backward probe of the key per SKU and warehouse, read from the index alone. A document dated
-- before days already kept adds its movement to those days as well, so each row stays the sum of everything up to it.
create table stock_balance_days (
  company_id    text not null,
  sku_id        text not null,
  warehouse_id  text not null,
  bill_date     date not null,
  qty           numeric(38, 6) not null,
  amount        numeric(38, 6) not null,
  primary key (company_id, sku_id, warehouse_id, bill_date) include (qty, amount)
);

-- The movements so far, as the projection would have kept them: a movement of value alone (成本调价) adds its amount.
insert into stock_balance_days
select company_id, sku_id, warehouse_id, bill_date,
       sum(sum(in_qty - out_qty)) over w,
       sum(sum(case when out_qty > 0 then -amount else amount end)) over w
from stock_flow
group by company_id, sku_id, warehouse_id, bill_date
window w as (partition by company_id, sku_id, warehouse_id order by bill_date);

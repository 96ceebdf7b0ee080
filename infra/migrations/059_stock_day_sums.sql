-- 进销存汇总's stock days summed over all days per company, SKU and warehouse, kept by the stock_days projection in the
-- same transaction. A recent period's opening is then these sums less the days from its start on, read backwards
-- from now instead of summing every day before it: the cost follows the period's distance from today, not history.
create table stock_day_sums (
  company_id    text not null,
  sku_id        text not null,
  warehouse_id  text not null,
  in_qty        numeric(38, 6) not null,
  in_amount     numeric(38, 6) not null,
  out_qty       numeric(38, 6) not null,
  out_amount    numeric(38, 6) not null,
  primary key (company_id, sku_id, warehouse_id)
);

insert into stock_day_sums
select company_id, sku_id, warehouse_id, sum(in_qty), sum(in_amount), sum(out_qty), sum(out_amount)
from stock_days group by company_id, sku_id, warehouse_id;

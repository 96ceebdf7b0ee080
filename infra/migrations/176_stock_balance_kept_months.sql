-- The month ends a company keeps in stock_balance_months (in order, up to its `through`): only months it moved in
-- get one from now on, as an idle month's end is the stock of the kept one before it. 库存查询 as of a date reads the
-- nearest of them; a document dated back adds to those from its day on and to no other month end.
alter table stock_balance_marks add column months date[] not null default '{}';

update stock_balance_marks m set months = k.months
from (select company_id, array_agg(month_end order by month_end) as months
      from (select distinct company_id, month_end from stock_balance_months) d group by company_id) k
where k.company_id = m.company_id;

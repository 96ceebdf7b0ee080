-- Month ends of months a company's stock did not move in, stored before migration 176 kept only moved ones. None is
-- read any more (an idle month's end is the kept one before it and what moved between), so they go, and leave the
-- company's list of kept month ends with them.
create temporary table idle_month_ends on commit drop as
select m.company_id, x.month_end
from stock_balance_marks m cross join lateral unnest(m.months) x(month_end)
where not exists (
  select 1 from stock_days d
  where d.company_id = m.company_id and d.bill_date between date_trunc('month', x.month_end)::date and x.month_end);

delete from stock_balance_months b using idle_month_ends i where b.company_id = i.company_id and b.month_end = i.month_end;

update stock_balance_marks m
set months = array(select x from unnest(m.months) x where (m.company_id, x) not in (select company_id, month_end from idle_month_ends) order by x)
where m.company_id in (select company_id from idle_month_ends);

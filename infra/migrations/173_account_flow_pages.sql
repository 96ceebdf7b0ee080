-- 资金流水 paged by index whatever a company's history: each account counts its postings (kept by the balances
-- projection in the upsert it makes anyway), the company's postings are walked in posting order, and a period's
-- postings are found, counted and ordered within the dated index alone.
alter table account_balances add column postings bigint not null default 0;
update account_balances b set postings = f.n
from (select account_id, count(*) as n from account_flow group by account_id) f
where f.account_id = b.account_id;
create index account_balances_company on account_balances (company_id);

create index account_flow_company on account_flow (company_id, flow_id);
-- Wider than account_flow_day (company_id, bill_date), which it replaces for every query that used it.
create index account_flow_dated on account_flow (company_id, bill_date, account_id, flow_id);
drop index account_flow_day;

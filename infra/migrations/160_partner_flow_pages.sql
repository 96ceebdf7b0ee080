-- 应收流水 / 应付流水 paged by index whatever a partner's history: each partner counts its postings (kept by the balances
-- projection in the upsert it makes anyway), a posting knows its side, so a side's page walks its own postings newest
-- first, and a period is counted over the postings dated within it.
alter table partner_balances add column postings bigint not null default 0;
update partner_balances b set postings = f.n
from (select partner_id, count(*) as n from partner_flow group by partner_id) f
where f.partner_id = b.partner_id;

alter table partner_flow add column partner_kind text;
update partner_flow f set partner_kind = b.partner_kind from partner_balances b where b.partner_id = f.partner_id;
alter table partner_flow alter column partner_kind set not null;

create index partner_flow_side on partner_flow (company_id, partner_kind, flow_id);
create index partner_flow_dated on partner_flow (company_id, partner_id, bill_date);

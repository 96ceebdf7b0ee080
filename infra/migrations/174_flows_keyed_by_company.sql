-- A company's postings are keyed by it: with no index on the flow id alone, no plan of a flow page (资金流水, 应收流水,
-- 应付流水) can walk every company's postings in posting order, however common or new the planner thinks a company.
alter table partner_flow drop constraint partner_flow_pkey, add primary key (company_id, flow_id);
alter table account_flow drop constraint account_flow_pkey, add primary key (company_id, flow_id);
-- The key gives the company's postings in order now.
drop index account_flow_company;

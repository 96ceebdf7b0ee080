-- 预存款流水 is keyed by company, as 资金流水 and 应收流水 are (174): with no index on the flow id alone, no plan of a
-- page can walk every company's moves in order (a company with old moves waited 190 ms behind a million newer ones).
alter table prepaid_flow drop constraint prepaid_flow_pkey, add primary key (company_id, flow_id);

-- 预存款流水 pages walk a company's latest moves, whoever the customer, and count them only up to where counting stops.
create index prepaid_flow_company on prepaid_flow (company_id, flow_id);

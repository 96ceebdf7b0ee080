-- Documents whose audit left the goods to the warehouse (separatorWarehouse): waiting, partial (some confirmed) or done.
alter table documents add column stock_state text;
create index documents_stock_waiting on documents (company_id, doc_type, bill_date desc) where stock_state in ('waiting', 'partial');

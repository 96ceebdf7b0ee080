-- A company's events in the global order: a per-company rebuild (or a move to another database) reads them alone.
create index events_company_order on events (company_id, transaction_id, global_position);

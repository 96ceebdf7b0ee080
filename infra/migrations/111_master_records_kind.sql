-- A company's records of one kind, removed ones included (经营日报 lists a removed account that still has postings):
-- without it such a read scans every company's records.
create index master_records_kind on master_records (company_id, kind);

-- Read model of the flat master-data records (warehouses, customers, suppliers, accounts, units, grades, …).
create table master_records (
  record_id   text primary key,
  company_id  text not null,
  kind        text not null,
  code        text,
  name        text not null,
  data        jsonb not null,
  enabled     boolean not null default true,
  removed     boolean not null default false,
  created_by  text not null,
  created_at  timestamptz not null,
  updated_at  timestamptz not null
);
create index master_records_list on master_records (company_id, kind, created_at) where not removed;
create index master_records_code on master_records (company_id, kind, lower(code)) where not removed;
create index master_records_name on master_records (company_id, kind, lower(name)) where not removed;

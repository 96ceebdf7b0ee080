-- 订货商城's records kept as data of a kind: banner ads (StoreAdv), the home quick menu (StoreLabel) and formulas
-- (StoreFormula), each its own stream; the fields a list filters and sorts on are columns, the rest is the record.
create table store_records (
  company_id  text not null,
  kind        text not null,
  record_id   text not null,
  name        text not null,
  sort        int not null default 0,
  enabled     boolean not null default true,
  data        jsonb not null,
  created_by  text not null default '',
  created_at  timestamptz not null,
  updated_at  timestamptz not null,
  removed     boolean not null default false,
  primary key (company_id, kind, record_id)
);
create index store_records_list on store_records (company_id, kind, sort, created_at) where not removed;

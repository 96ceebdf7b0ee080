-- 数据导入 (bills and opening balances from Excel): the import as its events left it (read model of DataImport
-- streams), and each document it wrote, by the source bill number, so a file sent again writes nothing twice.
create table data_imports (
  import_id    text primary key,
  company_id   text not null,
  user_id      text not null,
  kind         text not null,
  file_name    text not null,
  file_hash    text not null,
  status       text not null check (status in ('previewed', 'running', 'done', 'undone')),
  documents    int not null,
  written      int not null default 0,
  failed       int not null default 0,
  skipped      int not null default 0,
  created_at   timestamptz not null,
  updated_at   timestamptz not null
);
create index data_imports_company on data_imports (company_id, created_at desc);

create table data_import_docs (
  import_id    text not null,
  company_id   text not null,
  kind         text not null,
  source_no    text not null,
  doc_id       text,
  bill_no      text,
  message      text,
  undone       boolean not null default false,
  primary key (import_id, source_no)
);
create index data_import_docs_source on data_import_docs (company_id, kind, source_no) where doc_id is not null and not undone;

-- The uploaded rows, checked, and who confirmed them (the background writer acts as them, also after a restart);
-- one writer at a time holds the lease.
create table data_import_files (
  import_id    text primary key,
  company_id   text not null,
  plan         jsonb not null,
  session      jsonb,
  lease_until  timestamptz
);

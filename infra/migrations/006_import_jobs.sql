-- Excel imports: progress and the rows that failed, with their reasons.
create table import_jobs (
  import_id    text primary key,
  company_id   text not null,
  user_id      text not null,
  kind         text not null,
  file_name    text not null,
  status       text not null,
  total        int not null,
  done         int not null default 0,
  success      int not null default 0,
  failed       int not null default 0,
  headers      jsonb not null,
  errors       jsonb not null default '[]',
  created_at   timestamptz not null default now(),
  finished_at  timestamptz
);
create index import_jobs_company on import_jobs (company_id, created_at);

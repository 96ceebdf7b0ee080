-- The 操作日志: one row per stored event (who, when, from which address and route, what, on which record, and for
-- master data the fields before and after), kept by the audit_records projection from every event.
create table audit_records (
  record_id      bigint generated always as identity primary key,
  company_id     text not null,
  at             timestamptz not null,
  user_id        text not null,
  user_name      text not null,
  ip             text,
  route          text,
  correlation_id text,
  event_type     text not null,
  category       text not null,
  -- What a change brings along (stock movements, bill numbers, reservations): shown only on request.
  related        boolean not null,
  stream_id      text not null,
  stream_type    text not null,
  record         text not null,
  bill_no        text,
  changes        jsonb,
  position       text not null
);

-- A company's log newest first, with or without what changes bring along; by user; one record's rows; a keyword on
-- the record's name or bill number by its two-character pieces (as product search, search_bigrams of migration 020).
create index audit_records_company on audit_records (company_id, at desc, record_id desc) where not related;
create index audit_records_company_all on audit_records (company_id, at desc, record_id desc);
create index audit_records_user on audit_records (company_id, user_id, at desc, record_id desc);
create index audit_records_stream on audit_records (stream_id, record_id);
create index audit_records_search on audit_records using gin (search_bigrams(lower(record || ' ' || coalesce(bill_no, ''))));

-- Each record's name and (for master data) its fields as its events left them: what a later event is compared with.
create table audit_streams (
  stream_id  text primary key,
  company_id text not null,
  label      text not null,
  fields     jsonb
);

-- The 操作日志 keyed by its event (event_id) and ordered by the event's position, no sequence of its own: the same rows
-- however the events reach it (a rebuild, the read models fed from Kafka). Made anew and filled from the events again.
drop table audit_records;
truncate audit_streams;
delete from projection_checkpoints where name = 'audit_records';
create table audit_records (
  event_id       uuid primary key,
  pos            bigint not null,
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
  changes        jsonb
);
create index audit_records_company on audit_records (company_id, at desc, pos desc) where not related;
create index audit_records_company_all on audit_records (company_id, at desc, pos desc);
create index audit_records_user on audit_records (company_id, user_id, at desc, pos desc);
create index audit_records_stream on audit_records (stream_id, pos);
create index audit_records_search on audit_records using gin (search_bigrams(lower(record || ' ' || coalesce(bill_no, ''))));

-- Every change of a SKU's prices (sale, wholesale, purchase, lowest, and level prices as grade:<gradeId>) with the
-- value before and after, who and when, and the 调价单 that made it (none for an edit of the product): the 价格表's
-- history and a 调价单's 原价. Kept by the price_changes projection from the product events, a row per price an event
-- changed (seq), in the events' order (pos).
create table price_changes (
  event_id    uuid not null,
  seq         int not null,
  pos         bigint not null,
  company_id  text not null,
  product_id  text not null,
  sku_id      text not null,
  price_type  text not null,
  before      numeric(18, 6),
  after       numeric(18, 6),
  doc_id      text,
  bill_no     text,
  reversal    boolean not null default false,
  -- The price the product or SKU was created with.
  initial     boolean not null default false,
  user_id     text not null,
  user_name   text not null,
  at          timestamptz not null,
  primary key (event_id, seq)
);
create index price_changes_sku on price_changes (sku_id, price_type, pos desc, seq desc);
create index price_changes_history on price_changes (company_id, sku_id, pos desc, seq desc);
create index price_changes_doc on price_changes (doc_id) where doc_id is not null;

-- A 调价单 dated to take effect later: whether its prices were set (applied) or its write-back came first (cancelled).
create table price_schedules (
  doc_id     text primary key,
  company_id text not null,
  state      text not null,
  at         timestamptz not null
);

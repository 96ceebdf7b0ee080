-- Aggregate snapshots: a stream's folded state at a version, so that a long stream (a best seller's stock) is not
-- read whole on every decision. A cache derived from the events alone: emptying it only makes loads slower. A fold
-- whose shape changes takes a new schema name, and the old rows are ignored.
create table snapshots (
  stream_id  text primary key,
  company_id text not null,
  schema     text not null,
  version    bigint not null,
  state      jsonb not null,
  updated_at timestamptz not null default now()
);

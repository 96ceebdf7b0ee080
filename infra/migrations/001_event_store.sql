-- The event store: append-only. Nothing here is ever updated or deleted except the stream version counter.
create table streams (
  stream_id       text primary key,
  stream_type     text not null,
  company_id      text not null,
  stream_position bigint not null
);

create table events (
  global_position bigint generated always as identity,
  transaction_id  xid8 not null default pg_current_xact_id(),
  stream_id       text not null,
  stream_position bigint not null,
  event_id        uuid not null,
  event_type      text not null,
  data            jsonb not null,
  metadata        jsonb not null,
  company_id      text not null,
  created_at      timestamptz not null default now(),
  primary key (global_position),
  constraint events_stream_position unique (stream_id, stream_position),
  constraint events_event_id unique (event_id)
);

-- Readers walk (transaction_id, global_position) and stop below the oldest running transaction, so an append
-- that took an earlier position but commits later is never skipped.
create index events_global_order on events (transaction_id, global_position);
create index events_company_type on events (company_id, event_type);

create function events_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'the event store is append-only';
end $$;
create trigger events_append_only before update or delete on events
  for each row execute function events_append_only();

-- One append is one call: the stream version checks and the event insert commit together or not at all.
-- s_expected: -1 any, -2 the stream must exist, 0 it must not exist, n > 0 its exact current version.
create function append_events(
  p_company text, s_ids text[], s_types text[], s_expected bigint[], s_counts int[],
  e_stream int[], e_offset int[], e_ids uuid[], e_types text[], e_data jsonb[], e_meta jsonb[]
) returns table (r_pos bigint, r_tx xid8, r_stream text, r_version bigint) language plpgsql as $$
declare
  v bigint;
  base bigint[] := '{}';
begin
  for i in 1 .. array_length(s_ids, 1) loop
    v := null;
    if s_expected[i] = -1 then
      insert into streams as s (stream_id, stream_type, company_id, stream_position)
      values (s_ids[i], s_types[i], p_company, s_counts[i])
      on conflict (stream_id) do update set stream_position = s.stream_position + excluded.stream_position
        where s.company_id = excluded.company_id
      returning s.stream_position into v;
    elsif s_expected[i] = 0 then
      insert into streams (stream_id, stream_type, company_id, stream_position)
      values (s_ids[i], s_types[i], p_company, s_counts[i])
      on conflict do nothing
      returning streams.stream_position into v;
    else
      update streams s set stream_position = s.stream_position + s_counts[i]
      where s.stream_id = s_ids[i] and s.company_id = p_company and (s_expected[i] = -2 or s.stream_position = s_expected[i])
      returning s.stream_position into v;
    end if;
    if v is null then
      raise exception using errcode = 'P0001', message = 'wrong_expected_version', detail = s_ids[i];
    end if;
    base := base || (v - s_counts[i]);
  end loop;
  return query
    insert into events (stream_id, stream_position, event_id, event_type, data, metadata, company_id)
    select s_ids[e.sidx], base[e.sidx] + e.off, e.id, e.typ, e.dat, e.met, p_company
    from unnest(e_stream, e_offset, e_ids, e_types, e_data, e_meta) with ordinality as e(sidx, off, id, typ, dat, met, ord)
    order by e.ord
    returning events.global_position, events.transaction_id, events.stream_id, events.stream_position;
end $$;

create table projection_checkpoints (
  name           text primary key,
  transaction_id xid8 not null default '0',
  position       bigint not null default 0,
  updated_at     timestamptz not null default now()
);

create table idempotency_keys (
  scope         text not null,
  key           text not null,
  request_hash  text not null,
  status        smallint,
  response      jsonb,
  created_at    timestamptz not null default now(),
  primary key (scope, key)
);

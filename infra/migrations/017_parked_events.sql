-- Events a projection could not apply: set aside with the error, so the projection (and every other company's
-- read models) goes on. An operator lists and retries them (npm run projections:parked).
create table parked_events (
  projection      text not null,
  event_id        uuid not null,
  transaction_id  xid8 not null,
  position        bigint not null,
  stream_id       text not null,
  event_type      text not null,
  company_id      text,
  error           text not null,
  attempts        int not null default 1,
  parked_at       timestamptz not null default now(),
  last_tried_at   timestamptz not null default now(),
  primary key (projection, event_id)
);
create index parked_events_order on parked_events (projection, transaction_id, position);

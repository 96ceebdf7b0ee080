-- How far the Kafka publisher (KAFKA_BROKERS) has published the events, in the store's global order. It moves only
-- after Kafka has acknowledged a batch, so a crash republishes at most that batch (at-least-once). Setting it back
-- to '0', 0 publishes the whole history again.
create table kafka_publisher_checkpoint (
  publisher      text primary key,
  transaction_id xid8 not null default '0',
  position       bigint not null default 0,
  published      bigint not null default 0,
  updated_at     timestamptz not null default now()
);
insert into kafka_publisher_checkpoint (publisher) values ('kafka');

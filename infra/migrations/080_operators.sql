-- The console's operators sign in apart from every company: their sessions, tokens kept only as hashes, revocable.
create table operator_sessions (
  token_hash    text primary key,
  operator_id   text not null,
  operator_name text not null,
  login_name    text not null,
  created_at    timestamptz not null default now(),
  expires_at    timestamptz not null,
  revoked_at    timestamptz
);
create index operator_sessions_expiry on operator_sessions (expires_at);

-- A company an operator locked (CompanyLocked / CompanyUnlocked, identity read model): its users can neither sign in nor call.
alter table companies add column locked boolean not null default false;

-- The console's log reads the operators' events by their types, newest first.
create index events_by_type on events (event_type, global_position);

alter table companies add column settings jsonb not null default '{}';

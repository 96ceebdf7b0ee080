alter table documents add column print_count int not null default 0;
alter table documents add column extend jsonb not null default '{}';

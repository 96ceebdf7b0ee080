-- A movement that undoes an audited document (a write-back, 红冲) is marked in the flows. Movements recorded before
-- the mark existed stay unmarked, as a rebuild from their events also leaves them.
alter table stock_flow add column reversal boolean not null default false;
alter table serial_flow add column reversal boolean not null default false;
alter table batch_flow add column reversal boolean not null default false;

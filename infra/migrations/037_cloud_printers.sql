-- 云打印: the cloud receipt printers each company registered with a provider (飞鹅云), by device number, with the
-- shop (门店) they stand in and how many receipts they were sent.
create table cloud_printers (
  company_id      text not null,
  device_no       text not null,
  name            text not null,
  provider        text not null,
  branch_id       text,
  registered_at   timestamptz not null,
  registered_by   text not null default '',
  removed         boolean not null default false,
  print_count     int not null default 0,
  last_printed_at timestamptz,
  primary key (company_id, device_no)
);

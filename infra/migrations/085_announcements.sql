-- What the operators publish to every company (Notice, Upgrade, MobileUpgrade, Notify): one row per entry, built from
-- its events (Announcement-{id}); the company side shows the published ones whose time has come.
-- It supersedes notices and upgrades, whose two rows (a welcome, version 0.1.0) 002 wrote straight in: never events,
-- so no operator could withdraw them, and no migration can write events when they are kept in EventStoreDB.
drop table notices;
drop table upgrades;

create table announcements (
  announcement_id uuid primary key,
  -- The number the company side answers as noticeId / upgradeId / notifyId.
  seq          serial unique,
  kind         text not null,
  title        text not null,
  content      text not null,
  version      text not null,
  download_url text not null,
  up_status    int not null,
  status       text not null,
  publish_at   timestamptz,
  written_at   timestamptz not null,
  written_by   text not null,
  updated_at   timestamptz not null,
  updated_by   text not null
);
create index announcements_shown on announcements (kind, publish_at desc) where status = 'published';

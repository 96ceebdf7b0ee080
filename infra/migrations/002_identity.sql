-- Identity read models (projections of Company, User and Role streams) and the operational tables of sign-in.
create table companies (
  company_id    text primary key,
  company_name  text not null,
  product_type  int not null,
  is_demo       boolean not null default false,
  end_time      date,
  is_old_sob    boolean not null default false,
  company_logo  text not null default '',
  phone         text not null default '',
  address       text not null default '',
  created_at    timestamptz not null,
  updated_at    timestamptz not null
);

create table users (
  user_id        text primary key,
  company_id     text not null,
  login_name     text not null,
  password_hash  text not null,
  user_name      text not null,
  phone          text not null default '',
  is_admin       boolean not null default false,
  role_id        text,
  price_perm     text not null default '000000000',
  warehouse_perm text not null default '',
  branch_admin   boolean not null default false,
  branch_id      text,
  locked         boolean not null default false,
  removed        boolean not null default false,
  created_at     timestamptz not null,
  updated_at     timestamptz not null
);
create unique index users_login_name on users (lower(login_name)) where not removed;
create index users_company on users (company_id, created_at);

create table roles (
  role_id      text primary key,
  company_id   text not null,
  role_name    text not null,
  permissions  jsonb not null,
  removed      boolean not null default false,
  created_at   timestamptz not null,
  updated_at   timestamptz not null
);
create index roles_company on roles (company_id, created_at);

create table sessions (
  token_hash  text primary key,
  user_id     text not null,
  company_id  text not null,
  created_at  timestamptz not null default now(),
  expires_at  timestamptz not null,
  revoked_at  timestamptz
);
create index sessions_user on sessions (user_id);

create table login_failures (
  login_name  text not null,
  address     text not null,
  at          timestamptz not null default now()
);
create index login_failures_name on login_failures (lower(login_name), at);
create index login_failures_address on login_failures (address, at);

create table license_codes (
  login_name  text primary key,
  code_hash   text not null,
  expires_at  timestamptz not null,
  attempts    int not null default 0
);

-- Announcements and release notes published by the vendor to every company.
create table notices (
  notice_id      serial primary key,
  notice_title   text not null,
  notice_content text not null,
  start_time     timestamptz not null default now(),
  up_status      int not null default 1
);
create table upgrades (
  upgrade_id       serial primary key,
  version          text not null,
  version_content  text not null,
  create_time      timestamptz not null default now(),
  up_status        int not null default 1
);
insert into notices (notice_title, notice_content) values
  ('欢迎使用云进销存', '进销存、财务与报表一站式管理。左侧菜单按模块排列；右上角铃铛查看公告、版本更新与库存预警。');
insert into upgrades (version, version_content) values
  ('0.1.0', '首个版本：注册与登录、员工与角色权限、多标签工作台。');

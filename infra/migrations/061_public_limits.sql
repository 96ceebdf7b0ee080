-- The limits of the public calls (sign-in, registration, demo, password reset, captchas), shared by every process:
-- one row per counted call and limit, counted over a sliding window and forgotten after a day
-- (services/src/shared/http/rate-limits.ts). Failed sign-ins are counted here now, per account and per address.
create table rate_limit_hits (
  id    bigserial primary key,
  name  text not null,
  key   text not null,
  at    timestamptz not null default now()
);
create index rate_limit_hits_key on rate_limit_hits (name, key, at);
create index rate_limit_hits_at on rate_limit_hits (at);

drop table login_failures;

-- Image captchas (Common/GetImageCheckCode): the answer kept here, never sent; one try each, for a few minutes.
create table captchas (
  captcha_id  text primary key,
  answer      text not null,
  expires_at  timestamptz not null
);
create index captchas_expiry on captchas (expires_at);

-- A password-reset code is used once and deleted; wrong codes are counted per account and address in rate_limit_hits,
-- across codes, so a new code no longer starts the count again.
alter table license_codes drop column attempts;
create index license_codes_expiry on license_codes (expires_at);

-- An expired demo company whose business data its CompanyReset has cleared (the demo purge).
alter table companies add column demo_purged boolean not null default false;
create index companies_demo_expiry on companies (end_time) where is_demo and not demo_purged;

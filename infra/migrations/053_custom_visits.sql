-- 客户拜访: a staff member's visit to a customer, with where and when they signed in and out, its tags (拜访标签,
-- master records of kind VisitTag) and notes; its photos are attachments (Annex, owner type CustomVisit).
create table custom_visits (
  visit_id        text primary key,
  company_id      text not null,
  custom_id       text not null,
  visitor_id      text not null,
  visit_date      date not null,
  tag_ids         text[] not null default '{}',
  remark          text not null default '',
  status          text not null check (status in ('planned', 'visiting', 'done')),
  sign_in_at      timestamptz,
  sign_in_place   jsonb,
  sign_out_at     timestamptz,
  sign_out_place  jsonb,
  created_at      timestamptz not null,
  updated_at      timestamptz not null
);
-- A company's visits newest first, and a customer's history.
create index custom_visits_company on custom_visits (company_id, visit_date desc);
create index custom_visits_custom on custom_visits (company_id, custom_id, visit_date desc);

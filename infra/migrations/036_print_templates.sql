-- 打印设置: the print templates a company changed from their originals (the others print as shipped), and which
-- template each document type prints with when none is named (none: its A4 template).
create table print_templates (
  company_id      text not null,
  template_id     text not null,
  bill_type       int not null,
  layout          jsonb not null,
  updated_at      timestamptz not null,
  updated_by      text not null,
  updated_by_name text not null default '',
  primary key (company_id, template_id)
);

create table print_defaults (
  company_id  text not null,
  bill_type   int not null,
  template_id text not null,
  primary key (company_id, bill_type)
);

-- 日常收支: daily income (105) and expense (106) through an account, by 收支项目 lines.
create table finance_flows (
  doc_id       text primary key,
  company_id   text not null,
  flow_type    int not null,
  bill_no      text not null,
  bill_date    date not null,
  status       text not null,
  account_id   text not null,
  custom_id    text,
  supplier_id  text,
  total        numeric(18, 6) not null,
  remark       text not null default '',
  created_by   text not null,
  created_at   timestamptz not null,
  updated_at   timestamptz not null
);
create index finance_flows_list on finance_flows (company_id, flow_type, bill_date desc);
create table finance_flow_lines (
  doc_id    text not null,
  line_no   int not null,
  class_id  text not null,
  amount    numeric(18, 6) not null,
  remark    text not null default '',
  primary key (doc_id, line_no)
);

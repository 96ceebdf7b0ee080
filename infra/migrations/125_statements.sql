-- 对账单: a statement of a customer's (or supplier's) account for a period, with its share link (/s/{code}) and what
-- became of it: sent, opened, confirmed or disputed by the customer (when, and from which address and browser),
-- revoked, paid online. Built from the Statement* events.
create table statements (
  statement_id    text primary key,
  company_id      text not null,
  partner_kind    text not null check (partner_kind in ('Custom', 'Supplier')),
  partner_id      text not null,
  start_date      date not null,
  end_date        date not null,
  opening_balance numeric not null,
  closing_balance numeric not null,
  code            text not null unique,
  expires_at      timestamptz not null,
  issued_by       text not null,
  issued_at       timestamptz not null,
  sent_via        text,
  sent_at         timestamptz,
  opened_at       timestamptz,
  answer          text check (answer in ('confirmed', 'disputed')),
  answered_at     timestamptz,
  dispute_note    text,
  answered_ip     text,
  answered_agent  text,
  revoked_at      timestamptz,
  paid_amount     numeric not null default 0
);
-- A company's statements newest first, and a partner's latest.
create index statements_company on statements (company_id, issued_at desc);
create index statements_partner on statements (company_id, partner_id, issued_at desc);

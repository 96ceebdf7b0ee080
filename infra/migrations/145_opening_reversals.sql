-- 期初库存 taken back whole (its import undone): when and by whom, so the 期初 list marks the entry 已撤销 and leaves it
-- out of its totals instead of showing the taking-back as a row of quantity 0.
create table opening_reversals (
  company_id  text not null,
  doc_id      text not null,
  reversed_at timestamptz not null,
  reversed_by text not null,
  primary key (company_id, doc_id)
);

-- 开票: invoices issued against sales (销售开票) and received against purchases (采购收票), voided ones kept (发票流水).
create table invoices (
  invoice_id    text primary key,
  company_id    text not null,
  direction     text not null,
  bill_type     int not null,
  doc_id        text not null,
  bill_no       text not null,
  partner_id    text,
  invoice_no    text not null,
  invoice_date  date not null,
  invoice_type  text not null,
  amount        numeric(18, 6) not null,
  tax_rate      numeric(18, 6),
  tax_amount    numeric(18, 6) not null,
  remark        text not null default '',
  status        text not null,
  void_reason   text not null default '',
  voided_by     text,
  voided_at     timestamptz,
  created_by    text not null,
  created_at    timestamptz not null
);
create index invoices_flow on invoices (company_id, invoice_date desc, created_at desc);
create index invoices_doc on invoices (doc_id);
-- What is left to invoice takes off the audited returns that name the document.
create index documents_source on documents ((header->>'sourceId')) where header->>'sourceId' is not null;

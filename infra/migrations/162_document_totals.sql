-- A document list of a whole kind (no filter, every document the company holds) counts and sums its documents from
-- one row per company and kind, kept by the documents projection, instead of reading all of them.
create table document_totals (
  company_id    text not null,
  doc_type      text not null,
  documents     bigint not null,
  total_amount  numeric(38, 6) not null,
  paid_amount   numeric(38, 6) not null,
  primary key (company_id, doc_type)
);
insert into document_totals (company_id, doc_type, documents, total_amount, paid_amount)
select company_id, doc_type, count(*), sum(total_amount), sum(paid_amount) from documents where status <> 'removed' group by company_id, doc_type;

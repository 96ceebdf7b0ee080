-- Opening balances (期初) of the ledger: from the settlement accounts', customers' and suppliers' 期初余额, each with
-- its contra (实收资本 by default), replaced whenever the record's opening balance changes. amount is signed debit-positive.
create table ledger_opening (
  company_id   text not null,
  record_key   text not null,
  line_no      int not null,
  account_code text not null,
  customer_id  text,
  supplier_id  text,
  account_id   text,
  amount       numeric(38, 6) not null,
  primary key (company_id, record_key, line_no)
);

-- What the ledger needs of a document beyond its audit event: its 出入库类型 (其他入库/出库), kept from its saves.
create table ledger_doc_type (
  company_id  text not null,
  doc_id      text not null,
  type_id     text not null,
  primary key (company_id, doc_id)
);

-- Every record an employee's data scope applies to (seed §6: own records, the branch's staff, warehouses), whatever its
-- module: who made it and the warehouses it touches. The API refuses a call naming a record outside the caller's scope
-- by looking its id up here, so a route that takes an id cannot skip the check (identity/auth/record-scope.ts).
create view scoped_records (company_id, record_id, created_by, warehouses) as
  select d.company_id, d.doc_id, d.created_by,
         -- the header warehouse, a warehouse header field (a transfer's inWarehouseId) and the lines' warehouses
         array(select w from (
                 select d.warehouse_id as w
                 union select e.value from jsonb_each_text(coalesce(d.header->'extra', '{}')) e where e.key like '%WarehouseId'
                 union select l.warehouse_id from document_lines l where l.doc_id = d.doc_id) x
               where coalesce(w, '') <> '')
    from documents d
  union all select company_id, doc_id, created_by, '{}' from settlements
  union all select company_id, doc_id, created_by, '{}' from account_transfers
  union all select company_id, doc_id, created_by, '{}' from finance_flows
  union all select company_id, doc_id, created_by, '{}' from custom_czs
  union all select company_id, doc_id, created_by, '{}' from refunds
  union all select company_id, invoice_id, created_by, '{}' from invoices
  union all select company_id, visit_id, visitor_id, '{}' from custom_visits;

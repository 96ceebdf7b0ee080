-- 库存查询's 占用 read by index: a line of an open outbound document (a draft, one in approval, or audited with its goods
-- still awaited by the warehouse; of a kind whose lines go both ways, an outgoing line) reserves its stock, as the
-- documents projection keeps it; a SKU's reservation in a warehouse then reads its open lines alone, not every line of
-- its history.
alter table document_lines add column reserving boolean not null default false;
update document_lines l set reserving = true
from documents d
where d.doc_id = l.doc_id and d.doc_type in ('Sale', 'BuyReturn', 'Trans', 'Assembly', 'Outstorage')
  and coalesce(l.data->>'direction', 'out') = 'out'
  and (d.status in ('draft', 'approving') or (d.status = 'audited' and d.stock_state in ('waiting', 'partial')));
create index document_lines_reserving on document_lines (company_id, sku_id, warehouse_id) where reserving;

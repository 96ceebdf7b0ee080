import { documentKinds } from '../document-engine';

/** The kinds whose open documents reserve stock (read when asked: modules register their kinds as they load). */
export const outboundKinds = () =>
  documentKinds()
    .filter((k) => k.direction === 'out')
    .map((k) => k.kind);

/**
 * What open outbound documents (drafts, those in approval, and audited ones whose goods still await the warehouse)
 * and open 商城订单 (not yet turned into a sale nor cancelled; a combo line by its components' parts) will take of a
 * SKU in a warehouse, in its main unit (of a kind whose lines go both ways, its outgoing lines): a SQL expression over
 * the company, SKU and warehouse expressions given, `kinds` the parameter that holds outboundKinds().
 * The one place that says what is reserved: the stock list's 可用库存 and the store's stock both read it.
 */
export const reservedQtySql = (company: string, sku: string, warehouse: string, kinds: string) => `((
  select coalesce(sum(l.base_qty - coalesce((l.data->>'confirmedQty')::numeric * (l.data->>'ratio')::numeric, 0)), 0)
  from document_lines l join documents d on d.doc_id = l.doc_id
  where l.company_id = ${company} and l.sku_id = ${sku} and l.warehouse_id = ${warehouse} and d.doc_type = any(${kinds})
    and coalesce(l.data->>'direction', 'out') = 'out'
    and (d.status in ('draft', 'approving') or (d.status = 'audited' and d.stock_state in ('waiting', 'partial'))))
  + (select coalesce(sum(o.qty), 0) from store_order_lines o where o.company_id = ${company} and o.sku_id = ${sku} and o.warehouse_id = ${warehouse} and o.open)
  + (select coalesce(sum(o.qty), 0) from store_order_parts o where o.company_id = ${company} and o.sku_id = ${sku} and o.warehouse_id = ${warehouse} and o.open))`;

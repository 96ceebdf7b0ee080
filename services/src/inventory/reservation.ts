/**
 * What open outbound documents (drafts, those in approval, and audited ones whose goods still await the warehouse:
 * their lines marked reserving by the documents projection, of a kind whose lines go both ways the outgoing ones) and
 * open 商城订单 (not yet turned into a sale nor cancelled; a combo line by its components' parts) will take of a SKU in
 * a warehouse, in its main unit: a SQL expression over the company, SKU and warehouse expressions given, each part read
 * from the open rows alone (partial indexes), never a SKU's whole history.
 * The one place that says what is reserved: the stock list's 可用库存 and the store's stock both read it.
 */
export const reservedQtySql = (company: string, sku: string, warehouse: string) => `((
  select coalesce(sum(l.base_qty - coalesce((l.data->>'confirmedQty')::numeric * (l.data->>'ratio')::numeric, 0)), 0)
  from document_lines l where l.company_id = ${company} and l.sku_id = ${sku} and l.warehouse_id = ${warehouse} and l.reserving)
  + (select coalesce(sum(o.qty), 0) from store_order_lines o where o.company_id = ${company} and o.sku_id = ${sku} and o.warehouse_id = ${warehouse} and o.open)
  + (select coalesce(sum(o.qty), 0) from store_order_parts o where o.company_id = ${company} and o.sku_id = ${sku} and o.warehouse_id = ${warehouse} and o.open))`;

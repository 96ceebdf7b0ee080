-- The stock list is read in product-name order and the stock flow newest first: indexes that give those orders, so a
-- first page reads a page of rows instead of sorting every SKU or every movement of the company.
create index products_name on products (company_id, product_name);
create index stock_flow_company on stock_flow (company_id, flow_id);

-- The product's name on each SKU row (kept with `search`): a keyword's matching SKUs are put in name order without
-- a product look-up each, so the stock list walks only as many stock rows as its page needs.
alter table product_skus add column product_name text not null default '';
update product_skus s set product_name = p.product_name from products p where p.product_id = s.product_id;

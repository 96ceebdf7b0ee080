-- 进销存汇总 reads a SKU's days from a date on (a period summed backwards) and its sums over all days, for the SKUs of
-- a page or of a keyword: both keys now lead with the SKU and carry the figures, so each SKU is one index range read
-- without visiting the table. The keys keep their columns; only their order and what they carry change.
alter table stock_days drop constraint stock_days_pkey,
  add primary key (company_id, sku_id, bill_date, warehouse_id, bill_type) include (in_qty, in_amount, out_qty, out_amount);
alter table stock_day_sums drop constraint stock_day_sums_pkey,
  add primary key (company_id, sku_id, warehouse_id) include (in_qty, in_amount, out_qty, out_amount);

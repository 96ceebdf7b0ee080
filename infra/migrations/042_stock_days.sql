-- 进销存汇总's read model: the stock movements summed per company, SKU, warehouse, day and bill type, in and out
-- (main units; cost amounts at the moving average). A write-back's movements subtract from the direction they undo,
-- so a written-back document nets to nothing on its day. A period's opening is the sum of the days before it, its in
-- and out the sums of its days, without reading the movements themselves.
create table stock_days (
  company_id    text not null,
  sku_id        text not null,
  warehouse_id  text not null,
  bill_date     date not null,
  bill_type     int not null,
  in_qty        numeric(38, 6) not null,
  in_amount     numeric(38, 6) not null,
  out_qty       numeric(38, 6) not null,
  out_amount    numeric(38, 6) not null,
  primary key (company_id, sku_id, warehouse_id, bill_date, bill_type)
);
-- A period of every SKU (sorting by what moved in it).
create index stock_days_period on stock_days (company_id, bill_date) include (sku_id, warehouse_id, bill_type, in_qty, in_amount, out_qty, out_amount);

-- The same without the SKU: the totals of a period over all products, from a few rows a day.
create table stock_day_totals (
  company_id    text not null,
  warehouse_id  text not null,
  bill_date     date not null,
  bill_type     int not null,
  in_qty        numeric(38, 6) not null,
  in_amount     numeric(38, 6) not null,
  out_qty       numeric(38, 6) not null,
  out_amount    numeric(38, 6) not null,
  primary key (company_id, bill_date, warehouse_id, bill_type)
);

-- 经营日报 and the home page read a day's (or a month's) fund flow of the whole company.
create index account_flow_day on account_flow (company_id, bill_date);

-- 进销存汇总's pages walk the SKUs in name order.
create index product_skus_name on product_skus (company_id, product_name, sort, sku_id);

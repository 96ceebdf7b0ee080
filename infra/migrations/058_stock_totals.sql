-- Stock on hand per company and warehouse, summed over its SKUs: what the home page shows as 库存数量 and 库存金额,
-- kept by the stock projection in the same transaction as the rows it sums (each batch adds new balance − old).
create table stock_totals (
  company_id    text not null,
  warehouse_id  text not null,
  qty           numeric(38, 6) not null,
  amount        numeric(38, 6) not null,
  primary key (company_id, warehouse_id)
);

insert into stock_totals
select company_id, warehouse_id, sum(qty), sum(amount) from stock group by company_id, warehouse_id;

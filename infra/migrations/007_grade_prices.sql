-- Level prices: a SKU's price for each customer grade.
create table sku_grade_prices (
  sku_id      text not null,
  grade_id    text not null,
  company_id  text not null,
  price       numeric(18, 6) not null,
  primary key (sku_id, grade_id)
);
create index sku_grade_prices_grade on sku_grade_prices (company_id, grade_id);

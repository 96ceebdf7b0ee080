-- 智能补货's cheap first pass (the replenish projection): per warehouse and SKU, its stock after its last movement and
-- what it sold (days of net sales above zero) in the latest 32-day block it sold in (block = days since 1970-01-01
-- div 32; -1 when it never sold) and in the block before. A window of up to 32 days lies in at most two blocks, so
-- one pass over this table, joining nothing, finds the SKUs that may be short; only those are summed exactly.
create table replenish_pace (
  company_id    text not null,
  warehouse_id  text not null,
  sku_id        text not null,
  stock         numeric(38, 6) not null default 0,
  block         integer not null default -1,
  in_block      numeric(38, 6) not null default 0,
  before        numeric(38, 6) not null default 0,
  primary key (company_id, warehouse_id, sku_id)
);
insert into replenish_pace (company_id, warehouse_id, sku_id, stock, block, in_block, before)
select st.company_id, st.warehouse_id, st.sku_id, st.qty, coalesce(b.block, -1), coalesce(b.in_block, 0), coalesce(b.before, 0)
from stock st
left join (
  select company_id, warehouse_id, sku_id, max(block) as block,
    sum(qty) filter (where block = max_block) as in_block, coalesce(sum(qty) filter (where block = max_block - 1), 0) as before
  from (select *, max(block) over (partition by company_id, warehouse_id, sku_id) as max_block
        from (select company_id, warehouse_id, sku_id, (day - date '1970-01-01') / 32 as block, qty from replenish_sales where qty > 0) d) s
  group by company_id, warehouse_id, sku_id
) b using (company_id, warehouse_id, sku_id);

-- The trade reports read a month of one trade by the period index alone (an index-only scan): the bill type (returns
-- apart), the warehouse and the creator (the caller's scope) are in it too, not only the figures.
drop index trade_lines_period;
create index trade_lines_period on trade_lines (company_id, trade, bill_date) include (sku_id, partner_id, bill_type, warehouse_id, created_by, qty, amount, cost_amount);

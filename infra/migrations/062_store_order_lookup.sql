-- 商城订单's 查询码: the code given to the buyer with the order; the storefront's 我的订单 shows an order only to the
-- phone and code it was placed with (null for orders placed before codes were given: only the shop sees those).
alter table store_orders add column lookup_code text;

-- The orders still waiting for the shop (待接单), oldest first: those not taken in time lapse (LapseOrdersCommand).
create index store_orders_waiting on store_orders (created_at) where status = 'new';

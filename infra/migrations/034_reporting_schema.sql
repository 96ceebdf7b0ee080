-- 给分析师的报表视图 / The analysts' views: schema `reporting` holds stable, documented views over the read models,
-- one company per database login. The views run with their owner's rights (security_invoker off), so each one filters
-- itself to the company that reporting_logins maps the connecting login (session_user) to; a login it does not map
-- sees no rows. session_user cannot be changed by the login itself (SET ROLE leaves it), nor can the mapping, which
-- only the owner reads. security_barrier keeps a caller's own functions from seeing rows before that filter.
-- The logins (members of the NOLOGIN group jxc_reporting, which may read these views and nothing else) are made and
-- dropped by `npm run reporting:grant` / `reporting:revoke` (services/src/reporting), not here: roles belong to the
-- whole server, a migration only to its database.
create schema reporting;
comment on schema reporting is '给分析师的只读报表视图，每个登录只看到自己公司的数据 / Read-only report views for analysts; each login sees its own company only';

-- Which company each reporting login sees. Not granted to anyone: only the views (as their owner) read it.
create table reporting_logins (
  role_name   text primary key,
  company_id  text not null,
  created_at  timestamptz not null default now()
);

-- The business's name of each bill type (services/src/contracts DOC_TYPE_NAMES; a test keeps the two equal).
create table bill_type_names (
  bill_type       int primary key,
  bill_type_name  text not null
);
insert into bill_type_names values
  (100, '商品'), (101, '客户'), (102, '供应商'), (103, '收款单'), (104, '付款单'), (105, '日常收入'), (106, '日常支出'),
  (107, '客户预存'), (108, '客户押金'), (109, '账户转账'), (110, '客户退款'), (111, '供应商退款'), (200, '销售报价单'), (201, '销售单'),
  (202, '销售退货单'), (300, '采购订单'), (301, '采购单'), (302, '采购退货单'), (400, '盘点单'), (500, '组装拆卸单'),
  (501, '组装拆卸单(原件)'), (502, '组装拆卸单(成品)'), (600, '其他出库单'), (700, '其他入库单'), (800, '调拨单'),
  (850, '调拨单'), (900, '账户期初'), (901, '客户期初'), (902, '客户预收期初'), (903, '供应商期初'), (904, '供应商预付期初');

-- Every view below ends with this filter: the company of the connecting login, or none.
--   company_id = (select l.company_id from reporting_logins l where l.role_name = session_user)

create view reporting.companies with (security_barrier) as
select c.company_id, c.company_name
from companies c
where c.company_id = (select l.company_id from reporting_logins l where l.role_name = session_user);
comment on view reporting.companies is '公司（本登录所属的一家） / The company this login belongs to';
comment on column reporting.companies.company_id is '公司ID / Company id';
comment on column reporting.companies.company_name is '公司名称 / Company name';

create view reporting.warehouses with (security_barrier) as
select m.company_id, m.record_id as warehouse_id, m.code as warehouse_code, m.name as warehouse_name,
       coalesce(m.data->>'contact', '') as contact, coalesce(m.data->>'phone', '') as phone, coalesce(m.data->>'address', '') as address,
       coalesce(m.data->>'remark', '') as remark, m.enabled as is_enabled, m.removed as is_removed, m.created_at, m.updated_at
from master_records m
where m.kind = 'Warehouse'
  and m.company_id = (select l.company_id from reporting_logins l where l.role_name = session_user);
comment on view reporting.warehouses is '仓库，一行一个仓库（含已停用、已删除） / Warehouses, one row each (disabled and removed ones too)';
comment on column reporting.warehouses.company_id is '公司ID / Company id';
comment on column reporting.warehouses.warehouse_id is '仓库ID / Warehouse id';
comment on column reporting.warehouses.warehouse_code is '仓库编码 / Warehouse code';
comment on column reporting.warehouses.warehouse_name is '仓库名称 / Warehouse name';
comment on column reporting.warehouses.contact is '联系人 / Contact person';
comment on column reporting.warehouses.phone is '电话 / Phone';
comment on column reporting.warehouses.address is '地址 / Address';
comment on column reporting.warehouses.remark is '备注 / Remark';
comment on column reporting.warehouses.is_enabled is '是否启用 / Enabled';
comment on column reporting.warehouses.is_removed is '是否已删除 / Removed';
comment on column reporting.warehouses.created_at is '创建时间 / Created at';
comment on column reporting.warehouses.updated_at is '最后修改时间 / Last changed at';

create view reporting.customers with (security_barrier) as
select m.company_id, m.record_id as customer_id, m.code as customer_code, m.name as customer_name,
       m.data->>'classId' as class_id, cl.name as class_name, m.data->>'gradeId' as grade_id, g.name as grade_name,
       m.data->>'ownerUserId' as owner_user_id, u.user_name as owner_name,
       coalesce(m.data->>'contact', '') as contact, coalesce(m.data->>'phone', '') as phone, coalesce(m.data->>'address', '') as address,
       coalesce(m.data->>'labels', '') as labels, (m.data->>'overdueDays')::int as overdue_days, coalesce(m.data->>'remark', '') as remark,
       m.enabled as is_enabled, m.removed as is_removed, m.created_at, m.updated_at
from master_records m
left join class_nodes cl on cl.node_id = m.data->>'classId'
left join master_records g on g.record_id = m.data->>'gradeId'
left join users u on u.user_id = m.data->>'ownerUserId'
where m.kind = 'Custom'
  and m.company_id = (select l.company_id from reporting_logins l where l.role_name = session_user);
comment on view reporting.customers is '客户，一行一个客户（含已停用、已删除） / Customers, one row each (disabled and removed ones too)';
comment on column reporting.customers.company_id is '公司ID / Company id';
comment on column reporting.customers.customer_id is '客户ID / Customer id';
comment on column reporting.customers.customer_code is '客户编码 / Customer code';
comment on column reporting.customers.customer_name is '客户名称 / Customer name';
comment on column reporting.customers.class_id is '客户分类ID / Customer class id';
comment on column reporting.customers.class_name is '客户分类 / Customer class';
comment on column reporting.customers.grade_id is '客户等级ID / Customer grade id';
comment on column reporting.customers.grade_name is '客户等级 / Customer grade';
comment on column reporting.customers.owner_user_id is '归属员工ID / Id of the employee the customer belongs to';
comment on column reporting.customers.owner_name is '归属员工 / Employee the customer belongs to';
comment on column reporting.customers.contact is '联系人 / Contact person';
comment on column reporting.customers.phone is '手机号 / Phone';
comment on column reporting.customers.address is '地址 / Address';
comment on column reporting.customers.labels is '标签 / Labels';
comment on column reporting.customers.overdue_days is '超期天数 / Days before a debt is overdue';
comment on column reporting.customers.remark is '备注 / Remark';
comment on column reporting.customers.is_enabled is '是否启用 / Enabled';
comment on column reporting.customers.is_removed is '是否已删除 / Removed';
comment on column reporting.customers.created_at is '创建时间 / Created at';
comment on column reporting.customers.updated_at is '最后修改时间 / Last changed at';

create view reporting.suppliers with (security_barrier) as
select m.company_id, m.record_id as supplier_id, m.code as supplier_code, m.name as supplier_name,
       m.data->>'classId' as class_id, cl.name as class_name,
       coalesce(m.data->>'contact', '') as contact, coalesce(m.data->>'phone', '') as phone, coalesce(m.data->>'address', '') as address,
       coalesce(m.data->>'remark', '') as remark, m.enabled as is_enabled, m.removed as is_removed, m.created_at, m.updated_at
from master_records m
left join class_nodes cl on cl.node_id = m.data->>'classId'
where m.kind = 'Supplier'
  and m.company_id = (select l.company_id from reporting_logins l where l.role_name = session_user);
comment on view reporting.suppliers is '供应商，一行一个供应商（含已停用、已删除） / Suppliers, one row each (disabled and removed ones too)';
comment on column reporting.suppliers.company_id is '公司ID / Company id';
comment on column reporting.suppliers.supplier_id is '供应商ID / Supplier id';
comment on column reporting.suppliers.supplier_code is '供应商编码 / Supplier code';
comment on column reporting.suppliers.supplier_name is '供应商名称 / Supplier name';
comment on column reporting.suppliers.class_id is '供应商分类ID / Supplier class id';
comment on column reporting.suppliers.class_name is '供应商分类 / Supplier class';
comment on column reporting.suppliers.contact is '联系人 / Contact person';
comment on column reporting.suppliers.phone is '手机号 / Phone';
comment on column reporting.suppliers.address is '地址 / Address';
comment on column reporting.suppliers.remark is '备注 / Remark';
comment on column reporting.suppliers.is_enabled is '是否启用 / Enabled';
comment on column reporting.suppliers.is_removed is '是否已删除 / Removed';
comment on column reporting.suppliers.created_at is '创建时间 / Created at';
comment on column reporting.suppliers.updated_at is '最后修改时间 / Last changed at';

create view reporting.accounts with (security_barrier) as
select m.company_id, m.record_id as account_id, m.code as account_code, m.name as account_name,
       coalesce(b.init_amount, 0) as opening_balance, coalesce(b.in_amount, 0) as in_amount, coalesce(b.out_amount, 0) as out_amount,
       coalesce(b.init_amount + b.in_amount - b.out_amount, 0) as balance,
       coalesce(m.data->>'remark', '') as remark, m.enabled as is_enabled, m.removed as is_removed, m.created_at, m.updated_at
from master_records m
left join account_balances b on b.account_id = m.record_id
where m.kind = 'Account'
  and m.company_id = (select l.company_id from reporting_logins l where l.role_name = session_user);
comment on view reporting.accounts is '结算账户及其余额，一行一个账户 / Settlement accounts (cash, bank …) with their balance, one row each';
comment on column reporting.accounts.company_id is '公司ID / Company id';
comment on column reporting.accounts.account_id is '账户ID / Account id';
comment on column reporting.accounts.account_code is '账户编码 / Account code';
comment on column reporting.accounts.account_name is '账户名称 / Account name';
comment on column reporting.accounts.opening_balance is '期初余额 / Opening balance';
comment on column reporting.accounts.in_amount is '累计收入 / Total money in';
comment on column reporting.accounts.out_amount is '累计支出 / Total money out';
comment on column reporting.accounts.balance is '当前余额 = 期初 + 收入 - 支出 / Balance now: opening + in - out';
comment on column reporting.accounts.remark is '备注 / Remark';
comment on column reporting.accounts.is_enabled is '是否启用 / Enabled';
comment on column reporting.accounts.is_removed is '是否已删除 / Removed';
comment on column reporting.accounts.created_at is '创建时间 / Created at';
comment on column reporting.accounts.updated_at is '最后修改时间 / Last changed at';

create view reporting.products with (security_barrier) as
select k.company_id, k.sku_id, p.product_id, p.product_code, p.product_name, k.spec, k.bar_code, p.class_id, cl.name as class_name,
       p.unit_name, k.sale_price, k.purchase_price, k.wholesale_price, k.lowest_price, k.low_stock, k.high_stock,
       p.serial_flag as is_serial_tracked, p.life_flag as is_shelf_life_tracked, p.shelf_life_days,
       p.enabled as is_enabled, p.removed or k.removed as is_removed, k.created_at
from product_skus k
join products p on p.product_id = k.product_id
left join class_nodes cl on cl.node_id = p.class_id
where k.company_id = (select l.company_id from reporting_logins l where l.role_name = session_user);
comment on view reporting.products is '商品，一行一个SKU（商品的一个规格） / Products, one row per SKU (one spec of a product)';
comment on column reporting.products.company_id is '公司ID / Company id';
comment on column reporting.products.sku_id is '商品规格（SKU）ID / SKU id';
comment on column reporting.products.product_id is '商品ID / Product id';
comment on column reporting.products.product_code is '商品编码 / Product code';
comment on column reporting.products.product_name is '商品名称 / Product name';
comment on column reporting.products.spec is '规格 / Spec';
comment on column reporting.products.bar_code is '条码 / Barcode';
comment on column reporting.products.class_id is '商品分类ID / Product class id';
comment on column reporting.products.class_name is '商品分类 / Product class';
comment on column reporting.products.unit_name is '主单位（数量都按主单位计） / Main unit (every quantity is in it)';
comment on column reporting.products.sale_price is '零售价 / Sale price';
comment on column reporting.products.purchase_price is '采购价 / Purchase price';
comment on column reporting.products.wholesale_price is '批发价 / Wholesale price';
comment on column reporting.products.lowest_price is '最低售价 / Lowest sale price';
comment on column reporting.products.low_stock is '库存下限 / Low stock warning level';
comment on column reporting.products.high_stock is '库存上限 / High stock warning level';
comment on column reporting.products.is_serial_tracked is '是否序列号管理 / Tracked by serial number';
comment on column reporting.products.is_shelf_life_tracked is '是否保质期管理 / Tracked by batch and shelf life';
comment on column reporting.products.shelf_life_days is '保质期（天） / Shelf life in days';
comment on column reporting.products.is_enabled is '是否启用 / Enabled';
comment on column reporting.products.is_removed is '是否已删除 / Removed';
comment on column reporting.products.created_at is '创建时间 / Created at';

create view reporting.stock_levels with (security_barrier) as
select s.company_id, s.warehouse_id, w.name as warehouse_name, s.sku_id, p.product_id, p.product_code, p.product_name, k.spec, p.unit_name,
       s.qty, s.amount, case when s.qty <> 0 then round(s.amount / s.qty, 6) else 0 end as cost_price, s.updated_at
from stock s
join product_skus k on k.sku_id = s.sku_id
join products p on p.product_id = k.product_id
left join master_records w on w.record_id = s.warehouse_id
where s.company_id = (select l.company_id from reporting_logins l where l.role_name = session_user);
comment on view reporting.stock_levels is '库存，一行一个仓库和SKU（移动加权平均成本） / Stock on hand, one row per warehouse and SKU (moving-average cost)';
comment on column reporting.stock_levels.company_id is '公司ID / Company id';
comment on column reporting.stock_levels.warehouse_id is '仓库ID / Warehouse id';
comment on column reporting.stock_levels.warehouse_name is '仓库名称 / Warehouse name';
comment on column reporting.stock_levels.sku_id is '商品规格（SKU）ID / SKU id';
comment on column reporting.stock_levels.product_id is '商品ID / Product id';
comment on column reporting.stock_levels.product_code is '商品编码 / Product code';
comment on column reporting.stock_levels.product_name is '商品名称 / Product name';
comment on column reporting.stock_levels.spec is '规格 / Spec';
comment on column reporting.stock_levels.unit_name is '主单位 / Main unit';
comment on column reporting.stock_levels.qty is '库存数量（主单位） / Quantity on hand, in the main unit';
comment on column reporting.stock_levels.amount is '库存金额（成本） / Stock value at cost';
comment on column reporting.stock_levels.cost_price is '成本单价 = 库存金额 / 库存数量 / Average unit cost: value / quantity';
comment on column reporting.stock_levels.updated_at is '最后变动时间 / Last moved at';

create view reporting.stock_movements with (security_barrier) as
select f.company_id, f.flow_id, f.bill_date, f.bill_type, n.bill_type_name, f.bill_no, f.doc_id, f.warehouse_id, w.name as warehouse_name,
       f.sku_id, p.product_code, p.product_name, k.spec, p.unit_name, f.in_qty, f.out_qty, f.cost_price, f.amount,
       f.balance_qty, f.balance_amount, f.reversal as is_reversal, f.at as recorded_at
from stock_flow f
join product_skus k on k.sku_id = f.sku_id
join products p on p.product_id = k.product_id
left join master_records w on w.record_id = f.warehouse_id
left join bill_type_names n on n.bill_type = f.bill_type
where f.company_id = (select l.company_id from reporting_logins l where l.role_name = session_user);
comment on view reporting.stock_movements is '库存流水，一行一次出入库 / Stock movements, one row per goods in or out of a warehouse';
comment on column reporting.stock_movements.company_id is '公司ID / Company id';
comment on column reporting.stock_movements.flow_id is '流水号（按记录先后递增） / Movement number, rising in the order recorded';
comment on column reporting.stock_movements.bill_date is '单据日期 / Document date';
comment on column reporting.stock_movements.bill_type is '单据类型代码 / Document type code';
comment on column reporting.stock_movements.bill_type_name is '单据类型 / Document type';
comment on column reporting.stock_movements.bill_no is '单据编号 / Bill number';
comment on column reporting.stock_movements.doc_id is '单据ID / Document id';
comment on column reporting.stock_movements.warehouse_id is '仓库ID / Warehouse id';
comment on column reporting.stock_movements.warehouse_name is '仓库名称 / Warehouse name';
comment on column reporting.stock_movements.sku_id is '商品规格（SKU）ID / SKU id';
comment on column reporting.stock_movements.product_code is '商品编码 / Product code';
comment on column reporting.stock_movements.product_name is '商品名称 / Product name';
comment on column reporting.stock_movements.spec is '规格 / Spec';
comment on column reporting.stock_movements.unit_name is '主单位 / Main unit';
comment on column reporting.stock_movements.in_qty is '入库数量（主单位） / Quantity in, in the main unit';
comment on column reporting.stock_movements.out_qty is '出库数量（主单位） / Quantity out, in the main unit';
comment on column reporting.stock_movements.cost_price is '成本单价 / Unit cost of the movement';
comment on column reporting.stock_movements.amount is '成本金额（入库或出库的） / Cost amount of what came in or went out';
comment on column reporting.stock_movements.balance_qty is '结存数量 / Quantity on hand after the movement';
comment on column reporting.stock_movements.balance_amount is '结存金额 / Stock value after the movement';
comment on column reporting.stock_movements.is_reversal is '是否红冲（撤销已审核单据的流水） / Whether it undoes an audited document (write-back)';
comment on column reporting.stock_movements.recorded_at is '记录时间 / Recorded at';

create view reporting.documents with (security_barrier) as
select d.company_id, d.doc_id, d.bill_type, n.bill_type_name, d.bill_no, d.bill_date, d.status,
       case d.status when 'draft' then '草稿' when 'approving' then '审批中' when 'audited' then '已审核' when 'reversed' then '已红冲' else d.status end as status_name,
       d.partner_id, pt.name as partner_name, d.warehouse_id, w.name as warehouse_name, d.total_amount, d.paid_amount,
       d.account_id, a.name as account_name, d.remark, d.created_by, u.user_name as created_by_name, d.created_at, d.updated_at
from documents d
left join bill_type_names n on n.bill_type = d.bill_type
left join master_records pt on pt.record_id = d.partner_id
left join master_records w on w.record_id = d.warehouse_id
left join master_records a on a.record_id = d.account_id
left join users u on u.user_id = d.created_by
where d.status <> 'removed'
  and d.company_id = (select l.company_id from reporting_logins l where l.role_name = session_user);
comment on view reporting.documents is '购销存单据表头，一行一张单据（不含已删除的草稿） / Trade and stock documents, one row per document header (deleted drafts left out)';
comment on column reporting.documents.company_id is '公司ID / Company id';
comment on column reporting.documents.doc_id is '单据ID / Document id';
comment on column reporting.documents.bill_type is '单据类型代码 / Document type code';
comment on column reporting.documents.bill_type_name is '单据类型 / Document type';
comment on column reporting.documents.bill_no is '单据编号 / Bill number';
comment on column reporting.documents.bill_date is '单据日期 / Document date';
comment on column reporting.documents.status is '状态代码：draft, approving, audited, reversed / Status code';
comment on column reporting.documents.status_name is '状态：草稿、审批中、已审核、已红冲 / Status';
comment on column reporting.documents.partner_id is '往来单位ID（客户或供应商） / Partner id (customer or supplier)';
comment on column reporting.documents.partner_name is '往来单位名称 / Partner name';
comment on column reporting.documents.warehouse_id is '仓库ID / Warehouse id';
comment on column reporting.documents.warehouse_name is '仓库名称 / Warehouse name';
comment on column reporting.documents.total_amount is '单据金额 / Document total';
comment on column reporting.documents.paid_amount is '本次收付款 / Amount paid or received on the document';
comment on column reporting.documents.account_id is '结算账户ID / Settlement account id';
comment on column reporting.documents.account_name is '结算账户 / Settlement account';
comment on column reporting.documents.remark is '备注 / Remark';
comment on column reporting.documents.created_by is '制单人ID / Id of the employee who made it';
comment on column reporting.documents.created_by_name is '制单人 / Employee who made it';
comment on column reporting.documents.created_at is '创建时间 / Created at';
comment on column reporting.documents.updated_at is '最后修改时间 / Last changed at';

create view reporting.trade_lines with (security_barrier) as
select t.company_id, t.doc_id, t.posting, t.line_no, t.trade, case t.trade when 'sale' then '销售' else '采购' end as trade_name,
       t.bill_type, n.bill_type_name, t.bill_no, t.bill_date, t.warehouse_id, w.name as warehouse_name, t.partner_id, pt.name as partner_name,
       t.created_by, u.user_name as created_by_name, t.sku_id, p.product_id, p.product_code, p.product_name, k.spec, p.unit_name,
       t.qty, t.amount, t.cost_amount, case when t.trade = 'sale' then t.amount - t.cost_amount end as profit, t.reversal as is_reversal
from trade_lines t
join product_skus k on k.sku_id = t.sku_id
join products p on p.product_id = k.product_id
left join bill_type_names n on n.bill_type = t.bill_type
left join master_records w on w.record_id = t.warehouse_id
left join master_records pt on pt.record_id = t.partner_id
left join users u on u.user_id = t.created_by
where t.company_id = (select l.company_id from reporting_logins l where l.role_name = session_user);
comment on view reporting.trade_lines is '购销明细，一行一条已审核的销售、销售退货、采购、采购退货单据行；退货为负，红冲加一行相反数 / Audited sale, sale return, purchase and purchase return lines, one row each; returns negative, a write-back adds the negating row';
comment on column reporting.trade_lines.company_id is '公司ID / Company id';
comment on column reporting.trade_lines.doc_id is '单据ID / Document id';
comment on column reporting.trade_lines.posting is '过账序号（审核、仓库确认或红冲；与单据ID、行号一起唯一） / Posting number (audit, warehouse confirmation or write-back; unique with document id and line)';
comment on column reporting.trade_lines.line_no is '行号 / Line number';
comment on column reporting.trade_lines.trade is '购销：sale 销售，buy 采购 / Trade code: sale or buy';
comment on column reporting.trade_lines.trade_name is '购销：销售或采购 / Trade: sale or purchase';
comment on column reporting.trade_lines.bill_type is '单据类型代码 / Document type code';
comment on column reporting.trade_lines.bill_type_name is '单据类型 / Document type';
comment on column reporting.trade_lines.bill_no is '单据编号 / Bill number';
comment on column reporting.trade_lines.bill_date is '单据日期 / Document date';
comment on column reporting.trade_lines.warehouse_id is '仓库ID / Warehouse id';
comment on column reporting.trade_lines.warehouse_name is '仓库名称 / Warehouse name';
comment on column reporting.trade_lines.partner_id is '客户或供应商ID / Customer or supplier id';
comment on column reporting.trade_lines.partner_name is '客户或供应商名称 / Customer or supplier name';
comment on column reporting.trade_lines.created_by is '制单人ID / Id of the employee who made the document';
comment on column reporting.trade_lines.created_by_name is '制单人 / Employee who made the document';
comment on column reporting.trade_lines.sku_id is '商品规格（SKU）ID / SKU id';
comment on column reporting.trade_lines.product_id is '商品ID / Product id';
comment on column reporting.trade_lines.product_code is '商品编码 / Product code';
comment on column reporting.trade_lines.product_name is '商品名称 / Product name';
comment on column reporting.trade_lines.spec is '规格 / Spec';
comment on column reporting.trade_lines.unit_name is '主单位 / Main unit';
comment on column reporting.trade_lines.qty is '数量（主单位，退货为负） / Quantity in the main unit, negative for returns';
comment on column reporting.trade_lines.amount is '金额（折后、不含税，退货为负） / Amount after discounts, before tax; negative for returns';
comment on column reporting.trade_lines.cost_amount is '成本金额（移动加权平均） / Cost at the moving average';
comment on column reporting.trade_lines.profit is '毛利 = 金额 - 成本（仅销售） / Gross profit: amount - cost (sales only)';
comment on column reporting.trade_lines.is_reversal is '是否红冲行 / Whether the row negates a written-back line';

create view reporting.daily_sku_sales with (security_barrier) as
select g.company_id, g.sale_date, g.sku_id, p.product_id, p.product_code, p.product_name, k.spec, p.unit_name,
       g.qty, g.amount, g.cost_amount, g.amount - g.cost_amount as profit, g.return_qty, g.return_amount
from (
  select t.company_id, t.bill_date as sale_date, t.sku_id, sum(t.qty) as qty, sum(t.amount) as amount, sum(t.cost_amount) as cost_amount,
         coalesce(-sum(t.qty) filter (where t.bill_type = 202), 0) as return_qty, coalesce(-sum(t.amount) filter (where t.bill_type = 202), 0) as return_amount
  from trade_lines t
  where t.trade = 'sale'
    and t.company_id = (select l.company_id from reporting_logins l where l.role_name = session_user)
  group by t.company_id, t.bill_date, t.sku_id
) g
join product_skus k on k.sku_id = g.sku_id
join products p on p.product_id = k.product_id;
comment on view reporting.daily_sku_sales is '每日商品销售，一行一天一个SKU：销售减退货，红冲的不计（与销售报表相同） / Sales per day and SKU: sales less returns, written-back ones netted out (as the sales reports)';
comment on column reporting.daily_sku_sales.company_id is '公司ID / Company id';
comment on column reporting.daily_sku_sales.sale_date is '日期（单据日期） / Day (document date)';
comment on column reporting.daily_sku_sales.sku_id is '商品规格（SKU）ID / SKU id';
comment on column reporting.daily_sku_sales.product_id is '商品ID / Product id';
comment on column reporting.daily_sku_sales.product_code is '商品编码 / Product code';
comment on column reporting.daily_sku_sales.product_name is '商品名称 / Product name';
comment on column reporting.daily_sku_sales.spec is '规格 / Spec';
comment on column reporting.daily_sku_sales.unit_name is '主单位 / Main unit';
comment on column reporting.daily_sku_sales.qty is '销售数量（减退货，主单位） / Quantity sold less returned, in the main unit';
comment on column reporting.daily_sku_sales.amount is '销售金额（减退货，折后不含税） / Sales less returns, after discounts, before tax';
comment on column reporting.daily_sku_sales.cost_amount is '销售成本 / Cost of goods sold';
comment on column reporting.daily_sku_sales.profit is '毛利 = 销售金额 - 销售成本 / Gross profit: amount - cost';
comment on column reporting.daily_sku_sales.return_qty is '退货数量 / Quantity returned';
comment on column reporting.daily_sku_sales.return_amount is '退货金额 / Amount returned';

create view reporting.fund_flow with (security_barrier) as
select f.company_id, f.flow_id, f.bill_date, f.bill_type, n.bill_type_name, f.bill_no, f.doc_id, f.account_id, a.name as account_name,
       f.in_amount, f.out_amount, f.balance, f.at as recorded_at
from account_flow f
left join bill_type_names n on n.bill_type = f.bill_type
left join master_records a on a.record_id = f.account_id
where f.company_id = (select l.company_id from reporting_logins l where l.role_name = session_user);
comment on view reporting.fund_flow is '资金流水，一行一笔进出结算账户的钱 / Fund flow: one row per amount into or out of a settlement account';
comment on column reporting.fund_flow.company_id is '公司ID / Company id';
comment on column reporting.fund_flow.flow_id is '流水号（按记录先后递增） / Flow number, rising in the order recorded';
comment on column reporting.fund_flow.bill_date is '单据日期 / Document date';
comment on column reporting.fund_flow.bill_type is '单据类型代码 / Document type code';
comment on column reporting.fund_flow.bill_type_name is '单据类型 / Document type';
comment on column reporting.fund_flow.bill_no is '单据编号 / Bill number';
comment on column reporting.fund_flow.doc_id is '单据ID / Document id';
comment on column reporting.fund_flow.account_id is '账户ID / Account id';
comment on column reporting.fund_flow.account_name is '账户名称 / Account name';
comment on column reporting.fund_flow.in_amount is '收入 / Money in';
comment on column reporting.fund_flow.out_amount is '支出 / Money out';
comment on column reporting.fund_flow.balance is '账户余额（本笔之后） / Account balance after this row';
comment on column reporting.fund_flow.recorded_at is '记录时间 / Recorded at';

create view reporting.partner_flow with (security_barrier) as
select f.company_id, f.flow_id, f.bill_date, f.bill_type, n.bill_type_name, f.bill_no, f.doc_id,
       case b.partner_kind when 'Custom' then '客户' when 'Supplier' then '供应商' end as partner_kind, f.partner_id, m.name as partner_name,
       f.add_amount, f.settled_amount, f.balance, f.at as recorded_at
from partner_flow f
left join partner_balances b on b.partner_id = f.partner_id
left join bill_type_names n on n.bill_type = f.bill_type
left join master_records m on m.record_id = f.partner_id
where f.company_id = (select l.company_id from reporting_logins l where l.role_name = session_user);
comment on view reporting.partner_flow is '往来流水（应收应付明细），一行一笔客户应收或供应商应付的增减 / Receivable and payable flow: one row per change of what a customer owes or what is owed to a supplier';
comment on column reporting.partner_flow.company_id is '公司ID / Company id';
comment on column reporting.partner_flow.flow_id is '流水号（按记录先后递增） / Flow number, rising in the order recorded';
comment on column reporting.partner_flow.bill_date is '单据日期 / Document date';
comment on column reporting.partner_flow.bill_type is '单据类型代码 / Document type code';
comment on column reporting.partner_flow.bill_type_name is '单据类型 / Document type';
comment on column reporting.partner_flow.bill_no is '单据编号 / Bill number';
comment on column reporting.partner_flow.doc_id is '单据ID / Document id';
comment on column reporting.partner_flow.partner_kind is '往来单位类别：客户或供应商 / Partner kind: customer or supplier';
comment on column reporting.partner_flow.partner_id is '客户或供应商ID / Customer or supplier id';
comment on column reporting.partner_flow.partner_name is '客户或供应商名称 / Customer or supplier name';
comment on column reporting.partner_flow.add_amount is '欠款增加（应收或应付） / Debt added (receivable or payable)';
comment on column reporting.partner_flow.settled_amount is '欠款减少（收款、付款或单据上结清） / Debt settled (receipt, payment or paid on the document)';
comment on column reporting.partner_flow.balance is '欠款余额（本笔之后） / What is owed after this row';
comment on column reporting.partner_flow.recorded_at is '记录时间 / Recorded at';

create view reporting.receivables with (security_barrier) as
select m.company_id, m.record_id as customer_id, m.code as customer_code, m.name as customer_name,
       coalesce(b.init_amount, 0) as opening_amount, coalesce(b.add_amount, 0) as added_amount, coalesce(b.settled_amount, 0) as received_amount,
       coalesce(b.init_amount + b.add_amount - b.settled_amount, 0) as balance
from master_records m
left join partner_balances b on b.partner_id = m.record_id
where m.kind = 'Custom'
  and m.company_id = (select l.company_id from reporting_logins l where l.role_name = session_user);
comment on view reporting.receivables is '应收欠款，一行一个客户 / Receivables: what each customer owes, one row per customer';
comment on column reporting.receivables.company_id is '公司ID / Company id';
comment on column reporting.receivables.customer_id is '客户ID / Customer id';
comment on column reporting.receivables.customer_code is '客户编码 / Customer code';
comment on column reporting.receivables.customer_name is '客户名称 / Customer name';
comment on column reporting.receivables.opening_amount is '期初应收 / Opening receivable';
comment on column reporting.receivables.added_amount is '累计增加应收（销售减退货，及退给客户的多收款） / Receivable added (sales less returns, and overpayments refunded to the customer)';
comment on column reporting.receivables.received_amount is '累计已收（收款、单据上收款） / Received (receipts and amounts paid on documents)';
comment on column reporting.receivables.balance is '应收余额 = 期初 + 增加 - 已收；为负是多收 / Still owed: opening + added - received; negative when paid beyond the debt';

create view reporting.payables with (security_barrier) as
select m.company_id, m.record_id as supplier_id, m.code as supplier_code, m.name as supplier_name,
       coalesce(b.init_amount, 0) as opening_amount, coalesce(b.add_amount, 0) as added_amount, coalesce(b.settled_amount, 0) as paid_amount,
       coalesce(b.init_amount + b.add_amount - b.settled_amount, 0) as balance
from master_records m
left join partner_balances b on b.partner_id = m.record_id
where m.kind = 'Supplier'
  and m.company_id = (select l.company_id from reporting_logins l where l.role_name = session_user);
comment on view reporting.payables is '应付欠款，一行一个供应商 / Payables: what is owed to each supplier, one row per supplier';
comment on column reporting.payables.company_id is '公司ID / Company id';
comment on column reporting.payables.supplier_id is '供应商ID / Supplier id';
comment on column reporting.payables.supplier_code is '供应商编码 / Supplier code';
comment on column reporting.payables.supplier_name is '供应商名称 / Supplier name';
comment on column reporting.payables.opening_amount is '期初应付 / Opening payable';
comment on column reporting.payables.added_amount is '累计增加应付（采购减退货，及供应商退回的多付款） / Payable added (purchases less returns, and overpayments the supplier refunded)';
comment on column reporting.payables.paid_amount is '累计已付（付款、单据上付款） / Paid (payments and amounts paid on documents)';
comment on column reporting.payables.balance is '应付余额 = 期初 + 增加 - 已付；为负是多付 / Still owed: opening + added - paid; negative when paid beyond the debt';

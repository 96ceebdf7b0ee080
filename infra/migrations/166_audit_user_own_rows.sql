-- The 操作日志's by-user index holds the rows shown by default only, as its keyword index does (migration 105): what
-- changes bring along (a sale's stock movements, five of its seven rows) is found for one user, when 关联 is shown,
-- through the company's index of every row, and no longer pays for an index entry on every sale.
create index audit_records_user_own on audit_records (company_id, user_id, at desc, pos desc) where not related;
drop index audit_records_user;

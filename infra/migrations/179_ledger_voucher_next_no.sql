-- A voucher is numbered next in its month, from the month's greatest number so far. The unique key puts the voucher's
-- word before its number, so that maximum read every voucher of the month: each voucher a document made cost more
-- the more the month already held (a busy shop's month of sales, thousands). Keyed by the month alone, it is the
-- last entry of the month.
create index ledger_voucher_period_no on ledger_voucher (company_id, period, voucher_no);

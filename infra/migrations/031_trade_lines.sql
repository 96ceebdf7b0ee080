-- The trade reports' read model: one row per audited line of a sale, sale return, purchase or purchase return, one
-- per line a warehouse confirmation moved (its cost), and a write-back's negating rows. Quantities are in the SKU's
-- main unit; quantity, amount and cost are signed by the trade: a return subtracts. It takes over from sales_ledger.
create table trade_lines (
  doc_id        text not null,
  -- the stream position of the event that posted the row (audit, confirmation, write-back)
  posting       int not null,
  line_no       int not null,
  company_id    text not null,
  trade         text not null check (trade in ('sale', 'buy')),
  bill_type     int not null,
  bill_no       text not null,
  bill_date     date not null,
  warehouse_id  text not null,
  partner_id    text not null,
  created_by    text not null,
  sku_id        text not null,
  qty           numeric(38, 6) not null,
  amount        numeric(38, 6) not null,
  cost_amount   numeric(38, 6) not null,
  reversal      boolean not null,
  primary key (doc_id, posting, line_no)
);
-- A month of one trade, grouped by day, SKU or partner.
create index trade_lines_period on trade_lines (company_id, trade, bill_date) include (sku_id, partner_id, qty, amount, cost_amount);

drop table sales_ledger;
delete from projection_checkpoints where name = 'sales_ledger';
delete from parked_events where projection = 'sales_ledger';

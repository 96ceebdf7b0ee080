-- Inputs are held to twelve integer digits (MAX_DECIMAL); what adds them up (document totals, stock values,
-- balances, report sums) gets room for any realistic number of documents, so a projection never overflows.
-- Raising a numeric's precision at the same scale rewrites nothing.
do $$
declare c record;
begin
  for c in
    select table_name, column_name from information_schema.columns
    where table_schema = current_schema() and data_type = 'numeric' and numeric_precision = 18 and numeric_scale = 6
  loop
    execute format('alter table %I alter column %I type numeric(38, 6)', c.table_name, c.column_name);
  end loop;
end $$;

-- The analysts' bill type names (reporting views) gain the price documents: 调价单 and 成本调价单.
insert into bill_type_names values (120, '调价单'), (121, '成本调价单') on conflict (bill_type) do nothing;

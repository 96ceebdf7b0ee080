-- A counted append keeps each counter (a bill-number sequence, a monthly count) as its streams row alone: the version
-- moves, no event is written (the events said nothing the version does not; each cost a sale an events row with its
-- indexes and an 操作日志 row). Counters' rows come back with a null position, for their versions. Events stored
-- before stay and had moved the same versions.
create or replace function append_counted(
  p_company text, s_ids text[], s_types text[], s_expected bigint[], s_counts int[],
  c_ids text[], c_types text[], c_caps bigint[], n_counter int, n_token text, n_prefix text, n_digits int,
  e_stream int[], e_offset int[], e_ids uuid[], e_types text[], e_data jsonb[], e_meta jsonb[]
) returns table (r_pos bigint, r_tx xid8, r_stream text, r_version bigint) language plpgsql as $$
declare
  v bigint;
  base bigint[] := '{}';
  counted bigint[] := '{}';
  numbered text;
begin
  for i in 1 .. coalesce(array_length(s_ids, 1), 0) loop
    v := null;
    if s_expected[i] = -1 then
      insert into streams as s (stream_id, stream_type, company_id, stream_position)
      values (s_ids[i], s_types[i], p_company, s_counts[i])
      on conflict (stream_id) do update set stream_position = s.stream_position + excluded.stream_position
        where s.company_id = excluded.company_id
      returning s.stream_position into v;
    elsif s_expected[i] = 0 then
      insert into streams (stream_id, stream_type, company_id, stream_position)
      values (s_ids[i], s_types[i], p_company, s_counts[i])
      on conflict do nothing
      returning streams.stream_position into v;
    else
      update streams s set stream_position = s.stream_position + s_counts[i]
      where s.stream_id = s_ids[i] and s.company_id = p_company and (s_expected[i] = -2 or s.stream_position = s_expected[i])
      returning s.stream_position into v;
    end if;
    if v is null then
      raise exception using errcode = 'P0001', message = 'wrong_expected_version', detail = s_ids[i];
    end if;
    base := base || (v - s_counts[i]);
  end loop;
  for i in 1 .. array_length(c_ids, 1) loop
    v := null;
    insert into streams as s (stream_id, stream_type, company_id, stream_position)
    values (c_ids[i], c_types[i], p_company, 1)
    on conflict (stream_id) do update set stream_position = s.stream_position + 1 where s.company_id = excluded.company_id
    returning s.stream_position into v;
    if v is null then
      raise exception using errcode = 'P0001', message = 'wrong_expected_version', detail = c_ids[i];
    end if;
    if c_caps[i] is not null and v > c_caps[i] then
      raise exception using errcode = 'P0001', message = 'counter_cap', detail = c_ids[i];
    end if;
    counted := counted || v;
    if i = n_counter then
      numbered := n_prefix || case when length(v::text) >= n_digits then v::text else lpad(v::text, n_digits, '0') end;
    end if;
  end loop;
  return query select null::bigint, null::xid8, c.id, c.version from unnest(c_ids, counted) as c(id, version);
  return query
    insert into events (stream_id, stream_position, event_id, event_type, data, metadata, company_id)
    select s_ids[e.sidx], base[e.sidx] + e.off, e.id, e.typ,
      case when numbered is null then e.dat else replace(e.dat::text, to_json(n_token)::text, to_json(numbered)::text)::jsonb end, e.met, p_company
    from unnest(e_stream, e_offset, e_ids, e_types, e_data, e_meta) with ordinality as e(sidx, off, id, typ, dat, met, ord)
    order by e.ord
    returning events.global_position, events.transaction_id, events.stream_id, events.stream_position;
end $$;

-- A keyword search of SKUs (name, code, spec, barcode in `search`) by any part of the text. pg_trgm's index needs three
-- characters, but a Chinese keyword is mostly two (可乐, 牛奶): the two-character pieces of the text, indexed, find the
-- candidates exactly (no recheck of the whole row); `like` then checks them. It replaces the trigram index.
create function search_bigrams(t text) returns text[] language sql immutable strict parallel safe as $$
  select coalesce(array_agg(distinct substr(t, i, 2)), '{}') from generate_series(1, char_length(t) - 1) i
$$;

create index product_skus_bigrams on product_skus using gin (search_bigrams(search));
drop index product_skus_search;

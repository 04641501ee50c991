-- Analytics' raw reads (docs/architecture.md, "Click retention and rollups"): the hours of a range's first day, an
-- hourly series with a filter and the CSV export walk one link's clicks over "Click_linkId_at_id_idx". The index now
-- carries every column they read, so they are index-only scans: the index's own pages in order, instead of one heap
-- page per click (a link's clicks are spread over every page its day's inserts touched). Index-only scans skip only
-- the heap pages vacuum has marked all-visible; clicks are insert-only, so the click partitions are vacuumed after
-- every 1 % of new rows instead of the default 20 %: only a partition's newest rows are still read from the heap.
--
-- The rebuild holds a lock on "Click" while it runs; clicks wait in the servers' buffers (the redirect never writes).

DROP INDEX "Click_linkId_at_id_idx";
CREATE INDEX "Click_linkId_at_id_idx" ON "Click" ("linkId", "at", "id")
  INCLUDE ("referrerHost", "country", "device", "browser", "os", "bot", "scan", "count");

-- As in 20261201090000_click_pairs; new click partitions get the vacuum setting.
CREATE OR REPLACE FUNCTION "click_ensure_partitions"(keep_days INTEGER, from_ts TIMESTAMP, to_ts TIMESTAMP) RETURNS INTEGER LANGUAGE plpgsql AS $$
DECLARE
  root TEXT;
  tier TEXT;
  leaf TEXT;
  col TEXT;
  s TIMESTAMP;
  e TIMESTAMP;
  created INTEGER := 0;
BEGIN
  IF keep_days IS NULL OR keep_days < 1 OR keep_days > 32767 THEN
    RAISE EXCEPTION 'click_ensure_partitions: keep_days must be between 1 and 32767, not %', keep_days;
  END IF;
  IF to_ts - from_ts > interval '20 years' THEN
    RAISE EXCEPTION 'click_ensure_partitions: a span of at most 20 years, not %', to_ts - from_ts;
  END IF;
  PERFORM pg_advisory_xact_lock(hashtext('utilify:click-partitions'));
  FOREACH root IN ARRAY ARRAY['Click', 'ClickHourly', 'ClickDaily', 'ClickFacetDaily', 'ClickPairDaily'] LOOP
    tier := root || '_k' || keep_days;
    col := CASE root WHEN 'Click' THEN 'at' WHEN 'ClickHourly' THEN 'hour' ELSE 'day' END;
    IF to_regclass(format('public.%I', tier)) IS NULL THEN
      EXECUTE format('CREATE TABLE public.%I PARTITION OF public.%I FOR VALUES IN (%s) PARTITION BY RANGE (%I)', tier, root, keep_days, col);
      created := created + 1;
    END IF;
    s := click_partition_start(keep_days, from_ts);
    WHILE s <= to_ts LOOP
      e := click_partition_end(keep_days, s);
      leaf := tier || '_' || to_char(s, 'YYYYMMDD');
      IF to_regclass(format('public.%I', leaf)) IS NULL THEN
        EXECUTE format('CREATE TABLE public.%I (LIKE public.%I INCLUDING DEFAULTS)%s', leaf, tier,
                       CASE root WHEN 'Click' THEN ' WITH (autovacuum_vacuum_insert_scale_factor = 0.01)' ELSE '' END);
        EXECUTE format('ALTER TABLE public.%I ATTACH PARTITION public.%I FOR VALUES FROM (%L) TO (%L)', tier, leaf, s, e);
        created := created + 1;
      END IF;
      s := e;
    END LOOP;
  END LOOP;
  RETURN created;
END
$$;

-- The partitions that exist already get it too.
DO $$
DECLARE
  p RECORD;
BEGIN
  FOR p IN SELECT "leaf" FROM click_partitions(now() AT TIME ZONE 'UTC') WHERE "root" = 'Click' LOOP
    EXECUTE format('ALTER TABLE public.%I SET (autovacuum_vacuum_insert_scale_factor = 0.01)', p."leaf");
  END LOOP;
END
$$;

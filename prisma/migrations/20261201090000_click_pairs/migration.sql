-- Analytics filters by one dimension (docs/architecture.md, "Click retention and rollups"): "ClickPairDaily" counts,
-- per link, UTC day and trigger, the visits with <dimension> = <value> that had <byDimension> = <byValue>, for every
-- ordered pair of the five dimensions and each dimension with itself ("" = unknown), people and bots apart. It is
-- computed from "ClickFacetDaily" for closed days by a job off the click path (tools/url-shortener/redirect/click-pairs.ts),
-- which records the days it computed in "ClickPairDay"; the "Click_rollup" trigger does not write it. Partitioned
-- like the facets, so retention drops it with them. Nothing is backfilled here: the job's catch-up computes every
-- closed day missing from "ClickPairDay", one day per transaction.

-- CreateTable
CREATE TABLE "ClickPairDaily" (
    "linkId" TEXT NOT NULL,
    "keepDays" SMALLINT NOT NULL,
    "day" TIMESTAMP(3) NOT NULL,
    "scan" BOOLEAN NOT NULL,
    "dimension" TEXT NOT NULL,
    "value" TEXT NOT NULL,
    "byDimension" TEXT NOT NULL,
    "byValue" TEXT NOT NULL,
    "human" INTEGER NOT NULL DEFAULT 0,
    "bot" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "ClickPairDaily_pkey" PRIMARY KEY ("linkId", "dimension", "value", "day", "keepDays", "scan", "byDimension", "byValue")
) PARTITION BY LIST ("keepDays");

-- CreateTable
CREATE TABLE "ClickPairDay" (
    "day" TIMESTAMP(3) NOT NULL,
    "clicks" BIGINT NOT NULL,
    "computedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ClickPairDay_pkey" PRIMARY KEY ("day")
);

-- AddForeignKey
ALTER TABLE "ClickPairDaily" ADD CONSTRAINT "ClickPairDaily_linkId_fkey" FOREIGN KEY ("linkId") REFERENCES "Link"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- As in 20261201030000_click_facets, with the fifth table.
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
        EXECUTE format('CREATE TABLE public.%I (LIKE public.%I INCLUDING DEFAULTS)', leaf, tier);
        EXECUTE format('ALTER TABLE public.%I ATTACH PARTITION public.%I FOR VALUES FROM (%L) TO (%L)', tier, leaf, s, e);
        created := created + 1;
      END IF;
      s := e;
    END LOOP;
  END LOOP;
  RETURN created;
END
$$;

CREATE OR REPLACE FUNCTION "click_partitions"(now_ts TIMESTAMP)
RETURNS TABLE ("root" TEXT, "tier" TEXT, "leaf" TEXT, "keepDays" INTEGER, "start" TIMESTAMP, "end" TIMESTAMP, "expired" BOOLEAN, "detachPending" BOOLEAN)
LANGUAGE sql STABLE AS $$
  SELECT r.relname::text, t.relname::text, l.relname::text, k.keep, b.s, b.e, b.e + make_interval(days => k.keep) <= now_ts, li.inhdetachpending
    FROM pg_class r
    JOIN pg_inherits ti ON ti.inhparent = r.oid
    JOIN pg_class t ON t.oid = ti.inhrelid
    JOIN pg_inherits li ON li.inhparent = t.oid
    JOIN pg_class l ON l.oid = li.inhrelid
    CROSS JOIN LATERAL (SELECT substring(pg_get_expr(t.relpartbound, t.oid) FROM 'IN \(''?(\d+)''?\)')::int AS keep) k
    CROSS JOIN LATERAL (
      SELECT substring(pg_get_expr(l.relpartbound, l.oid) FROM 'FROM \(''([^'']+)''\)')::timestamp AS s,
             substring(pg_get_expr(l.relpartbound, l.oid) FROM 'TO \(''([^'']+)''\)')::timestamp AS e
    ) b
   WHERE r.relnamespace = 'public'::regnamespace AND r.relname IN ('Click', 'ClickHourly', 'ClickDaily', 'ClickFacetDaily', 'ClickPairDaily')
   ORDER BY 1, 4, 5
$$;

-- The existing tiers get the new table's partitions, over the span their clicks already have.
SELECT "click_ensure_partitions"("keepDays", min("start"), max("start"))
  FROM click_partitions(now() AT TIME ZONE 'UTC') WHERE "root" = 'Click' GROUP BY "keepDays";

-- A retired link keeps nothing of its account: its pairs go with its clicks (as in 20261201030000_click_facets).
CREATE OR REPLACE FUNCTION "utilify_retire_user_links"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('utilify_links', "domain" || '/' || "code") FROM "Link" WHERE "ownerUserId" = OLD."id";
  PERFORM pg_notify('utilify_domains', "hostname") FROM "CustomDomain" WHERE "userId" = OLD."id" AND "verifiedAt" IS NOT NULL;
  DELETE FROM "Click" WHERE "linkId" IN (SELECT "id" FROM "Link" WHERE "ownerUserId" = OLD."id");
  DELETE FROM "ClickHourly" WHERE "linkId" IN (SELECT "id" FROM "Link" WHERE "ownerUserId" = OLD."id");
  DELETE FROM "ClickDaily" WHERE "linkId" IN (SELECT "id" FROM "Link" WHERE "ownerUserId" = OLD."id");
  DELETE FROM "ClickFacetDaily" WHERE "linkId" IN (SELECT "id" FROM "Link" WHERE "ownerUserId" = OLD."id");
  DELETE FROM "ClickPairDaily" WHERE "linkId" IN (SELECT "id" FROM "Link" WHERE "ownerUserId" = OLD."id");
  DELETE FROM "LinkTargetChange" WHERE "linkId" IN (SELECT "id" FROM "Link" WHERE "ownerUserId" = OLD."id");
  UPDATE "Link"
     SET "deletedAt" = COALESCE("deletedAt", now() AT TIME ZONE 'UTC'), "target" = '', "expiredUrl" = NULL, "passwordHash" = NULL,
         "humanClicks" = 0, "botClicks" = 0, "humanScans" = 0, "botScans" = 0, "ownerUserId" = NULL, "updatedAt" = now() AT TIME ZONE 'UTC'
   WHERE "ownerUserId" = OLD."id";
  RETURN OLD;
END
$$;

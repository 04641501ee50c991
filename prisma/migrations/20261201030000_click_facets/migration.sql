-- Analytics filters (docs/architecture.md, "Click retention and rollups"): filtering by one dimension while showing
-- the others needs the dimensions together. "ClickFacetDaily" counts the clicks of a link per UTC day and per
-- combination of trigger (scan), referrer, country, device, browser and OS ("" = unknown), people and bots apart. It
-- is written by the same "Click_rollup" trigger in the inserting transaction, partitioned like "Click" (so it is
-- created, expired and dropped with the clicks it summarises), deleted with a retired account's clicks, and filled
-- here from the clicks already stored.

-- CreateTable
CREATE TABLE "ClickFacetDaily" (
    "linkId" TEXT NOT NULL,
    "keepDays" SMALLINT NOT NULL,
    "day" TIMESTAMP(3) NOT NULL,
    "scan" BOOLEAN NOT NULL,
    "referrerHost" TEXT NOT NULL,
    "country" TEXT NOT NULL,
    "device" TEXT NOT NULL,
    "browser" TEXT NOT NULL,
    "os" TEXT NOT NULL,
    "human" INTEGER NOT NULL DEFAULT 0,
    "bot" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "ClickFacetDaily_pkey" PRIMARY KEY ("linkId", "keepDays", "day", "scan", "referrerHost", "country", "device", "browser", "os")
) PARTITION BY LIST ("keepDays");

-- AddForeignKey
ALTER TABLE "ClickFacetDaily" ADD CONSTRAINT "ClickFacetDaily_linkId_fkey" FOREIGN KEY ("linkId") REFERENCES "Link"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- As in 20261124032000_click_partitions, with the fourth table.
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
  FOREACH root IN ARRAY ARRAY['Click', 'ClickHourly', 'ClickDaily', 'ClickFacetDaily'] LOOP
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
   WHERE r.relnamespace = 'public'::regnamespace AND r.relname IN ('Click', 'ClickHourly', 'ClickDaily', 'ClickFacetDaily')
   ORDER BY 1, 4, 5
$$;

-- The existing tiers get the new table's partitions, over the span their clicks already have.
SELECT "click_ensure_partitions"("keepDays", min("start"), max("start"))
  FROM click_partitions(now() AT TIME ZONE 'UTC') WHERE "root" = 'Click' GROUP BY "keepDays";

-- The rollups as before (20261130120000_click_scans), and the facets.
CREATE OR REPLACE FUNCTION "click_rollup"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "ClickHourly" AS h ("linkId", "keepDays", "hour", "human", "bot", "humanScans", "botScans")
  SELECT "linkId", "keepDays", date_trunc('hour', "at"),
         COALESCE(sum("count") FILTER (WHERE NOT "bot"), 0), COALESCE(sum("count") FILTER (WHERE "bot"), 0),
         COALESCE(sum("count") FILTER (WHERE NOT "bot" AND "scan"), 0), COALESCE(sum("count") FILTER (WHERE "bot" AND "scan"), 0)
    FROM new_clicks GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT ("linkId", "keepDays", "hour") DO UPDATE
    SET "human" = h."human" + EXCLUDED."human", "bot" = h."bot" + EXCLUDED."bot",
        "humanScans" = h."humanScans" + EXCLUDED."humanScans", "botScans" = h."botScans" + EXCLUDED."botScans";
  INSERT INTO "ClickDaily" AS d ("linkId", "keepDays", "day", "dimension", "value", "human", "bot", "humanScans", "botScans")
  SELECT c."linkId", c."keepDays", date_trunc('day', c."at"), v.dimension, COALESCE(v.value, ''),
         COALESCE(sum(c."count") FILTER (WHERE NOT c."bot"), 0), COALESCE(sum(c."count") FILTER (WHERE c."bot"), 0),
         COALESCE(sum(c."count") FILTER (WHERE NOT c."bot" AND c."scan"), 0), COALESCE(sum(c."count") FILTER (WHERE c."bot" AND c."scan"), 0)
    FROM new_clicks c
    CROSS JOIN LATERAL (VALUES ('referrers', c."referrerHost"), ('countries', c."country"), ('devices', c."device"),
                               ('browsers', c."browser"), ('os', c."os")) AS v(dimension, value)
   GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT ("linkId", "keepDays", "day", "dimension", "value") DO UPDATE
    SET "human" = d."human" + EXCLUDED."human", "bot" = d."bot" + EXCLUDED."bot",
        "humanScans" = d."humanScans" + EXCLUDED."humanScans", "botScans" = d."botScans" + EXCLUDED."botScans";
  INSERT INTO "ClickFacetDaily" AS f ("linkId", "keepDays", "day", "scan", "referrerHost", "country", "device", "browser", "os", "human", "bot")
  SELECT "linkId", "keepDays", date_trunc('day', "at"), "scan", COALESCE("referrerHost", ''), COALESCE("country", ''),
         COALESCE("device", ''), COALESCE("browser", ''), COALESCE("os", ''),
         COALESCE(sum("count") FILTER (WHERE NOT "bot"), 0), COALESCE(sum("count") FILTER (WHERE "bot"), 0)
    FROM new_clicks
   GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9
  ON CONFLICT ("linkId", "keepDays", "day", "scan", "referrerHost", "country", "device", "browser", "os") DO UPDATE
    SET "human" = f."human" + EXCLUDED."human", "bot" = f."bot" + EXCLUDED."bot";
  RETURN NULL;
END
$$;

-- A retired link keeps nothing of its account: its facets go with its clicks (as in 20261130120000_click_scans).
CREATE OR REPLACE FUNCTION "utilify_retire_user_links"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('utilify_links', "domain" || '/' || "code") FROM "Link" WHERE "ownerUserId" = OLD."id";
  PERFORM pg_notify('utilify_domains', "hostname") FROM "CustomDomain" WHERE "userId" = OLD."id" AND "verifiedAt" IS NOT NULL;
  DELETE FROM "Click" WHERE "linkId" IN (SELECT "id" FROM "Link" WHERE "ownerUserId" = OLD."id");
  DELETE FROM "ClickHourly" WHERE "linkId" IN (SELECT "id" FROM "Link" WHERE "ownerUserId" = OLD."id");
  DELETE FROM "ClickDaily" WHERE "linkId" IN (SELECT "id" FROM "Link" WHERE "ownerUserId" = OLD."id");
  DELETE FROM "ClickFacetDaily" WHERE "linkId" IN (SELECT "id" FROM "Link" WHERE "ownerUserId" = OLD."id");
  DELETE FROM "LinkTargetChange" WHERE "linkId" IN (SELECT "id" FROM "Link" WHERE "ownerUserId" = OLD."id");
  UPDATE "Link"
     SET "deletedAt" = COALESCE("deletedAt", now() AT TIME ZONE 'UTC'), "target" = '', "expiredUrl" = NULL, "passwordHash" = NULL,
         "humanClicks" = 0, "botClicks" = 0, "humanScans" = 0, "botScans" = 0, "ownerUserId" = NULL, "updatedAt" = now() AT TIME ZONE 'UTC'
   WHERE "ownerUserId" = OLD."id";
  RETURN OLD;
END
$$;

-- Backfill from the clicks already stored.
INSERT INTO "ClickFacetDaily" ("linkId", "keepDays", "day", "scan", "referrerHost", "country", "device", "browser", "os", "human", "bot")
SELECT "linkId", "keepDays", date_trunc('day', "at"), "scan", COALESCE("referrerHost", ''), COALESCE("country", ''),
       COALESCE("device", ''), COALESCE("browser", ''), COALESCE("os", ''),
       COALESCE(sum("count") FILTER (WHERE NOT "bot"), 0), COALESCE(sum("count") FILTER (WHERE "bot"), 0)
  FROM "Click"
 GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9;

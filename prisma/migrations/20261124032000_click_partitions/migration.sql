-- Clicks kept by plan (docs/architecture.md, "Click retention and rollups"): "Click" becomes a table partitioned by
-- LIST ("keepDays": the retention in days of the owner's plan at click time, from lib/plans) and, within each
-- retention tier, by RANGE ("at"): a week per partition for tiers of 92 days or less, a month otherwise. Expired clicks
-- go with whole partitions (detached concurrently, then dropped: no row deletes, no lock on the tables' writers).
-- Two rollup tables, partitioned the same way so that they expire with the clicks they summarise, are kept exact by a
-- statement trigger on "Click" in the inserting transaction: "ClickHourly" (human and bot clicks per link and hour) and
-- "ClickDaily" (per link, day, dimension and value). Existing clicks move into the new table (those already past
-- their retention are not copied), and their rollups are built from them.

ALTER TABLE "Click" RENAME TO "Click_unpartitioned";
ALTER TABLE "Click_unpartitioned" RENAME CONSTRAINT "Click_pkey" TO "Click_unpartitioned_pkey";
ALTER TABLE "Click_unpartitioned" DROP CONSTRAINT "Click_linkId_fkey";
ALTER INDEX "Click_linkId_at_idx" RENAME TO "Click_unpartitioned_linkId_at_idx";
ALTER SEQUENCE "Click_id_seq" RENAME TO "Click_unpartitioned_id_seq";

-- CreateTable
CREATE TABLE "Click" (
    "id" BIGSERIAL NOT NULL,
    "keepDays" SMALLINT NOT NULL,
    "linkId" TEXT NOT NULL,
    "at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "referrerHost" TEXT,
    "country" TEXT,
    "device" TEXT,
    "browser" TEXT,
    "os" TEXT,
    "bot" BOOLEAN NOT NULL DEFAULT false,
    "count" INTEGER NOT NULL DEFAULT 1,

    CONSTRAINT "Click_pkey" PRIMARY KEY ("id", "keepDays", "at")
) PARTITION BY LIST ("keepDays");

-- CreateTable
CREATE TABLE "ClickHourly" (
    "linkId" TEXT NOT NULL,
    "keepDays" SMALLINT NOT NULL,
    "hour" TIMESTAMP(3) NOT NULL,
    "human" INTEGER NOT NULL DEFAULT 0,
    "bot" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "ClickHourly_pkey" PRIMARY KEY ("linkId", "keepDays", "hour")
) PARTITION BY LIST ("keepDays");

-- CreateTable
CREATE TABLE "ClickDaily" (
    "linkId" TEXT NOT NULL,
    "keepDays" SMALLINT NOT NULL,
    "day" TIMESTAMP(3) NOT NULL,
    "dimension" TEXT NOT NULL,
    "value" TEXT NOT NULL,
    "human" INTEGER NOT NULL DEFAULT 0,
    "bot" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "ClickDaily_pkey" PRIMARY KEY ("linkId", "keepDays", "day", "dimension", "value")
) PARTITION BY LIST ("keepDays");

-- CreateIndex
CREATE INDEX "Click_linkId_at_id_idx" ON "Click"("linkId", "at", "id");

-- AddForeignKey
ALTER TABLE "Click" ADD CONSTRAINT "Click_linkId_fkey" FOREIGN KEY ("linkId") REFERENCES "Link"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "ClickHourly" ADD CONSTRAINT "ClickHourly_linkId_fkey" FOREIGN KEY ("linkId") REFERENCES "Link"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "ClickDaily" ADD CONSTRAINT "ClickDaily_linkId_fkey" FOREIGN KEY ("linkId") REFERENCES "Link"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The first instant of the partition holding `ts` in a tier, and the first instant after it.
CREATE FUNCTION "click_partition_start"(keep_days INTEGER, ts TIMESTAMP) RETURNS TIMESTAMP LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN keep_days <= 92 THEN date_trunc('week', ts) ELSE date_trunc('month', ts) END
$$;
CREATE FUNCTION "click_partition_end"(keep_days INTEGER, start TIMESTAMP) RETURNS TIMESTAMP LANGUAGE sql IMMUTABLE AS $$
  SELECT start + CASE WHEN keep_days <= 92 THEN interval '7 days' ELSE interval '1 month' END
$$;

-- Creates what is missing for a tier between two instants: its list partition of each table, then one range
-- partition per week or month. A new range partition is created as a plain table and attached (ATTACH takes only a
-- SHARE UPDATE EXCLUSIVE lock on the tier's table, so inserts carry on). Idempotent; concurrent callers queue on a
-- transaction-level advisory lock. Returns how many tables it created.
CREATE FUNCTION "click_ensure_partitions"(keep_days INTEGER, from_ts TIMESTAMP, to_ts TIMESTAMP) RETURNS INTEGER LANGUAGE plpgsql AS $$
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
  FOREACH root IN ARRAY ARRAY['Click', 'ClickHourly', 'ClickDaily'] LOOP
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

-- Every range partition of the three tables with its tier, bounds and whether all of it is past its retention at
-- `now_ts` (its end plus the tier's days). Detach-pending partitions (a detach interrupted) are listed too.
CREATE FUNCTION "click_partitions"(now_ts TIMESTAMP)
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
   WHERE r.relnamespace = 'public'::regnamespace AND r.relname IN ('Click', 'ClickHourly', 'ClickDaily')
   ORDER BY 1, 4, 5
$$;

-- Keeps the rollups exact: every statement inserting clicks (the buffered flush, COPY, tests) adds its rows' counts
-- in the same transaction. Rows are upserted in key order so concurrent statements cannot deadlock on them.
CREATE FUNCTION "click_rollup"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "ClickHourly" AS h ("linkId", "keepDays", "hour", "human", "bot")
  SELECT "linkId", "keepDays", date_trunc('hour', "at"),
         COALESCE(sum("count") FILTER (WHERE NOT "bot"), 0), COALESCE(sum("count") FILTER (WHERE "bot"), 0)
    FROM new_clicks GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT ("linkId", "keepDays", "hour") DO UPDATE SET "human" = h."human" + EXCLUDED."human", "bot" = h."bot" + EXCLUDED."bot";
  INSERT INTO "ClickDaily" AS d ("linkId", "keepDays", "day", "dimension", "value", "human", "bot")
  SELECT c."linkId", c."keepDays", date_trunc('day', c."at"), v.dimension, COALESCE(v.value, ''),
         COALESCE(sum(c."count") FILTER (WHERE NOT c."bot"), 0), COALESCE(sum(c."count") FILTER (WHERE c."bot"), 0)
    FROM new_clicks c
    CROSS JOIN LATERAL (VALUES ('referrers', c."referrerHost"), ('countries', c."country"), ('devices', c."device"),
                               ('browsers', c."browser"), ('os', c."os")) AS v(dimension, value)
   GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT ("linkId", "keepDays", "day", "dimension", "value") DO UPDATE SET "human" = d."human" + EXCLUDED."human", "bot" = d."bot" + EXCLUDED."bot";
  RETURN NULL;
END
$$;

CREATE TRIGGER "Click_rollup" AFTER INSERT ON "Click" REFERENCING NEW TABLE AS new_clicks FOR EACH STATEMENT EXECUTE FUNCTION "click_rollup"();

-- A deleted account's links lose their clicks: their rollups too.
CREATE OR REPLACE FUNCTION "utilify_retire_user_links"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('utilify_links', "domain" || '/' || "code") FROM "Link" WHERE "ownerUserId" = OLD."id";
  PERFORM pg_notify('utilify_domains', "hostname") FROM "CustomDomain" WHERE "userId" = OLD."id" AND "verifiedAt" IS NOT NULL;
  DELETE FROM "Click" WHERE "linkId" IN (SELECT "id" FROM "Link" WHERE "ownerUserId" = OLD."id");
  DELETE FROM "ClickHourly" WHERE "linkId" IN (SELECT "id" FROM "Link" WHERE "ownerUserId" = OLD."id");
  DELETE FROM "ClickDaily" WHERE "linkId" IN (SELECT "id" FROM "Link" WHERE "ownerUserId" = OLD."id");
  UPDATE "Link"
     SET "deletedAt" = COALESCE("deletedAt", now() AT TIME ZONE 'UTC'), "target" = '', "humanClicks" = 0,
         "botClicks" = 0, "ownerUserId" = NULL, "updatedAt" = now() AT TIME ZONE 'UTC'
   WHERE "ownerUserId" = OLD."id";
  RETURN OLD;
END
$$;

-- Move the existing clicks. The retention of each link's owner's plan today (Free 30 days, Basic a year, Premium and
-- Enterprise 3 years; links of visitors and of lapsed subscriptions: Free), as lib/plans has it at this migration.
CREATE TEMPORARY TABLE "click_move" ON COMMIT DROP AS
SELECT c.*, CASE WHEN u."plan" IS NULL THEN 30
                 WHEN u."status" NOT IN ('active', 'trialing')
                      AND NOT (u."status" = 'past_due' AND (now() AT TIME ZONE 'UTC') - COALESCE(u."pastDueSince", now() AT TIME ZONE 'UTC') <= interval '3 days') THEN 30
                 WHEN u."plan" = 'basic' THEN 365
                 WHEN u."plan" IN ('premium', 'enterprise') THEN 1095
                 ELSE 30 END AS "keepDays"
  FROM "Click_unpartitioned" c JOIN "Link" l ON l."id" = c."linkId" LEFT JOIN "User" u ON u."id" = l."ownerUserId";
DELETE FROM "click_move" WHERE "at" + make_interval(days => "keepDays") <= now() AT TIME ZONE 'UTC';

SELECT "click_ensure_partitions"(k, LEAST(COALESCE((SELECT min("at") FROM "click_move" WHERE "keepDays" = k), now() AT TIME ZONE 'UTC'),
                                          (now() AT TIME ZONE 'UTC') - make_interval(days => k)),
                                 (now() AT TIME ZONE 'UTC') + interval '62 days')
  FROM unnest(ARRAY[30, 365, 1095]) AS k;

INSERT INTO "Click" ("id", "keepDays", "linkId", "at", "referrerHost", "country", "device", "browser", "os", "bot", "count")
SELECT "id", "keepDays", "linkId", "at", "referrerHost", "country", "device", "browser", "os", "bot", "count" FROM "click_move";
SELECT setval(pg_get_serial_sequence('"Click"', 'id'), COALESCE(max("id"), 1), max("id") IS NOT NULL) FROM "Click_unpartitioned";

DROP TABLE "Click_unpartitioned";

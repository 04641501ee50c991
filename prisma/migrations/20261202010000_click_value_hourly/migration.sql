-- The hours of the last week by value (docs/architecture.md, "Click retention and rollups"): "ClickValueHourly" is
-- "ClickDaily" by the hour (per link, UTC hour, dimension and value, "" = unknown; people and bots, and the scans
-- among each), for the last days only. It answers what the hourly ranges (24 hours, 7 days) needed the raw clicks
-- for: the hours of a range's first day in the breakdowns, and the hourly series of a view filtered by one value.
--
-- It is written by the same "Click_rollup" trigger, for clicks of the last 9 days (older ones, e.g. imported, are
-- never read from it), and the click-retention job deletes its hours older than 9 days: readers use it for the last
-- 8. Unlike the other rollups it is not partitioned: it holds about nine days whatever the plans' retention, and rows
-- of one hour are deleted at a time. Deleted with a link (cascade) and with a retired account's clicks.

-- CreateTable
CREATE TABLE "ClickValueHourly" (
    "linkId" TEXT NOT NULL,
    "hour" TIMESTAMP(3) NOT NULL,
    "dimension" TEXT NOT NULL,
    "value" TEXT NOT NULL,
    "human" INTEGER NOT NULL DEFAULT 0,
    "bot" INTEGER NOT NULL DEFAULT 0,
    "humanScans" INTEGER NOT NULL DEFAULT 0,
    "botScans" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "ClickValueHourly_pkey" PRIMARY KEY ("linkId", "hour", "dimension", "value")
);

-- The retention job's delete reads by hour.
CREATE INDEX "ClickValueHourly_hour_idx" ON "ClickValueHourly"("hour");

-- AddForeignKey
ALTER TABLE "ClickValueHourly" ADD CONSTRAINT "ClickValueHourly_linkId_fkey" FOREIGN KEY ("linkId") REFERENCES "Link"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The rollups as before (20261201030000_click_facets), and the hours by value.
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
  INSERT INTO "ClickValueHourly" AS v ("linkId", "hour", "dimension", "value", "human", "bot", "humanScans", "botScans")
  SELECT c."linkId", date_trunc('hour', c."at"), x.dimension, COALESCE(x.value, ''),
         COALESCE(sum(c."count") FILTER (WHERE NOT c."bot"), 0), COALESCE(sum(c."count") FILTER (WHERE c."bot"), 0),
         COALESCE(sum(c."count") FILTER (WHERE NOT c."bot" AND c."scan"), 0), COALESCE(sum(c."count") FILTER (WHERE c."bot" AND c."scan"), 0)
    FROM new_clicks c
    CROSS JOIN LATERAL (VALUES ('referrers', c."referrerHost"), ('countries', c."country"), ('devices', c."device"),
                               ('browsers', c."browser"), ('os', c."os")) AS x(dimension, value)
   WHERE c."at" >= (now() AT TIME ZONE 'UTC') - interval '9 days'
   GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT ("linkId", "hour", "dimension", "value") DO UPDATE
    SET "human" = v."human" + EXCLUDED."human", "bot" = v."bot" + EXCLUDED."bot",
        "humanScans" = v."humanScans" + EXCLUDED."humanScans", "botScans" = v."botScans" + EXCLUDED."botScans";
  RETURN NULL;
END
$$;

-- A retired link keeps nothing of its account (as in 20261201090000_click_pairs), its hours by value included.
CREATE OR REPLACE FUNCTION "utilify_retire_user_links"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('utilify_links', "domain" || '/' || "code") FROM "Link" WHERE "ownerUserId" = OLD."id";
  PERFORM pg_notify('utilify_domains', "hostname") FROM "CustomDomain" WHERE "userId" = OLD."id" AND "verifiedAt" IS NOT NULL;
  DELETE FROM "Click" WHERE "linkId" IN (SELECT "id" FROM "Link" WHERE "ownerUserId" = OLD."id");
  DELETE FROM "ClickHourly" WHERE "linkId" IN (SELECT "id" FROM "Link" WHERE "ownerUserId" = OLD."id");
  DELETE FROM "ClickDaily" WHERE "linkId" IN (SELECT "id" FROM "Link" WHERE "ownerUserId" = OLD."id");
  DELETE FROM "ClickFacetDaily" WHERE "linkId" IN (SELECT "id" FROM "Link" WHERE "ownerUserId" = OLD."id");
  DELETE FROM "ClickPairDaily" WHERE "linkId" IN (SELECT "id" FROM "Link" WHERE "ownerUserId" = OLD."id");
  DELETE FROM "ClickValueHourly" WHERE "linkId" IN (SELECT "id" FROM "Link" WHERE "ownerUserId" = OLD."id");
  DELETE FROM "LinkTargetChange" WHERE "linkId" IN (SELECT "id" FROM "Link" WHERE "ownerUserId" = OLD."id");
  UPDATE "Link"
     SET "deletedAt" = COALESCE("deletedAt", now() AT TIME ZONE 'UTC'), "target" = '', "expiredUrl" = NULL, "passwordHash" = NULL,
         "humanClicks" = 0, "botClicks" = 0, "humanScans" = 0, "botScans" = 0, "ownerUserId" = NULL, "updatedAt" = now() AT TIME ZONE 'UTC'
   WHERE "ownerUserId" = OLD."id";
  RETURN OLD;
END
$$;

-- Backfill the last 9 days from the clicks already stored.
INSERT INTO "ClickValueHourly" ("linkId", "hour", "dimension", "value", "human", "bot", "humanScans", "botScans")
SELECT c."linkId", date_trunc('hour', c."at"), x.dimension, COALESCE(x.value, ''),
       COALESCE(sum(c."count") FILTER (WHERE NOT c."bot"), 0), COALESCE(sum(c."count") FILTER (WHERE c."bot"), 0),
       COALESCE(sum(c."count") FILTER (WHERE NOT c."bot" AND c."scan"), 0), COALESCE(sum(c."count") FILTER (WHERE c."bot" AND c."scan"), 0)
  FROM "Click" c
  CROSS JOIN LATERAL (VALUES ('referrers', c."referrerHost"), ('countries', c."country"), ('devices', c."device"),
                             ('browsers', c."browser"), ('os', c."os")) AS x(dimension, value)
 WHERE c."at" >= (now() AT TIME ZONE 'UTC') - interval '9 days'
 GROUP BY 1, 2, 3, 4;

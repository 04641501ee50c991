-- Scans told apart from clicks (docs/architecture.md, "Click retention and rollups"): a visit through a link's QR code
-- (`?qr=1` on the short URL) is stored with "scan" set. The visit counters stay totals of every visit, clicks and
-- scans together; the new scan counters are the part of them that came by QR code, so a click is a total minus its
-- scans and every existing read of the totals keeps its meaning. Columns added to the partitioned parents reach
-- every partition, and partitions created later (LIKE the tier) get them too.

-- AlterTable
ALTER TABLE "Click" ADD COLUMN "scan" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "ClickHourly" ADD COLUMN "humanScans" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN "botScans" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "ClickDaily" ADD COLUMN "humanScans" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN "botScans" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "Link" ADD COLUMN "humanScans" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN "botScans" INTEGER NOT NULL DEFAULT 0;

-- The rollups as before, with the scans of each row counted apart as well.
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
  RETURN NULL;
END
$$;

-- A retired link keeps nothing of its account: its scan counters go with its click counters.
CREATE OR REPLACE FUNCTION "utilify_retire_user_links"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('utilify_links', "domain" || '/' || "code") FROM "Link" WHERE "ownerUserId" = OLD."id";
  PERFORM pg_notify('utilify_domains', "hostname") FROM "CustomDomain" WHERE "userId" = OLD."id" AND "verifiedAt" IS NOT NULL;
  DELETE FROM "Click" WHERE "linkId" IN (SELECT "id" FROM "Link" WHERE "ownerUserId" = OLD."id");
  DELETE FROM "ClickHourly" WHERE "linkId" IN (SELECT "id" FROM "Link" WHERE "ownerUserId" = OLD."id");
  DELETE FROM "ClickDaily" WHERE "linkId" IN (SELECT "id" FROM "Link" WHERE "ownerUserId" = OLD."id");
  DELETE FROM "LinkTargetChange" WHERE "linkId" IN (SELECT "id" FROM "Link" WHERE "ownerUserId" = OLD."id");
  UPDATE "Link"
     SET "deletedAt" = COALESCE("deletedAt", now() AT TIME ZONE 'UTC'), "target" = '', "expiredUrl" = NULL, "passwordHash" = NULL,
         "humanClicks" = 0, "botClicks" = 0, "humanScans" = 0, "botScans" = 0, "ownerUserId" = NULL, "updatedAt" = now() AT TIME ZONE 'UTC'
   WHERE "ownerUserId" = OLD."id";
  RETURN OLD;
END
$$;

-- Links people manage: a destination their owner can change (with its history), a redirect status of their choice,
-- and expiry by date and/or by a number of clicks, with an optional fallback URL.
-- AlterTable
ALTER TABLE "Link" ADD COLUMN "redirectStatus" SMALLINT NOT NULL DEFAULT 302,
ADD COLUMN "expiresAt" TIMESTAMP(3),
ADD COLUMN "maxClicks" INTEGER,
ADD COLUMN "clicksServed" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN "expiredUrl" TEXT;

-- CreateTable
CREATE TABLE "LinkTargetChange" (
    "id" TEXT NOT NULL,
    "linkId" TEXT NOT NULL,
    "at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "fromTarget" TEXT NOT NULL,
    "toTarget" TEXT NOT NULL,

    CONSTRAINT "LinkTargetChange_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "LinkTargetChange_linkId_at_idx" ON "LinkTargetChange"("linkId", "at");

-- AddForeignKey
ALTER TABLE "LinkTargetChange" ADD CONSTRAINT "LinkTargetChange_linkId_fkey" FOREIGN KEY ("linkId") REFERENCES "Link"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- A retired link keeps nothing of its account: besides its target, its fallback URL and its destination history go.
CREATE OR REPLACE FUNCTION "utilify_retire_user_links"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('utilify_links', "domain" || '/' || "code") FROM "Link" WHERE "ownerUserId" = OLD."id";
  PERFORM pg_notify('utilify_domains', "hostname") FROM "CustomDomain" WHERE "userId" = OLD."id" AND "verifiedAt" IS NOT NULL;
  DELETE FROM "Click" WHERE "linkId" IN (SELECT "id" FROM "Link" WHERE "ownerUserId" = OLD."id");
  DELETE FROM "ClickHourly" WHERE "linkId" IN (SELECT "id" FROM "Link" WHERE "ownerUserId" = OLD."id");
  DELETE FROM "ClickDaily" WHERE "linkId" IN (SELECT "id" FROM "Link" WHERE "ownerUserId" = OLD."id");
  DELETE FROM "LinkTargetChange" WHERE "linkId" IN (SELECT "id" FROM "Link" WHERE "ownerUserId" = OLD."id");
  UPDATE "Link"
     SET "deletedAt" = COALESCE("deletedAt", now() AT TIME ZONE 'UTC'), "target" = '', "expiredUrl" = NULL,
         "humanClicks" = 0, "botClicks" = 0, "ownerUserId" = NULL, "updatedAt" = now() AT TIME ZONE 'UTC'
   WHERE "ownerUserId" = OLD."id";
  RETURN OLD;
END
$$;

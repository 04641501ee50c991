-- Targeting per short link (docs/architecture.md, "The redirect path"): an iOS and an Android destination, and
-- country rules as one JSON object (country code → URL), read with the rest of the link into the redirect cache.
-- All null for existing links: they keep redirecting to their target.

-- AlterTable
ALTER TABLE "Link" ADD COLUMN "iosUrl" TEXT,
ADD COLUMN "androidUrl" TEXT,
ADD COLUMN "geo" JSONB;

-- Identical clicks buffered in the same second (same link, referrer, country, device, browser, OS and bot flag) are
-- written as one row with their number, so a burst of traffic costs the database one row per kind of visitor.
-- AlterTable
ALTER TABLE "Click" ADD COLUMN "count" INTEGER NOT NULL DEFAULT 1;

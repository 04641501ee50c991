-- A past_due subscription keeps its plan for a grace period that runs from "pastDueSince" (lib/domain/plans/
-- entitlements.ts). The sync always writes it with past_due; a row without it (written by hand) used to get an endless
-- grace, and now gets none. The constraint makes that row impossible. Rows already in that state start their grace at
-- their last change, the nearest thing to the first failure the row still knows.
UPDATE "User" SET "pastDueSince" = "updatedAt" WHERE "status" = 'past_due' AND "pastDueSince" IS NULL;
ALTER TABLE "User" ADD CONSTRAINT "User_pastDueSince_check" CHECK ("status" <> 'past_due' OR "pastDueSince" IS NOT NULL);

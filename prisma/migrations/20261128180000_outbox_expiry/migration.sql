-- Outgoing mail never outlives the link it carries: a message is deleted once sent, and at its link's expiry at the
-- latest. Messages already sent are removed now; unsent ones get the longest link lifetime (7 days, verification)
-- from when they were queued, since they did not record their own.
-- AlterTable
ALTER TABLE "OutboxMail" ADD COLUMN "expiresAt" TIMESTAMP(3);

-- CreateIndex
CREATE INDEX "OutboxMail_expiresAt_idx" ON "OutboxMail"("expiresAt");

DELETE FROM "OutboxMail" WHERE "sentAt" IS NOT NULL;
UPDATE "OutboxMail" SET "expiresAt" = "createdAt" + INTERVAL '7 days';

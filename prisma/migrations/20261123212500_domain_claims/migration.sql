-- Custom domains: adding a hostname is a pending claim of one account, and any number of accounts may claim the
-- same hostname (an unverified claim must not lock out its real owner). Only verification holds it: at most one
-- verified row per hostname, enforced by a partial unique index (Prisma's schema language cannot express it, so it
-- lives here only; tests/integration/schema-drift.test.ts knows it).
-- DropIndex
DROP INDEX "CustomDomain_hostname_key";

-- CreateIndex
CREATE UNIQUE INDEX "CustomDomain_userId_hostname_key" ON "CustomDomain"("userId", "hostname");

-- CreateIndex
CREATE INDEX "CustomDomain_hostname_idx" ON "CustomDomain"("hostname");

-- CreateIndex
CREATE UNIQUE INDEX "CustomDomain_verified_hostname_key" ON "CustomDomain"("hostname") WHERE "verifiedAt" IS NOT NULL;

-- Link imports (docs/architecture.md, "Link imports"): an account's imports of links from a CSV file and their rows,
-- each row's outcome stored with it by the link-import job. Everything goes with the account.

-- CreateEnum
CREATE TYPE "LinkImportStatus" AS ENUM ('pending', 'running', 'done', 'failed');

-- CreateEnum
CREATE TYPE "LinkImportOutcome" AS ENUM ('created', 'taken', 'invalid');

-- CreateTable
CREATE TABLE "LinkImport" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "format" TEXT NOT NULL,
    "fileName" TEXT,
    "status" "LinkImportStatus" NOT NULL DEFAULT 'pending',
    "total" INTEGER NOT NULL,
    "processed" INTEGER NOT NULL DEFAULT 0,
    "created" INTEGER NOT NULL DEFAULT 0,
    "taken" INTEGER NOT NULL DEFAULT 0,
    "invalid" INTEGER NOT NULL DEFAULT 0,
    "error" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finishedAt" TIMESTAMP(3),

    CONSTRAINT "LinkImport_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "LinkImportRow" (
    "importId" TEXT NOT NULL,
    "n" INTEGER NOT NULL,
    "line" INTEGER NOT NULL,
    "url" TEXT NOT NULL,
    "code" TEXT,
    "codeIsBitly" BOOLEAN NOT NULL DEFAULT false,
    "tags" TEXT[] NOT NULL,
    "expiry" TEXT,
    "outcome" "LinkImportOutcome",
    "message" TEXT,
    "linkId" TEXT,
    "linkCode" TEXT,

    CONSTRAINT "LinkImportRow_pkey" PRIMARY KEY ("importId","n")
);

-- CreateIndex
CREATE INDEX "LinkImport_userId_createdAt_idx" ON "LinkImport"("userId", "createdAt");

-- One pending or running import per account (Prisma cannot model a partial index): a second upload meanwhile is
-- refused, even when two arrive at once.
CREATE UNIQUE INDEX "LinkImport_userId_active_key" ON "LinkImport"("userId") WHERE "status" IN ('pending', 'running');

-- The job's scan for imports with work left.
CREATE INDEX "LinkImport_active_createdAt_idx" ON "LinkImport"("createdAt") WHERE "status" IN ('pending', 'running');

-- AddForeignKey
ALTER TABLE "LinkImport" ADD CONSTRAINT "LinkImport_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LinkImportRow" ADD CONSTRAINT "LinkImportRow_importId_fkey" FOREIGN KEY ("importId") REFERENCES "LinkImport"("id") ON DELETE CASCADE ON UPDATE CASCADE;

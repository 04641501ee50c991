-- AI Writer history (tools/ai-writer/server/history.ts): each account's newest results, deleted with the account.
-- CreateTable
CREATE TABLE "AiWriting" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "command" TEXT NOT NULL,
    "input" TEXT NOT NULL,
    "output" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AiWriting_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "AiWriting_userId_createdAt_idx" ON "AiWriting"("userId", "createdAt");

-- AddForeignKey
ALTER TABLE "AiWriting" ADD CONSTRAINT "AiWriting_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

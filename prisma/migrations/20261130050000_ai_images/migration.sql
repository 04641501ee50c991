-- AI Image Generator history (tools/ai-image-generator/server/history.ts): each account's newest images with their
-- prompt and settings, deleted with the account, and after IMAGE_HISTORY's days by the ai-image-purge job.
-- CreateTable
CREATE TABLE "AiImage" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "prompt" TEXT NOT NULL,
    "avoid" TEXT NOT NULL DEFAULT '',
    "shape" TEXT NOT NULL,
    "style" TEXT NOT NULL,
    "seed" INTEGER,
    "mediaType" TEXT NOT NULL,
    "data" BYTEA NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AiImage_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "AiImage_userId_createdAt_idx" ON "AiImage"("userId", "createdAt");

-- CreateIndex
CREATE INDEX "AiImage_createdAt_idx" ON "AiImage"("createdAt");

-- AddForeignKey
ALTER TABLE "AiImage" ADD CONSTRAINT "AiImage_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

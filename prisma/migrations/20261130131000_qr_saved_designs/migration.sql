-- QR studio designs saved by signed-in users (tools/qr-generator/server/saved-designs.ts): one name per look and
-- account, deleted with the account.
-- CreateTable
CREATE TABLE "QrSavedDesign" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "design" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "QrSavedDesign_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "QrSavedDesign_userId_name_key" ON "QrSavedDesign"("userId", "name");

-- AddForeignKey
ALTER TABLE "QrSavedDesign" ADD CONSTRAINT "QrSavedDesign_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

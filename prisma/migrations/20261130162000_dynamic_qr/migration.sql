-- Dynamic QR codes (tools/qr-generator/server/dynamic.ts): a link made for a QR code is flagged, and its QR history
-- entry points at it (one entry per link).
-- AlterTable
ALTER TABLE "Link" ADD COLUMN     "dynamicQr" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "QrCode" ADD COLUMN     "linkId" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "QrCode_linkId_key" ON "QrCode"("linkId");

-- AddForeignKey
ALTER TABLE "QrCode" ADD CONSTRAINT "QrCode_linkId_fkey" FOREIGN KEY ("linkId") REFERENCES "Link"("id") ON DELETE SET NULL ON UPDATE CASCADE;

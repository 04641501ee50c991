-- Public link stats and saved UTM templates (docs/product.md, "Links people manage"): a link's owner may make its
-- stats public (off by default), and an account keeps named sets of UTM parameters (a name unique per account
-- whatever its case, through the folded "nameKey"; deleted with the account).

-- AlterTable
ALTER TABLE "Link" ADD COLUMN     "publicStats" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "UtmTemplate" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "nameKey" TEXT NOT NULL,
    "source" TEXT,
    "medium" TEXT,
    "campaign" TEXT,
    "term" TEXT,
    "content" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "UtmTemplate_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "UtmTemplate_userId_nameKey_key" ON "UtmTemplate"("userId", "nameKey");

-- AddForeignKey
ALTER TABLE "UtmTemplate" ADD CONSTRAINT "UtmTemplate_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

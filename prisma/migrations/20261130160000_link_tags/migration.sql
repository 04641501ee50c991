-- Link tags (docs/product.md, "Links people manage"): an account's tags (a name unique per account whatever its case,
-- through the folded "nameKey", and a colour) and the join of links and tags. Deleting the account deletes its tags,
-- deleting a tag or a link deletes its rows of the join. The account's link list pages by keyset on
-- ("createdAt", "id"), so its index gains "id": a page after a cursor is an index range, never a scan of the
-- account's older pages.

-- CreateTable
CREATE TABLE "Tag" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "nameKey" TEXT NOT NULL,
    "color" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Tag_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "LinkTag" (
    "linkId" TEXT NOT NULL,
    "tagId" TEXT NOT NULL,

    CONSTRAINT "LinkTag_pkey" PRIMARY KEY ("linkId","tagId")
);

-- CreateIndex
CREATE UNIQUE INDEX "Tag_userId_nameKey_key" ON "Tag"("userId", "nameKey");

-- CreateIndex
CREATE INDEX "LinkTag_tagId_linkId_idx" ON "LinkTag"("tagId", "linkId");

-- AddForeignKey
ALTER TABLE "Tag" ADD CONSTRAINT "Tag_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LinkTag" ADD CONSTRAINT "LinkTag_linkId_fkey" FOREIGN KEY ("linkId") REFERENCES "Link"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LinkTag" ADD CONSTRAINT "LinkTag_tagId_fkey" FOREIGN KEY ("tagId") REFERENCES "Tag"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The list's index: ("ownerUserId", "createdAt") becomes ("ownerUserId", "createdAt", "id").
DROP INDEX "Link_ownerUserId_createdAt_idx";
CREATE INDEX "Link_ownerUserId_createdAt_id_idx" ON "Link"("ownerUserId", "createdAt", "id");

-- A signed-in user's favourite and recently used tools, kept in the account so that they follow the user to another
-- browser (merged with that browser's own lists at sign-in).
-- CreateTable
CREATE TABLE "UserTool" (
    "userId" TEXT NOT NULL,
    "toolId" TEXT NOT NULL,
    "favouritedAt" TIMESTAMP(3),
    "usedAt" TIMESTAMP(3),

    CONSTRAINT "UserTool_pkey" PRIMARY KEY ("userId","toolId")
);

-- AddForeignKey
ALTER TABLE "UserTool" ADD CONSTRAINT "UserTool_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- E-mail verification: accounts with a verified address keep their own free allowance; unverified ones share the
-- network's (per-IP) ceiling with visitors.
ALTER TABLE "User" ADD COLUMN "emailVerified" TIMESTAMP(3);

-- QR codes are counted once per distinct content per subject and day: the keys already counted.
CREATE TABLE "DailyUseKey" (
    "day" DATE NOT NULL,
    "tool" "Tool" NOT NULL,
    "subject" TEXT NOT NULL,
    "key" TEXT NOT NULL,

    CONSTRAINT "DailyUseKey_pkey" PRIMARY KEY ("day","tool","subject","key")
);

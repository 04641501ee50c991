-- One Time Link (tools/one-time-link): secrets sealed in the browser. Only ciphertext, IV, expiry and views left are
-- stored, with the SHA-256 of the reveal proof, the passphrase proof and the creator's delete token; never a key.
-- CreateTable
CREATE TABLE "OneTimeSecret" (
    "id" TEXT NOT NULL,
    "ciphertext" TEXT NOT NULL,
    "iv" TEXT NOT NULL,
    "revealHash" TEXT NOT NULL,
    "passphraseHash" TEXT,
    "deleteHash" TEXT NOT NULL,
    "viewsLeft" INTEGER NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "OneTimeSecret_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "OneTimeSecret_expiresAt_idx" ON "OneTimeSecret"("expiresAt");

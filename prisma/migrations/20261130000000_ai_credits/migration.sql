-- AI credits (lib/domain/ai/credit-store.ts): the plans' monthly AI credits and the daily trial, one counter per
-- period, kind and subject, taken by a conditional upsert and never below 0.
-- CreateEnum
CREATE TYPE "AiCreditKind" AS ENUM ('text', 'image');

-- CreateTable
CREATE TABLE "AiCreditUse" (
    "period" DATE NOT NULL,
    "kind" "AiCreditKind" NOT NULL,
    "subject" TEXT NOT NULL,
    "used" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "AiCreditUse_pkey" PRIMARY KEY ("period","kind","subject"),
    CONSTRAINT "AiCreditUse_used_check" CHECK ("used" >= 0)
);

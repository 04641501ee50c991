-- Link webhooks (docs/architecture.md, "Link webhooks"): an account's endpoints, the deliveries (the outbox rows
-- written in the transaction of each link change, then the delivery log), and the clicks waiting for an endpoint's
-- next link.clicked batch. Everything goes with the account: endpoints cascade from User, deliveries from endpoints;
-- pending clicks have no foreign key to their endpoint (the click flush must never lock an endpoint's row), so the
-- webhook job sweeps those of deleted endpoints.

-- CreateEnum
CREATE TYPE "WebhookDeliveryStatus" AS ENUM ('pending', 'succeeded', 'failed');

-- CreateTable
CREATE TABLE "WebhookEndpoint" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "url" TEXT NOT NULL,
    "secret" TEXT NOT NULL,
    "events" TEXT[] NOT NULL,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "clicksBatchedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "WebhookEndpoint_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "WebhookDelivery" (
    "id" TEXT NOT NULL,
    "endpointId" TEXT NOT NULL,
    "event" TEXT NOT NULL,
    "payload" JSONB NOT NULL,
    "attempt" INTEGER NOT NULL DEFAULT 0,
    "status" "WebhookDeliveryStatus" NOT NULL DEFAULT 'pending',
    "responseStatus" INTEGER,
    "error" TEXT,
    "nextAttemptAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastAttemptAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "deliveredAt" TIMESTAMP(3),

    CONSTRAINT "WebhookDelivery_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "WebhookPendingClick" (
    "endpointId" TEXT NOT NULL,
    "linkId" TEXT NOT NULL,
    "humanClicks" INTEGER NOT NULL DEFAULT 0,
    "botClicks" INTEGER NOT NULL DEFAULT 0,
    "scans" INTEGER NOT NULL DEFAULT 0,
    "since" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "WebhookPendingClick_pkey" PRIMARY KEY ("endpointId","linkId")
);

-- CreateIndex
CREATE INDEX "WebhookEndpoint_userId_idx" ON "WebhookEndpoint"("userId");

-- CreateIndex
CREATE INDEX "WebhookDelivery_endpointId_createdAt_idx" ON "WebhookDelivery"("endpointId", "createdAt");

-- The webhook job's scan for due deliveries: only the pending ones, by when they are due (Prisma cannot model a
-- partial index; schema.prisma says so on the model).
CREATE INDEX "WebhookDelivery_due_idx" ON "WebhookDelivery"("nextAttemptAt") WHERE "status" = 'pending';

-- At most one link.clicked batch of an endpoint is waiting or being sent: the next is made only after it succeeded or
-- failed, so a receiver never gets two link.clicked requests within 10 s (retries included). The webhook job's check
-- reads this index too.
CREATE UNIQUE INDEX "WebhookDelivery_one_pending_click_batch_key" ON "WebhookDelivery"("endpointId") WHERE "status" = 'pending' AND "event" = 'link.clicked';

-- The purge of old deliveries and the log's "last attempts" read by time.
CREATE INDEX "WebhookDelivery_createdAt_idx" ON "WebhookDelivery"("createdAt");

-- The click flush reaches a link's pending rows through the endpoint key; a link's own rows (cascade) by this one.
CREATE INDEX "WebhookPendingClick_linkId_idx" ON "WebhookPendingClick"("linkId");

-- AddForeignKey
ALTER TABLE "WebhookEndpoint" ADD CONSTRAINT "WebhookEndpoint_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WebhookDelivery" ADD CONSTRAINT "WebhookDelivery_endpointId_fkey" FOREIGN KEY ("endpointId") REFERENCES "WebhookEndpoint"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WebhookPendingClick" ADD CONSTRAINT "WebhookPendingClick_linkId_fkey" FOREIGN KEY ("linkId") REFERENCES "Link"("id") ON DELETE CASCADE ON UPDATE CASCADE;

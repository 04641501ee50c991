import "server-only";
import { prisma, type Prisma } from "@/lib/platform/db";
import { consume } from "@/lib/platform/http/ratelimit";
import { site } from "@/lib/platform/config/site";
import { plans } from "@/lib/domain/plans";
import { entitlements } from "@/lib/domain/plans/entitlements";
import { BILLABLE_FIELDS } from "@/lib/domain/plans/user-entitlements";
import { shortUrlOf } from "@/tools/url-shortener/server/view";
import { postWebhook, type OutboundOptions, type PostResult } from "@/tools/url-shortener/webhooks/outbound";
import { signWebhook } from "@/tools/url-shortener/webhooks/signature";
import { deliveryView, deliveryViewSelect, ownedEndpoint, requireWebhooks } from "@/tools/url-shortener/webhooks/endpoints";
import {
  CLICK_BATCH_MAX_LINKS,
  CLICK_BATCH_MS,
  DELIVERY_LOG_DAYS,
  DELIVERY_TIMEOUT_MS,
  endpointsBeyondPlan,
  RETRY_DELAYS_MS,
  RETRY_FOR_MS,
  TEST_EVENT,
  WEBHOOK_HEADERS,
  WEBHOOK_MESSAGES,
  type WebhookDeliveryView,
} from "@/tools/url-shortener/logic/webhooks";

/**
 * Sending webhooks (docs/architecture.md, "Link webhooks"). The job `webhooks` (jobs.ts, every 2 s in every server
 * process) runs `runWebhookDeliveries`:
 * 1. Click batches: each enabled endpoint with clicks waiting (the flush's WebhookPendingClick rows) whose last batch
 *    is at least CLICK_BATCH_MS old and which has no link.clicked delivery still pending gets one delivery listing
 *    each link's visits since; so a receiver gets at most one link.clicked request per 10 s, whatever the traffic.
 * 2. Due deliveries are claimed (FOR UPDATE SKIP LOCKED, several processes share the work; the claim counts the
 *    attempt and leases the row for LEASE_MS, so a process that dies mid-send leaves it to be tried again), sent
 *    (outbound.ts: checked address, 10 s, no redirects), and settled: 2xx succeeded; otherwise retried after 1 min,
 *    5 min, 30 min, 2 h, then every 6 h, the last attempt at 24 h after the event, then failed.
 * The owner's plan is checked at sending: a downgraded account's deliveries are failed with the plan's words, its
 * clicks are dropped; so are those of an endpoint beyond the plan's number of enabled endpoints, counted oldest first
 * (an account downgraded with more keeps them all). "Send test event" (sendTestEvent) sends at once, in the request,
 * and is never retried.
 */

/** A claimed attempt is the process's for this long (the request's time and a margin), then it may be claimed again. */
const LEASE_MS = DELIVERY_TIMEOUT_MS + 50_000;
/** Deliveries claimed per run (sent side by side). */
const CLAIM_LIMIT = 25;

export interface DeliveryRunOptions extends OutboundOptions {
  now?: Date;
}

interface Claimed {
  id: string;
  event: string;
  payload: Prisma.JsonValue;
  attempt: number;
  createdAt: Date;
  endpointId: string;
  url: string;
  secret: string;
  enabled: boolean;
  userId: string;
}

/** The request body: the same bytes on every attempt (the signature's timestamp is the attempt's). */
export function webhookBody(delivery: { id: string; event: string; createdAt: Date; payload: Prisma.JsonValue }): string {
  return JSON.stringify({ id: delivery.id, type: delivery.event, createdAt: delivery.createdAt.toISOString(), data: delivery.payload });
}

/** When to try again after the `attempt`-th attempt failed at `now`, or null: 24 h are over, give up. */
export function nextAttemptAfter(createdAt: Date, attempt: number, now: Date): Date | null {
  const deadline = createdAt.getTime() + RETRY_FOR_MS;
  if (now.getTime() >= deadline) return null;
  const delay = RETRY_DELAYS_MS[Math.min(Math.max(attempt, 1) - 1, RETRY_DELAYS_MS.length - 1)]!;
  return new Date(Math.min(now.getTime() + delay, deadline));
}

async function send(delivery: Claimed, options: DeliveryRunOptions, now: Date): Promise<PostResult> {
  const body = webhookBody(delivery);
  const headers = {
    "Content-Type": "application/json",
    "User-Agent": `${site.name}-Webhooks/1.0 (+${site.url}/developers#webhooks)`,
    [WEBHOOK_HEADERS.event]: delivery.event,
    [WEBHOOK_HEADERS.delivery]: delivery.id,
    [WEBHOOK_HEADERS.signature]: signWebhook(delivery.secret, body, Math.floor(now.getTime() / 1000)),
  };
  return postWebhook(delivery.url, body, headers, options);
}

/** Writes an attempt's outcome; only if the row is still this attempt's (a lease that ran out was claimed again). */
async function settle(delivery: Claimed, result: PostResult, now: Date, { retry }: { retry: boolean }): Promise<void> {
  let data: Prisma.WebhookDeliveryUpdateManyMutationInput;
  if (result.ok) {
    data = { status: "succeeded", responseStatus: result.status, error: null, deliveredAt: now };
  } else {
    const next = retry ? nextAttemptAfter(delivery.createdAt, delivery.attempt, now) : null;
    const error = next || !retry ? result.error : `${result.error} Gave up: no success within 24 hours.`;
    data = next ? { responseStatus: result.status, error, nextAttemptAt: next } : { status: "failed", responseStatus: result.status, error };
  }
  await prisma.webhookDelivery.updateMany({ where: { id: delivery.id, attempt: delivery.attempt, status: "pending" }, data });
}

/**
 * Claims up to CLAIM_LIMIT due deliveries: the attempt is counted and the row leased. A `link.clicked` attempt, a
 * retry too, moves its endpoint's `clicksBatchedAt`: the next batch waits 10 s after the last request, not the last batch.
 */
async function claimDue(now: Date): Promise<Claimed[]> {
  const at = now.toISOString();
  const lease = new Date(now.getTime() + LEASE_MS).toISOString();
  return prisma.$queryRaw<Claimed[]>`
    WITH due AS (
      SELECT d."id" FROM "WebhookDelivery" d
       WHERE d."status" = 'pending' AND d."nextAttemptAt" <= ${at}::timestamp(3)
       ORDER BY d."nextAttemptAt"
       LIMIT ${CLAIM_LIMIT}
       FOR UPDATE SKIP LOCKED
    ), claimed AS (
      UPDATE "WebhookDelivery" d
         SET "attempt" = d."attempt" + 1, "nextAttemptAt" = ${lease}::timestamp(3), "lastAttemptAt" = ${at}::timestamp(3)
        FROM due, "WebhookEndpoint" e
       WHERE d."id" = due."id" AND e."id" = d."endpointId"
      RETURNING d."id", d."event", d."payload", d."attempt", d."createdAt", e."id" AS "endpointId", e."url", e."secret", e."enabled", e."userId"
    ), clicked AS (
      UPDATE "WebhookEndpoint" e SET "clicksBatchedAt" = ${at}::timestamp(3)
       WHERE e."id" IN (SELECT "endpointId" FROM claimed WHERE "event" = 'link.clicked')
    )
    SELECT * FROM claimed`;
}

/** Whether an endpoint's owner's plan sends to it now, and if not, the words the delivery log gives. */
type Reach = { sends: true } | { sends: false; why: string };

/**
 * Which of these endpoints their owners' plans send to now. A plan's number of endpoints (`webhooks`) counts the
 * owner's enabled endpoints, oldest first (endpointsBeyondPlan): after a downgrade the ones added last are beyond it
 * until the owner disables or deletes others. An owner whose plan has no webhooks reaches none.
 */
async function planReach(db: typeof prisma | Prisma.TransactionClient, endpointIds: string[], now: Date): Promise<Map<string, Reach>> {
  if (endpointIds.length === 0) return new Map();
  const asked = await db.webhookEndpoint.findMany({ where: { id: { in: endpointIds } }, select: { userId: true } });
  const owners = [...new Set(asked.map((endpoint) => endpoint.userId))];
  const [users, endpoints] = await Promise.all([
    db.user.findMany({ where: { id: { in: owners } }, select: { id: true, ...BILLABLE_FIELDS } }),
    db.webhookEndpoint.findMany({ where: { userId: { in: owners } }, select: { id: true, userId: true, enabled: true }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] }),
  ]);
  const reach = new Map<string, Reach>();
  for (const user of users) {
    const allowed = entitlements(user, now);
    const planName = plans[allowed.plan].name;
    const own = endpoints.filter((endpoint) => endpoint.userId === user.id);
    const beyond = endpointsBeyondPlan(own, allowed.webhooks);
    for (const { id } of own) {
      if (allowed.webhooks <= 0) reach.set(id, { sends: false, why: WEBHOOK_MESSAGES.planAtDelivery(planName) });
      else if (beyond.has(id)) reach.set(id, { sends: false, why: WEBHOOK_MESSAGES.beyondPlan(planName, allowed.webhooks) });
      else reach.set(id, { sends: true });
    }
  }
  return reach;
}

interface PendingRow {
  linkId: string;
  humanClicks: number;
  botClicks: number;
  scans: number;
  since: Date;
}

/** Turns waiting clicks into link.clicked deliveries (step 1 above). Returns how many batches were made. */
async function batchClicks(now: Date): Promise<number> {
  const windowStart = new Date(now.getTime() - CLICK_BATCH_MS).toISOString();
  const candidates = await prisma.$queryRaw<{ id: string }[]>`
    SELECT e."id" FROM "WebhookEndpoint" e
     WHERE e."id" IN (SELECT DISTINCT "endpointId" FROM "WebhookPendingClick")
       AND e."enabled"
       AND (e."clicksBatchedAt" IS NULL OR e."clicksBatchedAt" <= ${windowStart}::timestamp(3))
       AND NOT EXISTS (SELECT 1 FROM "WebhookDelivery" d WHERE d."endpointId" = e."id" AND d."event" = 'link.clicked' AND d."status" = 'pending')`;
  let made = 0;
  for (const { id } of candidates) {
    const batched = await prisma.$transaction(async (tx) => {
      // NO KEY UPDATE: the link events recorded meanwhile (a foreign key's KEY SHARE on this row) never wait for it.
      const [endpoint] = await tx.$queryRaw<{ userId: string }[]>`
        SELECT "userId" FROM "WebhookEndpoint"
         WHERE "id" = ${id} AND "enabled" AND ("clicksBatchedAt" IS NULL OR "clicksBatchedAt" <= ${windowStart}::timestamp(3))
           FOR NO KEY UPDATE SKIP LOCKED`;
      if (!endpoint) return false;
      const waiting = await tx.$queryRaw<unknown[]>`
        SELECT 1 FROM "WebhookDelivery" WHERE "endpointId" = ${id} AND "event" = 'link.clicked' AND "status" = 'pending'`;
      if (waiting.length) return false;
      // In link order, the order the flush writes them in (record.ts): the two never wait on each other in a cycle.
      const rows = await tx.$queryRaw<PendingRow[]>`
        DELETE FROM "WebhookPendingClick" p
         USING (SELECT "endpointId", "linkId" FROM "WebhookPendingClick" WHERE "endpointId" = ${id}
                 ORDER BY "linkId" LIMIT ${CLICK_BATCH_MAX_LINKS} FOR UPDATE) AS picked
         WHERE p."endpointId" = picked."endpointId" AND p."linkId" = picked."linkId"
        RETURNING p."linkId", p."humanClicks", p."botClicks", p."scans", p."since"`;
      if (rows.length === 0) return false;
      // Beyond the plan the clicks are dropped: nothing to send, nothing to keep.
      if (!(await planReach(tx, [id], now)).get(id)?.sends) return false;
      const links = await tx.link.findMany({ where: { id: { in: rows.map((r) => r.linkId) } }, select: { id: true, code: true, domain: true } });
      const byId = new Map(links.map((link) => [link.id, link]));
      const listed = rows
        .filter((row) => byId.has(row.linkId))
        .sort((a, b) => b.humanClicks + b.botClicks - (a.humanClicks + a.botClicks) || a.linkId.localeCompare(b.linkId))
        .map((row) => {
          const link = byId.get(row.linkId)!;
          return { id: link.id, code: link.code, domain: link.domain || null, shortUrl: shortUrlOf(link.domain, link.code), humanClicks: row.humanClicks, botClicks: row.botClicks, scans: row.scans };
        });
      if (listed.length === 0) return false;
      const sum = (key: "humanClicks" | "botClicks" | "scans") => listed.reduce((total, link) => total + link[key], 0);
      const from = new Date(Math.min(...rows.map((r) => r.since.getTime())));
      const payload = { from: from.toISOString(), to: now.toISOString(), humanClicks: sum("humanClicks"), botClicks: sum("botClicks"), scans: sum("scans"), links: listed };
      await tx.webhookDelivery.create({ data: { endpointId: id, event: "link.clicked", payload, createdAt: now, nextAttemptAt: now } });
      await tx.webhookEndpoint.update({ where: { id }, data: { clicksBatchedAt: now } });
      return true;
    });
    if (batched) made++;
  }
  return made;
}

/** Sends claimed deliveries side by side and settles each (step 2 above). */
async function sendClaimed(claimed: Claimed[], options: DeliveryRunOptions, now: Date): Promise<{ succeeded: number; failed: number }> {
  const reach = await planReach(prisma, claimed.map((d) => d.endpointId), now);
  const outcomes = await Promise.all(
    claimed.map(async (delivery) => {
      const endpointReach = reach.get(delivery.endpointId) ?? { sends: false, why: WEBHOOK_MESSAGES.planAtDelivery(plans.free.name) };
      let result: PostResult;
      let retry = delivery.event !== TEST_EVENT;
      if (!delivery.enabled) {
        result = { ok: false, status: null, error: WEBHOOK_MESSAGES.disabled };
        retry = false;
      } else if (!endpointReach.sends) {
        result = { ok: false, status: null, error: endpointReach.why };
        retry = false;
      } else {
        result = await send(delivery, options, now);
      }
      await settle(delivery, result, options.now ?? new Date(), { retry });
      return result.ok;
    }),
  );
  const succeeded = outcomes.filter(Boolean).length;
  return { succeeded, failed: outcomes.length - succeeded };
}

export interface DeliveryRun {
  batches: number;
  sent: number;
  succeeded: number;
  failed: number;
}

/** One run of the webhook job. `options` are for tests (the time; the resolver and address seam of outbound.ts). */
export async function runWebhookDeliveries(options: DeliveryRunOptions = {}): Promise<DeliveryRun> {
  const now = options.now ?? new Date();
  const batches = await batchClicks(now);
  const claimed = await claimDue(now);
  if (claimed.length === 0) return { batches, sent: 0, succeeded: 0, failed: 0 };
  const { succeeded, failed } = await sendClaimed(claimed, options, now);
  return { batches, sent: claimed.length, succeeded, failed };
}

/** "Send test event": at most this many per account per minute (each is a request to an address the owner chose). */
export const TEST_EVENT_LIMIT = { points: 10, duration: 60 };

/**
 * Sends a webhook.test event to one of the account's endpoints now, in the request, and answers its delivery as the
 * log shows it (succeeded, or failed with the reason). Works on a disabled endpoint too (to try it before enabling).
 */
export async function sendTestEvent(userId: string, id: unknown, options: DeliveryRunOptions = {}): Promise<WebhookDeliveryView> {
  const endpoint = await ownedEndpoint(userId, id);
  await requireWebhooks(userId);
  await consume("webhook-test", TEST_EVENT_LIMIT, userId);
  const now = options.now ?? new Date();
  const payload = { message: `A test event from ${site.name}: this endpoint receives your links' events.`, endpoint: { id: endpoint.id, url: endpoint.url } };
  const row = await prisma.webhookDelivery.create({
    data: { endpointId: endpoint.id, event: TEST_EVENT, payload, attempt: 1, createdAt: now, lastAttemptAt: now, nextAttemptAt: new Date(now.getTime() + LEASE_MS) },
  });
  const claimed: Claimed = { ...row, url: endpoint.url, secret: endpoint.secret, enabled: true, userId };
  const result = await send(claimed, options, now);
  await settle(claimed, result, options.now ?? new Date(), { retry: false });
  return deliveryView(await prisma.webhookDelivery.findUniqueOrThrow({ where: { id: row.id }, select: deliveryViewSelect }));
}

/**
 * The hourly clean-up: deliveries older than DELIVERY_LOG_DAYS (finished ones), and waiting clicks of endpoints that
 * were deleted or disabled meanwhile. Returns how many deliveries went.
 */
export async function purgeWebhookDeliveries(now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - DELIVERY_LOG_DAYS * 86_400_000);
  const { count } = await prisma.webhookDelivery.deleteMany({ where: { createdAt: { lt: before }, status: { not: "pending" } } });
  await prisma.$executeRaw`
    DELETE FROM "WebhookPendingClick" p
     WHERE NOT EXISTS (SELECT 1 FROM "WebhookEndpoint" e WHERE e."id" = p."endpointId" AND e."enabled")`;
  return count;
}

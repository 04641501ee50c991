import "server-only";
import type { Tx } from "@/lib/domain/limits/usage";
import type { LinkView } from "@/tools/url-shortener/server/view";
import type { WebhookEvent } from "@/tools/url-shortener/logic/webhooks";

/**
 * The outbox side of link webhooks: an event is recorded as one WebhookDelivery row per subscribed endpoint, in the
 * transaction of the change it tells about (create.ts, manage.ts, domains.ts call this with their `tx`), so a change
 * that rolls back sends nothing and a committed one is never lost. The webhook job (deliver.ts) sends the rows.
 *
 * One statement whatever the number of endpoints (an account without any pays one indexed lookup); endpoints that are
 * disabled or not subscribed to the event get nothing. The plan is checked when sending (a downgraded account's
 * events are logged as not sent, with the reason).
 */

/** The `data` of a link event: the link as the API answers it. */
export function linkEventData(link: LinkView): { link: LinkView } {
  return { link };
}

export async function recordLinkEvents(tx: Tx, userId: string | null | undefined, event: Exclude<WebhookEvent, "link.clicked">, links: readonly LinkView[], now = new Date()): Promise<void> {
  if (!userId || links.length === 0) return;
  const payloads = links.map((link) => JSON.stringify(linkEventData(link)));
  const at = now.toISOString();
  await tx.$executeRaw`
    INSERT INTO "WebhookDelivery" ("id", "endpointId", "event", "payload", "nextAttemptAt", "createdAt")
    SELECT gen_random_uuid()::text, e."id", ${event}, p.payload, ${at}::timestamp(3), ${at}::timestamp(3)
      FROM "WebhookEndpoint" e CROSS JOIN unnest(${payloads}::jsonb[]) WITH ORDINALITY AS p(payload, n)
     WHERE e."userId" = ${userId} AND e."enabled" AND ${event} = ANY(e."events")
     ORDER BY p.n, e."id"`;
}

/**
 * The click flush's part (tools/url-shortener/redirect/clicks.ts; `now` is the placeholder of its time parameter): `counted` is its UPDATE of the links' counters
 * (RETURNING l."id", l."ownerUserId", v.human, v.bot, v.human_scans); this adds each link's visits to the pending
 * counts of its owner's enabled endpoints subscribed to link.clicked, in the flush's transaction. Rows are written in
 * (link, endpoint) order, the order the webhook job deletes them in, so the two never wait on each other in a cycle.
 * No foreign key to the endpoint (a deleted endpoint's rows are swept by the job): a flush never locks an endpoint.
 */
export function pendingClicksInsert(now: string): string {
  return `INSERT INTO "WebhookPendingClick" ("endpointId", "linkId", "humanClicks", "botClicks", "scans", "since")
  SELECT e."id", c."id", c.human, c.bot, c.human_scans, ${now}::timestamp(3)
    FROM counted c JOIN "WebhookEndpoint" e ON e."userId" = c."ownerUserId" AND e."enabled" AND 'link.clicked' = ANY(e."events")
   ORDER BY c."id", e."id"
  ON CONFLICT ("endpointId", "linkId") DO UPDATE
     SET "humanClicks" = "WebhookPendingClick"."humanClicks" + EXCLUDED."humanClicks",
         "botClicks" = "WebhookPendingClick"."botClicks" + EXCLUDED."botClicks",
         "scans" = "WebhookPendingClick"."scans" + EXCLUDED."scans"`;
}

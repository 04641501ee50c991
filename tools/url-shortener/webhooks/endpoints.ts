import "server-only";
import { z } from "@/lib/platform/zod";
import { prisma } from "@/lib/platform/db";
import { lockExistingAccount } from "@/lib/platform/db/account-lock";
import { userEntitlements } from "@/lib/domain/plans/user-entitlements";
import { UserFacingError } from "@/lib/platform/errors";
import { checkWebhookUrl } from "@/tools/url-shortener/webhooks/outbound";
import { generateWebhookSecret } from "@/tools/url-shortener/webhooks/signature";
import {
  DELIVERY_LOG_SHOWN,
  isWebhookEvent,
  WEBHOOK_EVENTS,
  WEBHOOK_MESSAGES,
  type WebhookDeliveryView,
  type WebhookEndpointView,
  type WebhookEvent,
  type WebhookEventType,
  type WebhooksOverview,
} from "@/tools/url-shortener/logic/webhooks";

/**
 * An account's webhook endpoints (Premium and up: `webhooks` in lib/domain/plans is how many): add (the URL checked,
 * a secret made), list with the delivery log, enable and disable, show the secret, delete. The plan is checked here,
 * on the server, for every change that sends something (adding, enabling; "Send test event" in deliver.ts), and at
 * sending, where the plan's number counts the enabled endpoints, oldest first (deliver.ts); what only stops or removes
 * (disable, delete) and the secret stay open after a downgrade.
 */

export interface NewEndpointInput {
  url: unknown;
  events: unknown;
}

type EndpointRow = { id: string; url: string; events: string[]; enabled: boolean; createdAt: Date };

function endpointView(row: EndpointRow): WebhookEndpointView {
  return { id: row.id, url: row.url, events: row.events.filter(isWebhookEvent), enabled: row.enabled, createdAt: row.createdAt.toISOString() };
}

type DeliveryRow = {
  id: string;
  endpointId: string;
  event: string;
  status: "pending" | "succeeded" | "failed";
  attempt: number;
  responseStatus: number | null;
  error: string | null;
  createdAt: Date;
  lastAttemptAt: Date | null;
  nextAttemptAt: Date;
  endpoint: { url: string };
};

export function deliveryView(row: DeliveryRow): WebhookDeliveryView {
  return {
    id: row.id,
    endpointId: row.endpointId,
    endpointUrl: row.endpoint.url,
    event: row.event as WebhookEventType,
    status: row.status,
    attempt: row.attempt,
    responseStatus: row.responseStatus,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
    nextAttemptAt: row.status === "pending" ? row.nextAttemptAt.toISOString() : null,
  };
}

export const deliveryViewSelect = {
  id: true,
  endpointId: true,
  event: true,
  status: true,
  attempt: true,
  responseStatus: true,
  error: true,
  createdAt: true,
  lastAttemptAt: true,
  nextAttemptAt: true,
  endpoint: { select: { url: true } },
} as const;

function fieldError(field: string, message: string): UserFacingError {
  return new UserFacingError(message, "validation", "Error", { [field]: message });
}

/** Throws the plan message unless the account's plan includes webhooks; returns how many endpoints it may have. */
export async function requireWebhooks(userId: string): Promise<number> {
  const limit = (await userEntitlements(userId)).webhooks;
  if (limit <= 0) throw new UserFacingError(WEBHOOK_MESSAGES.plan, "forbidden", "Upgrade required");
  return limit;
}

const endpointId = z.uuid();

/** One of the account's endpoints, or the not-found refusal (someone else's looks the same as none). */
export async function ownedEndpoint(userId: string, id: unknown) {
  const parsed = endpointId.safeParse(id);
  const row = parsed.success ? await prisma.webhookEndpoint.findFirst({ where: { id: parsed.data, userId } }) : null;
  if (!row) throw new UserFacingError(WEBHOOK_MESSAGES.notFound, "not_found");
  return row;
}

/** The events asked for: known names, each once, in the form's order; at least one. */
function readEvents(value: unknown): WebhookEvent[] {
  const given = Array.isArray(value) ? value : typeof value === "string" ? [value] : [];
  if (given.some((event) => !isWebhookEvent(event))) throw fieldError("events", `Choose events among ${WEBHOOK_EVENTS.join(", ")}.`);
  const events = WEBHOOK_EVENTS.filter((event) => given.includes(event));
  if (events.length === 0) throw fieldError("events", WEBHOOK_MESSAGES.noEvents);
  return events;
}

/**
 * Adds an endpoint and returns it with its signing secret. The account's row is locked while its endpoints are
 * counted, so requests at once cannot pass the plan's number together.
 */
export async function createWebhookEndpoint(userId: string, input: NewEndpointInput): Promise<{ endpoint: WebhookEndpointView; secret: string }> {
  const limit = await requireWebhooks(userId);
  if (typeof input.url !== "string") throw fieldError("url", WEBHOOK_MESSAGES.url);
  const checked = checkWebhookUrl(input.url);
  if (!checked.ok) throw fieldError("url", checked.message);
  const events = readEvents(input.events);
  const secret = generateWebhookSecret();
  const row = await prisma.$transaction(async (tx) => {
    await lockExistingAccount(tx, userId, "FOR NO KEY UPDATE");
    const count = await tx.webhookEndpoint.count({ where: { userId } });
    if (count >= limit) throw new UserFacingError(WEBHOOK_MESSAGES.tooMany(limit), "conflict");
    return tx.webhookEndpoint.create({ data: { userId, url: checked.url.href, secret, events } });
  });
  return { endpoint: endpointView(row), secret };
}

/** The account's endpoints (oldest first, as added), its last DELIVERY_LOG_SHOWN deliveries and the plan's number. */
export async function listWebhooks(userId: string): Promise<WebhooksOverview> {
  const [endpoints, deliveries, allowed] = await Promise.all([
    prisma.webhookEndpoint.findMany({ where: { userId }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] }),
    prisma.webhookDelivery.findMany({
      where: { endpoint: { userId } },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: DELIVERY_LOG_SHOWN,
      select: deliveryViewSelect,
    }),
    userEntitlements(userId),
  ]);
  return { endpoints: endpoints.map(endpointView), deliveries: deliveries.map(deliveryView), limit: allowed.webhooks };
}

/**
 * Stops or resumes sending to an endpoint. Enabling needs the plan, and room in its number of enabled endpoints (an
 * account downgraded with more keeps them, but sending reaches only the oldest: deliver.ts); disabling never does, and
 * drops the clicks waiting for its next batch (what is already queued is then logged as not sent).
 */
export async function setWebhookEnabled(userId: string, id: unknown, enabled: boolean): Promise<WebhookEndpointView> {
  const endpoint = await ownedEndpoint(userId, id);
  const limit = enabled ? await requireWebhooks(userId) : 0;
  const row = await prisma.$transaction(async (tx) => {
    if (enabled && !endpoint.enabled) {
      await lockExistingAccount(tx, userId, "FOR NO KEY UPDATE");
      const others = await tx.webhookEndpoint.count({ where: { userId, enabled: true, id: { not: endpoint.id } } });
      if (others >= limit) throw new UserFacingError(WEBHOOK_MESSAGES.tooManyEnabled(limit), "conflict");
    }
    const updated = await tx.webhookEndpoint.update({ where: { id: endpoint.id }, data: { enabled } });
    if (!enabled) await tx.webhookPendingClick.deleteMany({ where: { endpointId: endpoint.id } });
    return updated;
  });
  return endpointView(row);
}

/** Deletes an endpoint with its delivery log and waiting clicks. */
export async function deleteWebhookEndpoint(userId: string, id: unknown): Promise<{ id: string }> {
  const endpoint = await ownedEndpoint(userId, id);
  // Deleted only if still there (two deletions at once: the second finds nothing, and says so).
  const { count } = await prisma.webhookEndpoint.deleteMany({ where: { id: endpoint.id, userId } });
  if (count === 0) throw new UserFacingError(WEBHOOK_MESSAGES.notFound, "not_found");
  await prisma.webhookPendingClick.deleteMany({ where: { endpointId: endpoint.id } });
  return { id: endpoint.id };
}

/** The endpoint's signing secret, for its owner (also after a downgrade: a receiver may still check old requests). */
export async function revealWebhookSecret(userId: string, id: unknown): Promise<{ id: string; secret: string }> {
  const endpoint = await ownedEndpoint(userId, id);
  return { id: endpoint.id, secret: endpoint.secret };
}

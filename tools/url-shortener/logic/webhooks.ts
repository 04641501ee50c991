import { cheapestPlanWith } from "@/lib/domain/plans";

/**
 * Link webhooks' words and rules shared by the account page and the server (docs/product.md, "Links people manage",
 * webhooks; the server side is tools/url-shortener/webhooks/). Database-free and browser-safe.
 */

/** The events an endpoint may receive, in the order the form lists them. */
export const WEBHOOK_EVENTS = ["link.created", "link.updated", "link.deleted", "link.clicked"] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
/** What "Send test event" sends: never recorded by a link change, never retried. */
export const TEST_EVENT = "webhook.test";
export type WebhookEventType = WebhookEvent | typeof TEST_EVENT;

export function isWebhookEvent(value: unknown): value is WebhookEvent {
  return typeof value === "string" && (WEBHOOK_EVENTS as readonly string[]).includes(value);
}

export const WEBHOOK_EVENT_LABELS: Readonly<Record<WebhookEvent, { label: string; help: string }>> = {
  "link.created": { label: "Link created", help: "A short link was made (the site, bulk or the API)." },
  "link.updated": { label: "Link updated", help: "A destination, a setting, or disabled or enabled." },
  "link.deleted": { label: "Link deleted", help: "A link was deleted (also with its custom domain)." },
  "link.clicked": { label: "Link clicked", help: "Clicks and scans, batched: at most one request every 10 seconds." },
};

/** The add form's checkbox of an event (one name each: a form's fields are read as one value per name). */
export function webhookEventField(event: WebhookEvent): string {
  return `event-${event}`;
}

/** link.clicked: at most one batch (one request) per endpoint in this window. */
export const CLICK_BATCH_MS = 10_000;
/** The most links one link.clicked batch lists; the rest wait for the next batch. */
export const CLICK_BATCH_MAX_LINKS = 1_000;
/** A delivery is retried until this long after the event, then marked failed. */
export const RETRY_FOR_MS = 24 * 60 * 60 * 1000;
/**
 * The wait after each failed attempt: 1 min, 5 min, 30 min, 2 h, then every 6 h; the last attempt is at the 24 h mark.
 * (Attempts at 0, 1 min, 6 min, 36 min, 2 h 36, 8 h 36, 14 h 36, 20 h 36, 24 h.)
 */
export const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 6 * 3_600_000] as const;
/** A delivery's request: the whole exchange (address lookup, connection, answer) within this time. */
export const DELIVERY_TIMEOUT_MS = 10_000;
/** The most of an answer's body read (and then dropped): a receiver cannot make us download more. */
export const MAX_RESPONSE_BYTES = 64 * 1024;
/** Deliveries are kept (the log) this long. */
export const DELIVERY_LOG_DAYS = 30;
/** How many deliveries the account page lists, newest first. */
export const DELIVERY_LOG_SHOWN = 20;
export const WEBHOOK_URL_MAX = 2048;

/** The header names a receiver reads. */
export const WEBHOOK_HEADERS = {
  signature: "Utilify-Signature",
  event: "Utilify-Event",
  delivery: "Utilify-Delivery",
} as const;

/** Receivers should refuse a signature whose timestamp is further than this from their clock (replays). */
export const SIGNATURE_TOLERANCE_S = 5 * 60;

/** The cheapest plan with webhooks (lib/domain/plans `webhooks`). */
export const WEBHOOK_PLAN = cheapestPlanWith((e) => e.webhooks > 0);
const WEBHOOK_PLAN_NAME = WEBHOOK_PLAN.name;

export const WEBHOOK_MESSAGES = {
  plan: `Webhooks are part of the ${WEBHOOK_PLAN_NAME} plan and above. Upgrade to send your links' events to your own server.`,
  planAtDelivery: (planName: string) => `Not sent: webhooks are part of the ${WEBHOOK_PLAN_NAME} plan and above, and this account is on the ${planName} plan.`,
  beyondPlan: (planName: string, max: number) =>
    `Not sent: the ${planName} plan sends to ${max} enabled endpoint${max === 1 ? "" : "s"}, the oldest first, and this one is beyond them. Disable or delete one you no longer use.`,
  tooMany: (max: number) => `You can have up to ${max} webhook endpoints. Delete one you no longer use first.`,
  tooManyEnabled: (max: number) => `Your plan sends to up to ${max} enabled endpoints. Disable one you no longer use first.`,
  notFound: "This webhook endpoint does not exist or is not yours.",
  url: "Enter the endpoint's URL, starting with https:// (or http://).",
  urlTooLong: `The URL can be at most ${WEBHOOK_URL_MAX.toLocaleString("en-US")} characters long.`,
  scheme: "Webhooks are sent to http:// or https:// URLs only.",
  credentials: "Put no username or password in the URL: every request is signed, so the receiver can check it came from us.",
  port: "Use port 80, 443 or a port from 1024 to 65535.",
  private: "Webhooks are never sent to localhost or private network addresses. Use an address your server has on the internet.",
  noEvents: "Choose at least one event.",
  disabled: "Not sent: the endpoint is disabled.",
} as const;

/** An endpoint as its owner sees it (the secret only when asked for: revealWebhookSecret). */
export interface WebhookEndpointView {
  id: string;
  url: string;
  events: WebhookEvent[];
  enabled: boolean;
  /** ISO timestamp. */
  createdAt: string;
}

/** A delivery in the log. */
export interface WebhookDeliveryView {
  id: string;
  endpointId: string;
  endpointUrl: string;
  event: WebhookEventType;
  status: "pending" | "succeeded" | "failed";
  attempt: number;
  responseStatus: number | null;
  error: string | null;
  /** ISO timestamps. */
  createdAt: string;
  lastAttemptAt: string | null;
  nextAttemptAt: string | null;
}

/** What the account page's webhooks section loads. */
export interface WebhooksOverview {
  endpoints: WebhookEndpointView[];
  deliveries: WebhookDeliveryView[];
  /** The plan's number of endpoints (0: not included). */
  limit: number;
}

/**
 * The enabled endpoints the plan's number does not reach: it counts enabled endpoints oldest first (the list's order),
 * so after a downgrade to fewer the newest get nothing. What the server applies at sending (webhooks/deliver.ts).
 */
export function endpointsBeyondPlan(endpoints: readonly Pick<WebhookEndpointView, "id" | "enabled">[], limit: number): Set<string> {
  const enabled = endpoints.filter((endpoint) => endpoint.enabled);
  return new Set(enabled.slice(Math.max(0, limit)).map((endpoint) => endpoint.id));
}

import "server-only";
import { LRUCache } from "lru-cache";
import { prisma } from "@/lib/platform/db";
import { z } from "@/lib/platform/zod";
import { consume, type LimiterSpec } from "@/lib/platform/http/ratelimit";
import { entitlements } from "@/lib/domain/plans/entitlements";
import { BILLABLE_FIELDS } from "@/lib/domain/plans/user-entitlements";
import type { AnalyticsLevel } from "@/lib/domain/plans";
import { CODE_PATTERN } from "@/tools/url-shortener/logic/code-pattern";
import { linkExpired } from "@/tools/url-shortener/logic/link-settings";
import { verifiedDomain } from "@/tools/url-shortener/redirect/domain-registry";
import { canonicalHostname } from "@/tools/url-shortener/redirect/hosts";
import { getLinkAnalytics, type AnalyticsRange, type Bucket, type ClickSeries, type Dimension, type VisitTotals } from "@/tools/url-shortener/server/analytics";
import { shortUrlOf } from "@/tools/url-shortener/server/view";

/**
 * A link's public stats page (docs/product.md, "Public link stats"): what anyone may see of a link whose owner turned
 * its stats public. The switch is read on every request (off answers 404 at once); the numbers come from the bounded
 * query of the owner's own page (getLinkAnalytics, at the owner's plan's analytics level and click retention) and are
 * kept in this process for PUBLIC_STATS_TTL_MS per link and range, so a link shared widely costs one query a minute.
 *
 * What the page never holds: the owner (no name, e-mail or id), the destination and the fallback URL (a protected
 * link's must stay hidden, and the inspector already shows an unprotected one's), the targeting rules, the password,
 * the click limit and the tags. A deleted link, an unknown code, and a link of a custom domain asked for with another
 * domain (or with one that is no longer verified for its owner) are all "not found", as the redirect routes them.
 */

export const PUBLIC_STATS_TTL_MS = 60_000;
/** Links (times ranges) whose numbers are kept: bounds the memory whatever is asked for. */
const CACHE_MAX = 1_000;

/** Requests per address per minute: a person reading and switching ranges stays far below it, a scraper does not. */
export const PUBLIC_STATS_LIMIT: LimiterSpec = { points: 60, duration: 60 };

/** Takes one request of the address's budget; throws RateLimitedError when it has none left. */
export async function consumePublicStatsRequest(ip: string): Promise<void> {
  await consume("public-stats", PUBLIC_STATS_LIMIT, ip || "unknown");
}

/** The `?domain=` of the page: a hostname as routing compares it, or "" for our own domain. */
export const statsDomainSchema = z
  .string()
  .max(253)
  .transform((value) => canonicalHostname(value))
  .catch("");

export interface PublicLinkStats {
  shortUrl: string;
  code: string;
  /** The custom domain, or null for ours. */
  domain: string | null;
  /** ISO timestamp. */
  createdAt: string;
  state: "active" | "expired" | "disabled";
  /** Asks for a password before it redirects: the page says so, and shows nothing more of it. */
  protected: boolean;
  level: AnalyticsLevel;
  range: AnalyticsRange;
  totals: VisitTotals;
  today: number | null;
  series: ClickSeries | null;
  breakdowns: Record<Dimension, Bucket[]> | null;
}

type Numbers = Pick<PublicLinkStats, "totals" | "today" | "series" | "breakdowns">;

const holder = globalThis as unknown as { __utilifyPublicStats?: LRUCache<string, Numbers> };

function cache(): LRUCache<string, Numbers> {
  return (holder.__utilifyPublicStats ??= new LRUCache({ max: CACHE_MAX, ttl: PUBLIC_STATS_TTL_MS }));
}

/** Forgets the kept numbers (tests move clicks and read again at once). */
export function clearPublicStatsCache(): void {
  cache().clear();
}

/** The public stats of the link `code` on `domain` ("" = ours) over `range`, or null when there are none to show. */
export async function getPublicStats(domain: string, code: string, range: AnalyticsRange, now = new Date()): Promise<PublicLinkStats | null> {
  if (!CODE_PATTERN.test(code)) return null;
  const link = await prisma.link.findUnique({
    where: { domain_code: { domain, code } },
    select: {
      id: true,
      code: true,
      domain: true,
      createdAt: true,
      ownerUserId: true,
      publicStats: true,
      deletedAt: true,
      disabledAt: true,
      expiresAt: true,
      maxClicks: true,
      clicksServed: true,
      passwordHash: true,
      owner: { select: BILLABLE_FIELDS },
    },
  });
  if (!link || !link.publicStats || link.deletedAt !== null || !link.ownerUserId || !link.owner) return null;
  if (domain) {
    // Routed as the redirect routes it: a custom domain's links exist only while it is verified for their owner.
    const entry = await verifiedDomain(domain);
    if (!entry || entry.userId !== link.ownerUserId) return null;
  }
  const plan = entitlements(link.owner, now);
  const key = `${link.id}:${range}:${plan.analytics}:${plan.clickRetentionDays}`;
  let numbers = cache().get(key);
  if (!numbers) {
    const data = await getLinkAnalytics({ userId: link.ownerUserId }, link.id, plan.analytics, { range, now, retentionDays: plan.clickRetentionDays });
    // Only the numbers are kept and passed on: the LinkView beside them holds the destination and the settings.
    numbers = { totals: data.totals, today: data.today, series: data.series, breakdowns: data.breakdowns };
    cache().set(key, numbers);
  }
  return {
    shortUrl: shortUrlOf(link.domain, link.code),
    code: link.code,
    domain: link.domain || null,
    createdAt: link.createdAt.toISOString(),
    state: link.disabledAt !== null ? "disabled" : linkExpired(link, now.getTime()) ? "expired" : "active",
    protected: link.passwordHash !== null,
    level: plan.analytics,
    range,
    ...numbers,
  };
}

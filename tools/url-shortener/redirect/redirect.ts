import type { CachedLink } from "@/tools/url-shortener/redirect/cache";
import { recordClick } from "@/tools/url-shortener/redirect/clicks";
import { domainsCurrent, ensureDomainsLoaded, isKnownVerifiedDomain } from "@/tools/url-shortener/redirect/domain-registry";
import { deletedPage, disabledPage, expiredPage, loopPage, notFoundPage } from "@/tools/url-shortener/redirect/status-pages";
import { classifyAgent } from "@/tools/url-shortener/redirect/classify";
import type { ShortPathTarget } from "@/tools/url-shortener/redirect/hosts";
import { pgPool } from "@/lib/platform/db/pool";
import { resolveLink } from "@/tools/url-shortener/redirect/resolve";
import "server-only";
import { site } from "@/lib/platform/config/site";

/**
 * The redirect's decision, apart from HTTP: redirect-server.ts (server.ts's handler for short links, the only entry
 * point) translates the outcome into a response.
 *
 * The link's redirect status (302 unless its owner chose 301, 307 or 308) to the target with `Cache-Control: private,
 * max-age=0` (browsers and CDNs must come back, or clicks would go uncounted); unknown code → 404 page; expired (its
 * date passed, or its click limit reached) → 410 "expired" page, or a 302 to its fallback URL, not counted; disabled or deleted (also: its account deleted) → 410 page; a target that
 * would come back to one of our short links → 508 page, not counted (creation refuses those, but a host can become
 * ours later: a custom domain verified after the link was made, or a stranger's DNS name pointed at us); HEAD is
 * answered like GET but not counted.
 */

export type RedirectOutcome =
  | { status: 301 | 302 | 307 | 308; location: string }
  | { status: 404 | 410 | 508; page: Buffer }
  | { status: 405 };

export interface RedirectRequest {
  method: string;
  /** "" for our own domain, else the verified custom domain's hostname. */
  domain: string;
  /** Owner of the custom domain: a link on it must belong to them (defence in depth against stale rows). */
  domainOwnerId?: string | null;
  /** The request's hostname (lowercase, no port): a target on the very host being asked is ours whatever it is. */
  host: string;
  code: string;
  userAgent: string | undefined;
  referer: string | undefined;
  country: string | null;
}

export const REDIRECT_CACHE_CONTROL = "private, max-age=0";

const NOT_FOUND: RedirectOutcome = { status: 404, page: notFoundPage };
const DISABLED: RedirectOutcome = { status: 410, page: disabledPage };
const DELETED: RedirectOutcome = { status: 410, page: deletedPage };
const NOT_ALLOWED: RedirectOutcome = { status: 405 };
const LOOP: RedirectOutcome = { status: 508, page: loopPage };
const EXPIRED: RedirectOutcome = { status: 410, page: expiredPage };

const siteHostname = new URL(site.url).hostname.toLowerCase();

/** Whether following the target would reach one of our short links again (judged as our server routes it). */
function loopsBack(request: RedirectRequest, target: ShortPathTarget | null): boolean {
  if (!target) return false;
  // `/s/{code}` is served on our site and on any host that is not a verified custom domain (see redirect-server.ts):
  // certainly ours are our site's name and the name this very request reached us by.
  if (target.kind === "site" && (target.hostname === siteHostname || (!request.domain && target.hostname === request.host))) return true;
  // Every one-segment path of a verified custom domain is a short link of that domain.
  return target.kind === "domain" && isKnownVerifiedDomain(target.hostname);
}

function outcomeFor(request: RedirectRequest, link: CachedLink | null): RedirectOutcome | Promise<RedirectOutcome> {
  if (!link) return NOT_FOUND;
  if (request.domain && link.ownerUserId !== request.domainOwnerId) return NOT_FOUND;
  if (link.state === "deleted") return DELETED;
  if (link.state === "disabled") return DISABLED;
  // The loop check needs the custom domains: wait for them when never loaded or just changed (rare, one load).
  if ((link.shortPath?.kind === "domain" || link.expiredShortPath?.kind === "domain") && !domainsCurrent()) {
    return ensureDomainsLoaded().then(() => follow(request, link));
  }
  return follow(request, link);
}

/** An expired link: its fallback URL (a plain 302: the link may be given a new life), else the "expired" page. */
function expired(request: RedirectRequest, link: CachedLink): RedirectOutcome {
  if (!link.expiredUrl) return EXPIRED;
  if (loopsBack(request, link.expiredShortPath)) return LOOP;
  return { status: 302, location: link.expiredUrl };
}

function redirectTo(request: RedirectRequest, link: CachedLink): RedirectOutcome {
  if (request.method === "GET") {
    recordClick({
      linkId: link.id,
      at: Date.now(),
      userAgent: request.userAgent ?? "",
      referer: request.referer ?? null,
      country: request.country,
    });
  }
  return { status: link.redirectStatus, location: link.target };
}

/**
 * Takes one of the clicks left of a link with a click limit, in Postgres: the row's lock orders concurrent clicks from
 * every process, so exactly maxClicks people are redirected. False when none was left (then this process remembers it).
 */
async function takeClick(link: CachedLink): Promise<boolean> {
  const { rows } = await pgPool().query<{ left: number }>({
    name: "utilify_take_click",
    text: `UPDATE "Link" SET "clicksServed" = "clicksServed" + 1
           WHERE "id" = $1 AND "maxClicks" IS NOT NULL AND "clicksServed" < "maxClicks"
           RETURNING "maxClicks" - "clicksServed" AS "left"`,
    values: [link.id],
  });
  const row = rows[0];
  if (!row || row.left <= 0) link.usedUp = true;
  return row !== undefined;
}

function follow(request: RedirectRequest, link: CachedLink): RedirectOutcome | Promise<RedirectOutcome> {
  if (link.expiresAt !== null && Date.now() >= link.expiresAt) return expired(request, link);
  if (loopsBack(request, link.shortPath)) return LOOP;
  if (link.maxClicks === null) return redirectTo(request, link);
  if (link.usedUp) return expired(request, link);
  // HEAD, crawlers and link previews are not people clicking: they see the link as it is without using a click.
  if (request.method !== "GET" || classifyAgent(request.userAgent ?? "").bot) return redirectTo(request, link);
  return takeClick(link).then((taken) => (taken ? redirectTo(request, link) : expired(request, link)));
}

/** Synchronous when the code is cached, so the fast path answers hot links without awaiting anything. */
export function answerRedirect(request: RedirectRequest): RedirectOutcome | Promise<RedirectOutcome> {
  if (request.method !== "GET" && request.method !== "HEAD") return NOT_ALLOWED;
  const link = resolveLink(request.domain, request.code);
  if (link instanceof Promise) return link.then((resolved) => outcomeFor(request, resolved));
  return outcomeFor(request, link);
}

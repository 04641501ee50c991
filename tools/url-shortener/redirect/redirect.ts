import type { CachedLink, CachedTargeting, Destination } from "@/tools/url-shortener/redirect/cache";
import { chooseDestination, countryName, targetingSummary } from "@/tools/url-shortener/logic/targeting";
import { recordClick } from "@/tools/url-shortener/redirect/clicks";
import { domainsCurrent, ensureDomainsLoaded, isKnownVerifiedDomain } from "@/tools/url-shortener/redirect/domain-registry";
import { deletedPage, disabledPage, expiredPage, inspectorPage, loopPage, notFoundPage, passwordRequiredPage } from "@/tools/url-shortener/redirect/status-pages";
import { publicStatsUrlOf, shortUrlOf } from "@/tools/url-shortener/server/view";
import { checkLinkPassword, type Unlock } from "@/tools/url-shortener/redirect/password-gate";
import { classifyAgent } from "@/tools/url-shortener/redirect/classify";
import type { ShortPathTarget } from "@/tools/url-shortener/redirect/hosts";
import { resolveLink } from "@/tools/url-shortener/redirect/resolve";
import { takeClick } from "@/tools/url-shortener/redirect/click-limits";
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
 * answered like GET but not counted. A password-protected link answers every GET and HEAD (people, bots and link
 * previews alike) with its password page; the page's form posts the password back (POST, `unlock`), and the right
 * one is answered with a 303 to the target (a 307 or 308 would post the password on to it), counted as a click.
 * A visit with `?qr=1` (the link's QR code) takes the same road and is counted as a scan; the target is always the
 * link's own, never carrying the request's query. A link with targeting sends people to the rule of their country,
 * else to its iOS or Android destination by their OS, else to its target (logic/targeting.ts), chosen from the cached
 * record after expiry and before the password; crawlers and link previews get the target, as before targeting.
 */

export type RedirectOutcome =
  | { status: 301 | 302 | 303 | 307 | 308; location: string }
  | { status: 200 | 403 | 404 | 410 | 429 | 508; page: Buffer; form?: true }
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
  /** A POST: the password form of a protected link, as sent. */
  unlock?: Unlock;
  /**
   * A visit through the link's QR code (`?qr=1`, logic/trigger.ts), counted as a scan. The password form posts back
   * to the same URL, so a scan stays a scan through it. Nothing of the request's query reaches the target.
   */
  scan?: boolean;
}

export const REDIRECT_CACHE_CONTROL = "private, max-age=0";

const NOT_FOUND: RedirectOutcome = { status: 404, page: notFoundPage };
const DISABLED: RedirectOutcome = { status: 410, page: disabledPage };
const DELETED: RedirectOutcome = { status: 410, page: deletedPage };
const NOT_ALLOWED: RedirectOutcome = { status: 405 };
const LOOP: RedirectOutcome = { status: 508, page: loopPage };
const EXPIRED: RedirectOutcome = { status: 410, page: expiredPage };
const PASSWORD_REQUIRED: RedirectOutcome = { status: 200, page: passwordRequiredPage, form: true };

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
  if ((link.shortPath?.kind === "domain" || link.expiredShortPath?.kind === "domain" || link.targeting?.onCustomDomain) && !domainsCurrent()) {
    return ensureDomainsLoaded().then(() => follow(request, link));
  }
  return follow(request, link);
}

/** An expired link: its fallback URL (a plain 302: the link may be given a new life), else the "expired" page. */
function expired(request: RedirectRequest, link: CachedLink): RedirectOutcome {
  // A protected link's fallback is behind its password too, and once it has expired nobody is let through: the page.
  if (!link.expiredUrl || link.passwordHash !== null) return EXPIRED;
  if (loopsBack(request, link.expiredShortPath)) return LOOP;
  return { status: 302, location: link.expiredUrl };
}

/**
 * Where this visit goes: the link's target, or for a link with targeting the destination of the visitor's country or
 * OS (classifyAgent is memoised per User-Agent and asked only for such links). Bots get the target.
 */
function destinationOf(request: RedirectRequest, link: CachedLink): Destination {
  const target = { url: link.target, shortPath: link.shortPath };
  if (!link.targeting) return target;
  const traits = classifyAgent(request.userAgent ?? "");
  if (traits.bot) return target;
  return chooseDestination(link.targeting, target, { country: request.country, os: traits.os });
}

function redirectTo(request: RedirectRequest, link: CachedLink, destination: Destination): RedirectOutcome {
  if (request.method !== "HEAD") {
    recordClick({
      linkId: link.id,
      at: Date.now(),
      userAgent: request.userAgent ?? "",
      referer: request.referer ?? null,
      country: request.country,
      scan: request.scan === true,
    });
  }
  return { status: request.unlock ? 303 : link.redirectStatus, location: destination.url };
}

function follow(request: RedirectRequest, link: CachedLink): RedirectOutcome | Promise<RedirectOutcome> {
  if (link.expiresAt !== null && Date.now() >= link.expiresAt) return expired(request, link);
  const destination = destinationOf(request, link);
  if (loopsBack(request, destination.shortPath)) return LOOP;
  if (link.usedUp) return expired(request, link);
  if (link.passwordHash !== null) {
    if (!request.unlock) return PASSWORD_REQUIRED;
    return checkLinkPassword({ ...link, passwordHash: link.passwordHash }, request.unlock).then((refused) => refused ?? pass(request, link, destination));
  }
  // Only a protected link's page posts.
  if (request.unlock) return NOT_ALLOWED;
  return pass(request, link, destination);
}

/** The redirect itself, taking one of the clicks left when the link has a click limit. */
function pass(request: RedirectRequest, link: CachedLink, destination: Destination): RedirectOutcome | Promise<RedirectOutcome> {
  if (link.maxClicks === null) return redirectTo(request, link, destination);
  // HEAD, crawlers and link previews are not people clicking: they see the link as it is without using a click.
  if (request.method === "HEAD" || classifyAgent(request.userAgent ?? "").bot) return redirectTo(request, link, destination);
  return takeClick(link).then((taken) => (taken ? redirectTo(request, link, destination) : expired(request, link)));
}

/** Synchronous when the code is cached, so the fast path answers hot links without awaiting anything. */
export function answerRedirect(request: RedirectRequest): RedirectOutcome | Promise<RedirectOutcome> {
  if (request.method === "POST" ? !request.unlock : request.method !== "GET" && request.method !== "HEAD") return NOT_ALLOWED;
  const link = resolveLink(request.domain, request.code);
  if (link instanceof Promise) return link.then((resolved) => outcomeFor(request, resolved));
  return outcomeFor(request, link);
}

/** The targeting's destinations as addresses (the inspector lists them). */
function targetingUrls(targeting: CachedTargeting): { ios: string | null; android: string | null; geo: Record<string, string> | null } {
  const geo = targeting.geo ? Object.fromEntries([...targeting.geo].map(([code, destination]) => [code, destination.url])) : null;
  return { ios: targeting.ios?.url ?? null, android: targeting.android?.url ?? null, geo };
}

/** What the inspector shows of a link: its destination unless a password, its owner's switch or a deletion hides it. */
function inspection(request: RedirectRequest, link: CachedLink | null): RedirectOutcome {
  if (!link || (request.domain && link.ownerUserId !== request.domainOwnerId)) return NOT_FOUND;
  const state =
    link.state !== "active" ? link.state : link.usedUp || (link.expiresAt !== null && Date.now() >= link.expiresAt) ? "expired" : "active";
  const isProtected = link.passwordHash !== null;
  const shown = !isProtected && (state === "active" || state === "expired");
  const page = inspectorPage({
    shortUrl: shortUrlOf(request.domain, request.code),
    target: shown ? link.target : null,
    createdAt: link.createdAt,
    expiresAt: link.expiresAt,
    state,
    protected: isProtected && link.state !== "deleted",
    fallback: shown ? link.expiredUrl : null,
    targeted: shown && state === "active" && link.targeting ? targetingSummary(targetingUrls(link.targeting), countryName) : [],
    statsUrl: link.publicStats && link.state !== "deleted" ? publicStatsUrlOf(request.domain, request.code) : null,
  });
  return { status: 200, page };
}

/**
 * The link inspector (`/s/{code}+`, `/{code}+` on a custom domain): where the link leads, shown without redirecting
 * and without counting anything. A protected link's destination is never shown.
 */
export function answerInspect(request: RedirectRequest): RedirectOutcome | Promise<RedirectOutcome> {
  if (request.method !== "GET" && request.method !== "HEAD") return NOT_ALLOWED;
  const link = resolveLink(request.domain, request.code);
  if (link instanceof Promise) return link.then((resolved) => inspection(request, resolved));
  return inspection(request, link);
}

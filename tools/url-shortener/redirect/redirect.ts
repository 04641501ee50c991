import type { CachedLink } from "@/tools/url-shortener/redirect/cache";
import { recordClick } from "@/tools/url-shortener/redirect/clicks";
import { domainsCurrent, ensureDomainsLoaded, isKnownVerifiedDomain } from "@/tools/url-shortener/redirect/domain-registry";
import { deletedPage, disabledPage, loopPage, notFoundPage } from "@/tools/url-shortener/redirect/pages";
import { resolveLink } from "@/tools/url-shortener/redirect/resolve";
import "server-only";
import { site } from "@/lib/site";

/**
 * The redirect's decision, apart from HTTP: redirect-server.ts (server.ts's handler for short links, the only entry
 * point) translates the outcome into a response.
 *
 * 302 to the target with `Cache-Control: private, max-age=0` (browsers and CDNs must come back, or clicks would go
 * uncounted); unknown code → 404 page; disabled or deleted (also: its account deleted) → 410 page; a target that
 * would come back to one of our short links → 508 page, not counted (creation refuses those, but a host can become
 * ours later: a custom domain verified after the link was made, or a stranger's DNS name pointed at us); HEAD is
 * answered like GET but not counted.
 */

export type RedirectOutcome =
  | { status: 302; location: string }
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

const siteHostname = new URL(site.url).hostname.toLowerCase();

/** Whether following the target would reach one of our short links again (judged as our server routes it). */
function loopsBack(request: RedirectRequest, link: CachedLink): boolean {
  const target = link.shortPath;
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
  if (link.shortPath?.kind === "domain" && !domainsCurrent()) return ensureDomainsLoaded().then(() => follow(request, link));
  return follow(request, link);
}

function follow(request: RedirectRequest, link: CachedLink): RedirectOutcome {
  if (loopsBack(request, link)) return LOOP;
  if (request.method === "GET") {
    recordClick({
      linkId: link.id,
      at: Date.now(),
      userAgent: request.userAgent ?? "",
      referer: request.referer ?? null,
      country: request.country,
    });
  }
  return { status: 302, location: link.target };
}

/** Synchronous when the code is cached, so the fast path answers hot links without awaiting anything. */
export function answerRedirect(request: RedirectRequest): RedirectOutcome | Promise<RedirectOutcome> {
  if (request.method !== "GET" && request.method !== "HEAD") return NOT_ALLOWED;
  const link = resolveLink(request.domain, request.code);
  if (link instanceof Promise) return link.then((resolved) => outcomeFor(request, resolved));
  return outcomeFor(request, link);
}

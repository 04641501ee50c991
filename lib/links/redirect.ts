import type { CachedLink } from "@/lib/links/cache";
import { recordClick } from "@/lib/links/clicks";
import { deletedPage, disabledPage, notFoundPage } from "@/lib/links/pages";
import { resolveLink } from "@/lib/links/resolve";

/**
 * The redirect, independent of the HTTP framework: server.ts's fast path (lib/links/redirect-server.ts) and the
 * Next route handler (app/s/[code]/route.ts) both call answerRedirect and only translate the outcome.
 *
 * 302 to the target with `Cache-Control: private, max-age=0` (browsers and CDNs must come back, or clicks would go
 * uncounted); unknown code → 404 page; disabled or deleted → 410 page; HEAD is answered like GET but not counted.
 */

export type RedirectOutcome =
  | { status: 302; location: string }
  | { status: 404 | 410; page: Buffer }
  | { status: 405 };

export interface RedirectRequest {
  method: string;
  /** "" for our own domain, else the verified custom domain's hostname. */
  domain: string;
  /** Owner of the custom domain: a link on it must belong to them (defence in depth against stale rows). */
  domainOwnerId?: string | null;
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

function outcomeFor(request: RedirectRequest, link: CachedLink | null): RedirectOutcome {
  if (!link) return NOT_FOUND;
  if (request.domain && link.ownerUserId !== request.domainOwnerId) return NOT_FOUND;
  if (link.state === "deleted") return DELETED;
  if (link.state === "disabled") return DISABLED;
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

import "server-only";
import type { ActionResult } from "@/lib/platform/forms/action-result";

/**
 * Route handlers that act for the browser's cookies (session or visitor) and change something must be called from our
 * own pages. SameSite=Lax keeps the cookies off cross-site subrequests in current browsers, but not off top-level form
 * posts in every browser, so the Origin browsers send with every POST, PUT, PATCH and DELETE is checked too. Requests
 * without an Origin (curl, server-to-server) are not browsers acting for a user and pass.
 */
export const CROSS_SITE_MESSAGE = "This request must come from a page of this site.";

/** True when a browser says the request comes from another site (its Origin's host is not ours). */
export function isCrossSite(request: Request): boolean {
  return crossSiteBy(request.headers, request.headers.get("host") ?? new URL(request.url).host);
}

/** The same test on bare headers and the host the request was sent to (node:http handlers, which have no Request). */
export function crossSiteBy(headers: Pick<Headers, "get">, host: string): boolean {
  if (headers.get("sec-fetch-site") === "cross-site") return true;
  const origin = headers.get("origin");
  if (origin === null) return false;
  try {
    return new URL(origin).host !== host;
  } catch {
    // "null" (sandboxed frames, privacy-sensitive redirects) and garbage are not our pages either.
    return true;
  }
}

export function crossSiteResponse(): Response {
  const body: ActionResult<never> = { ok: false, code: "forbidden", title: "Error", error: CROSS_SITE_MESSAGE };
  return Response.json(body, { status: 403, headers: { "Cache-Control": "no-store" } });
}

/** Wraps a mutating route handler: cross-site requests get 403 before the handler (or the body) is touched. */
export function sameOriginOnly<R extends Request, C extends unknown[]>(handler: (request: R, ...context: C) => Promise<Response> | Response) {
  return async (request: R, ...context: C): Promise<Response> => (isCrossSite(request) ? crossSiteResponse() : handler(request, ...context));
}

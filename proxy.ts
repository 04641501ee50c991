import { NextResponse, type NextRequest } from "next/server";
import { bearerKey, MISSING_KEY_MESSAGE } from "@/lib/api/bearer";
import { errorBody } from "@/lib/api/errors";
import { BODY_TOO_LARGE_MESSAGE, MAX_BODY_BYTES } from "@/lib/body-limit";
import { verifiedDomain } from "@/lib/links/domain-registry";
import { CUSTOM_DOMAIN_HEADER, customDomainPath, hostnameOf, isOwnHost } from "@/lib/links/hosts";
import { notFoundPage, PAGE_HEADERS } from "@/lib/links/pages";
import { site } from "@/lib/site";

/**
 * Next 16's proxy (formerly middleware), in front of every page and route handler:
 * 1. An optimistic gate for the REST API: a request without a Bearer key gets its 401 here, before any route code
 *    runs (the route handlers still check the key itself, the plan and the rate limit).
 * 2. Server action calls with a body over the size limit get a readable 413 (see lib/call-action.ts).
 * 3. Custom-domain routing when Next serves requests itself (`next start`, or a host without server.ts): a
 *    verified domain's `/{code}` is rewritten to the `/s/{code}` route handler, which reads the domain from a header
 *    only this proxy can set. Behind server.ts these requests are answered before Next, by the same lib/links code.
 */

export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;

  // A server action call over the body limit: Next itself would fail it with a bare 500. A plain-text 4xx is what
  // Next's client turns into the error message, which lib/call-action.ts shows.
  if (request.method === "POST" && request.headers.has("next-action") && Number(request.headers.get("content-length")) > MAX_BODY_BYTES) {
    return new NextResponse(BODY_TOO_LARGE_MESSAGE, { status: 413, headers: { "Content-Type": "text/plain", "Cache-Control": "no-store" } });
  }

  if (pathname.startsWith("/api/v1/") && pathname !== "/api/v1/openapi.json" && !bearerKey(request.headers.get("authorization"))) {
    return NextResponse.json(errorBody("unauthorized", MISSING_KEY_MESSAGE), {
      status: 401,
      headers: { "WWW-Authenticate": 'Bearer realm="Utilify API"', "Cache-Control": "no-store" },
    });
  }

  const hostname = hostnameOf(request.headers.get("host") ?? undefined);
  const domain = isOwnHost(hostname) ? null : await verifiedDomain(hostname);
  if (domain) {
    const route = customDomainPath(`${pathname}${search}`);
    if (route.kind === "home") return NextResponse.redirect(`${site.url}/`, 302);
    if (route.kind === "not_found") return new NextResponse(new Uint8Array(notFoundPage), { status: 404, headers: PAGE_HEADERS });
    const headers = new Headers(request.headers);
    headers.set(CUSTOM_DOMAIN_HEADER, domain.hostname);
    return NextResponse.rewrite(new URL(`/s/${encodeURIComponent(route.code)}`, request.url), { request: { headers } });
  }
  // Never trust this header from outside: only the rewrite above sets it.
  if (!request.headers.has(CUSTOM_DOMAIN_HEADER)) return NextResponse.next();
  const headers = new Headers(request.headers);
  headers.delete(CUSTOM_DOMAIN_HEADER);
  return NextResponse.next({ request: { headers } });
}

export const config = {
  // Everything but build assets and files with an extension (icons, images, robots.txt, sitemap.xml).
  matcher: ["/((?!_next/static|_next/image|.*\\.[a-z0-9]+$).*)", "/api/v1/openapi.json"],
};

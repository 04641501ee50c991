import { NextResponse, type NextRequest } from "next/server";
import { bearerKey, MISSING_KEY_MESSAGE } from "@/lib/api/bearer";
import { errorBody } from "@/lib/api/errors";
import { BODY_TOO_LARGE_MESSAGE, MAX_BODY_BYTES } from "@/lib/body-limit";

/**
 * Next 16's proxy (formerly middleware), in front of every page and route handler:
 * 1. An optimistic gate for the REST API: a request without a Bearer key gets its 401 here, before any route code
 *    runs (the route handlers still check the key itself, the plan and the rate limit).
 * 2. Server action calls with a body over the size limit get a readable 413 (see lib/call-action.ts).
 *
 * Short links are not handled here: server.ts answers `/s/{code}` and every request on a verified custom domain
 * before Next sees it (tools/url-shortener/redirect/), and Next has no short-link route of its own.
 */

export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;

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

  return NextResponse.next();
}

export const config = {
  // Everything but build assets, files with an extension (icons, images, robots.txt, sitemap.xml) and the two
  // converters' upload endpoints: a proxy buffers bodies only up to 10 MB, and those routes bound their own (up to the
  // plan's limit, streamed to temporary files by lib/uploads.ts).
  matcher: ["/((?!_next/static|_next/image|api/tools/image-converter$|api/tools/pdf-converter$|.*\\.[a-z0-9]+$).*)", "/api/v1/openapi.json"],
};

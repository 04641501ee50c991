import { createHash, randomBytes } from "node:crypto";
import { NextResponse, type NextRequest } from "next/server";
import { bearerKey, MISSING_KEY_MESSAGE } from "@/lib/domain/api/bearer";
import { errorBody } from "@/lib/domain/api/errors";
import { MALFORMED_ACTION_MESSAGE, isReadableActionForm, isReadableActionText, isReadableFormPost } from "@/lib/platform/http/action-payload";
import { readActionForm } from "@/lib/platform/http/action-form";
import { BODY_TOO_LARGE_MESSAGE, MAX_BODY_BYTES } from "@/lib/platform/body-limit";
import { hasSessionCookie } from "@/lib/domain/auth/session-cookie";
import { productionBuild } from "@/lib/platform/config/env.public";
import { rendersPerRequest } from "@/lib/platform/http/per-request-pages";
import { contentSecurityPolicy } from "@/lib/platform/http/security-headers";
import { CROSS_SITE_MESSAGE, crossSiteBy } from "@/lib/platform/http/same-origin";
import { THEME_SCRIPT } from "@/components/theme/theme-script";

/**
 * Next 16's proxy (formerly middleware), in front of every page and route handler:
 * 1. An optimistic gate for the REST API: a request without a Bearer key gets its 401 here, before any route code
 *    runs (the route handlers still check the key itself, the plan and the rate limit).
 * 2. Server action calls with a body over the size limit get a readable 413 (see lib/platform/forms/call-action.ts), whether the size
 *    is declared or the body is sent in chunks; a body React could not decode, text or multipart, gets a readable 400
 *    (lib/platform/http/action-payload.ts). So does a multipart form posted to a page, which Next decodes as a server
 *    action when it names one (a form sent before the page's scripts ran).
 * 3. /account without a session cookie is served by its sign-in route (an optimistic check on the cookie's presence:
 *    the account page still reads the session, and shows the same prompt to a cookie that is no longer one).
 * 4. A page rendered per request gets a fresh nonce: in the request's Content-Security-Policy, where Next reads it and
 *    puts it on every script it writes, and in the response's, which then needs no 'unsafe-inline' (docs/security.md,
 *    "Security headers and the CSP"). Prerendered pages keep next.config.ts's policy.
 *
 * Short links are not handled here: server.ts answers `/s/{code}` and every request on a verified custom domain
 * before Next sees it (tools/url-shortener/redirect/), and Next has no short-link route of its own.
 */

/** The root layout's one inline script of its own, allowed by its hash (it is the same on every page). */
const THEME_SCRIPT_HASH = `sha256-${createHash("sha256").update(THEME_SCRIPT).digest("base64")}`;

/** A per-request page's policy with a fresh nonce, set on the request (for Next) and, by `answer`, on the response. */
function withNonce(request: NextRequest, answer: (init: { request: { headers: Headers } }) => NextResponse): NextResponse {
  const policy = contentSecurityPolicy(!productionBuild, { nonce: randomBytes(16).toString("base64"), hashes: [THEME_SCRIPT_HASH] });
  const headers = new Headers(request.headers);
  headers.set("Content-Security-Policy", policy);
  const response = answer({ request: { headers } });
  response.headers.set("Content-Security-Policy", policy);
  return response;
}

/** A plain-text 4xx is what Next's client turns into the error's message, which lib/platform/forms/call-action.ts shows. */
function plainText(message: string, status: number): NextResponse {
  return new NextResponse(message, { status, headers: { "Content-Type": "text/plain", "Cache-Control": "no-store" } });
}

/** Fields and files of a multipart action body: our forms send a few dozen fields and no files. */
const ACTION_FORM_LIMITS = { maxBodyBytes: MAX_BODY_BYTES, maxFields: 256, maxFiles: 16 };

/**
 * A server action call's body, checked before Next reads it (Next would fail each of these with a bare 500): over the
 * size limit by its Content-Length or, sent in chunks, while it streams in (413); a body React cannot decode (400):
 * text, or multipart (parsed with bounds on its fields and files, lib/platform/http/action-form.ts). `call`: a call
 * with the Next-Action header; a form post is a multipart body posted to a page without it.
 */
async function actionBodyRefusal(request: NextRequest, kind: "call" | "form-post"): Promise<NextResponse | null> {
  if (Number(request.headers.get("content-length")) > MAX_BODY_BYTES) return plainText(BODY_TOO_LARGE_MESSAGE, 413);
  const contentType = request.headers.get("content-type") ?? "";
  const body = request.clone().body;
  if (!body) return null;
  if (contentType.toLowerCase().startsWith("multipart/")) {
    const reading = await readActionForm(body, contentType, ACTION_FORM_LIMITS);
    if (!reading.ok) return reading.refusal === "too-large" ? plainText(BODY_TOO_LARGE_MESSAGE, 413) : plainText(MALFORMED_ACTION_MESSAGE, 400);
    const readable = kind === "call" ? isReadableActionForm(reading.form) : isReadableFormPost(reading.form);
    return readable ? null : plainText(MALFORMED_ACTION_MESSAGE, 400);
  }
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let text = "";
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > MAX_BODY_BYTES) {
      // Not awaited: a cancelled branch of a cloned body settles only once the other branch is cancelled too.
      reader.cancel().catch(() => {});
      return plainText(BODY_TOO_LARGE_MESSAGE, 413);
    }
    text += decoder.decode(value, { stream: true });
  }
  return isReadableActionText(text + decoder.decode()) ? null : plainText(MALFORMED_ACTION_MESSAGE, 400);
}

/**
 * A server action call or form post from another site's page. Next refuses one whose Origin matches neither Host nor
 * X-Forwarded-Host with a bare 500 (logged as a failure of ours); the same test here answers it 403, in words.
 */
function crossSiteAction(request: NextRequest): boolean {
  const hosts = [request.headers.get("host"), request.headers.get("x-forwarded-host")?.split(",")[0]?.trim()].filter((host): host is string => !!host);
  if (hosts.length === 0) return request.headers.has("origin");
  return hosts.every((host) => crossSiteBy(request.headers, host));
}

/** A multipart POST to a page (not a route handler: those read their own bodies) is decoded by Next as a form's server action. */
function isFormPost(request: NextRequest, pathname: string): boolean {
  return (request.headers.get("content-type") ?? "").toLowerCase().startsWith("multipart/form-data") && !pathname.startsWith("/api/");
}

const ACCOUNT_PATH = "/account";
/** app/(site)/account/sign-in: what a visitor sees at /account. */
const ACCOUNT_SIGN_IN_PATH = "/account/sign-in";

export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;

  if (request.method === "POST" && (request.headers.has("next-action") || isFormPost(request, pathname))) {
    if (crossSiteAction(request)) return plainText(CROSS_SITE_MESSAGE, 403);
    const refusal = await actionBodyRefusal(request, request.headers.has("next-action") ? "call" : "form-post");
    if (refusal) return refusal;
  }

  // Page loads only: a server action posted to /account (the dashboard's, after signing out) must reach the page that has it.
  const read = request.method === "GET" || request.method === "HEAD";
  if (read && pathname === ACCOUNT_PATH && !hasSessionCookie(request.cookies.getAll().map((c) => c.name))) {
    const signIn = request.nextUrl.clone();
    signIn.pathname = ACCOUNT_SIGN_IN_PATH;
    return withNonce(request, (init) => NextResponse.rewrite(signIn, init));
  }
  if (read && rendersPerRequest(pathname)) return withNonce(request, (init) => NextResponse.next(init));

  if (pathname.startsWith("/api/v1/") && pathname !== "/api/v1/openapi.json" && !bearerKey(request.headers.get("authorization"))) {
    return NextResponse.json(errorBody("unauthorized", MISSING_KEY_MESSAGE), {
      status: 401,
      headers: { "WWW-Authenticate": 'Bearer realm="Utilify API"', "Cache-Control": "no-store" },
    });
  }

  return NextResponse.next();
}

export const config = {
  // Everything but build assets, files with an extension (icons, images, robots.txt, sitemap.xml) and the upload
  // endpoints of the two converters and the AI Image Editor: a proxy buffers bodies only up to 10 MB (and cuts off the
  // rest), and those routes bound their own (streamed to temporary files by lib/platform/http/uploads.ts). Nothing
  // above applies to them: each checks its caller's origin itself (lib/platform/http/same-origin.ts).
  matcher: ["/((?!_next/static|_next/image|api/tools/image-converter$|api/tools/pdf-converter$|api/tools/ai-image-editor$|.*\\.[a-z0-9]+$).*)", "/api/v1/openapi.json"],
};

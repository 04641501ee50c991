import NextAuth from "next-auth";
import { cookies } from "next/headers";
import { NextRequest } from "next/server";
import { authOptions } from "@/lib/domain/auth/options";
import { serverEnv } from "@/lib/platform/config/env";
import { safeReturnPath } from "@/lib/platform/http/return-path";
import { sameOriginOnly } from "@/lib/platform/http/same-origin";
import { readBodyBytes } from "@/lib/platform/http/request";
import { BodyTooLargeError } from "@/lib/platform/errors";
import type { ActionResult } from "@/lib/platform/forms/action-result";
import { AUTH_BODY_MAX_BYTES, AUTH_BODY_TOO_LARGE_MESSAGE } from "@/lib/platform/input-bounds";

const handler = NextAuth(authOptions);

const CALLBACK_COOKIES = ["next-auth.callback-url", "__Secure-next-auth.callback-url"];

/**
 * next-auth answers 500 to any request whose callbackUrl (query or cookie) it cannot parse, e.g.
 * `http://localhost:3000.evil.example/`. Values that are not a safe return path are dropped before it sees them;
 * what remains goes through its redirect callback, which applies the same check. A body is read here, bounded (it
 * reads any body whole and parses it on this thread), and handed on.
 */
async function handle(request: NextRequest, context: { params: Promise<{ nextauth: string[] }> }) {
  const jar = await cookies();
  for (const name of CALLBACK_COOKIES) {
    const value = jar.get(name)?.value;
    if (value !== undefined && !safeReturnPath(value, serverEnv().authUrl)) jar.delete(name);
  }
  const url = request.nextUrl.clone();
  const param = url.searchParams.get("callbackUrl");
  if (param !== null && !safeReturnPath(param, serverEnv().authUrl)) url.searchParams.delete("callbackUrl");
  if (request.method === "GET" || request.method === "HEAD") {
    return handler(url.href === request.nextUrl.href ? request : new NextRequest(url, { method: request.method, headers: request.headers }), context);
  }
  let body: Buffer;
  try {
    body = await readBodyBytes(request, AUTH_BODY_MAX_BYTES);
  } catch (error) {
    if (!(error instanceof BodyTooLargeError)) throw error;
    const refusal: ActionResult<never> = { ok: false, code: "validation", title: "Error", error: AUTH_BODY_TOO_LARGE_MESSAGE };
    return Response.json(refusal, { status: 413, headers: { "Cache-Control": "no-store" } });
  }
  return handler(new NextRequest(url, { method: request.method, headers: request.headers, body: new Uint8Array(body) }), context);
}

export { handle as GET };
/** Sign-in, sign-out and the credentials callback are posted by our own pages only (next-auth adds its CSRF token). */
export const POST = sameOriginOnly(handle);

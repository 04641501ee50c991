import NextAuth from "next-auth";
import { cookies } from "next/headers";
import { NextRequest } from "next/server";
import { authOptions } from "@/lib/domain/auth/options";
import { serverEnv } from "@/lib/platform/config/env";
import { safeReturnPath } from "@/lib/platform/http/return-path";
import { sameOriginOnly } from "@/lib/platform/http/same-origin";

const handler = NextAuth(authOptions);

const CALLBACK_COOKIES = ["next-auth.callback-url", "__Secure-next-auth.callback-url"];

/**
 * next-auth answers 500 to any request whose callbackUrl (query or cookie) it cannot parse, e.g.
 * `http://localhost:3000.evil.example/`. Values that are not a safe return path are dropped before it sees them;
 * what remains goes through its redirect callback, which applies the same check.
 */
async function handle(request: NextRequest, context: { params: Promise<{ nextauth: string[] }> }) {
  const jar = await cookies();
  for (const name of CALLBACK_COOKIES) {
    const value = jar.get(name)?.value;
    if (value !== undefined && !safeReturnPath(value, serverEnv().authUrl)) jar.delete(name);
  }
  const param = request.nextUrl.searchParams.get("callbackUrl");
  if (param !== null && !safeReturnPath(param, serverEnv().authUrl)) {
    const url = request.nextUrl.clone();
    url.searchParams.delete("callbackUrl");
    const body = request.method === "GET" || request.method === "HEAD" ? undefined : await request.text();
    return handler(new NextRequest(url, { method: request.method, headers: request.headers, body }), context);
  }
  return handler(request, context);
}

export { handle as GET };
/** Sign-in, sign-out and the credentials callback are posted by our own pages only (next-auth adds its CSRF token). */
export const POST = sameOriginOnly(handle);

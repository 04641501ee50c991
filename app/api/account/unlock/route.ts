import { NextResponse } from "next/server";
import { secureCookies } from "@/lib/domain/auth/session-token";
import { UNLOCK_COOKIE, unlockCookieFor } from "@/lib/domain/auth/unlock";
import { site } from "@/lib/platform/config/site";

/**
 * GET ?token=…: the unlock link of the e-mail sent while an account's sign-ins are throttled (lib/domain/auth/unlock.ts). A
 * valid link gives this browser the unlock cookie and opens the home page, where the owner signs in as usual; an
 * invalid or expired one opens it all the same, without the cookie (sign-in then waits for the throttle).
 */
export function GET(request: Request) {
  const granted = unlockCookieFor(new URL(request.url).searchParams.get("token"));
  const response = NextResponse.redirect(new URL("/", site.url), 303);
  response.headers.set("Cache-Control", "no-store");
  if (granted) {
    response.cookies.set(UNLOCK_COOKIE, granted.value, { httpOnly: true, sameSite: "lax", secure: secureCookies(), path: "/", maxAge: granted.maxAgeSeconds });
  }
  return response;
}

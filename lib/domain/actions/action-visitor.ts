import "server-only";
import type { IncomingMessage, ServerResponse } from "node:http";
import { hasSessionCookie } from "@/lib/domain/auth/session-cookie";
import { newVisitorId, signVisitorId, verifyVisitorCookie, VISITOR_COOKIE, visitorCookieOptions } from "@/lib/platform/http/visitor";

/**
 * A server action call from a browser with neither a valid visitor cookie nor a session cookie gets its visitor id
 * here, in server.ts before Next sees the request: on the request's Cookie header, where the action reads it
 * (actor.ts), and on the response. Set during the action instead (by the action, or by proxy.ts, whose cookies Next
 * merges into the action's), the cookie makes Next render the whole page again into the action's answer: for a new
 * visitor's first short link, 96 kB more to download and about half a second more on a phone. The id is a signed
 * random number and stores nothing: the visitor's row is still written with its first recorded use.
 */
export function giveVisitorIdToActionCall(req: IncomingMessage, res: ServerResponse): void {
  if (req.method !== "POST" || req.headers["next-action"] === undefined) return;
  const pairs = (req.headers.cookie ?? "")
    .split(";")
    .map((pair) => pair.trim())
    .filter(Boolean);
  const nameOf = (pair: string) => pair.slice(0, Math.max(0, pair.indexOf("="))).trim();
  const visitor = pairs.find((pair) => nameOf(pair) === VISITOR_COOKIE);
  if (verifyVisitorCookie(visitor?.slice(VISITOR_COOKIE.length + 1)) !== null || hasSessionCookie(pairs.map(nameOf))) return;
  const value = signVisitorId(newVisitorId());
  // An invalid visitor cookie (another secret's, forged) is replaced, not joined by a second one of the same name.
  req.headers.cookie = [...pairs.filter((pair) => nameOf(pair) !== VISITOR_COOKIE), `${VISITOR_COOKIE}=${value}`].join("; ");
  const { path, maxAge, secure } = visitorCookieOptions;
  res.appendHeader("Set-Cookie", `${VISITOR_COOKIE}=${value}; Path=${path}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`);
}

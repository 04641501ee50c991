import "server-only";
import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";
import { publicEnv } from "@/lib/platform/config/env.public";
import { serverSecret } from "@/lib/platform/config/secret";

/**
 * Anonymous visitors are identified by a signed first-party cookie `<uuid>.<hmac>`. The signature stops anyone from
 * choosing someone else's id; clearing the cookie only gives a new id, and the per-IP cap still applies.
 */

export const VISITOR_COOKIE = "utl_vid";
export const VISITOR_COOKIE_MAX_AGE = 400 * 24 * 60 * 60; // the longest browsers keep a cookie

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function signature(id: string): string {
  return createHmac("sha256", serverSecret()).update(`visitor:${id}`).digest("base64url");
}

export function signVisitorId(id: string): string {
  return `${id}.${signature(id)}`;
}

/** The visitor id of a cookie value, or null when it is missing, malformed or not signed by us. */
export function verifyVisitorCookie(value: string | undefined | null): string | null {
  if (!value) return null;
  const dot = value.indexOf(".");
  if (dot < 0) return null;
  const id = value.slice(0, dot);
  if (!UUID.test(id)) return null;
  const given = Buffer.from(value.slice(dot + 1));
  const expected = Buffer.from(signature(id));
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}

export function newVisitorId(): string {
  return randomUUID();
}

export const visitorCookieOptions = {
  httpOnly: true,
  sameSite: "lax" as const,
  path: "/",
  maxAge: VISITOR_COOKIE_MAX_AGE,
  secure: publicEnv.siteUrl.startsWith("https://"),
};

/**
 * The one check for every "continue to" target the site accepts (the sign-in callbackUrl on /account, the sign-in
 * dialog, next-auth's redirect callback). Client-safe: no server imports.
 *
 * The value is parsed as a browser would, against our origin, and only a path of that origin comes back, re-serialised
 * (so it is percent-encoded and cannot be read differently a second time). Refused (null):
 * - anything but a path (`/…`) or an absolute URL: `account` would mean different places on different pages;
 * - control characters anywhere (tab, LF, CR, NUL, DEL, C1) and Unicode format/separator characters: browsers strip
 *   some of them, so `/\t/evil.example` would become `//evil.example`;
 * - backslashes (browsers read `/\evil.example` as `//evil.example`);
 * - anything that resolves to another origin (`//evil.example`, `https://evil.example`, `javascript:`, `data:`,
 *   `http://localhost:3000.evil.example/`, `http://localhost:3000@evil.example/`) or does not parse at all;
 * - URLs with user info, and paths that resolve to `//…` (e.g. `/.//evil.example`), which a browser given the path
 *   alone would read as another host.
 */

import { publicEnv } from "@/lib/platform/config/env.public";

const MAX_LENGTH = 2048;
// C0/C1 controls, DEL, Unicode format characters (zero-width, bidi overrides, BOM), line/paragraph separators, "\".
const REFUSED = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\\]/u;
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

export function safeReturnPath(value: unknown, origin: string = defaultOrigin()): string | null {
  if (typeof value !== "string" || !value || value.length > MAX_LENGTH || REFUSED.test(value) || value.trim() !== value) return null;
  if (!value.startsWith("/") && !SCHEME.test(value)) return null;
  let base: URL;
  let url: URL;
  try {
    base = new URL(origin);
    url = new URL(value, base);
  } catch {
    return null;
  }
  if (url.origin !== base.origin || url.username || url.password) return null;
  if (!url.pathname.startsWith("/") || url.pathname.startsWith("//")) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Our origin: the page's own in the browser, the public one on the server (server callers that know next-auth's
 * canonical URL pass `serverEnv().authUrl`).
 */
function defaultOrigin(): string {
  if (typeof window !== "undefined") return window.location.origin;
  return publicEnv.siteUrl;
}

import { isIP } from "node:net";
import { site } from "@/lib/platform/config/site";

/**
 * Host and path rules of short-link routing: how the redirect (redirect-server.ts) reads a request, and how link
 * creation (tools/url-shortener/server/target.ts) judges whether a target would come back to one of our short links. Pure: no
 * database, no framework.
 */

const siteHostname = new URL(site.url).hostname.toLowerCase();

/** Lowercase hostname of a Host header, without port or trailing dot ("" when missing). */
export function hostnameOf(hostHeader: string | undefined): string {
  if (!hostHeader) return "";
  let host = hostHeader.trim().toLowerCase();
  if (host.startsWith("[")) {
    const end = host.indexOf("]");
    return end > 0 ? host.slice(0, end + 1) : host;
  }
  const colon = host.indexOf(":");
  if (colon >= 0) host = host.slice(0, colon);
  return host.endsWith(".") ? host.slice(0, -1) : host;
}

/** Hosts that are certainly ours (custom domains are always public DNS names, never these). */
export function isOwnHost(hostname: string): boolean {
  return (
    hostname === "" ||
    hostname === siteHostname ||
    hostname === "localhost" ||
    hostname.endsWith(".localhost") ||
    hostname.startsWith("[") ||
    isIP(hostname) !== 0
  );
}

/** The code in `path` after `prefixLength` characters: one segment, optional trailing slash, query ignored. */
export function codeFromPath(path: string, prefixLength: number): string | null {
  let end = path.length;
  const query = path.indexOf("?", prefixLength);
  if (query >= 0) end = query;
  const hash = path.indexOf("#", prefixLength);
  if (hash >= 0 && hash < end) end = hash;
  if (end > prefixLength && path.charCodeAt(end - 1) === 47 /* "/" */) end--;
  if (end <= prefixLength) return null;
  const segment = path.slice(prefixLength, end);
  if (segment.includes("/")) return null;
  if (!segment.includes("%")) return segment;
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** The suffix of a link's public stats page after its short URL: `/s/{code}+/stats`, `/{code}+/stats` on a custom domain. */
export const STATS_SUFFIX = "+/stats";

/**
 * The code of a public stats path after `prefixLength` characters (`{code}+/stats`, optional trailing slash, query
 * ignored), or null. The code is not checked here: the stats page answers a malformed one with a 404, as the redirect does.
 */
export function statsCodeFromPath(path: string, prefixLength: number): string | null {
  const query = path.search(/[?#]/);
  let end = query >= 0 ? query : path.length;
  if (end > prefixLength && path.charCodeAt(end - 1) === 47 /* "/" */) end--;
  // Two segments, each decoded as the router decodes them: `%2B` is the `+` and `%73tats` is "stats".
  const segments = path.slice(prefixLength, end).split("/");
  if (segments.length !== 2) return null;
  let decoded: string[];
  try {
    decoded = segments.map((segment) => decodeURIComponent(segment));
  } catch {
    return null;
  }
  const [codePlus, tail] = decoded as [string, string];
  // STATS_SUFFIX, decoded: "{code}+" then "stats".
  if (tail !== "stats" || codePlus.length < 2 || !codePlus.endsWith("+")) return null;
  return codePlus.slice(0, -1);
}

/**
 * Where a link's public stats page is on our site (`origin` given: the site's URL, or "" for the path alone):
 * `/s/{code}+/stats`, with `?domain=` for a link of a custom domain and `range=` for a range other than the default.
 */
export function publicStatsPagePath(domain: string, code: string, origin = "", range: string | null = null): string {
  const query = [domain ? `domain=${encodeURIComponent(domain)}` : "", range ? `range=${encodeURIComponent(range)}` : ""].filter(Boolean).join("&");
  return `${origin}/s/${encodeURIComponent(code)}${STATS_SUFFIX}${query ? `?${query}` : ""}`;
}

/** What a path on a verified custom domain is: a short code, a link's public stats, the home page (sent to ours), or nothing. */
export function customDomainPath(path: string): { kind: "code"; code: string } | { kind: "stats"; code: string } | { kind: "home" } | { kind: "not_found" } {
  const code = codeFromPath(path, 1);
  if (code !== null) return { kind: "code", code };
  const stats = statsCodeFromPath(path, 1);
  if (stats !== null) return { kind: "stats", code: stats };
  if (path === "/" || path.startsWith("/?")) return { kind: "home" };
  return { kind: "not_found" };
}

/** A hostname as routing compares it: lowercase, without trailing dots (`Utilify.com.` is `utilify.com`). */
export function canonicalHostname(hostname: string): string {
  // A loop, not /\.+$/: that pattern is quadratic on a long run of dots that does not end the string.
  let end = hostname.length;
  while (end > 0 && hostname.charCodeAt(end - 1) === 46) end--;
  return hostname.slice(0, end).toLowerCase();
}

/**
 * The path our server ends up routing for a URL's (already dot-resolved) pathname: percent-decoded, backslashes as
 * slashes, repeated slashes collapsed (Next answers `//s/x` with a redirect to `/s/x`) and dot segments resolved,
 * again until nothing changes (each pass can uncover more: `%252F`, `%2F..%2F`). Deliberately generous: it may see
 * a short-link path where our server would not, never the other way round.
 */
export function routedPath(pathname: string): string {
  // The usual case: nothing to decode or collapse (the URL parser has already resolved plain dot segments).
  if (!/%|\\|\/\//.test(pathname)) return pathname;
  let path = pathname;
  for (let pass = 0; pass < 8; pass++) {
    const decoded = path
      // Only ASCII escapes: the others can never make a "/" or a ".".
      .replace(/%[0-7][0-9a-f]/gi, (hex) => String.fromCharCode(parseInt(hex.slice(1), 16)))
      .replace(/\\/g, "/")
      .replace(/\/{2,}/g, "/")
      .replace(/[?#]/g, encodeURIComponent);
    const resolved = new URL(decoded, "http://h").pathname;
    if (resolved === path) break;
    path = resolved;
  }
  return path;
}

/** Which of our short-link routes a URL would reach, judged by its routed path: `/s/{x}` on our site, `/{x}` on a custom domain. */
export type ShortPathKind = "site" | "domain";

export interface ShortPathTarget {
  hostname: string;
  kind: ShortPathKind;
}

/** The host and route kind when `url`'s path has the shape of a short link on some host of ours, else null. */
export function shortPathTarget(url: URL | string): ShortPathTarget | null {
  let parsed: URL;
  try {
    parsed = typeof url === "string" ? new URL(url) : url;
  } catch {
    return null;
  }
  const path = routedPath(parsed.pathname);
  const hostname = canonicalHostname(parsed.hostname);
  if (/^\/s\/[^/]+\/?$/.test(path)) return { hostname, kind: "site" };
  if (/^\/[^/]+\/?$/.test(path)) return { hostname, kind: "domain" };
  return null;
}

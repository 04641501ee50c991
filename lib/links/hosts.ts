import { isIP } from "node:net";
import { site } from "@/lib/site";

/**
 * Host and path rules of short-link routing, shared by the Node server's fast path (lib/links/redirect-server.ts)
 * and proxy.ts (the same routing when Next serves every request itself). Pure: no database, no framework.
 */

/** Set by proxy.ts (and only by it) on a request it rewrote from a verified custom domain to /s/{code}. */
export const CUSTOM_DOMAIN_HEADER = "x-utilify-custom-domain";

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

/** What a path on a verified custom domain is: a short code, the home page (sent to ours), or nothing. */
export function customDomainPath(path: string): { kind: "code"; code: string } | { kind: "home" } | { kind: "not_found" } {
  const code = codeFromPath(path, 1);
  if (code !== null) return { kind: "code", code };
  if (path === "/" || path.startsWith("/?")) return { kind: "home" };
  return { kind: "not_found" };
}

import { BlockList, isIPv4, isIPv6 } from "node:net";
import { BLOCK_MESSAGES, blockedReason } from "@/lib/links/blocklist";
import { site } from "@/lib/site";
import { withScheme } from "@/lib/url-scheme";

/**
 * Target URL rules of the shortener (PRODUCT.md §5): http(s) only, at most 2048 characters, no credentials, not a
 * short link of ours (loops), not localhost or a private/loopback/link-local address, not a blocklisted domain.
 * `example.com` is read as `https://example.com`. Each refusal has its own message.
 */

export const MAX_TARGET_LENGTH = 2048;

export const TARGET_MESSAGES = {
  empty: "Please enter a URL to shorten",
  invalid: "Please enter a valid URL",
  tooLong: `URLs can be at most ${MAX_TARGET_LENGTH} characters long. Please use a shorter URL.`,
  scheme: "Only http:// and https:// links can be shortened",
  credentials: "Links with a username or password in them can't be shortened. Remove the login details and try again.",
  private: "Links to localhost or private network addresses can't be shortened: they only work on your own network.",
  loop: `This is already a ${site.name} short link. Shortening it again would only create a redirect loop.`,
} as const;

export type TargetCheck = { ok: true; url: string } | { ok: false; message: string };

export interface TargetContext {
  /** host[:port] of our own site: its pages may be linked to, its short links may not. */
  siteHost?: string;
  /** Whether `hostname` is a verified custom short-link domain (every path there is a short link). */
  isShortLinkDomain?: (hostname: string) => boolean | Promise<boolean>;
}

// Addresses that only mean something on the visitor's own machine or network, or are reserved/unroutable.
const nonPublic = new BlockList();
for (const [net, prefix] of [
  ["0.0.0.0", 8], ["10.0.0.0", 8], ["100.64.0.0", 10], ["127.0.0.0", 8], ["169.254.0.0", 16], ["172.16.0.0", 12],
  ["192.0.0.0", 24], ["192.0.2.0", 24], ["192.168.0.0", 16], ["198.18.0.0", 15], ["198.51.100.0", 24],
  ["203.0.113.0", 24], ["224.0.0.0", 4], ["240.0.0.0", 4],
] as const) {
  nonPublic.addSubnet(net, prefix, "ipv4");
}
for (const [net, prefix] of [
  ["::", 128], ["::1", 128], ["fc00::", 7], ["fe80::", 10], ["fec0::", 10], ["ff00::", 8], ["2001:db8::", 32],
  ["64:ff9b:1::", 48],
] as const) {
  nonPublic.addSubnet(net, prefix, "ipv6");
}

const LOCAL_SUFFIXES = [".localhost", ".local", ".internal", ".home.arpa", ".lan", ".intranet"];
const LABEL = /^[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?$/;
const TLD = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

/** True for IP literals (v4 or bracketed/bare v6) that are not public internet addresses. IPv4-mapped v6 included. */
export function isNonPublicIp(host: string): boolean {
  const bare = host.startsWith("[") && host.endsWith("]") ? host.slice(1, -1) : host;
  if (isIPv4(bare)) return nonPublic.check(bare, "ipv4");
  if (isIPv6(bare)) return nonPublic.check(bare, "ipv6");
  return false;
}

export function isIpLiteral(host: string): boolean {
  const bare = host.startsWith("[") && host.endsWith("]") ? host.slice(1, -1) : host;
  return isIPv4(bare) || isIPv6(bare);
}

export function isLocalHostname(hostname: string): boolean {
  return hostname === "localhost" || LOCAL_SUFFIXES.some((suffix) => hostname.endsWith(suffix));
}

/** A public DNS name: at least two labels, valid label characters, an alphabetic (or punycode) top-level domain. */
export function isPublicDomainName(hostname: string): boolean {
  if (hostname.length > 253) return false;
  const labels = hostname.split(".");
  if (labels.length < 2) return false;
  return labels.every((label) => LABEL.test(label)) && TLD.test(labels[labels.length - 1]);
}

/** Validates and normalises a target URL; never throws. */
export async function checkTarget(raw: string, context: TargetContext = {}): Promise<TargetCheck> {
  const input = raw.trim();
  if (!input) return { ok: false, message: TARGET_MESSAGES.empty };
  if (input.length > MAX_TARGET_LENGTH) return { ok: false, message: TARGET_MESSAGES.tooLong };
  if (/\s/.test(input)) return { ok: false, message: TARGET_MESSAGES.invalid };

  let url: URL;
  try {
    url = new URL(withScheme(input));
  } catch {
    return { ok: false, message: TARGET_MESSAGES.invalid };
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return { ok: false, message: TARGET_MESSAGES.scheme };
  if (url.username || url.password) return { ok: false, message: TARGET_MESSAGES.credentials };
  if (url.href.length > MAX_TARGET_LENGTH) return { ok: false, message: TARGET_MESSAGES.tooLong };

  const hostname = url.hostname.replace(/\.$/, "");
  const siteHost = context.siteHost ?? new URL(site.url).host;
  if (url.host === siteHost) {
    // Our own pages are fine targets (even when the site runs on localhost); our short links are loops.
    return url.pathname.startsWith("/s/") ? { ok: false, message: TARGET_MESSAGES.loop } : { ok: true, url: url.href };
  }

  if (isIpLiteral(hostname)) {
    return isNonPublicIp(hostname) ? { ok: false, message: TARGET_MESSAGES.private } : { ok: true, url: url.href };
  }
  if (isLocalHostname(hostname)) return { ok: false, message: TARGET_MESSAGES.private };
  if (!isPublicDomainName(hostname)) return { ok: false, message: TARGET_MESSAGES.invalid };

  const blocked = blockedReason(hostname);
  if (blocked) return { ok: false, message: BLOCK_MESSAGES[blocked] };
  if (context.isShortLinkDomain && (await context.isShortLinkDomain(hostname))) {
    return { ok: false, message: TARGET_MESSAGES.loop };
  }
  return { ok: true, url: url.href };
}

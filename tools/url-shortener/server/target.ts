import { BlockList, isIPv4, isIPv6 } from "node:net";
import { domainToUnicode } from "node:url";
import ipaddr from "ipaddr.js";
import unhomoglyph from "unhomoglyph";
import { BLOCK_MESSAGES, blockedReason } from "@/tools/url-shortener/server/blocklist";
import { canonicalHostname, shortPathTarget } from "@/tools/url-shortener/redirect/hosts";
import { site } from "@/lib/platform/config/site";
import { withScheme } from "@/lib/platform/http/url-scheme";

/**
 * Target URL rules of the shortener (docs/product.md §5): http(s) only, at most 2048 characters, no credentials, not a
 * short link of ours (loops), not localhost or a private/loopback/link-local address (also when written as IPv6 that
 * carries one, or as a wildcard-DNS name that resolves to one), not a look-alike name mixing alphabets, not a
 * blocklisted domain, not a name whose letters imitate others (UTS #39 skeletons: `\u0131cloud.com`, a division slash in a label). `example.com` is read as `https://example.com`. Each refusal has its own message.
 *
 * Loops are judged by the path our server would actually route (tools/url-shortener/redirect/hosts.ts routedPath: `//s/x`, `/./s/x`,
 * `/%73/x`…). The redirect checks again when it answers (tools/url-shortener/redirect/redirect.ts), for hosts that became ours later.
 */

export const MAX_TARGET_LENGTH = 2048;

export const TARGET_MESSAGES = {
  empty: "Please enter a URL to shorten",
  invalid: "Please enter a valid URL",
  tooLong: `URLs can be at most ${MAX_TARGET_LENGTH} characters long. Please use a shorter URL.`,
  scheme: "Only http:// and https:// links can be shortened",
  credentials: "Links with a username or password in them can't be shortened. Remove the login details and try again.",
  private: "Links to localhost or private network addresses can't be shortened: they only work on your own network.",
  lookalike:
    "This address mixes letters from different alphabets (like a Cyrillic \u201c\u0430\u201d in place of a Latin \u201ca\u201d), a trick used to imitate well-known sites. Links to it can't be shortened.",
  lineBreak: "This URL has a tab or line break in it. Remove it (or paste the address on one line) and try again.",
  confusable:
    "This address uses letters that imitate others (like a dotless \u201c\u0131\u201d in place of \u201ci\u201d), a trick used to imitate well-known sites. Links to it can't be shortened.",
  syntaxLookalike:
    "This address contains a character that imitates a slash, dot or colon (like \u201c\u2215\u201d in place of \u201c/\u201d), a trick used to disguise where a link really goes. Links to it can't be shortened.",
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

const LOCAL_SUFFIXES = [".localhost", ".local", ".localdomain", ".internal", ".home.arpa", ".lan", ".intranet"];
/** Names that mean this machine in common hosts files (`localhost.localdomain` is covered by its suffix). */
const LOCAL_NAMES = new Set(["localhost", "ip6-localhost", "ip6-loopback"]);
const LABEL = /^[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?$/;
const TLD = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

const PUBLIC_IPV6_RANGES = new Set(["unicast", "ipv4Mapped", "rfc6145", "rfc6052", "6to4", "teredo"]);

/**
 * The IPv4 addresses an IPv6 address carries or stands for: IPv4-mapped/-compatible (`::ffff:a.b.c.d`,
 * `::a.b.c.d`), SIIT (`::ffff:0:a.b.c.d`), NAT64 (`64:ff9b::/96`, `64:ff9b:1::/48`), 6to4 (`2002:AABB:CCDD::`) and
 * Teredo (`2001:0:server:…:client XOR ffff`).
 */
function embeddedIpv4(address: ipaddr.IPv6): string[] {
  // An IPv6 address has exactly eight 16-bit parts (ipaddr.js).
  const p = address.parts as [number, number, number, number, number, number, number, number];
  const v4 = (hi: number, lo: number) => `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
  const zeros = (n: number) => p.slice(0, n).every((part) => part === 0);
  const found: string[] = [];
  if (zeros(5) && (p[5] === 0 || p[5] === 0xffff)) found.push(v4(p[6], p[7]));
  if (zeros(4) && p[4] === 0xffff && p[5] === 0) found.push(v4(p[6], p[7]));
  if (p[0] === 0x64 && p[1] === 0xff9b) found.push(v4(p[6], p[7]));
  if (p[0] === 0x2002) found.push(v4(p[1], p[2]));
  if (p[0] === 0x2001 && p[1] === 0) found.push(v4(p[2], p[3]), v4(p[6] ^ 0xffff, p[7] ^ 0xffff));
  return found;
}

/** True for IP literals (v4 or bracketed/bare v6) that are not public internet addresses, or carry one. */
export function isNonPublicIp(host: string): boolean {
  const bare = host.startsWith("[") && host.endsWith("]") ? host.slice(1, -1) : host;
  if (isIPv4(bare)) return nonPublic.check(bare, "ipv4");
  if (!isIPv6(bare)) return false;
  let address: ipaddr.IPv6;
  try {
    address = ipaddr.IPv6.parse(bare);
  } catch {
    return true; // Node reads it as IPv6 but ipaddr.js cannot: refuse rather than guess.
  }
  if (nonPublic.check(address.toNormalizedString(), "ipv6")) return true;
  if (embeddedIpv4(address).some((v4) => nonPublic.check(v4, "ipv4"))) return true;
  return !PUBLIC_IPV6_RANGES.has(address.range());
}

/**
 * Wildcard-DNS services whose names resolve to whatever address they spell (`127.0.0.1.nip.io`,
 * `app-7f000001.nip.io`) or always to loopback (`localtest.me`, `lvh.me`), and DNS-rebinding helpers.
 */
const WILDCARD_DNS = [
  "nip.io", "sslip.io", "xip.io", "nip.direct", "traefik.me", "localtest.me", "lvh.me", "vcap.me", "lacolhost.com",
  "localho.st", "fuf.me", "1u.ms", "rbndr.us", "local.gd", "localhost.direct", "lcl.host", "smackaho.st",
];

/**
 * A non-public IPv4 spelled in decimal inside a hostname: `10.0.0.1.example.com`, `app-192-168-1-1.example.net`.
 * (Hex spellings like `7f000001.nip.io` are left to the service list: eight hex digits are too common in real names.)
 */
function embedsNonPublicIpv4(hostname: string): boolean {
  for (const match of hostname.matchAll(/(?<![0-9a-z])(\d{1,3})[.-](\d{1,3})[.-](\d{1,3})[.-](\d{1,3})(?![0-9a-z])/g)) {
    const v4 = match.slice(1, 5).join(".");
    if (isIPv4(v4) && nonPublic.check(v4, "ipv4")) return true;
  }
  return false;
}

/** A name that resolves to a loopback or private address by construction (not by the owner's DNS records). */
export function isLoopbackAlias(hostname: string): boolean {
  return WILDCARD_DNS.some((suffix) => hostname === suffix || hostname.endsWith(`.${suffix}`)) || embedsNonPublicIpv4(hostname);
}

const SCRIPTS = [
  "Latin", "Greek", "Cyrillic", "Armenian", "Hebrew", "Arabic", "Devanagari", "Bengali", "Thai", "Georgian", "Hangul",
  "Hiragana", "Katakana", "Han", "Bopomofo", "Cherokee", "Ethiopic",
] as const;
const SCRIPT_PATTERNS = SCRIPTS.map((script) => [script, new RegExp(`\\p{Script_Extensions=${script}}`, "u")] as const);
/** Scripts that are written together (Chrome's IDN policy): Latin with Japanese, Korean or Chinese characters. */
const COMPATIBLE = [
  new Set(["Latin", "Han", "Hiragana", "Katakana"]),
  new Set(["Latin", "Han", "Hangul"]),
  new Set(["Latin", "Han", "Bopomofo"]),
];
/** Cyrillic and Greek letters that look like Latin ones: a label made only of them imitates a Latin name. */
const LATIN_LOOKALIKES = /^[\d\-\u0430\u0441\u0501\u0435\u04bb\u0456\u0458\u04cf\u043e\u0440\u051b\u0455\u051d\u0445\u0443\u044a\u044c\u04bd\u043f\u0433\u0475\u0461\u03b1\u03b5\u03b9\u03ba\u03bd\u03bf\u03c1\u03c4\u03c5\u03c7]+$/u;

function scriptsOf(label: string): Set<string> {
  const scripts = new Set<string>();
  for (const char of label) {
    if (!/\p{L}/u.test(char)) continue;
    scripts.add(SCRIPT_PATTERNS.find(([, pattern]) => pattern.test(char))?.[0] ?? "Other");
  }
  return scripts;
}

/**
 * A homograph: a label mixing scripts that are not written together (`pаypal` with a Cyrillic `а`), or a label
 * written only with Cyrillic/Greek letters that look Latin (`аррӏе`) under a top-level domain not of that script.
 */
export function isLookalikeHostname(hostname: string): boolean {
  if (!hostname.includes("xn--")) return false;
  const labels = domainToUnicode(hostname).split(".");
  const tldScripts = scriptsOf(labels.at(-1) ?? "");
  return labels.some((label) => {
    const scripts = scriptsOf(label);
    if (scripts.size > 1 && !COMPATIBLE.some((set) => [...scripts].every((s) => set.has(s)))) return true;
    return LATIN_LOOKALIKES.test(label) && /\p{L}/u.test(label) && !tldScripts.has([...scripts][0] ?? "");
  });
}

/**
 * The skeleton of UTS #39 (Unicode security mechanisms): NFD, each character replaced by the one it is confusable with
 * (Unicode's confusables data, shipped by unhomoglyph), NFD again. Two strings that look alike have the same skeleton.
 */
export function skeleton(text: string): string {
  return unhomoglyph(text.normalize("NFD")).normalize("NFD");
}

const ASCII = /^[\x00-\x7f]*$/;
/** What separates the parts of a URL: a label holding a look-alike of one disguises where the host really ends. */
const URL_SYNTAX = /[/\\.:?#@]/;

/**
 * A host whose Unicode labels imitate something else, by the skeleton rules of UTS #39:
 * - "syntax": a character that looks like a slash, dot or colon (`microsoft.com\u2215login.evil.example`);
 * - "confusable": a non-ASCII label that looks exactly like an ASCII one (`\u0131cloud.com` with a dotless \u0131,
 *   `\u0455hop.com` with a Cyrillic \u0455). A label in the script of its top-level domain is that script's own word
 *   (`\u0430\u0440\u0440\u04cf\u0435.\u0440\u0444`), except for Latin, whose look-alikes are exactly the trick.
 */
export function confusableHostname(hostname: string): "syntax" | "confusable" | null {
  if (!hostname.includes("xn--")) return null;
  const labels = domainToUnicode(hostname).split(".");
  const tldScripts = scriptsOf(labels.at(-1) ?? "");
  for (const label of labels) {
    if (ASCII.test(label)) continue;
    for (const char of label) if (!ASCII.test(char) && URL_SYNTAX.test(skeleton(char))) return "syntax";
    if (!ASCII.test(skeleton(label))) continue;
    const scripts = scriptsOf(label);
    const nativeToTld = scripts.size === 1 && !scripts.has("Latin") && tldScripts.has([...scripts][0] ?? "");
    if (!nativeToTld) return "confusable";
  }
  return null;
}

export function isIpLiteral(host: string): boolean {
  const bare = host.startsWith("[") && host.endsWith("]") ? host.slice(1, -1) : host;
  return isIPv4(bare) || isIPv6(bare);
}

export function isLocalHostname(hostname: string): boolean {
  return LOCAL_NAMES.has(hostname) || LOCAL_SUFFIXES.some((suffix) => hostname.endsWith(suffix));
}

/** A public DNS name: at least two labels, valid label characters, an alphabetic (or punycode) top-level domain. */
export function isPublicDomainName(hostname: string): boolean {
  if (hostname.length > 253) return false;
  const labels = hostname.split(".");
  if (labels.length < 2) return false;
  return labels.every((label) => LABEL.test(label)) && TLD.test(labels.at(-1) ?? "");
}

/** Validates and normalises a target URL; never throws. */
export async function checkTarget(raw: string, context: TargetContext = {}): Promise<TargetCheck> {
  const input = raw.trim();
  if (!input) return { ok: false, message: TARGET_MESSAGES.empty };
  if (input.length > MAX_TARGET_LENGTH) return { ok: false, message: TARGET_MESSAGES.tooLong };
  // A URL parser drops tabs and line breaks without a word, which would shorten another address than the one typed.
  if (/[\t\n\r\f\v\u2028\u2029]/.test(input)) return { ok: false, message: TARGET_MESSAGES.lineBreak };
  // Spaces in the path, query or fragment are percent-encoded by the parser (a%20b); in the domain they make no URL.
  const written = withScheme(input);
  const authority = written.slice(written.indexOf("//") + 2).split(/[/?#]/, 1)[0] ?? "";
  if (/\s/.test(authority)) return { ok: false, message: TARGET_MESSAGES.invalid };

  let url: URL;
  try {
    url = new URL(written);
  } catch {
    return { ok: false, message: TARGET_MESSAGES.invalid };
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return { ok: false, message: TARGET_MESSAGES.scheme };
  if (url.username || url.password) return { ok: false, message: TARGET_MESSAGES.credentials };
  if (url.href.length > MAX_TARGET_LENGTH) return { ok: false, message: TARGET_MESSAGES.tooLong };

  const hostname = canonicalHostname(url.hostname);
  const ours = new URL(`http://${context.siteHost ?? new URL(site.url).host}`);
  if (hostname === canonicalHostname(ours.hostname)) {
    // Our short links are loops on any port; our own pages are fine targets (even when the site runs on localhost).
    if (shortPathTarget(url)?.kind === "site") return { ok: false, message: TARGET_MESSAGES.loop };
    if (url.port === ours.port) return { ok: true, url: url.href };
  }

  if (isIpLiteral(hostname)) {
    return isNonPublicIp(hostname) ? { ok: false, message: TARGET_MESSAGES.private } : { ok: true, url: url.href };
  }
  if (isLocalHostname(hostname) || isLoopbackAlias(hostname)) return { ok: false, message: TARGET_MESSAGES.private };
  if (!isPublicDomainName(hostname)) return { ok: false, message: TARGET_MESSAGES.invalid };
  if (isLookalikeHostname(hostname)) return { ok: false, message: TARGET_MESSAGES.lookalike };
  const confusable = confusableHostname(hostname);
  if (confusable) return { ok: false, message: confusable === "syntax" ? TARGET_MESSAGES.syntaxLookalike : TARGET_MESSAGES.confusable };

  const blocked = blockedReason(hostname);
  if (blocked) return { ok: false, message: BLOCK_MESSAGES[blocked] };
  if (context.isShortLinkDomain && (await context.isShortLinkDomain(hostname))) {
    return { ok: false, message: TARGET_MESSAGES.loop };
  }
  return { ok: true, url: url.href };
}

import { MAX_BODY_BYTES } from "@/lib/platform/body-limit";
import { BodyTooLargeError, UserFacingError } from "@/lib/platform/errors";
import "server-only";
import ipaddr from "ipaddr.js";
import { serverEnv } from "@/lib/platform/config/env";

/**
 * The client, as every per-client limit counts it (sign-in, sign-up and reset throttles, a protected link's guesses,
 * the free daily allowance of a network, AI trials, one-time links): its IPv4 address, or the /64 network of its IPv6
 * address. server.ts replaces X-Forwarded-For with the one address it trusts (forwardedClient) and drops X-Real-IP on
 * every request, so the header holds exactly that here.
 */
export function clientIp(headers: Pick<Headers, "get">): string {
  return clientOfAddress(headers.get("x-forwarded-for")?.trim() || "unknown");
}

/**
 * An address as limits count clients. An IPv6 subscriber is given a /64 network at least and may use any of its 2^64
 * addresses, so a limit per IPv6 address would be no limit: the network is the client ("2001:db8:1:2::/64"). An IPv4
 * address, or one written as IPv6 ("::ffff:203.0.113.7"), is itself. Anything else is kept as it is.
 */
export function clientOfAddress(address: string): string {
  if (!ipaddr.IPv6.isValid(address)) return address;
  const v6 = ipaddr.IPv6.parse(address);
  if (v6.isIPv4MappedAddress()) return v6.toIPv4Address().toString();
  return `${ipaddr.fromByteArray(v6.toByteArray().fill(0, 8)).toString()}/64`;
}

/** How many reverse proxies we control stand in front of the server (TRUST_PROXY; 0: none, the socket is the client). */
export function trustedProxies(): number {
  return serverEnv().TRUST_PROXY;
}

/** TRUST_PROXY: a reverse proxy/CDN we control sets the client's IP and country headers. */
export function trustsProxy(): boolean {
  return trustedProxies() > 0;
}

/**
 * The client's address in X-Forwarded-For behind `proxies` proxies that each append the address they were reached
 * from: the entry that many places from the right (entries to its left are whatever the client sent, and may be
 * anything). Fewer entries than proxies (a request that skipped the outer ones): the leftmost, which a proxy wrote.
 * Null without an entry.
 */
export function forwardedClient(header: string | readonly string[] | undefined, proxies: number): string | null {
  const entries = (typeof header === "string" ? [header] : (header ?? [])).flatMap((h) => h.split(",")).map((e) => e.trim()).filter(Boolean);
  if (entries.length === 0 || proxies < 1) return null;
  return entries[Math.max(0, entries.length - proxies)]!;
}

/**
 * Country code from a proxy/CDN header (Cloudflare, Vercel, or a generic one), only when TRUST_PROXY says such a
 * proxy is in front of us: without one, anyone could write any country into our analytics.
 */
export function clientCountry(headers: Pick<Headers, "get">): string | null {
  if (!trustsProxy()) return null;
  const value = headers.get("cf-ipcountry") ?? headers.get("x-vercel-ip-country") ?? headers.get("x-country-code");
  return value && /^[A-Za-z]{2}$/.test(value) && value.toUpperCase() !== "XX" ? value.toUpperCase() : null;
}

/**
 * The body's bytes, reading at most `maxBytes`: by the declared Content-Length when there is one, else while it streams
 * in, so an endless or huge body is cut off before it is buffered or parsed. Throws BodyTooLargeError.
 */
export async function readBodyBytes(request: Request, maxBytes = MAX_BODY_BYTES): Promise<Buffer> {
  const declared = Number(request.headers.get("content-length") ?? NaN);
  if (Number.isFinite(declared) && declared > maxBytes) throw new BodyTooLargeError();
  const chunks: Uint8Array[] = [];
  let received = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      received += value.byteLength;
      if (received > maxBytes) {
        await reader.cancel();
        throw new BodyTooLargeError();
      }
      chunks.push(value);
    }
  }
  return Buffer.concat(chunks);
}

/** The body as UTF-8 text, reading at most `maxBytes` (readBodyBytes). */
export async function readBodyText(request: Request, maxBytes = MAX_BODY_BYTES): Promise<string> {
  return (await readBodyBytes(request, maxBytes)).toString("utf8");
}

export const INVALID_JSON_MESSAGE = "This request's body is not valid JSON, so nothing was done. Please reload the page and try again.";

/**
 * A JSON body of the site's own route handlers, parsed. Throws BodyTooLargeError (413) past `maxBytes`, and a
 * UserFacingError saying so (400) when the body is not JSON, rather than letting a field's check misname the problem.
 */
export async function readJson(request: Request, maxBytes = MAX_BODY_BYTES): Promise<unknown> {
  const text = await readBodyText(request, maxBytes);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new UserFacingError(INVALID_JSON_MESSAGE);
  }
}

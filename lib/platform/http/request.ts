import { MAX_BODY_BYTES } from "@/lib/platform/body-limit";
import { BodyTooLargeError } from "@/lib/platform/errors";
import "server-only";
import { serverEnv } from "@/lib/platform/config/env";

/**
 * The client's IP address. server.ts overwrites X-Forwarded-For with the socket address unless TRUST_PROXY is set,
 * so the first entry is trustworthy here.
 */
export function clientIp(headers: Pick<Headers, "get">): string {
  const forwarded = headers.get("x-forwarded-for");
  const first = forwarded?.split(",")[0]?.trim();
  return first || headers.get("x-real-ip") || "unknown";
}

/** TRUST_PROXY=1 (or true): a reverse proxy/CDN we control sets the client's IP and country headers. */
export function trustsProxy(): boolean {
  return serverEnv().TRUST_PROXY;
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

/** A JSON body of the site's own route handlers: the parsed value, null when it is not JSON. Throws BodyTooLargeError. */
export async function readJsonOrNull(request: Request, maxBytes = MAX_BODY_BYTES): Promise<unknown> {
  const text = await readBodyText(request, maxBytes);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/**
 * The client's IP address. server.ts overwrites X-Forwarded-For with the socket address unless TRUST_PROXY is set,
 * so the first entry is trustworthy here.
 */
export function clientIp(headers: Headers): string {
  const forwarded = headers.get("x-forwarded-for");
  const first = forwarded?.split(",")[0]?.trim();
  return first || headers.get("x-real-ip") || "unknown";
}

/** TRUST_PROXY=1 (or true): a reverse proxy/CDN we control sets the client's IP and country headers. */
export function trustsProxy(): boolean {
  return process.env.TRUST_PROXY === "1" || process.env.TRUST_PROXY === "true";
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

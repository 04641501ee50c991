/**
 * The client's IP address. server.ts overwrites X-Forwarded-For with the socket address unless TRUST_PROXY is set,
 * so the first entry is trustworthy here.
 */
export function clientIp(headers: Headers): string {
  const forwarded = headers.get("x-forwarded-for");
  const first = forwarded?.split(",")[0]?.trim();
  return first || headers.get("x-real-ip") || "unknown";
}

/** Country code from a trusted proxy/CDN header (Cloudflare, Vercel, or a generic one), if any. */
export function clientCountry(headers: Pick<Headers, "get">): string | null {
  const value = headers.get("cf-ipcountry") ?? headers.get("x-vercel-ip-country") ?? headers.get("x-country-code");
  return value && /^[A-Za-z]{2}$/.test(value) && value.toUpperCase() !== "XX" ? value.toUpperCase() : null;
}

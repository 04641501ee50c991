/**
 * How a visit reached a short link: a click on the link itself, or a scan of the link's QR code. The QR codes we
 * make encode the short URL with SCAN_QUERY appended; the redirect counts a visit carrying it as a scan and never
 * passes it on (docs/product.md, URL Shortener). Its own module, free of imports, so that the redirect's hot path
 * loads nothing else of the shortener.
 */

export const TRIGGERS = ["click", "scan"] as const;
export type Trigger = (typeof TRIGGERS)[number];

export const SCAN_PARAM = "qr";
export const SCAN_QUERY = `${SCAN_PARAM}=1`;

/** What a link's QR code encodes: the short URL (which never has a query of its own) with `?qr=1`. */
export function scanUrlOf(shortUrl: string): string {
  return `${shortUrl}${shortUrl.includes("?") ? "&" : "?"}${SCAN_QUERY}`;
}

/**
 * Whether a request path (`/s/{code}?…` or `/{code}?…`) is a visit through the QR code: its query has `qr=1`, in
 * any position. Costs nothing for the usual path without a query.
 */
export function isScanPath(path: string): boolean {
  const start = path.indexOf("?");
  if (start < 0) return false;
  const hash = path.indexOf("#");
  if (hash >= 0 && hash < start) return false;
  const query = path.slice(start + 1, hash < 0 ? undefined : hash);
  if (!query.includes(SCAN_PARAM)) return false;
  return new URLSearchParams(query).getAll(SCAN_PARAM).includes("1");
}

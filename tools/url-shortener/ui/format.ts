import { formatUtcMinute } from "@/lib/engines/time/utc-dates";

/**
 * Display helpers shared by the link list, the link table and the analytics page. Dates are UTC
 * (`lib/engines/time/utc-dates.ts`), never the viewer's zone: the server renders them too, and a browser in another
 * zone would read another day, a mismatch that makes React throw the server's HTML away.
 */

export function formatCount(n: number): string {
  return n.toLocaleString("en-US");
}

export function clicksLabel(n: number): string {
  return `${formatCount(n)} ${n === 1 ? "click" : "clicks"}`;
}

export function scansLabel(n: number): string {
  return `${formatCount(n)} ${n === 1 ? "scan" : "scans"}`;
}

/** The URL without its scheme, for compact display. */
export function displayUrl(url: string): string {
  return url.replace(/^https?:\/\//, "");
}

/** `Dec 31, 2026, 23:59 UTC`: an instant written the same on the server and in every browser. */
export function formatUtc(iso: string): string {
  return `${formatUtcMinute(iso)} UTC`;
}

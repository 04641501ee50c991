import { percentile } from "../lib/harness";
import { ms2, table } from "./format";
import { BROWSER_HEADERS, get } from "./http";
import { SETTINGS } from "./settings";

/** Server response time: time to first byte of sequential GETs after a warm-up (reported; no target). */

export interface Timing {
  route: string;
  samples: number;
  ttfb: { median: number; p95: number; min: number; max: number };
  /** Median time to the last byte (the whole compressed document). */
  totalMedian: number;
  statuses: number[];
}

export async function measureTiming(route: string): Promise<Timing> {
  const headers = { ...BROWSER_HEADERS, "accept-encoding": "gzip, deflate, br" };
  for (let i = 0; i < SETTINGS.warmup; i++) await get(route, headers);
  const ttfb: number[] = [];
  const totals: number[] = [];
  const statuses = new Set<number>();
  for (let i = 0; i < SETTINGS.samples; i++) {
    const response = await get(route, headers);
    ttfb.push(response.ttfb);
    totals.push(response.total);
    statuses.add(response.status);
  }
  ttfb.sort((a, b) => a - b);
  totals.sort((a, b) => a - b);
  return {
    route,
    samples: SETTINGS.samples,
    ttfb: { median: percentile(ttfb, 50), p95: percentile(ttfb, 95), min: ttfb[0] ?? Number.NaN, max: ttfb.at(-1) ?? Number.NaN },
    totalMedian: percentile(totals, 50),
    statuses: [...statuses],
  };
}

export function printTimings(timings: readonly Timing[]): void {
  console.log(`\nServer response time: ${SETTINGS.samples} sequential GETs per route after ${SETTINGS.warmup} warm-up, keep-alive, gzip accepted (no target)`);
  console.log(
    table(
      ["route", "TTFB median", "TTFB p95", "min", "max", "last byte median"],
      timings.map((t) => [t.route, ms2(t.ttfb.median), ms2(t.ttfb.p95), ms2(t.ttfb.min), ms2(t.ttfb.max), ms2(t.totalMedian)]),
    ),
  );
}

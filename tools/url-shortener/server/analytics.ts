import "server-only";
import { csvCell } from "@/lib/csv";
import { prisma, Prisma } from "@/lib/db";
import { findOwnedLink } from "@/tools/url-shortener/server/manage";
import { toLinkView, type LinkView, type Owner } from "@/tools/url-shortener/server/view";
import { z } from "@/lib/zod";
import { USAGE_RETENTION_DAYS } from "@/lib/legal";
import type { AnalyticsLevel } from "@/lib/plans";

/**
 * Link analytics for owners, by plan (docs/product.md §3): free → totals; Basic → + human clicks over time; Premium → +
 * referrers, countries, devices, browsers, operating systems and the CSV export. Bots are counted apart and left out
 * of the charts. The time series and the breakdowns cover one range (last 24 hours, 7, 30 or 90 days, or all the
 * link's life within the retention period): hourly for 24 h and 7 d, daily otherwise. Hours and days are UTC.
 */

export const TIMESERIES_DAYS = 30;
export const TOP_N = 10;

export const ANALYTICS_RANGES = ["24h", "7d", "30d", "90d", "all"] as const;
export type AnalyticsRange = (typeof ANALYTICS_RANGES)[number];
export const DEFAULT_RANGE: AnalyticsRange = "30d";
/** `?range=` of the analytics page: one of the ranges, anything else (missing, mistyped, repeated) the default. */
export const rangeParamSchema = z.enum(ANALYTICS_RANGES).catch(DEFAULT_RANGE);

export const RANGE_LABEL: Record<AnalyticsRange, string> = {
  "24h": "Last 24 hours",
  "7d": "Last 7 days",
  "30d": "Last 30 days",
  "90d": "Last 90 days",
  all: "All time",
};

export type SeriesUnit = "hour" | "day";

export interface Bucket {
  label: string;
  clicks: number;
}

export interface DailyClicks {
  /** YYYY-MM-DD (UTC). */
  day: string;
  clicks: number;
}

export interface SeriesPoint {
  /** Start of the hour or day, ISO 8601 UTC (e.g. 2026-05-20T14:00:00Z). */
  start: string;
  clicks: number;
}

export interface ClickSeries {
  range: AnalyticsRange;
  unit: SeriesUnit;
  /** Oldest first, zeros included. */
  points: SeriesPoint[];
}

export type Dimension = "referrers" | "countries" | "devices" | "browsers" | "os";

export interface LinkAnalytics {
  link: LinkView;
  deleted: boolean;
  level: AnalyticsLevel;
  range: AnalyticsRange;
  totals: { human: number; bot: number };
  /** Human clicks since 00:00 UTC (null on the totals level). */
  today: number | null;
  series: ClickSeries | null;
  breakdowns: Record<Dimension, Bucket[]> | null;
}

const COLUMN: Record<Dimension, string> = {
  referrers: "referrerHost",
  countries: "country",
  devices: "device",
  browsers: "browser",
  os: "os",
};

export const UNKNOWN_LABEL: Record<Dimension, string> = {
  referrers: "Direct or unknown",
  countries: "Unknown",
  devices: "Unknown",
  browsers: "Unknown",
  os: "Unknown",
};

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

function startOfUtcDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

/**
 * The buckets of `range` ending with the current hour or day: `start` and `last` are the first and the last
 * bucket's start. "all" starts on the link's creation day, or USAGE_RETENTION_DAYS ago for older links.
 */
export function rangeWindow(range: AnalyticsRange, now: Date, createdAt: Date): { unit: SeriesUnit; start: Date; last: Date } {
  if (range === "24h" || range === "7d") {
    const last = new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS);
    const hours = range === "24h" ? 24 : 7 * 24;
    return { unit: "hour", start: new Date(last.getTime() - (hours - 1) * HOUR_MS), last };
  }
  const last = startOfUtcDay(now);
  const days = range === "30d" ? 30 : range === "90d" ? 90 : USAGE_RETENTION_DAYS;
  let start = new Date(last.getTime() - (days - 1) * DAY_MS);
  if (range === "all") start = new Date(Math.min(last.getTime(), Math.max(start.getTime(), startOfUtcDay(createdAt).getTime())));
  return { unit: "day", start, last };
}

/** Human clicks per hour or day from `start` to `last` (bucket starts, UTC), zeros included, oldest first. */
export async function clickSeries(linkId: string, unit: SeriesUnit, start: Date, last: Date): Promise<SeriesPoint[]> {
  const step = Prisma.raw(unit === "hour" ? "interval '1 hour'" : "interval '1 day'");
  const trunc = Prisma.raw(unit === "hour" ? "'hour'" : "'day'");
  const rows = await prisma.$queryRaw<{ start: string; clicks: number }[]>`
    SELECT to_char(b.start, 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "start", COALESCE(c.clicks, 0)::int AS "clicks"
    FROM generate_series(${start}::timestamp, ${last}::timestamp, ${step}) AS b(start)
    LEFT JOIN (
      SELECT date_trunc(${trunc}, "at") AS start, sum("count") AS clicks
      FROM "Click"
      WHERE "linkId" = ${linkId} AND NOT "bot" AND "at" >= ${start}::timestamp
      GROUP BY 1
    ) c ON c.start = b.start
    ORDER BY b.start`;
  return rows.map((r) => ({ start: r.start, clicks: Number(r.clicks) }));
}

/** Human clicks per UTC day for the `days` days ending today (zeros included), oldest first. */
export async function dailyClicks(linkId: string, days = TIMESERIES_DAYS, now = new Date()): Promise<DailyClicks[]> {
  const last = startOfUtcDay(now);
  const points = await clickSeries(linkId, "day", new Date(last.getTime() - (days - 1) * DAY_MS), last);
  return points.map((p) => ({ day: p.start.slice(0, 10), clicks: p.clicks }));
}

/** The top values of one dimension among human clicks (since `since`, or all time), unknown values grouped under one label. */
export async function topValues(linkId: string, dimension: Dimension, limit = TOP_N, since: Date | null = null): Promise<Bucket[]> {
  const column = Prisma.raw(`"${COLUMN[dimension]}"`);
  const after = since ? Prisma.sql`AND "at" >= ${since}::timestamp` : Prisma.empty;
  const rows = await prisma.$queryRaw<{ label: string | null; clicks: number }[]>`
    SELECT ${column} AS "label", sum("count")::int AS "clicks"
    FROM "Click"
    WHERE "linkId" = ${linkId} AND NOT "bot" ${after}
    GROUP BY 1
    ORDER BY 2 DESC, 1 ASC NULLS LAST
    LIMIT ${limit}`;
  return rows.map((r) => ({ label: r.label ?? UNKNOWN_LABEL[dimension], clicks: Number(r.clicks) }));
}

async function clicksSince(linkId: string, since: Date): Promise<number> {
  const [row] = await prisma.$queryRaw<{ clicks: number }[]>`
    SELECT COALESCE(sum("count"), 0)::int AS "clicks" FROM "Click" WHERE "linkId" = ${linkId} AND NOT "bot" AND "at" >= ${since}::timestamp`;
  return Number(row?.clicks ?? 0);
}

export interface AnalyticsOptions {
  range?: AnalyticsRange;
  now?: Date;
  /** Breakdowns over every click ever recorded instead of the range (the REST API's stats). */
  breakdownsAllTime?: boolean;
}

/**
 * Analytics of one of `owner`'s links at `level`, over `range`. Deleted links stay viewable by their owner (their
 * short URL answers 410, their history is still theirs).
 */
export async function getLinkAnalytics(
  owner: Owner,
  linkId: string,
  level: AnalyticsLevel,
  { range = DEFAULT_RANGE, now = new Date(), breakdownsAllTime = false }: AnalyticsOptions = {},
): Promise<LinkAnalytics> {
  const link = await findOwnedLink(owner, linkId, { includeDeleted: true });
  const span = rangeWindow(range, now, link.createdAt);
  let series: ClickSeries | null = null;
  let today: number | null = null;
  let breakdowns: LinkAnalytics["breakdowns"] = null;
  if (level !== "totals") {
    const dims = Object.keys(COLUMN) as Dimension[];
    const since = breakdownsAllTime ? null : span.start;
    const [points, clicksToday, values] = await Promise.all([
      clickSeries(link.id, span.unit, span.start, span.last),
      clicksSince(link.id, startOfUtcDay(now)),
      level === "full" ? Promise.all(dims.map((d) => topValues(link.id, d, TOP_N, since))) : null,
    ]);
    series = { range, unit: span.unit, points };
    today = clicksToday;
    if (values) breakdowns = Object.fromEntries(dims.map((d, i) => [d, values[i]])) as Record<Dimension, Bucket[]>;
  }
  return {
    link: toLinkView(link),
    deleted: link.deletedAt !== null,
    level,
    range,
    totals: { human: link.humanClicks, bot: link.botClicks },
    today,
    series,
    breakdowns,
  };
}

/** The all-time click totals of one of `owner`'s links (deleted ones included): what the live analytics page polls. */
export async function linkClickTotals(owner: Owner, linkId: string): Promise<{ human: number; bot: number }> {
  const link = await findOwnedLink(owner, linkId, { includeDeleted: true });
  return { human: link.humanClicks, bot: link.botClicks };
}

const CSV_HEADER = "time_utc,referrer,country,device,browser,os,bot\n";
const CSV_BATCH = 5_000;

/** Every click of a link as CSV, oldest first, read in batches (works for links with millions of clicks). */
export async function* clicksCsv(linkId: string): AsyncGenerator<string> {
  yield CSV_HEADER;
  let after: bigint | null = null;
  for (;;) {
    const rows: { id: bigint; at: Date; referrerHost: string | null; country: string | null; device: string | null; browser: string | null; os: string | null; bot: boolean; count: number }[] =
      await prisma.click.findMany({
        where: { linkId, ...(after !== null ? { id: { gt: after } } : {}) },
        orderBy: { id: "asc" },
        take: CSV_BATCH,
      });
    if (!rows.length) return;
    let chunk = "";
    for (const r of rows) {
      // One line per click: a row folding identical clicks of one second is written out `count` times.
      const line = `${r.at.toISOString()},${csvCell(r.referrerHost)},${csvCell(r.country)},${csvCell(r.device)},${csvCell(r.browser)},${csvCell(r.os)},${r.bot}\n`;
      chunk += r.count === 1 ? line : line.repeat(r.count);
    }
    yield chunk;
    const last = rows.at(-1);
    if (!last || rows.length < CSV_BATCH) return;
    after = last.id;
  }
}

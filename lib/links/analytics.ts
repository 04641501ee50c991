import { csvCell } from "@/lib/csv";
import { prisma, Prisma } from "@/lib/db";
import { findOwnedLink } from "@/lib/links/manage";
import { toLinkView, type LinkView, type Owner } from "@/lib/links/view";
import type { AnalyticsLevel } from "@/lib/plans";

/**
 * Link analytics for owners, by plan (PRODUCT.md §3): free → totals; Basic → + human clicks per day over the last
 * 30 days; Premium → + referrers, countries, devices, browsers, operating systems and the CSV export. Bots are
 * counted apart and left out of the charts. Days are UTC days.
 */

export const TIMESERIES_DAYS = 30;
export const TOP_N = 10;

export interface Bucket {
  label: string;
  clicks: number;
}

export interface DailyClicks {
  /** YYYY-MM-DD (UTC). */
  day: string;
  clicks: number;
}

export type Dimension = "referrers" | "countries" | "devices" | "browsers" | "os";

export interface LinkAnalytics {
  link: LinkView;
  deleted: boolean;
  level: AnalyticsLevel;
  totals: { human: number; bot: number };
  daily: DailyClicks[] | null;
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

/** Human clicks per UTC day for the `days` days ending today (zeros included), oldest first. */
export async function dailyClicks(linkId: string, days = TIMESERIES_DAYS, now = new Date()): Promise<DailyClicks[]> {
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const start = new Date(end.getTime() - (days - 1) * 86_400_000);
  const rows = await prisma.$queryRaw<{ day: string; clicks: number }[]>`
    SELECT to_char(d.day, 'YYYY-MM-DD') AS "day", COALESCE(c.clicks, 0)::int AS "clicks"
    FROM generate_series(${start}::timestamp, ${end}::timestamp, interval '1 day') AS d(day)
    LEFT JOIN (
      SELECT date_trunc('day', "at") AS day, sum("count") AS clicks
      FROM "Click"
      WHERE "linkId" = ${linkId} AND NOT "bot" AND "at" >= ${start}::timestamp
      GROUP BY 1
    ) c ON c.day = d.day
    ORDER BY d.day`;
  return rows.map((r) => ({ day: r.day, clicks: Number(r.clicks) }));
}

/** The top values of one dimension among human clicks (all time), unknown values grouped under one label. */
export async function topValues(linkId: string, dimension: Dimension, limit = TOP_N): Promise<Bucket[]> {
  const column = Prisma.raw(`"${COLUMN[dimension]}"`);
  const rows = await prisma.$queryRaw<{ label: string | null; clicks: number }[]>`
    SELECT ${column} AS "label", sum("count")::int AS "clicks"
    FROM "Click"
    WHERE "linkId" = ${linkId} AND NOT "bot"
    GROUP BY 1
    ORDER BY 2 DESC, 1 ASC NULLS LAST
    LIMIT ${limit}`;
  return rows.map((r) => ({ label: r.label ?? UNKNOWN_LABEL[dimension], clicks: Number(r.clicks) }));
}

/**
 * Analytics of one of `owner`'s links at `level`. Deleted links stay viewable by their owner (their short URL
 * answers 410, their history is still theirs).
 */
export async function getLinkAnalytics(owner: Owner, linkId: string, level: AnalyticsLevel, now = new Date()): Promise<LinkAnalytics> {
  const link = await findOwnedLink(owner, linkId, { includeDeleted: true });
  const daily = level === "totals" ? null : await dailyClicks(link.id, TIMESERIES_DAYS, now);
  let breakdowns: LinkAnalytics["breakdowns"] = null;
  if (level === "full") {
    const dims = Object.keys(COLUMN) as Dimension[];
    const values = await Promise.all(dims.map((d) => topValues(link.id, d)));
    breakdowns = Object.fromEntries(dims.map((d, i) => [d, values[i]])) as Record<Dimension, Bucket[]>;
  }
  return {
    link: toLinkView(link),
    deleted: link.deletedAt !== null,
    level,
    totals: { human: link.humanClicks, bot: link.botClicks },
    daily,
    breakdowns,
  };
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
    after = rows[rows.length - 1].id;
    if (rows.length < CSV_BATCH) return;
  }
}

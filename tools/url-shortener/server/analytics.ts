import "server-only";
import { csvLine } from "@/lib/engines/csv/write";
import { prisma, Prisma } from "@/lib/platform/db";
import { pgPool } from "@/lib/platform/db/pool";
import { findOwnedLink } from "@/tools/url-shortener/server/manage";
import { toLinkView, type LinkView, type Owner } from "@/tools/url-shortener/server/view";
import { z } from "@/lib/platform/zod";
import { CLICK_RETENTION_DAYS, type AnalyticsLevel } from "@/lib/domain/plans";
import { TRIGGERS, type Trigger } from "@/tools/url-shortener/logic/trigger";
import { FILTER_KEYS, hasFilter, type ClickFilter, type FilterKey } from "@/tools/url-shortener/logic/analytics-filter";
import { VALUE_HOURS_READ_DAYS } from "@/tools/url-shortener/redirect/click-partitions";

/**
 * Link analytics for owners, by plan (docs/product.md §3): free → totals; Basic → + human clicks over time; Premium → +
 * referrers, countries, devices, browsers, operating systems and the CSV export. Bots are counted apart and left out
 * of the charts. The time series and the breakdowns cover one range (last 24 hours, 7, 30 or 90 days, or all the
 * link's life within the plan's click retention): hourly for 24 h and 7 d, daily otherwise. Hours and days are UTC.
 *
 * Served from the rollups the "Click_rollup" trigger keeps exact in the inserting transaction (docs/architecture.md,
 * "Click retention and rollups"): the time series and today's count from "ClickHourly" (one row per link and hour),
 * the breakdowns from "ClickDaily" (per link, day, dimension and value) for whole days, corrected by the shorter
 * side of the range's first day when it starts on an hour (24 h and 7 d), read from "ClickValueHourly" (the same by
 * the hour, for the last days). The cost of a page follows the number of hours and values, not of clicks.
 *
 * Visits through the link's QR code (`?qr=1`) are scans, the others clicks (logic/trigger.ts). The rollups' and the
 * link's counters count both together with the scans among them, so every read can take clicks and scans together
 * (no trigger), clicks alone (total minus scans) or scans alone.
 *
 * With a filter by referrer, country, device, browser or OS (logic/analytics-filter.ts), every figure comes from the
 * days with visits of the filtered value (filterCover: one query on "ClickDaily"). A filter by one dimension reads the
 * pair rollup "ClickPairDaily" (per link, day, trigger, value and other value; computed for closed days by the
 * click-pairs job) for the days it holds exactly, and "ClickFacetDaily" (all five dimensions together, written by the
 * trigger) for the others: today, days not computed yet or changed by a late click. Two dimensions or more read the
 * facets of those days, over short ranges of their index. An hourly series (24 h, 7 d) reads "ClickValueHourly" for a
 * filter by one value, else the raw clicks of the range, filtered; so does the partial first day. Unfiltered views
 * never touch either (docs/architecture.md, "Click retention and rollups": "Pairs", "Filtered reads", "Hours by value").
 */

export const TIMESERIES_DAYS = 30;
export const TOP_N = 10;

export const ANALYTICS_RANGES = ["24h", "7d", "30d", "90d", "all"] as const;
export type AnalyticsRange = (typeof ANALYTICS_RANGES)[number];
export const DEFAULT_RANGE: AnalyticsRange = "30d";
/** `?range=` of the analytics page: one of the ranges, anything else (missing, mistyped, repeated) the default. */
export const rangeParamSchema = z.enum(ANALYTICS_RANGES).catch(DEFAULT_RANGE);

/** `?trigger=` of the analytics page and its export: click, scan, or anything else (missing, mistyped) both. */
export const triggerParamSchema = z.enum(TRIGGERS).nullable().catch(null);

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
  /** People's visits of the trigger asked for (clicks and scans together when none). */
  clicks: number;
  /** The scans among `clicks`. */
  scans: number;
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
  /** All time, every trigger: visits of people and of bots, and the scans among each (with a filter: of the matching visits still kept). */
  totals: VisitTotals;
  /** The trigger the series, today's count and the breakdowns are limited to, or null for both. */
  trigger: Trigger | null;
  /** The filter the totals, series, today's count and the breakdowns are limited to (empty: none). */
  filter: ClickFilter;
  /** Human clicks since 00:00 UTC (null on the totals level). */
  today: number | null;
  series: ClickSeries | null;
  breakdowns: Record<Dimension, Bucket[]> | null;
}

export interface VisitTotals {
  human: number;
  bot: number;
  humanScans: number;
  botScans: number;
}

/** The human visits of one trigger (or both) in a rollup row: the scans, or the rest, or all. */
function humanOf(trigger: Trigger | null): Prisma.Sql {
  return Prisma.raw(trigger === "scan" ? `"humanScans"` : trigger === "click" ? `("human" - "humanScans")` : `"human"`);
}

/** The scans among humanOf(trigger). */
function scansOf(trigger: Trigger | null): Prisma.Sql {
  return Prisma.raw(trigger === "click" ? "0" : `"humanScans"`);
}

/** Raw clicks of one trigger (or both). */
function rawTrigger(trigger: Trigger | null): Prisma.Sql {
  return trigger === "scan" ? Prisma.sql`AND "scan"` : trigger === "click" ? Prisma.sql`AND NOT "scan"` : Prisma.empty;
}

/** The columns of the filters, in "Click" and "ClickFacetDaily". */
const FILTER_COLUMN: Record<FilterKey, string> = { referrer: "referrerHost", country: "country", device: "device", browser: "browser", os: "os" };

/** The filter on "ClickFacetDaily" (unknown stored as ""), and its trigger as the "scan" key. */
function facetWhere(filter: ClickFilter, trigger: Trigger | null): Prisma.Sql {
  const parts = FILTER_KEYS.filter((key) => filter[key] !== undefined).map((key) => Prisma.sql` AND ${Prisma.raw(`"${FILTER_COLUMN[key]}"`)} = ${filter[key]}`);
  if (trigger) parts.push(trigger === "scan" ? Prisma.sql` AND "scan"` : Prisma.sql` AND NOT "scan"`);
  return parts.length ? Prisma.join(parts, "") : Prisma.empty;
}

/** The filter on raw "Click" rows (unknown stored as NULL). */
function rawWhere(filter: ClickFilter): Prisma.Sql {
  const parts = FILTER_KEYS.filter((key) => filter[key] !== undefined).map((key) => {
    const column = Prisma.raw(`"${FILTER_COLUMN[key]}"`);
    return filter[key] === "" ? Prisma.sql` AND ${column} IS NULL` : Prisma.sql` AND ${column} = ${filter[key]}`;
  });
  return parts.length ? Prisma.join(parts, "") : Prisma.empty;
}

/** The totals of one trigger (or both): what the REST API answers for `?trigger=`. */
export function totalsOf(totals: VisitTotals, trigger: Trigger | null): { human: number; bot: number } {
  if (trigger === "scan") return { human: totals.humanScans, bot: totals.botScans };
  if (trigger === "click") return { human: totals.human - totals.humanScans, bot: totals.bot - totals.botScans };
  return { human: totals.human, bot: totals.bot };
}

/** A series per UTC day (an hourly one's hours added up by day): the REST API's `daily`. */
export function dailyOf(series: ClickSeries): { day: string; clicks: number; scans: number }[] {
  const days = new Map<string, { day: string; clicks: number; scans: number }>();
  for (const point of series.points) {
    const day = point.start.slice(0, 10);
    const total = days.get(day) ?? { day, clicks: 0, scans: 0 };
    total.clicks += point.clicks;
    total.scans += point.scans;
    days.set(day, total);
  }
  return [...days.values()];
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

/** The longest click retention of any plan: the default span of "all". */
export const LONGEST_RETENTION_DAYS = Math.max(...Object.values(CLICK_RETENTION_DAYS));

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

function startOfUtcDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

/**
 * Whether the hours by value ("ClickValueHourly", which holds at least the last VALUE_HOURS_READ_DAYS days) answer
 * for [from, to): both ends start an hour, and `from` is recent enough. Measured against the clock, not a view's
 * `now`: what counts is what the table still holds.
 */
function inValueHours(from: Date, to: Date): boolean {
  return from.getTime() % HOUR_MS === 0 && to.getTime() % HOUR_MS === 0 && from.getTime() >= Date.now() - VALUE_HOURS_READ_DAYS * DAY_MS;
}

/**
 * The buckets of `range` ending with the current hour or day: `start` and `last` are the first and the last
 * bucket's start. "all" starts on the link's creation day, or `retentionDays` ago (the plan's click retention) for older links.
 */
export function rangeWindow(range: AnalyticsRange, now: Date, createdAt: Date, retentionDays: number = LONGEST_RETENTION_DAYS): { unit: SeriesUnit; start: Date; last: Date } {
  if (range === "24h" || range === "7d") {
    const last = new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS);
    const hours = range === "24h" ? 24 : 7 * 24;
    return { unit: "hour", start: new Date(last.getTime() - (hours - 1) * HOUR_MS), last };
  }
  const last = startOfUtcDay(now);
  const days = range === "30d" ? 30 : range === "90d" ? 90 : retentionDays;
  let start = new Date(last.getTime() - (days - 1) * DAY_MS);
  if (range === "all") start = new Date(Math.min(last.getTime(), Math.max(start.getTime(), startOfUtcDay(createdAt).getTime())));
  return { unit: "day", start, last };
}

/**
 * Human visits (of `trigger`, or both) per hour or day from `start` to `last` (bucket starts, UTC), with the scans
 * among them, zeros included, oldest first.
 */
export async function clickSeries(linkId: string, unit: SeriesUnit, start: Date, last: Date, trigger: Trigger | null = null): Promise<SeriesPoint[]> {
  const step = Prisma.raw(unit === "hour" ? "interval '1 hour'" : "interval '1 day'");
  const trunc = Prisma.raw(unit === "hour" ? "'hour'" : "'day'");
  const rows = await prisma.$queryRaw<{ start: string; clicks: number; scans: number }[]>`
    SELECT to_char(b.start, 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "start", COALESCE(c.clicks, 0)::int AS "clicks", COALESCE(c.scans, 0)::int AS "scans"
    FROM generate_series(${start}::timestamp, ${last}::timestamp, ${step}) AS b(start)
    LEFT JOIN (
      SELECT date_trunc(${trunc}, "hour") AS start, sum(${humanOf(trigger)}) AS clicks, sum(${scansOf(trigger)}) AS scans
      FROM "ClickHourly"
      WHERE "linkId" = ${linkId} AND "hour" >= ${start}::timestamp AND "hour" < ${last}::timestamp + ${step}
      GROUP BY 1
    ) c ON c.start = b.start
    ORDER BY b.start`;
  return rows.map((r) => ({ start: r.start, clicks: Number(r.clicks), scans: Number(r.scans) }));
}

/** Human clicks per UTC day for the `days` days ending today (zeros included), oldest first. */
export async function dailyClicks(linkId: string, days = TIMESERIES_DAYS, now = new Date()): Promise<DailyClicks[]> {
  const last = startOfUtcDay(now);
  const points = await clickSeries(linkId, "day", new Date(last.getTime() - (days - 1) * DAY_MS), last);
  return points.map((p) => ({ day: p.start.slice(0, 10), clicks: p.clicks }));
}

const DIMENSIONS = Object.keys(COLUMN) as Dimension[];

/**
 * The top `limit` values of each of `dimensions` among human clicks since `since` (or all time), in one query, from
 * the "ClickDaily" rollup and, when `since` falls inside a day, the shorter side of that day (at most 12 hours of one
 * link): either the days from the next midnight plus the hours up to it, or the days from `since`'s own midnight
 * minus the hours before `since`. Those hours come from "ClickValueHourly" when it holds them (whole hours of the
 * last days: the 24-hour and 7-day ranges), else from the raw clicks (one partition). All are exact. Ties go to the
 * alphabetically first value; unknown values (stored as "") come last among equals.
 */
export async function breakdowns(
  linkId: string,
  dimensions: readonly Dimension[],
  limit = TOP_N,
  since: Date | null = null,
  trigger: Trigger | null = null,
): Promise<Record<Dimension, Bucket[]>> {
  const dayStart = since ? new Date(Math.floor(since.getTime() / DAY_MS) * DAY_MS) : null;
  const partial = since && dayStart && since.getTime() > dayStart.getTime();
  // Subtract the morning when it is the shorter side of the day, add the evening otherwise.
  const subtract = partial && since.getTime() - dayStart.getTime() <= DAY_MS / 2;
  const rollupFrom = partial && !subtract ? new Date(dayStart.getTime() + DAY_MS) : dayStart;
  const fromRollup = rollupFrom ? Prisma.sql`AND "day" >= ${rollupFrom}::timestamp` : Prisma.empty;
  const [rawFrom, rawTo] = subtract ? [dayStart, since] : [since, rollupFrom];
  // The hours of that day from the hours by value when they hold them (the last days), else from the raw clicks.
  const partialDay = !partial
    ? Prisma.empty
    : inValueHours(rawFrom!, rawTo!)
      ? Prisma.sql`UNION ALL
        SELECT "dimension", "value", ${subtract ? Prisma.sql`-` : Prisma.empty}${humanOf(trigger)}
          FROM "ClickValueHourly"
         WHERE "linkId" = ${linkId} AND "hour" >= ${rawFrom}::timestamp AND "hour" < ${rawTo}::timestamp AND "dimension" = ANY(${dimensions}::text[])`
      : Prisma.sql`UNION ALL
        SELECT dimension, value, ${subtract ? Prisma.sql`-human` : Prisma.sql`human`} FROM (
          SELECT CASE WHEN GROUPING("referrerHost") = 0 THEN 'referrers' WHEN GROUPING("country") = 0 THEN 'countries'
                      WHEN GROUPING("device") = 0 THEN 'devices' WHEN GROUPING("browser") = 0 THEN 'browsers' ELSE 'os' END AS dimension,
                 COALESCE(CASE WHEN GROUPING("referrerHost") = 0 THEN "referrerHost" WHEN GROUPING("country") = 0 THEN "country"
                               WHEN GROUPING("device") = 0 THEN "device" WHEN GROUPING("browser") = 0 THEN "browser" ELSE "os" END, '') AS value,
                 sum("count") AS human
            FROM "Click"
           WHERE "linkId" = ${linkId} AND NOT "bot" ${rawTrigger(trigger)} AND "at" >= ${rawFrom}::timestamp AND "at" < ${rawTo}::timestamp
           GROUP BY GROUPING SETS (("referrerHost"), ("country"), ("device"), ("browser"), ("os"))
        ) raw WHERE dimension = ANY(${dimensions}::text[])`;
  const rows = await prisma.$queryRaw<{ dimension: Dimension; label: string | null; clicks: number }[]>`
    SELECT dimension, label, clicks::int AS clicks FROM (
      SELECT dimension, NULLIF(value, '') AS label, sum(human) AS clicks,
             row_number() OVER (PARTITION BY dimension ORDER BY sum(human) DESC, NULLIF(value, '') ASC NULLS LAST) AS rank
        FROM (
          SELECT "dimension" AS dimension, "value" AS value, ${humanOf(trigger)} AS human
            FROM "ClickDaily"
           WHERE "linkId" = ${linkId} AND ${humanOf(trigger)} > 0 AND "dimension" = ANY(${dimensions as Dimension[]}::text[]) ${fromRollup}
          ${partialDay}
        ) x
       GROUP BY dimension, value
      HAVING sum(human) > 0
    ) ranked
    WHERE rank <= ${limit}
    ORDER BY dimension, rank`;
  const result = Object.fromEntries(dimensions.map((d) => [d, [] as Bucket[]])) as Record<Dimension, Bucket[]>;
  for (const r of rows) result[r.dimension].push({ label: r.label ?? UNKNOWN_LABEL[r.dimension], clicks: Number(r.clicks) });
  return result;
}

/** The top values of one dimension among human clicks (since `since`, or all time), unknown values grouped under one label. */
export async function topValues(linkId: string, dimension: Dimension, limit = TOP_N, since: Date | null = null, trigger: Trigger | null = null): Promise<Bucket[]> {
  return (await breakdowns(linkId, [dimension], limit, since, trigger))[dimension];
}

async function clicksSince(linkId: string, since: Date, trigger: Trigger | null): Promise<number> {
  const [row] = await prisma.$queryRaw<{ clicks: number }[]>`
    SELECT COALESCE(sum(${humanOf(trigger)}), 0)::int AS "clicks" FROM "ClickHourly" WHERE "linkId" = ${linkId} AND "hour" >= ${since}::timestamp`;
  return Number(row?.clicks ?? 0);
}

/**
 * The days a filtered read covers and where each is read from: every day with visits of the filter's first value
 * ("ClickDaily", one row per day and tier), split into the days the pair rollup holds exactly (only for a filter by one
 * dimension: its diagonal, the value with itself, equals that day's "ClickDaily" counts, so no click came after the
 * job computed it; tools/url-shortener/redirect/click-pairs.ts) and the others (today, days not computed yet, days a
 * late click changed, and every day of a filter by two dimensions or more), read from the facets.
 */
export interface FilterCover {
  filter: ClickFilter;
  /** The filter's dimension and value when it has one dimension: the pair rollup applies. */
  pair: { dimension: Dimension; value: string } | null;
  /** Days read from the pair rollup. */
  pairDays: Date[];
  /** Days read from the facets. */
  facetDays: Date[];
  /** The tiers ("keepDays") of the days' rows: with the days, the leading keys of the facets' index. */
  tiers: number[];
}

const FILTER_DIMENSION: Record<FilterKey, Dimension> = { referrer: "referrers", country: "countries", device: "devices", browser: "browsers", os: "os" };

/** The filter's dimension and value when it filters by exactly one (what the pairs and the hours by value answer). */
function oneValueOf(filter: ClickFilter): { dimension: Dimension; value: string } | null {
  const keys = FILTER_KEYS.filter((key) => filter[key] !== undefined);
  return keys.length === 1 ? { dimension: FILTER_DIMENSION[keys[0]!], value: filter[keys[0]!]! } : null;
}

/**
 * The filter with its browser and OS names as this link's clicks were stored: "chrome" finds "Chrome", as people type
 * them (the other values are normalised when parsed: hosts lower-cased, countries upper-cased, devices an enum). A name
 * this link never saw is kept as given, and matches nothing. Read like the cover: the link's day rollup.
 */
export async function withStoredSpelling(linkId: string, filter: ClickFilter): Promise<ClickFilter> {
  const spelled = { ...filter };
  for (const key of ["browser", "os"] as const) {
    const value = filter[key];
    if (!value) continue;
    const [stored] = await prisma.$queryRaw<{ value: string }[]>`
      SELECT "value" FROM "ClickDaily" WHERE "linkId" = ${linkId} AND "dimension" = ${FILTER_DIMENSION[key]} AND lower("value") = lower(${value})
       ORDER BY "value" = ${value} DESC LIMIT 1`;
    if (stored) spelled[key] = stored.value;
  }
  return spelled;
}

export async function filterCover(linkId: string, filter: ClickFilter): Promise<FilterCover | null> {
  const keys = FILTER_KEYS.filter((key) => filter[key] !== undefined);
  if (!keys.length) return null;
  const dimension = FILTER_DIMENSION[keys[0]!];
  const value = filter[keys[0]!]!;
  const pair = oneValueOf(filter);
  const pairsMatch = pair
    ? Prisma.sql`COALESCE((SELECT sum("human") = d.human AND sum("bot") = d.bot FROM "ClickPairDaily"
                            WHERE "linkId" = ${linkId} AND "dimension" = ${dimension} AND "value" = ${value} AND "day" = d.day
                              AND "byDimension" = ${dimension} AND "byValue" = ${value}), false)`
    : Prisma.sql`false`;
  const rows = await prisma.$queryRaw<{ day: string; pairs: boolean; tiers: number[] }[]>`
    SELECT to_char(d.day, 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS day, ${pairsMatch} AS pairs, d.tiers
      FROM (SELECT "day" AS day, sum("human") AS human, sum("bot") AS bot, array_agg(DISTINCT "keepDays"::int) AS tiers
              FROM "ClickDaily" WHERE "linkId" = ${linkId} AND "dimension" = ${dimension} AND "value" = ${value} GROUP BY 1) d
     ORDER BY 1`;
  const cover: FilterCover = { filter, pair, pairDays: [], facetDays: [], tiers: [] };
  const tiers = new Set<number>();
  for (const r of rows) {
    (r.pairs ? cover.pairDays : cover.facetDays).push(new Date(r.day));
    for (const t of r.tiers) tiers.add(Number(t));
  }
  cover.tiers = [...tiers];
  return cover;
}

/** The same cover read from the facets alone (as before the job has computed any day). */
export function withoutPairs(cover: FilterCover): FilterCover {
  return { ...cover, pairDays: [], facetDays: [...cover.pairDays, ...cover.facetDays].sort((a, b) => a.getTime() - b.getTime()) };
}

/** The cover's days in [from, to) (either end open when null). */
function within(cover: FilterCover, from: Date | null, to: Date | null): { pairDays: Date[]; facetDays: Date[] } {
  const keep = (d: Date) => (!from || d >= from) && (!to || d < to);
  return { pairDays: cover.pairDays.filter(keep), facetDays: cover.facetDays.filter(keep) };
}

/**
 * `columns` of the facet rows matching the cover's filter and `trigger` on `days`. The index's leading keys are all
 * given (link, tiers, days, trigger, and the referrers of those days when the filter has a country but no referrer),
 * so every read is a set of short index ranges, not the link's whole history.
 */
function facetRows(linkId: string, cover: FilterCover, days: Date[], trigger: Trigger | null, columns: Prisma.Sql): Prisma.Sql | null {
  if (!days.length) return null;
  const filter = cover.filter;
  const referrers =
    filter.referrer === undefined && filter.country !== undefined
      ? Prisma.sql`AND "referrerHost" = ANY(ARRAY(SELECT DISTINCT "value" FROM "ClickDaily" WHERE "linkId" = ${linkId} AND "keepDays" = ANY(${cover.tiers}::int[])
                                                    AND "day" = ANY(${days}::timestamp[]) AND "dimension" = 'referrers'))`
      : Prisma.empty;
  return Prisma.sql`SELECT ${columns} FROM "ClickFacetDaily"
     WHERE "linkId" = ${linkId} AND "keepDays" = ANY(${cover.tiers}::int[]) AND "day" = ANY(${days}::timestamp[])
       ${trigger ? Prisma.empty : Prisma.sql`AND "scan" = ANY(ARRAY[false, true])`} ${referrers} ${facetWhere(filter, trigger)}`;
}

/** `columns` of the pair rows of the cover's value on `days` (with `diagonal`, only the value with itself: the day's visits of it). */
function pairRows(linkId: string, cover: FilterCover, days: Date[], trigger: Trigger | null, diagonal: boolean, columns: Prisma.Sql): Prisma.Sql | null {
  if (!cover.pair || !days.length) return null;
  const { dimension, value } = cover.pair;
  const scan = trigger === "scan" ? Prisma.sql`AND "scan"` : trigger === "click" ? Prisma.sql`AND NOT "scan"` : Prisma.empty;
  return Prisma.sql`SELECT ${columns} FROM "ClickPairDaily"
     WHERE "linkId" = ${linkId} AND "dimension" = ${dimension} AND "value" = ${value} AND "day" = ANY(${days}::timestamp[])
       ${diagonal ? Prisma.sql`AND "byDimension" = ${dimension} AND "byValue" = ${value}` : Prisma.empty} ${scan}`;
}

/** The visits (`columns` of "day", "scan", "human", "bot") of the cover's filter and `trigger` in [from, to). */
function coveredVisits(linkId: string, cover: FilterCover, from: Date | null, to: Date | null, trigger: Trigger | null, columns: Prisma.Sql): Prisma.Sql {
  const days = within(cover, from, to);
  const parts = [pairRows(linkId, cover, days.pairDays, trigger, true, columns), facetRows(linkId, cover, days.facetDays, trigger, columns)].filter((p) => p !== null);
  return parts.length ? Prisma.join(parts, " UNION ALL ") : Prisma.sql`SELECT ${columns} FROM "ClickFacetDaily" WHERE false`;
}

/** Visit totals of the clicks matching `filter`, every trigger, over every day still kept. */
export async function filteredTotals(linkId: string, filter: ClickFilter, cover?: FilterCover | null): Promise<VisitTotals> {
  cover = cover === undefined ? await filterCover(linkId, filter) : cover;
  if (!cover) return { human: 0, bot: 0, humanScans: 0, botScans: 0 };
  const [row] = await prisma.$queryRaw<VisitTotals[]>`
    SELECT COALESCE(sum("human"), 0)::int AS "human", COALESCE(sum("bot"), 0)::int AS "bot",
           COALESCE(sum("human") FILTER (WHERE "scan"), 0)::int AS "humanScans", COALESCE(sum("bot") FILTER (WHERE "scan"), 0)::int AS "botScans"
      FROM (${coveredVisits(linkId, cover, null, null, null, Prisma.sql`"scan", "human", "bot"`)}) v`;
  return { human: Number(row?.human ?? 0), bot: Number(row?.bot ?? 0), humanScans: Number(row?.humanScans ?? 0), botScans: Number(row?.botScans ?? 0) };
}

/**
 * clickSeries of the clicks matching `filter`: per day from the facets; per hour (24 h, 7 d: the last days) from the
 * hours by value when the filter is one value, else from the raw clicks of the range (the facets have no hours; at
 * most a week of one link, an index-only scan of (linkId, at)).
 */
export async function filteredSeries(
  linkId: string,
  unit: SeriesUnit,
  start: Date,
  last: Date,
  trigger: Trigger | null,
  filter: ClickFilter,
  cover?: FilterCover | null,
): Promise<SeriesPoint[]> {
  const step = Prisma.raw(unit === "hour" ? "interval '1 hour'" : "interval '1 day'");
  if (unit === "day") cover = cover === undefined ? await filterCover(linkId, filter) : cover;
  const oneValue = oneValueOf(filter);
  const counts =
    unit === "hour" && oneValue && inValueHours(start, new Date(last.getTime() + HOUR_MS))
      ? Prisma.sql`SELECT "hour" AS start, sum(${humanOf(trigger)}) AS clicks, sum(${scansOf(trigger)}) AS scans
           FROM "ClickValueHourly"
          WHERE "linkId" = ${linkId} AND "hour" >= ${start}::timestamp AND "hour" < ${last}::timestamp + ${step}
            AND "dimension" = ${oneValue.dimension} AND "value" = ${oneValue.value}
          GROUP BY 1`
      : unit === "day"
      ? Prisma.sql`SELECT "day" AS start, sum("human") AS clicks, sum("human") FILTER (WHERE "scan") AS scans
           FROM (${cover ? coveredVisits(linkId, cover, start, new Date(last.getTime() + DAY_MS), trigger, Prisma.sql`"day", "scan", "human"`) : Prisma.sql`SELECT NULL::timestamp AS "day", false AS "scan", 0 AS "human" WHERE false`}) v
          GROUP BY 1`
      : Prisma.sql`SELECT date_trunc('hour', "at") AS start, sum("count") AS clicks, sum("count") FILTER (WHERE "scan") AS scans
           FROM "Click"
          WHERE "linkId" = ${linkId} AND "at" >= ${start}::timestamp AND "at" < ${last}::timestamp + ${step} AND NOT "bot" ${rawTrigger(trigger)} ${rawWhere(filter)}
          GROUP BY 1`;
  const rows = await prisma.$queryRaw<{ start: string; clicks: number; scans: number }[]>`
    SELECT to_char(b.start, 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "start", COALESCE(c.clicks, 0)::int AS "clicks", COALESCE(c.scans, 0)::int AS "scans"
    FROM generate_series(${start}::timestamp, ${last}::timestamp, ${step}) AS b(start)
    LEFT JOIN (${counts}) c ON c.start = b.start
    ORDER BY b.start`;
  return rows.map((r) => ({ start: r.start, clicks: Number(r.clicks), scans: Number(r.scans) }));
}

async function filteredClicksOn(linkId: string, day: Date, trigger: Trigger | null, filter: ClickFilter, cover?: FilterCover | null): Promise<number> {
  cover = cover === undefined ? await filterCover(linkId, filter) : cover;
  if (!cover) return 0;
  const [row] = await prisma.$queryRaw<{ clicks: number }[]>`
    SELECT COALESCE(sum("human"), 0)::int AS "clicks" FROM (${coveredVisits(linkId, cover, day, new Date(day.getTime() + DAY_MS), trigger, Prisma.sql`"human"`)}) v`;
  return Number(row?.clicks ?? 0);
}

/**
 * breakdowns() of the clicks matching `filter`: the facets of whole days grouped by each dimension in one pass
 * (grouping sets), with the same correction by the raw clicks of the shorter side of a first day starting on an hour.
 * With a filter by one dimension, the days the pair rollup covers read its rows instead (per other value, already
 * grouped), and only the other days the facets.
 */
export async function filteredBreakdowns(
  linkId: string,
  limit: number,
  since: Date | null,
  trigger: Trigger | null,
  filter: ClickFilter,
  cover?: FilterCover | null,
): Promise<Record<Dimension, Bucket[]>> {
  cover = cover === undefined ? await filterCover(linkId, filter) : cover;
  const dayStart = since ? new Date(Math.floor(since.getTime() / DAY_MS) * DAY_MS) : null;
  const partial = since && dayStart && since.getTime() > dayStart.getTime();
  const subtract = partial && since.getTime() - dayStart.getTime() <= DAY_MS / 2;
  const rollupFrom = partial && !subtract ? new Date(dayStart.getTime() + DAY_MS) : dayStart;
  const days = cover ? within(cover, rollupFrom, null) : { pairDays: [], facetDays: [] };
  const facets = cover ? facetRows(linkId, cover, days.facetDays, trigger, Prisma.sql`"referrerHost", "country", "device", "browser", "os", "human"`) : null;
  const [rawFrom, rawTo] = subtract ? [dayStart, since] : [since, rollupFrom];
  const partialDay = partial
    ? Prisma.sql`UNION ALL
        SELECT COALESCE("referrerHost", ''), COALESCE("country", ''), COALESCE("device", ''), COALESCE("browser", ''), COALESCE("os", ''),
               ${subtract ? Prisma.sql`-"count"` : Prisma.sql`"count"`}
          FROM "Click"
         WHERE "linkId" = ${linkId} AND NOT "bot" ${rawTrigger(trigger)} ${rawWhere(filter)} AND "at" >= ${rawFrom}::timestamp AND "at" < ${rawTo}::timestamp`
    : Prisma.empty;
  const pairs = cover ? pairRows(linkId, cover, days.pairDays, trigger, false, Prisma.sql`"byDimension", "byValue", "human"`) : null;
  const rows = await prisma.$queryRaw<{ dimension: Dimension; label: string | null; clicks: number }[]>`
    SELECT dimension, label, clicks::int AS clicks FROM (
      SELECT dimension, NULLIF(value, '') AS label, sum(clicks) AS clicks,
             row_number() OVER (PARTITION BY dimension ORDER BY sum(clicks) DESC, NULLIF(value, '') ASC NULLS LAST) AS rank
        FROM (
          SELECT CASE WHEN GROUPING(r) = 0 THEN 'referrers' WHEN GROUPING(c) = 0 THEN 'countries'
                      WHEN GROUPING(d) = 0 THEN 'devices' WHEN GROUPING(b) = 0 THEN 'browsers' ELSE 'os' END AS dimension,
                 CASE WHEN GROUPING(r) = 0 THEN r WHEN GROUPING(c) = 0 THEN c WHEN GROUPING(d) = 0 THEN d WHEN GROUPING(b) = 0 THEN b ELSE o END AS value,
                 sum(h) AS clicks
            FROM (
              ${facets ?? Prisma.sql`SELECT '', '', '', '', '', 0 WHERE false`}
              ${partialDay}
            ) src (r, c, d, b, o, h)
           GROUP BY GROUPING SETS ((r), (c), (d), (b), (o))
          ${pairs ? Prisma.sql`UNION ALL ${pairs}` : Prisma.empty}
        ) x
       GROUP BY dimension, value
      HAVING sum(clicks) > 0
    ) ranked
    WHERE rank <= ${limit}
    ORDER BY dimension, rank`;
  const result = Object.fromEntries(DIMENSIONS.map((d) => [d, [] as Bucket[]])) as Record<Dimension, Bucket[]>;
  for (const r of rows) result[r.dimension].push({ label: r.label ?? UNKNOWN_LABEL[r.dimension], clicks: Number(r.clicks) });
  return result;
}

export interface AnalyticsOptions {
  range?: AnalyticsRange;
  now?: Date;
  /** Breakdowns over every click ever recorded instead of the range (the REST API's stats). */
  breakdownsAllTime?: boolean;
  /** The owner's plan's click retention (lib/domain/plans `clickRetentionDays`): how far back "all" goes. */
  retentionDays?: number;
  /** Only clicks or only scans in the series, today's count and the breakdowns (null: both). */
  trigger?: Trigger | null;
  /** Only the visits matching these dimensions, everywhere including the totals (empty: all). */
  filter?: ClickFilter;
}

/**
 * Analytics of one of `owner`'s links at `level`, over `range`. Deleted links stay viewable by their owner (their
 * short URL answers 410, their history is still theirs).
 */
export async function getLinkAnalytics(
  owner: Owner,
  linkId: string,
  level: AnalyticsLevel,
  { range = DEFAULT_RANGE, now = new Date(), breakdownsAllTime = false, retentionDays = LONGEST_RETENTION_DAYS, trigger = null, filter: asked = {} }: AnalyticsOptions = {},
): Promise<LinkAnalytics> {
  const link = await findOwnedLink(owner, linkId, { includeDeleted: true });
  const span = rangeWindow(range, now, link.createdAt, retentionDays);
  // Unfiltered views keep the lighter rollups; a filter reads the facets (docs/architecture.md, "Click retention and rollups").
  const filtered = hasFilter(asked);
  const filter = filtered ? await withStoredSpelling(link.id, asked) : asked;
  let series: ClickSeries | null = null;
  let today: number | null = null;
  let breakdownsByDimension: LinkAnalytics["breakdowns"] = null;
  // One small query says which days the filter reads from the pair rollup, and which from the facets.
  const cover = filtered ? await filterCover(link.id, filter) : null;
  const totalsRead = filtered
    ? filteredTotals(link.id, filter, cover)
    : Promise.resolve({ human: link.humanClicks, bot: link.botClicks, humanScans: link.humanScans, botScans: link.botScans });
  if (level !== "totals") {
    const since = breakdownsAllTime ? null : span.start;
    const [points, clicksToday, values] = await Promise.all([
      filtered ? filteredSeries(link.id, span.unit, span.start, span.last, trigger, filter, cover) : clickSeries(link.id, span.unit, span.start, span.last, trigger),
      filtered ? filteredClicksOn(link.id, startOfUtcDay(now), trigger, filter, cover) : clicksSince(link.id, startOfUtcDay(now), trigger),
      level === "full" ? (filtered ? filteredBreakdowns(link.id, TOP_N, since, trigger, filter, cover) : breakdowns(link.id, DIMENSIONS, TOP_N, since, trigger)) : null,
    ]);
    series = { range, unit: span.unit, points };
    today = clicksToday;
    if (values) breakdownsByDimension = values;
  }
  return {
    link: toLinkView(link),
    deleted: link.deletedAt !== null,
    level,
    range,
    totals: await totalsRead,
    trigger,
    filter: filtered ? filter : {},
    today,
    series,
    breakdowns: breakdownsByDimension,
  };
}

/** The all-time click totals of one of `owner`'s links (deleted ones included): what the live analytics page polls. */
export async function linkClickTotals(owner: Owner, linkId: string): Promise<{ human: number; bot: number }> {
  const link = await findOwnedLink(owner, linkId, { includeDeleted: true });
  return { human: link.humanClicks, bot: link.botClicks };
}

const CSV_HEADER = "time_utc,referrer,country,device,browser,os,bot,trigger\n";
/**
 * Rows read per query. Small on purpose: a batch of 10,000 rows (and 1 MB chunks) lived long enough to reach V8's old
 * generation, which is collected rarely, so the server's memory grew by 300–400 MB during an export before a full
 * collection took it back; with 2,000 rows and 64 K chunks everything dies young (measured: +318 → +4 MB for 1,000,000
 * lines; `npm run bench -- analytics`).
 */
const CSV_BATCH = 2_000;
/** A chunk is handed on once it holds this many characters (a row folding thousands of clicks is thousands of lines). */
const CSV_CHUNK_CHARS = 1 << 16;

/** [id, time (ISO 8601 UTC), referrer, country, device, browser, os, bot, scan, count], as node-postgres returns an array row. */
type CsvRow = [string, string, string | null, string | null, string | null, string | null, string | null, boolean, boolean, number];

/**
 * Every click of a link as CSV, oldest first: batches of CSV_BATCH rows read by keyset on ("at", "id") (the index
 * "Click_linkId_at_id_idx"; each batch starts where the last ended, pruned to the partitions from there on), each
 * turned into chunks of at most about CSV_CHUNK_CHARS. Memory stays at one batch, whatever the link's size. Read
 * with node-postgres in array mode, the time formatted by Postgres: the export's cost is the rows, not the mapping.
 * `trigger` keeps only clicks or only scans, `filter` only the clicks matching it (the same index: the columns are
 * read on the rows it walks anyway), `since` only those from then on (a range's start, `rangeWindow`).
 */
export async function* clicksCsv(linkId: string, trigger: Trigger | null = null, filter: ClickFilter = {}, since: Date | null = null): AsyncGenerator<string> {
  const where: string[] = [trigger === "scan" ? `AND "scan"` : trigger === "click" ? `AND NOT "scan"` : ""];
  // $1 link, $2 limit, $3 and $4 the cursor: the filter's values and the range's start follow.
  const filterValues: string[] = [];
  for (const key of FILTER_KEYS) {
    const value = filter[key];
    if (value === undefined) continue;
    if (value === "") where.push(`AND "${FILTER_COLUMN[key]}" IS NULL`);
    else {
      filterValues.push(value);
      where.push(`AND "${FILTER_COLUMN[key]}" = $${4 + filterValues.length}`);
    }
  }
  if (since) {
    filterValues.push(since.toISOString());
    where.push(`AND "at" >= $${4 + filterValues.length}::timestamp`);
  }
  const only = where.join(" ");
  yield CSV_HEADER;
  let after: { at: string; id: string } | null = null;
  for (;;) {
    const cursor: { at: string; id: string } | null = after;
    const result: { rows: CsvRow[] } = await pgPool().query<CsvRow>({
      text: `SELECT "id"::text, to_char("at", 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), "referrerHost", "country", "device", "browser", "os", "bot", "scan", "count"
               FROM "Click"
              WHERE "linkId" = $1 ${only} ${cursor ? `AND ("at", "id") > ($3::timestamp, $4::bigint)` : "AND $3::text IS NULL AND $4::text IS NULL"}
              ORDER BY "at", "id"
              LIMIT $2`,
      values: [linkId, CSV_BATCH, cursor?.at ?? null, cursor?.id ?? null, ...filterValues],
      rowMode: "array",
    });
    const rows = result.rows;
    if (!rows.length) return;
    let chunk = "";
    for (const [, at, referrer, country, device, browser, os, bot, scan, count] of rows) {
      // One line per click: a row folding identical clicks of one second is written out `count` times.
      const line = `${csvLine([at, referrer, country, device, browser, os, String(bot), scan ? "scan" : "click"])}\n`;
      for (let left = count; left > 0; ) {
        const n = Math.min(left, Math.max(1, Math.floor((CSV_CHUNK_CHARS - chunk.length) / line.length)));
        chunk += n === 1 ? line : line.repeat(n);
        left -= n;
        if (chunk.length >= CSV_CHUNK_CHARS) {
          yield chunk;
          chunk = "";
        }
      }
    }
    if (chunk) yield chunk;
    const last: CsvRow | undefined = rows.at(-1);
    if (!last || rows.length < CSV_BATCH) return;
    after = { at: last[1], id: last[0] };
  }
}

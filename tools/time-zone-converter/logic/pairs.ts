import { offsetAt, transitionsIn, wallAsUtcMs } from "@/lib/engines/time/zones";
import { dayShiftText, nowFields, readSource, utcOffsetText, zoneTime } from "./convert";

/**
 * The long-tail pair pages (/time-zone-converter/est-to-ist, …). An abbreviation in a search names a region's clocks
 * rather than a fixed offset ("EST" in March means New York's time, which is EDT by then), so each one is tied to the
 * IANA zone it is read as, and the page says which, and what the abbreviation means. Everything else on a page — the
 * difference, the periods of the year when it changes, the table — is computed from the zone rules. Pure.
 */

export interface ZoneWords {
  /** URL word: "est". */
  slug: string;
  /** As searched: "EST". */
  label: string;
  /** The IANA zone it is read as. */
  zone: string;
  /** A place people know it by, for sentences: "New York". */
  place: string;
  /** What the abbreviation stands for and how the page reads it. */
  meaning: string;
}

export const ZONE_WORDS: Readonly<Record<string, ZoneWords>> = {
  est: {
    slug: "est",
    label: "EST",
    zone: "America/New_York",
    place: "New York",
    meaning:
      "EST is Eastern Standard Time, UTC−05:00. Here it means US Eastern Time as New York keeps it (America/New_York): EST in winter and EDT, Eastern Daylight Time (UTC−04:00), from the second Sunday of March to the first Sunday of November.",
  },
  cst: {
    slug: "cst",
    label: "CST",
    zone: "America/Chicago",
    place: "Chicago",
    meaning:
      "CST is Central Standard Time, UTC−06:00. Here it means US Central Time as Chicago keeps it (America/Chicago): CST in winter and CDT (UTC−05:00) in summer. (CST is also China Standard Time, UTC+08:00: that is not this page.)",
  },
  mst: {
    slug: "mst",
    label: "MST",
    zone: "America/Denver",
    place: "Denver",
    meaning:
      "MST is Mountain Standard Time, UTC−07:00. Here it means US Mountain Time as Denver keeps it (America/Denver): MST in winter and MDT (UTC−06:00) in summer. Arizona (America/Phoenix) stays on MST all year.",
  },
  pst: {
    slug: "pst",
    label: "PST",
    zone: "America/Los_Angeles",
    place: "Los Angeles",
    meaning:
      "PST is Pacific Standard Time, UTC−08:00. Here it means US Pacific Time as Los Angeles keeps it (America/Los_Angeles): PST in winter and PDT (UTC−07:00) from the second Sunday of March to the first Sunday of November.",
  },
  utc: {
    slug: "utc",
    label: "UTC",
    zone: "UTC",
    place: "UTC",
    meaning: "UTC is Coordinated Universal Time, the reference every offset is counted from. It has no daylight saving time.",
  },
  gmt: {
    slug: "gmt",
    label: "GMT",
    zone: "UTC",
    place: "Greenwich",
    meaning:
      "GMT is Greenwich Mean Time, UTC+00:00 all year: the same clock as UTC. The UK keeps GMT only in winter: from the last Sunday of March to the last Sunday of October its clocks are on BST (UTC+01:00) — pick Europe/London in the converter for UK time.",
  },
  cet: {
    slug: "cet",
    label: "CET",
    zone: "Europe/Berlin",
    place: "Berlin",
    meaning:
      "CET is Central European Time, UTC+01:00. Here it means the clocks of Germany, France, Italy, Spain and their neighbours (read as Europe/Berlin): CET in winter and CEST (UTC+02:00) from the last Sunday of March to the last Sunday of October.",
  },
  ist: {
    slug: "ist",
    label: "IST",
    zone: "Asia/Kolkata",
    place: "India",
    meaning: "IST is India Standard Time, UTC+05:30 all year, with no daylight saving time (Asia/Kolkata). (IST also names Irish and Israel Standard Time: not this page.)",
  },
  jst: {
    slug: "jst",
    label: "JST",
    zone: "Asia/Tokyo",
    place: "Japan",
    meaning: "JST is Japan Standard Time, UTC+09:00 all year, with no daylight saving time (Asia/Tokyo).",
  },
  aest: {
    slug: "aest",
    label: "AEST",
    zone: "Australia/Sydney",
    place: "Sydney",
    meaning:
      "AEST is Australian Eastern Standard Time, UTC+10:00. Here it means Sydney's clocks (Australia/Sydney): AEST from April to October and AEDT (UTC+11:00) from the first Sunday of October to the first Sunday of April. Queensland (Brisbane) stays on AEST all year.",
  },
};

/** The searched pairs, [from, to]. */
export const PAIRS: readonly (readonly [string, string])[] = [
  ["est", "ist"],
  ["ist", "est"],
  ["pst", "est"],
  ["est", "pst"],
  ["pst", "ist"],
  ["ist", "pst"],
  ["utc", "ist"],
  ["utc", "est"],
  ["est", "utc"],
  ["utc", "pst"],
  ["gmt", "ist"],
  ["gmt", "est"],
  ["est", "gmt"],
  ["cet", "est"],
  ["cet", "ist"],
  ["cst", "est"],
  ["est", "cst"],
  ["mst", "est"],
  ["jst", "est"],
  ["aest", "pst"],
];

export interface ZonePair {
  slug: string;
  path: string;
  from: ZoneWords;
  to: ZoneWords;
  heading: string;
  title: string;
  description: string;
  keywords: string[];
  reverseSlug?: string;
}

export const ROUTE = "/time-zone-converter";

/** "10 hours 30 minutes". */
export function durationWords(ms: number): string {
  const minutes = Math.abs(ms) / 60_000;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const parts = [h ? `${h} hour${h === 1 ? "" : "s"}` : "", m ? `${m} minutes` : ""].filter(Boolean);
  return parts.length ? parts.join(" ") : "0 hours";
}

/** "IST is 10 hours 30 minutes ahead of EST" for an offset difference (to − from). */
export function differenceWords(differenceMs: number, from: string, to: string): string {
  if (differenceMs === 0) return `${to} and ${from} show the same time`;
  return `${to} is ${durationWords(differenceMs)} ${differenceMs > 0 ? "ahead of" : "behind"} ${from}`;
}

function build(fromSlug: string, toSlug: string): ZonePair {
  const from = ZONE_WORDS[fromSlug];
  const to = ZONE_WORDS[toSlug];
  if (!from || !to) throw new Error(`Unknown zone words ${fromSlug} or ${toSlug}`);
  const slug = `${from.slug}-to-${to.slug}`;
  const reverse = PAIRS.some(([f, t]) => f === toSlug && t === fromSlug);
  return {
    slug,
    path: `${ROUTE}/${slug}`,
    from,
    to,
    heading: `${from.label} to ${to.label} Converter`,
    title: `${from.label} to ${to.label} Converter (${from.zone} to ${to.zone})`,
    description: `Convert ${from.label} to ${to.label} with daylight saving time handled: ${from.label} read as ${from.zone}, ${to.label} as ${to.zone}. The time difference through the year, a table of every hour and a converter for any date.`,
    keywords: [`${from.slug} to ${to.slug}`, `${from.label} to ${to.label} converter`, `convert ${from.label} to ${to.label}`, `${from.label} to ${to.label} time`, `${from.place} to ${to.place} time`.toLowerCase()],
    ...(reverse ? { reverseSlug: `${to.slug}-to-${from.slug}` } : {}),
  };
}

export const ZONE_PAIRS: readonly ZonePair[] = PAIRS.map(([f, t]) => build(f, t));

/** The catalogue's long-tail entries (tools/types.ts): each indexed, with its OG heading. */
export function zonePairEntries() {
  return ZONE_PAIRS.map((pair) => ({
    slug: pair.slug,
    path: pair.path,
    title: pair.title,
    description: pair.description,
    keywords: pair.keywords,
    indexed: true,
    ogHeading: `${pair.from.label} to ${pair.to.label}`,
  }));
}

export interface PairPeriod {
  /** The first instant of the period and the first instant after it (the year's bounds, in UTC). */
  start: number;
  end: number;
  fromOffset: number;
  toOffset: number;
}

/** Midnight starting 1 January of a year on a zone's clocks. */
function yearStart(year: number, timeZone: string): number {
  const local = wallAsUtcMs({ year, month: 1, day: 1, hour: 0, minute: 0, second: 0, ms: 0 });
  return local - offsetAt(local, timeZone);
}

/**
 * The parts of a year (on the "from" zone's clocks) in which both zones keep one offset each: the year cut at every
 * change of either zone's clocks.
 */
export function pairPeriods(pair: ZonePair, year: number): PairPeriod[] {
  const start = yearStart(year, pair.from.zone);
  const end = yearStart(year + 1, pair.from.zone);
  const changes = [year - 1, year, year + 1].flatMap((y) => [...transitionsIn(y, pair.from.zone), ...transitionsIn(y, pair.to.zone)]).map((t) => t.at);
  const cuts = [...new Set([start, ...changes.filter((at) => at > start && at < end)])].sort((a, b) => a - b);
  return cuts.map((at, i) => ({ start: at, end: cuts[i + 1] ?? end, fromOffset: offsetAt(at, pair.from.zone), toOffset: offsetAt(at, pair.to.zone) }));
}

export interface PairColumn {
  /** The offsets of this column, and every period of the year that has them. */
  fromOffset: number;
  toOffset: number;
  periods: PairPeriod[];
  /** "EDT (UTC−04:00) → IST (UTC+05:30)". */
  heading: string;
  /** "IST is 9 hours 30 minutes ahead of EST". */
  difference: string;
  /** A date inside the first period, as the converter takes it: the table's rows are read on this date. */
  sampleDate: string;
}

/**
 * Periods shorter than this get no column: the hours on a change day when one zone has changed its clocks and the
 * other not yet (the US zones change one after another through the night, at 02:00 local time each).
 */
const SHORTEST_COLUMN_MS = 3 * 86_400_000;

/** The few hours of the year when the difference is neither of the table's (see SHORTEST_COLUMN_MS). */
export function briefPeriods(pair: ZonePair, year: number): PairPeriod[] {
  return pairPeriods(pair, year).filter((p) => p.end - p.start < SHORTEST_COLUMN_MS);
}

/** The table's columns: one for each pair of offsets the two zones keep for days at a time (one, two or three). */
export function pairColumns(pair: ZonePair, year: number): PairColumn[] {
  const columns: PairColumn[] = [];
  for (const period of pairPeriods(pair, year)) {
    if (period.end - period.start < SHORTEST_COLUMN_MS) continue;
    const same = columns.find((c) => c.fromOffset === period.fromOffset && c.toOffset === period.toOffset);
    if (same) {
      same.periods.push(period);
      continue;
    }
    // A date well inside the period (its middle, on the "from" zone's calendar), so no change of either clock falls on it.
    const middle = nowFields(period.start + Math.floor((period.end - period.start) / 2), pair.from.zone).date;
    const sample = zoneTime(period.start + Math.floor((period.end - period.start) / 2), pair.from.zone, { year, month: 1, day: 1 });
    const toSample = zoneTime(period.start + Math.floor((period.end - period.start) / 2), pair.to.zone, { year, month: 1, day: 1 });
    const name = (abbr: string | null, offset: string) => (abbr && abbr !== "UTC" ? `${abbr} (${offset})` : offset);
    columns.push({
      fromOffset: period.fromOffset,
      toOffset: period.toOffset,
      periods: [period],
      heading: `${name(sample.abbreviation, sample.offset)} → ${name(toSample.abbreviation, toSample.offset)}`,
      difference: differenceWords(period.toOffset - period.fromOffset, pair.from.label, pair.to.label),
      sampleDate: middle,
    });
  }
  return columns;
}

/** "1 January to 8 March" for a period, its dates as the clocks of `timeZone` show them. */
export function periodWords(period: PairPeriod, timeZone: string): string {
  const fmt = new Intl.DateTimeFormat("en-GB", { timeZone, day: "numeric", month: "long" });
  const last = period.end - 1;
  return `${fmt.format(new Date(period.start))} to ${fmt.format(new Date(last))}`;
}

export interface PairTableRow {
  /** The time in the "from" zone: "09:00". */
  from: string;
  /** The time in the "to" zone in each column, with "+1 day" when the date moves: "19:30", "05:30 +1 day". */
  to: string[];
}

/** Every whole hour of a day in the "from" zone, converted on each column's sample date by the converter itself. */
export function pairTable(pair: ZonePair, columns: readonly PairColumn[]): PairTableRow[] {
  const rows: PairTableRow[] = [];
  for (let hour = 0; hour < 24; hour++) {
    const time = `${String(hour).padStart(2, "0")}:00`;
    rows.push({
      from: time,
      to: columns.map((column) => {
        const read = readSource(column.sampleDate, time, pair.from.zone);
        if (read.state !== "ok") throw new Error(`${pair.slug}: ${column.sampleDate} ${time} does not read`);
        const t = zoneTime(read.ms, pair.to.zone, read.wall);
        return [t.time, dayShiftText(t.dayShift)].filter(Boolean).join(" ");
      }),
    });
  }
  return rows;
}

export { utcOffsetText };

/**
 * IANA time zones as the browser's Intl data knows them: a zone's UTC offset at an instant, offsets written
 * "+05:30", and the list of zones under their current tz database names. Shared by the tools that show times in a
 * chosen zone. Pure: runs in the browser.
 */

function pad(n: number, width = 2): string {
  return String(Math.abs(n)).padStart(width, "0");
}

/** One formatter per zone and kind: making an Intl.DateTimeFormat costs far more than using one. */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: string, timeZone: string, timeZoneName: "longOffset" | "short"): Intl.DateTimeFormat {
  const key = `${locale} ${timeZone} ${timeZoneName}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName });
    formatters.set(key, f);
  }
  return f;
}

/** The UTC offset of a zone at an instant, in milliseconds (from the zone rules the browser ships). */
export function offsetAt(ms: number, timeZone: string): number {
  const name = formatter("en-US", timeZone, "longOffset").formatToParts(new Date(ms)).find((p) => p.type === "timeZoneName")?.value ?? "GMT";
  const match = /^GMT(?:([+-])(\d{1,2}):?(\d{2})(?::?(\d{2}))?)?$/.exec(name.replace("\u2212", "-"));
  if (!match || !match[1]) return 0;
  const value = (Number(match[2]) * 3600 + Number(match[3]) * 60 + Number(match[4] ?? 0)) * 1000;
  return match[1] === "-" ? -value : value;
}

/** "+05:30", "−08:00", "+00:00" (with seconds for the local mean times of the 1800s). */
export function offsetLabel(offsetMs: number, separator = ":"): string {
  const sign = offsetMs < 0 ? "-" : "+";
  const total = Math.abs(offsetMs) / 1000;
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return `${sign}${pad(h)}${separator}${pad(m)}${s ? `${separator}${pad(s)}` : ""}`;
}

/**
 * Zones the tz database has renamed but browsers (through CLDR) still list under the old name: the list shows the name
 * people know today. Both names run on the same rules.
 */
const RENAMED: Record<string, string> = {
  "Africa/Asmera": "Africa/Asmara",
  "America/Buenos_Aires": "America/Argentina/Buenos_Aires",
  "America/Catamarca": "America/Argentina/Catamarca",
  "America/Cordoba": "America/Argentina/Cordoba",
  "America/Godthab": "America/Nuuk",
  "America/Indianapolis": "America/Indiana/Indianapolis",
  "America/Jujuy": "America/Argentina/Jujuy",
  "America/Louisville": "America/Kentucky/Louisville",
  "America/Mendoza": "America/Argentina/Mendoza",
  "Asia/Calcutta": "Asia/Kolkata",
  "Asia/Katmandu": "Asia/Kathmandu",
  "Asia/Rangoon": "Asia/Yangon",
  "Asia/Saigon": "Asia/Ho_Chi_Minh",
  "Atlantic/Faeroe": "Atlantic/Faroe",
  "Europe/Kiev": "Europe/Kyiv",
  "Pacific/Enderbury": "Pacific/Kanton",
  "Pacific/Ponape": "Pacific/Pohnpei",
  "Pacific/Truk": "Pacific/Chuuk",
};

function accepted(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** A zone under its current tz database name, when the browser takes that name. */
export function currentName(zone: string): string {
  const renamed = RENAMED[zone];
  return renamed && accepted(renamed) ? renamed : zone;
}

/** Every IANA zone the browser knows, under its current name, UTC first. */
export function timeZones(): string[] {
  const zones = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  const named = [...new Set(zones.map(currentName))].filter((z) => z !== "UTC").sort();
  return ["UTC", ...named];
}

/** A wall-clock reading: what a zone's clocks show (month 1–12). */
export interface Wall {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  ms: number;
}

/** Milliseconds of a wall time read as UTC (years 0–99 are years 0–99, not 1900–1999 as Date.UTC has them). */
export function wallAsUtcMs(w: Wall): number {
  const date = new Date(0);
  date.setUTCFullYear(w.year, w.month - 1, w.day);
  date.setUTCHours(w.hour, w.minute, w.second, w.ms);
  return date.getTime();
}

/** What a zone's clocks show at an instant. */
export function wallAt(ms: number, timeZone: string): Wall {
  const d = new Date(ms + offsetAt(ms, timeZone));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate(), hour: d.getUTCHours(), minute: d.getUTCMinutes(), second: d.getUTCSeconds(), ms: d.getUTCMilliseconds() };
}

/**
 * The instants at which a zone's clocks show a wall time: none in a spring-forward gap, two in an autumn overlap.
 * Each offset the zone uses within a day of that time is tried, and kept when the zone really has it then.
 */
export function instantsOf(w: Wall, timeZone: string): number[] {
  const local = wallAsUtcMs(w);
  const offsets = new Set([offsetAt(local - 86_400_000, timeZone), offsetAt(local, timeZone), offsetAt(local + 86_400_000, timeZone)]);
  const found = new Set<number>();
  for (const offset of offsets) {
    const t = local - offset;
    if (offsetAt(t, timeZone) === offset) found.add(t);
  }
  return [...found].sort((a, b) => a - b);
}

/** Locales whose short zone names cover the abbreviations people use: EST/PST, GMT/BST/CET, IST, AEST. */
const NAME_LOCALES = ["en-US", "en-GB", "en-IN", "en-AU"] as const;

/**
 * The zone's abbreviation at an instant ("EST", "BST", "IST"), when the browser's Intl data has one in an English
 * locale; null when it only writes an offset ("GMT+5:45"), as for most zones of the world.
 */
export function abbreviationAt(ms: number, timeZone: string): string | null {
  for (const locale of NAME_LOCALES) {
    const name = formatter(locale, timeZone, "short").formatToParts(new Date(ms)).find((p) => p.type === "timeZoneName")?.value;
    if (name && !/^(?:GMT|UTC)[+\-\u2212]/.test(name)) return name;
  }
  return null;
}

/**
 * The zone's standard offset in the year of an instant: the smaller of its offsets on 1 January and 1 July (summer
 * time is ahead of standard time in both hemispheres).
 */
export function standardOffset(ms: number, timeZone: string): number {
  const year = new Date(ms).getUTCFullYear();
  const jan = wallAsUtcMs({ year, month: 1, day: 1, hour: 0, minute: 0, second: 0, ms: 0 });
  const jul = wallAsUtcMs({ year, month: 7, day: 1, hour: 0, minute: 0, second: 0, ms: 0 });
  return Math.min(offsetAt(jan, timeZone), offsetAt(jul, timeZone));
}

/** Whether daylight saving (summer) time is in effect in the zone at an instant. */
export function isDaylightSaving(ms: number, timeZone: string): boolean {
  return offsetAt(ms, timeZone) > standardOffset(ms, timeZone);
}

export interface Transition {
  /** The first instant of the new offset. */
  at: number;
  from: number;
  to: number;
}

/** Every change of the zone's UTC offset in a calendar year (UTC), found by the minute from the browser's zone rules. */
export function transitionsIn(year: number, timeZone: string): Transition[] {
  const start = wallAsUtcMs({ year, month: 1, day: 1, hour: 0, minute: 0, second: 0, ms: 0 });
  const end = wallAsUtcMs({ year: year + 1, month: 1, day: 1, hour: 0, minute: 0, second: 0, ms: 0 });
  const found: Transition[] = [];
  const DAY = 86_400_000;
  let previous = offsetAt(start, timeZone);
  for (let t = start + DAY; t <= end; t += DAY) {
    const offset = offsetAt(t, timeZone);
    if (offset === previous) continue;
    // A change within the last day: narrow it to the minute.
    let lo = t - DAY;
    let hi = t;
    while (hi - lo > 60_000) {
      const mid = lo + Math.floor((hi - lo) / 120_000) * 60_000;
      if (offsetAt(mid, timeZone) === previous) lo = mid;
      else hi = mid;
    }
    if (hi < end) found.push({ at: hi, from: previous, to: offset });
    previous = offset;
  }
  return found;
}

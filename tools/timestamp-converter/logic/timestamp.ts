import { trimEndOf } from "@/lib/engines/text/trim";
import { daysInMonth } from "@/lib/engines/time/calendar";
import { instantsOf, offsetAt, offsetLabel, wallAsUtcMs as utcMs, type Wall } from "@/lib/engines/time/zones";

export { currentName, instantsOf, offsetAt, offsetLabel, timeZones } from "@/lib/engines/time/zones";

/**
 * Unix time ↔ calendar dates. Unix time counts seconds (or milliseconds) since 1970-01-01T00:00:00Z without leap
 * seconds, which is exactly what the JavaScript Date holds, so every conversion is exact to the millisecond. Dates are
 * read by our own ISO 8601 and RFC 2822 readers (Date.parse accepts other forms differently in every browser), and a
 * date without an offset is read as a wall-clock time in the chosen IANA time zone, using the zone rules the browser
 * ships (Intl). The range is the years 0001 to 9999, which every format here can write. Pure: runs in the browser.
 */

export type NumberUnit = "auto" | "seconds" | "milliseconds";

/** 0001-01-01T00:00:00.000Z and 9999-12-31T23:59:59.999Z in milliseconds: the years every format here can write. */
export const MIN_MS = -62_135_596_800_000;
export const MAX_MS = 253_402_300_799_999;
/** From this many digits (10^11) on, a number read with "auto" is milliseconds: as seconds it would be after the year 5138. */
export const AUTO_MS_DIGITS = 12;
/** Longest input read at all. */
export const MAX_TIMESTAMP_TEXT = 100;

export const RANGE_MESSAGE = "Dates here run from 1 January 0001 to 31 December 9999 (Unix time −62,135,596,800 to 253,402,300,799 seconds).";

export type Read =
  | { state: "empty" }
  | { state: "error"; error: string }
  | { state: "ok"; ms: number; how: string; note?: string };

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;
const DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;
const DAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

function group(n: number | bigint): string {
  return n.toLocaleString("en-US");
}

function outOfRange(ms: number): string | null {
  if (ms < MIN_MS) return `That is before 1 January 0001. ${RANGE_MESSAGE}`;
  if (ms > MAX_MS) return `That is after 31 December 9999. ${RANGE_MESSAGE}`;
  return null;
}

const NUMBER = /^([+-]?)(\d+)(?:\.(\d+))?$/;

/** A Unix timestamp typed as a number: whole seconds, seconds with up to 3 decimals, or whole milliseconds. */
export function readNumber(text: string, unit: NumberUnit): Read {
  const match = NUMBER.exec(text.replace(/[\s_,]/g, "").replace(/\u2212/g, "-"));
  if (!match) return { state: "error", error: "" };
  const [, sign = "", whole = "", fraction = ""] = match;
  // Digits past the range are refused before any arithmetic: a 90-digit number is not a time.
  const magnitude = whole.replace(/^0+/, "");
  const asMs = unit === "milliseconds" || (unit === "auto" && magnitude.length >= AUTO_MS_DIGITS);
  if (magnitude.length > 16) return { state: "error", error: `That number is far too large. ${RANGE_MESSAGE}` };
  let ms: number;
  if (asMs) {
    if (trimEndOf(fraction, "0") !== "") return { state: "error", error: "Milliseconds are whole numbers here: a JavaScript date has no smaller unit." };
    ms = Number(`${sign}${whole}`);
  } else {
    const digits = trimEndOf(fraction, "0");
    if (digits.length > 3) return { state: "error", error: "Use at most 3 decimals for seconds: a JavaScript date counts whole milliseconds." };
    ms = Number(`${sign}${whole}`) * 1000 + (sign === "-" ? -1 : 1) * Number(digits.padEnd(3, "0"));
  }
  const range = outOfRange(ms);
  if (range) return { state: "error", error: range };
  const how =
    unit === "auto"
      ? asMs
        ? `Read as milliseconds (${magnitude.length} digits; seconds that large would be after the year 5138).`
        : "Read as seconds."
      : asMs
        ? "Read as milliseconds."
        : "Read as seconds.";
  return { state: "ok", ms: ms === 0 ? 0 : ms, how };
}


function checkWall(w: Wall): string | null {
  if (w.year < 1 || w.year > 9999) return RANGE_MESSAGE;
  if (w.month < 1 || w.month > 12) return `There is no month ${w.month}: months run from 01 to 12.`;
  if (w.day < 1 || w.day > daysInMonth(w.year, w.month)) {
    return `${MONTHS[w.month - 1]} ${w.year} has ${daysInMonth(w.year, w.month)} days, so day ${w.day} doesn't exist${w.month === 2 && w.day === 29 ? ` (${w.year} is not a leap year)` : ""}.`;
  }
  if (w.hour > 23) return `Hour ${w.hour} doesn't exist: hours run from 00 to 23.`;
  if (w.minute > 59) return `Minute ${w.minute} doesn't exist: minutes run from 00 to 59.`;
  if (w.second === 60) return "A leap second (:60) has no Unix timestamp: Unix time leaves leap seconds out. Use :59 or the next minute's :00.";
  if (w.second > 59) return `Second ${w.second} doesn't exist: seconds run from 00 to 59.`;
  return null;
}

// The offset may carry seconds (-04:56:02, local mean time before standard time), as this tool writes it for such a
// date and as RFC 9557 and Temporal read it.
const ISO = /^([+-]?\d{4,6})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?)?\s*(Z|[+-]\d{2}(?::?\d{2}(?::\d{2})?)?)?$/i;
const RFC2822 =
  /^(?:(Mon|Tue|Wed|Thu|Fri|Sat|Sun),\s*)?(\d{1,2})\s+(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\s+(\d{4})\s+(\d{2}):(\d{2})(?::(\d{2}))?\s+([+-]\d{4}|UT|UTC|GMT|Z|[ECMP][SD]T)$/i;
/** RFC 2822 §4.3's obsolete US zone names. */
const US_ZONES: Record<string, number> = { EST: -5, EDT: -4, CST: -6, CDT: -5, MST: -7, MDT: -6, PST: -8, PDT: -7 };

/** A numeric UTC offset: ±hh, ±hhmm, ±hh:mm or ±hh:mm:ss (sign, hours, minutes, seconds). */
const OFFSET = /^([+-])(\d{2}):?(\d{2})?(?::(\d{2}))?$/;

function offsetText(text: string): number {
  const upperText = text.toUpperCase();
  if (upperText === "Z" || upperText === "UT" || upperText === "UTC" || upperText === "GMT") return 0;
  if (upperText in US_ZONES) return (US_ZONES[upperText] ?? 0) * 3_600_000;
  const m = OFFSET.exec(text);
  if (!m) return 0;
  const value = ((Number(m[2]) * 60 + Number(m[3] ?? 0)) * 60 + Number(m[4] ?? 0)) * 1000;
  return m[1] === "-" ? -value : value;
}

/** A date typed as ISO 8601 or RFC 2822; without an offset it is read in `timeZone`. */
export function readDate(text: string, timeZone: string): Read {
  const iso = ISO.exec(text);
  const rfc = iso ? null : RFC2822.exec(text);
  if (!iso && !rfc) {
    return {
      state: "error",
      error: "Enter a Unix timestamp (like 946684800), an ISO 8601 date (like 2000-01-01T00:00:00Z) or an RFC 2822 date (like Sat, 01 Jan 2000 00:00:00 +0000).",
    };
  }
  let wall: Wall;
  let offset: string | undefined;
  let note: string | undefined;
  let weekday: string | undefined;
  if (iso) {
    const [, year = "", month = "", day = "", hour = "0", minute = "0", second = "0", fraction = "", zone] = iso;
    const digits = fraction.slice(0, 3).padEnd(3, "0");
    if (fraction.length > 3 && /[1-9]/.test(fraction.slice(3))) note = "Digits past the millisecond were dropped: a JavaScript date counts whole milliseconds.";
    wall = { year: Number(year), month: Number(month), day: Number(day), hour: Number(hour), minute: Number(minute), second: Number(second), ms: Number(digits) };
    offset = zone;
    const m = zone ? OFFSET.exec(zone) : null;
    if (m && (Number(m[2]) > 23 || Number(m[3] ?? 0) > 59 || Number(m[4] ?? 0) > 59)) {
      return { state: "error", error: `${zone} is not a UTC offset: offsets run from −23:59 to +23:59.` };
    }
  } else {
    const [, day = "", dd = "", mon = "", yyyy = "", hh = "", mi = "", ss = "0", zone = ""] = rfc ?? [];
    const month = MONTHS.findIndex((m) => m.toLowerCase() === mon.toLowerCase()) + 1;
    wall = { year: Number(yyyy), month, day: Number(dd), hour: Number(hh), minute: Number(mi), second: Number(ss), ms: 0 };
    offset = zone;
    weekday = day;
  }
  const invalid = checkWall(wall);
  if (invalid) return { state: "error", error: invalid };
  let ms: number;
  let how: string;
  if (offset !== undefined) {
    const offsetMs = offsetText(offset);
    ms = utcMs(wall) - offsetMs;
    how = iso ? `Read as ISO 8601 with the offset ${offset.toUpperCase() === "Z" ? "Z (UTC)" : offset}.` : `Read as RFC 2822 with the zone ${offset}.`;
  } else {
    const instants = instantsOf(wall, timeZone);
    if (instants.length === 0) {
      return { state: "error", error: `That time doesn't exist in ${timeZone}: the clocks jumped forward over it that day. Add an offset (like Z or +01:00) or pick another time.` };
    }
    ms = instants[0] ?? 0;
    how = `Read as ISO 8601, in ${timeZone} (no offset was given).`;
    if (instants.length > 1) note = `That time happens twice in ${timeZone} (the clocks went back): this is the first, at UTC offset ${offsetLabel(offsetAt(ms, timeZone))}. Add an offset to choose.`;
  }
  if (weekday) {
    const actual = new Date(utcMs(wall)).getUTCDay();
    if (DAYS[actual]?.toLowerCase() !== weekday.toLowerCase()) {
      return { state: "error", error: `${wall.day} ${MONTHS[wall.month - 1]} ${wall.year} was a ${DAY_NAMES[actual]}, not ${weekday}: check the date.` };
    }
  }
  const range = outOfRange(ms);
  if (range) return { state: "error", error: range };
  return { state: "ok", ms, how, ...(note ? { note } : {}) };
}

/** Reads what was typed: a number is a Unix timestamp, anything else a date. */
export function readInput(text: string, unit: NumberUnit, timeZone: string): Read {
  const trimmed = text.trim();
  if (trimmed === "") return { state: "empty" };
  if (trimmed.length > MAX_TIMESTAMP_TEXT) return { state: "error", error: `That's ${group(trimmed.length)} characters: a timestamp or date is at most ${MAX_TIMESTAMP_TEXT}.` };
  const asNumber = readNumber(trimmed, unit);
  if (asNumber.state !== "error" || asNumber.error !== "") return asNumber;
  return readDate(trimmed, timeZone);
}

function pad(n: number, width = 2): string {
  return String(Math.abs(n)).padStart(width, "0");
}

/** The wall clock in a zone at an instant. */
function wallAt(ms: number, offsetMs: number): Wall {
  const d = new Date(ms + offsetMs);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate(), hour: d.getUTCHours(), minute: d.getUTCMinutes(), second: d.getUTCSeconds(), ms: d.getUTCMilliseconds() };
}

function isoOf(w: Wall, zone: string): string {
  const fraction = w.ms ? `.${pad(w.ms, 3)}` : "";
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}:${pad(w.second)}${fraction}${zone}`;
}

export interface Formats {
  seconds: string;
  milliseconds: string;
  isoUtc: string;
  isoZone: string;
  rfc2822: string;
  readable: string;
  offset: string;
  weekday: string;
}

/** Unix seconds as text: whole, or with the milliseconds as 3 decimals. */
function secondsText(ms: number): string {
  const sign = ms < 0 ? "-" : "";
  const abs = Math.abs(ms);
  const rest = abs % 1000;
  return `${sign}${Math.floor(abs / 1000)}${rest ? `.${pad(rest, 3)}` : ""}`;
}

/** One instant in every format, the zone-dependent ones in `timeZone`. */
export function formats(ms: number, timeZone: string): Formats {
  const offset = offsetAt(ms, timeZone);
  const utc = wallAt(ms, 0);
  const local = wallAt(ms, offset);
  const day = new Date(ms + offset).getUTCDay();
  // RFC 2822 writes whole minutes: an offset with seconds (New York until 1883 was -04:56:02) is written to the minute
  // toward zero, with the wall time at that offset, so the line still names the same instant.
  const rfcOffsetMs = Math.trunc(offset / 60_000) * 60_000;
  const rfcLocal = wallAt(ms, rfcOffsetMs);
  const rfcDay = new Date(ms + rfcOffsetMs).getUTCDay();
  const readable = new Intl.DateTimeFormat("en-GB", { timeZone, dateStyle: "full", timeStyle: "long" }).format(new Date(ms));
  return {
    seconds: secondsText(ms),
    milliseconds: String(ms),
    isoUtc: isoOf(utc, "Z"),
    isoZone: isoOf(local, offset === 0 ? "Z" : offsetLabel(offset)),
    rfc2822: `${DAYS[rfcDay]}, ${pad(rfcLocal.day)} ${MONTHS[rfcLocal.month - 1]} ${pad(rfcLocal.year, 4)} ${pad(rfcLocal.hour)}:${pad(rfcLocal.minute)}:${pad(rfcLocal.second)} ${offsetLabel(rfcOffsetMs, "")}`,
    readable,
    offset: `UTC${offsetLabel(offset)}`,
    weekday: DAY_NAMES[day] ?? "",
  };
}

import { daysInMonth } from "@/lib/engines/time/calendar";
import { abbreviationAt, instantsOf, isDaylightSaving, offsetAt, offsetLabel, transitionsIn, wallAsUtcMs, wallAt, type Wall } from "@/lib/engines/time/zones";

/**
 * A wall time in one IANA zone shown in others, and the meeting planner's 24 hours, on the zone rules the browser
 * ships (Intl). A wall time the source zone's clocks skip (spring forward) or show twice (fall back) is said in words,
 * with the instant used: the one the clocks would show had they not changed (a skipped 02:30 is read with the offset
 * before the change, so it is 03:30 after it), and the first of a repeated time unless the second is chosen — the same
 * choices as Temporal's default ("compatible") disambiguation. Pure: runs in the browser.
 */

/** How many zones the converter shows besides the source zone. */
export const MAX_TARGET_ZONES = 12;
/** Working hours marked in the planner: an hour that starts at or after 09:00 and ends by 17:00 local time. */
export const WORK_START_MINUTES = 9 * 60;
export const WORK_END_MINUTES = 17 * 60;

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"] as const;
const DAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

function pad(n: number, width = 2): string {
  return String(n).padStart(width, "0");
}

/** "Sunday 8 March 2026". */
export function dayText(w: Pick<Wall, "year" | "month" | "day">): string {
  const weekday = new Date(wallAsUtcMs({ ...w, hour: 0, minute: 0, second: 0, ms: 0 })).getUTCDay();
  // Years before 1000 written with four digits, as the Date Calculator does ("1 January 0001").
  return `${DAYS[weekday]} ${w.day} ${MONTHS[w.month - 1]} ${w.year >= 0 && w.year < 1000 ? String(w.year).padStart(4, "0") : w.year}`;
}

/** "03:30" (seconds only when not zero). */
export function clockText(w: Pick<Wall, "hour" | "minute" | "second">): string {
  return `${pad(w.hour)}:${pad(w.minute)}${w.second ? `:${pad(w.second)}` : ""}`;
}

/** "UTC−04:00" as the page writes it. */
export function utcOffsetText(offsetMs: number): string {
  return `UTC${offsetLabel(offsetMs).replace("-", "\u2212")}`;
}

export type Which = "earlier" | "later";

export type SourceRead =
  | { state: "empty" }
  | { state: "error"; field: "date" | "time"; error: string }
  | {
      state: "ok";
      ms: number;
      wall: Wall;
      /** Said above the result when the wall time is skipped or repeated in the source zone. */
      note?: string;
      /** A repeated wall time: which of the two is shown, and the other's instant. */
      repeated?: { which: Which; other: number };
    };

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?$/;


/** The date field: YYYY-MM-DD, a real day of the years 0001 to 9999. */
export function readDate(text: string): { ok: true; year: number; month: number; day: number } | { ok: false; error: string } {
  const m = DATE.exec(text.trim());
  if (!m) return { ok: false, error: "Enter the date as YYYY-MM-DD, like 2026-03-08." };
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (year < 1) return { ok: false, error: "Dates here run from the year 0001 to 9999." };
  if (month < 1 || month > 12) return { ok: false, error: `There is no month ${month}: months run from 01 to 12.` };
  const days = daysInMonth(year, month);
  if (day < 1 || day > days) {
    return { ok: false, error: `${MONTHS[month - 1]} ${year} has ${days} days, so day ${day} doesn't exist${month === 2 && day === 29 ? ` (${year} is not a leap year)` : ""}.` };
  }
  return { ok: true, year, month, day };
}

/** The time field: HH:MM or HH:MM:SS, 24-hour. */
export function readTime(text: string): { ok: true; hour: number; minute: number; second: number } | { ok: false; error: string } {
  const m = TIME.exec(text.trim());
  if (!m) return { ok: false, error: "Enter the time as HH:MM on the 24-hour clock, like 09:30 or 17:00." };
  const [hour, minute, second] = [Number(m[1]), Number(m[2]), Number(m[3] ?? 0)];
  if (hour > 23) return { ok: false, error: `Hour ${hour} doesn't exist: hours run from 00 to 23.` };
  if (minute > 59) return { ok: false, error: `Minute ${minute} doesn't exist: minutes run from 00 to 59.` };
  if (second > 59) return { ok: false, error: `Second ${second} doesn't exist: seconds run from 00 to 59.` };
  return { ok: true, hour, minute, second };
}

/** The change of offset nearest an instant (the one that made a wall time skipped or repeated). */
function changeNear(ms: number, timeZone: string) {
  const year = new Date(ms).getUTCFullYear();
  const all = [...transitionsIn(year - 1, timeZone), ...transitionsIn(year, timeZone), ...transitionsIn(year + 1, timeZone)];
  let best = all[0];
  for (const t of all) if (best && Math.abs(t.at - ms) < Math.abs(best.at - ms)) best = t;
  return best;
}

/** "the clocks jumped from 02:00 to 03:00" / "went back from 02:00 to 01:00": the wall clock either side of a change. */
function changeWords(ms: number, timeZone: string): string {
  const change = changeNear(ms, timeZone);
  if (!change) return "the clocks changed";
  const before = new Date(change.at + change.from);
  const after = new Date(change.at + change.to);
  const day = (d: Date) => dayText({ year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() });
  // A change of a whole day or more (Samoa skipped 30 December 2011) names the days, or it reads "from 00:00 to 00:00".
  const sameDay = day(before) === day(after);
  const hm = (d: Date) => `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}${sameDay ? "" : ` on ${day(d)}`}`;
  return `the clocks ${change.to > change.from ? "jumped" : "went back"} from ${hm(before)} to ${hm(after)}`;
}

function zoneName(ms: number, timeZone: string): string {
  const abbreviation = abbreviationAt(ms, timeZone);
  const offset = utcOffsetText(offsetAt(ms, timeZone));
  return abbreviation && abbreviation !== "UTC" ? `${abbreviation}, ${offset}` : offset;
}

/** A date and a time typed in the source zone, read to one instant (skipped and repeated times said in words). */
export function readSource(dateText: string, timeText: string, timeZone: string, which: Which = "earlier"): SourceRead {
  if (dateText.trim() === "" && timeText.trim() === "") return { state: "empty" };
  if (dateText.trim() === "") return { state: "error", field: "date", error: "Pick a date as well, or press Now." };
  const date = readDate(dateText);
  if (!date.ok) return { state: "error", field: "date", error: date.error };
  if (timeText.trim() === "") return { state: "error", field: "time", error: "Pick a time as well, or press Now." };
  const time = readTime(timeText);
  if (!time.ok) return { state: "error", field: "time", error: time.error };
  const wall: Wall = { year: date.year, month: date.month, day: date.day, hour: time.hour, minute: time.minute, second: time.second, ms: 0 };
  const instants = instantsOf(wall, timeZone);
  const typed = `${clockText(wall)} on ${dayText(wall)}`;
  if (instants.length === 0) {
    // A skipped time: read with the offset in force before the change, which the clocks after it show later.
    const local = wallAsUtcMs(wall);
    const ms = local - offsetAt(local - 86_400_000, timeZone);
    const shown = wallAt(ms, timeZone);
    return {
      state: "ok",
      ms,
      wall,
      note: `${typed} doesn't exist in ${timeZone}: ${changeWords(ms, timeZone)}. Shown: the moment it would have been without the change, which the clocks there call ${clockText(shown)} (${zoneName(ms, timeZone)}).`,
    };
  }
  if (instants.length > 1) {
    const [first = 0, second = 0] = instants;
    const ms = which === "earlier" ? first : second;
    const other = which === "earlier" ? second : first;
    return {
      state: "ok",
      ms,
      wall,
      repeated: { which, other },
      note: `${typed} happens twice in ${timeZone}: ${changeWords(first, timeZone)}. Shown: the ${which === "earlier" ? "first" : "second"} (${zoneName(ms, timeZone)}); the ${which === "earlier" ? "second" : "first"} is ${zoneName(other, timeZone)}.`,
    };
  }
  return { state: "ok", ms: instants[0] ?? 0, wall };
}

export interface ZoneTime {
  zone: string;
  /** "03:30". */
  time: string;
  /** "Monday 9 March 2026". */
  date: string;
  /** Calendar days from the source date: −1, 0, +1 (or ±2 across the date line). */
  dayShift: number;
  offset: string;
  offsetMs: number;
  /** "EDT", "IST"; null when the browser names the zone by its offset only. */
  abbreviation: string | null;
  dst: boolean;
  /** ISO 8601 with the offset: 2026-03-08T03:30:00-04:00. */
  iso: string;
}

function dayNumber(w: Pick<Wall, "year" | "month" | "day">): number {
  return Math.round(wallAsUtcMs({ ...w, hour: 0, minute: 0, second: 0, ms: 0 }) / 86_400_000);
}

/** An instant in one zone, with its day relative to the source date. */
export function zoneTime(ms: number, timeZone: string, sourceDate: Pick<Wall, "year" | "month" | "day">): ZoneTime {
  const w = wallAt(ms, timeZone);
  const offsetMs = offsetAt(ms, timeZone);
  return {
    zone: timeZone,
    time: clockText(w),
    date: dayText(w),
    dayShift: dayNumber(w) - dayNumber(sourceDate),
    offset: utcOffsetText(offsetMs),
    offsetMs,
    abbreviation: abbreviationAt(ms, timeZone),
    dst: isDaylightSaving(ms, timeZone),
    iso: `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}:${pad(w.second)}${offsetMs === 0 ? "Z" : offsetLabel(offsetMs)}`,
  };
}

/** "+1 day", "−1 day", "" for the same day. */
export function dayShiftText(shift: number): string {
  if (shift === 0) return "";
  return `${shift > 0 ? "+" : "\u2212"}${Math.abs(shift)} day${Math.abs(shift) === 1 ? "" : "s"}`;
}

export interface PlannerCell {
  time: string;
  dayShift: number;
  working: boolean;
}

export type PlannerRow =
  | { kind: "skipped"; hour: number; label: string; note: string }
  | { kind: "time"; hour: number; ms: number; label: string; cells: PlannerCell[]; allWorking: boolean };

/** Whether the hour starting at this local time lies within 09:00–17:00 there. */
export function inWorkingHours(w: Pick<Wall, "hour" | "minute">): boolean {
  const start = w.hour * 60 + w.minute;
  return start >= WORK_START_MINUTES && start + 60 <= WORK_END_MINUTES;
}

/**
 * The meeting planner: each whole hour of the source day as the source zone's clocks show it (00:00 to 23:00), in
 * every zone. An hour the clocks skip is a row saying so; an hour they show twice is two rows, told apart by offset.
 */
export function plannerRows(date: Pick<Wall, "year" | "month" | "day">, sourceZone: string, zones: readonly string[]): PlannerRow[] {
  const rows: PlannerRow[] = [];
  for (let hour = 0; hour < 24; hour++) {
    const wall: Wall = { ...date, hour, minute: 0, second: 0, ms: 0 };
    const instants = instantsOf(wall, sourceZone);
    const label = clockText(wall);
    if (instants.length === 0) {
      const local = wallAsUtcMs(wall);
      rows.push({ kind: "skipped", hour, label, note: `${label} doesn't exist in ${sourceZone} that day: ${changeWords(local - offsetAt(local - 86_400_000, sourceZone), sourceZone)}.` });
      continue;
    }
    for (const ms of instants) {
      const cells = [sourceZone, ...zones].map((zone) => {
        const w = wallAt(ms, zone);
        return { time: clockText(w), dayShift: dayNumber(w) - dayNumber(date), working: inWorkingHours(w) };
      });
      rows.push({
        kind: "time",
        hour,
        ms,
        label: instants.length > 1 ? `${label} (${zoneName(ms, sourceZone)})` : label,
        cells,
        allWorking: cells.every((c) => c.working),
      });
    }
  }
  return rows;
}

/** The current minute in a zone, as the date and time fields take it. */
export function nowFields(ms: number, timeZone: string): { date: string; time: string } {
  const w = wallAt(ms, timeZone);
  return { date: `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}`, time: `${pad(w.hour)}:${pad(w.minute)}` };
}

import { Cron } from "croner";
import cronstrue from "cronstrue";
import { offsetAt, offsetLabel } from "@/lib/engines/time/zones";
import type { CronRead } from "./cron";

/**
 * A checked cron expression in words (cronstrue) and its next run times in an IANA zone (croner, on the zone rules the
 * browser ships). Loaded with import() when the page first has an expression to show, so neither library is in the
 * page's first load.
 *
 * Daylight saving follows cron: a job whose minute and hour are fixed values (no * and no step) and whose time falls
 * in a spring-forward gap runs at the first minute after the change, and runs once when an autumn hour repeats; a job
 * that repeats through the hour (*, steps) skips the minutes that don't exist and runs in both copies of a repeated
 * hour.
 */

export type CheckedCron = Extract<CronRead, { state: "ok" }>;

/** The expression in words, 24-hour times. */
export function explain(read: CheckedCron): string {
  return cronstrue.toString(read.expression, { use24HourTimeFormat: true, verbose: true, throwExceptionOnParseError: true });
}

/** How the two day fields combine, when that is not obvious from the words. */
export function dayRuleNote(read: CheckedCron): string | null {
  const [, , dom = "*", , dow = "*"] = read.fields;
  if (dom === "*" || dow === "*") return null;
  if (read.dayRule === "either") return "Both day fields are set, so cron runs on any day that matches either one: the day of month or the weekday (crontab(5)).";
  return `Cron runs this only on days that match both the day of month and the weekday: the "either" rule applies only when neither day field starts with * (crontab(5)).`;
}

export interface Run {
  ms: number;
  /** "Sun, 9 Mar 2025" in the zone */
  date: string;
  /** "03:00" in the zone */
  time: string;
  /** "UTC-04:00" */
  offset: string;
  /** "2025-03-09T03:00-04:00" */
  iso: string;
  /** Set when daylight saving moved the run off the expression's own time. */
  moved?: string;
}

function pad(n: number, width = 2): string {
  return String(n).padStart(width, "0");
}

/** The options that make croner read a checked expression as crontab(5) does. */
function cronOf(read: CheckedCron, timeZone: string): Cron {
  return new Cron(read.expression, { timezone: timeZone, mode: "5-part", domAndDow: read.dayRule === "both", fixedTimeRule: "no-wildcard" });
}

/**
 * The next `count` runs strictly after `after`: an instant, or a wall time "YYYY-MM-DDTHH:MM" read in the zone. Fewer
 * come back when the calendar ends first (the year 9999).
 */
export function nextRuns(read: CheckedCron, timeZone: string, after: Date | string, count = 10): Run[] {
  const dates = cronOf(read, timeZone).nextRuns(count, after);
  const minutes = read.values[0] ?? [];
  const hours = read.values[1] ?? [];
  const dateFormat = new Intl.DateTimeFormat("en-GB", { timeZone, weekday: "short", day: "numeric", month: "short", year: "numeric" });
  return dates.map((d) => {
    const ms = d.getTime();
    const offset = offsetAt(ms, timeZone);
    const wall = new Date(ms + offset);
    const [hour, minute] = [wall.getUTCHours(), wall.getUTCMinutes()];
    const iso = `${pad(wall.getUTCFullYear(), 4)}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}T${pad(hour)}:${pad(minute)}${offsetLabel(offset)}`;
    const run: Run = { ms, date: dateFormat.format(d), time: `${pad(hour)}:${pad(minute)}`, offset: `UTC${offsetLabel(offset)}`, iso };
    if (!minutes.includes(minute) || !hours.includes(hour)) {
      run.moved = `The scheduled time doesn't exist on this day in ${timeZone} (the clocks jumped forward), so cron runs the job at the first minute after the change.`;
    }
    return run;
  });
}

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildCron, readCron, type CronRead } from "./cron";
import { dayRuleNote, explain, nextRuns, type CheckedCron } from "./schedule";

/**
 * References:
 * - crontab(5) (Vixie cron / cronie man page), its EXAMPLE CRON FILE: "5 0 * * *" five minutes after midnight every
 *   day; "15 14 1 * *" at 2:15pm on the first of every month; "0 22 * * 1-5" at 10 pm on weekdays; "23 0-23/2 * * *"
 *   23 minutes after midnight, 2am, 4am…; "5 4 * * sun" at 5 after 4 every Sunday; and its note that "30 4 1,15 * 5"
 *   runs at 4:30 am on the 1st and 15th of each month, plus every Friday (either day field matching), while a day
 *   field starting with * makes both have to match. Its macros: @yearly = "0 0 1 1 *" … @hourly = "0 * * * *".
 * - IANA tzdb transitions: America/New_York springs forward at 02:00 on 9 March 2025 (to −04:00) and falls back at
 *   02:00 on 2 November 2025 (to −05:00); Europe/London springs forward at 01:00 on 30 March 2025; Asia/Kolkata is
 *   +05:30 all year.
 */

function ok(read: CronRead): CheckedCron {
  if (read.state !== "ok") throw new Error(`expected an expression, got ${JSON.stringify(read)}`);
  return read;
}
const error = (read: CronRead) => (read.state === "error" ? read.error : `no error: ${JSON.stringify(read)}`);
const runs = (expression: string, zone: string, after: string, count = 10) => nextRuns(ok(readCron(expression)), zone, new Date(after), count);
const isoRuns = (expression: string, zone: string, after: string, count = 10) => runs(expression, zone, after, count).map((r) => r.iso);

describe("crontab(5)'s examples", () => {
  it.each([
    ["5 0 * * *", "At 00:05, every day", ["2025-01-01T00:05+00:00", "2025-01-02T00:05+00:00"]],
    ["15 14 1 * *", "At 14:15, on day 1 of the month", ["2025-01-01T14:15+00:00", "2025-02-01T14:15+00:00"]],
    ["0 22 * * 1-5", "At 22:00, Monday through Friday", ["2025-01-01T22:00+00:00", "2025-01-02T22:00+00:00", "2025-01-03T22:00+00:00", "2025-01-06T22:00+00:00"]],
    ["23 0-23/2 * * *", "At 23 minutes past the hour, every 2 hours", ["2025-01-01T00:23+00:00", "2025-01-01T02:23+00:00", "2025-01-01T04:23+00:00"]],
    ["5 4 * * sun", "At 04:05, only on Sunday", ["2025-01-05T04:05+00:00", "2025-01-12T04:05+00:00"]],
  ])("%s: %s", (expression, words, first) => {
    const read = ok(readCron(expression));
    expect(explain(read)).toContain(words);
    expect(isoRuns(expression, "UTC", "2024-12-31T23:59:00Z", first.length)).toEqual(first);
  });

  it("30 4 1,15 * 5: the 1st and the 15th, plus every Friday", () => {
    const read = ok(readCron("30 4 1,15 * 5"));
    expect(read.dayRule).toBe("either");
    expect(dayRuleNote(read)).toMatch(/either one/);
    // January 2025: Wed 1st, Fri 3rd, Fri 10th, Wed 15th, Fri 17th.
    expect(isoRuns("30 4 1,15 * 5", "UTC", "2024-12-31T12:00:00Z", 5).map((iso) => iso.slice(0, 10))).toEqual(["2025-01-01", "2025-01-03", "2025-01-10", "2025-01-15", "2025-01-17"]);
  });

  it("a day field starting with * makes both day fields match", () => {
    const read = ok(readCron("0 0 */2 * 1"));
    expect(read.dayRule).toBe("both");
    expect(dayRuleNote(read)).toMatch(/both the day of month and the weekday/);
    // Odd-numbered Mondays: 13 and 27 January, 3 and 17 February 2025.
    expect(isoRuns("0 0 */2 * 1", "UTC", "2025-01-01T00:00:00Z", 4).map((iso) => iso.slice(0, 10))).toEqual(["2025-01-13", "2025-01-27", "2025-02-03", "2025-02-17"]);
    expect(dayRuleNote(ok(readCron("0 0 * * 1")))).toBeNull();
  });

  it("macros are the five fields crontab(5) gives them", () => {
    expect(ok(readCron("@yearly"))).toMatchObject({ expression: "0 0 1 1 *", macro: "@yearly" });
    expect(ok(readCron("@annually")).expression).toBe("0 0 1 1 *");
    expect(ok(readCron("@monthly")).expression).toBe("0 0 1 * *");
    expect(ok(readCron("@weekly")).expression).toBe("0 0 * * 0");
    expect(ok(readCron("@DAILY")).expression).toBe("0 0 * * *");
    expect(ok(readCron("@midnight")).expression).toBe("0 0 * * *");
    expect(ok(readCron("@hourly")).expression).toBe("0 * * * *");
    expect(error(readCron("@reboot"))).toMatch(/^@reboot runs once when the cron daemon starts/);
    expect(error(readCron("@fortnightly"))).toMatch(/^@fortnightly is not a cron macro\./);
  });

  it("names, 7 for Sunday, lists and steps expand to values", () => {
    expect(ok(readCron("0 9 * jan-mar MON-FRI")).values).toEqual([[0], [9], Array.from({ length: 31 }, (_, i) => i + 1), [1, 2, 3], [1, 2, 3, 4, 5]]);
    expect(ok(readCron("0 9 * * 7")).values[4]).toEqual([0]);
    expect(ok(readCron("0 9 * * 5-7")).values[4]).toEqual([0, 5, 6]);
    expect(ok(readCron("0 9 * * FRI-SUN")).values[4]).toEqual([0, 5, 6]);
    expect(ok(readCron("0 9 * * mon-sun")).values[4]).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(isoRuns("0 9 * * FRI-SUN", "UTC", "2025-01-01T00:00:00Z", 4).map((iso) => iso.slice(0, 10))).toEqual(["2025-01-03", "2025-01-04", "2025-01-05", "2025-01-10"]);
    expect(error(readCron("0 9 * * 1-0"))).toMatch(/^Day of week: the range 1-0 runs backwards\./);
    expect(ok(readCron("*/20 * * * *")).values[0]).toEqual([0, 20, 40]);
    expect(ok(readCron("0,30 8-10 * * *")).values.slice(0, 2)).toEqual([[0, 30], [8, 9, 10]]);
  });
});

describe("bad fields are named with their range", () => {
  it.each([
    ["60 * * * *", "Minute: 60 is out of range: the minute field takes 0 to 59."],
    ["0 24 * * *", "Hour: 24 is out of range: the hour field takes 0 to 23."],
    ["0 0 0 * *", "Day of month: 0 is out of range: the day of month field takes 1 to 31."],
    ["0 0 1 13 *", "Month: 13 is out of range: the month field takes 1 to 12 or JAN to DEC."],
    ["0 0 * * 8", "Day of week: 8 is out of range: the day of week field takes 0 to 7 (0 and 7 are Sunday) or SUN to SAT."],
    ["0 0 * * FUN", 'Day of week: "FUN" is not a weekday name. Use the first three letters in English: SUN, MON, TUE, WED, THU, FRI, SAT.'],
    ["*/0 * * * *", "Minute: a step of 0 is out of range: steps run from 1 to 59."],
    ["0 22-2 * * *", "Hour: the range 22-2 runs backwards. Cron ranges go from low to high: write 22-23,0-2 to wrap around."],
    ["0 0 L * *", "Day of month: L, W and # (last day, nearest weekday, nth weekday) are Quartz extensions that crontab doesn't read. Use numbers, * for every value, lists (1,15), ranges (1-5) and steps (*/15 or 0-30/10)."],
    ["0 0 ? * MON", 'Day of month: ? is Quartz\'s "no specific value", not crontab syntax: use * here.'],
    ["0 0 * * 1#2", "Day of week: L, W and # (last day, nearest weekday, nth weekday) are Quartz extensions that crontab doesn't read. Use numbers, * for every value, lists (1,15), ranges (1-5) and steps (*/15 or 0-30/10)."],
    ["0 0 1,,2 * *", 'Day of month: an empty item in the list "1,,2": remove the extra comma.'],
    ["5/10 * * * *", 'Minute: "5/10" steps from a single value; crontab steps a range or *: write 5-59/10 or */10.'],
    ["0 0 30 2 *", "This never runs: no month chosen has day 30 (February has at most 29 days; April, June, September and November 30)."],
  ])("%s", (expression, message) => {
    expect(error(readCron(expression))).toBe(message);
  });

  it("the field count, a crontab line's command, and the length", () => {
    expect(error(readCron("0 0 *"))).toBe("That has 3 fields; a cron expression has 5: minute, hour, day of month, month and day of week (like 30 2 * * 1).");
    expect(error(readCron("0 0 0 * * *"))).toMatch(/^That has 6 fields\. This page reads crontab's 5/);
    expect(error(readCron("30 2 * * * /usr/local/bin/backup --all"))).toMatch(/^Only the schedule is read here: .*"\/usr\/local\/bin\/backup --all" looks like the command/);
    expect(error(readCron(`0 0 * * * ${"x".repeat(200)}`))).toBe("That's 210 characters: a cron expression here is at most 200.");
    expect(readCron("  ")).toEqual({ state: "empty" });
    // February 30 never comes, but with both day fields set the weekday still can.
    expect(ok(readCron("0 0 30 2 1")).dayRule).toBe("either");
  });
});

describe("next runs in a zone, through daylight saving", () => {
  it("shows the zone's offset", () => {
    expect(runs("0 9 * * *", "Asia/Kolkata", "2025-01-01T00:00:00Z", 2)).toMatchObject([
      { iso: "2025-01-01T09:00+05:30", offset: "UTC+05:30", date: "Wed, 1 Jan 2025", time: "09:00" },
      { iso: "2025-01-02T09:00+05:30" },
    ]);
  });

  it("02:30 on New York's spring-forward day runs at 03:00, said; later days at 02:30", () => {
    const list = runs("30 2 * * *", "America/New_York", "2025-03-08T12:00:00Z", 3);
    expect(list.map((r) => r.iso)).toEqual(["2025-03-09T03:00-04:00", "2025-03-10T02:30-04:00", "2025-03-11T02:30-04:00"]);
    expect(list[0]?.moved).toMatch(/doesn't exist on this day in America\/New_York \(the clocks jumped forward\)/);
    expect(list[1]?.moved).toBeUndefined();
  });

  it("a job every 30 minutes skips the hour that doesn't exist", () => {
    expect(isoRuns("*/30 * * * *", "America/New_York", "2025-03-09T06:00:00Z", 3)).toEqual(["2025-03-09T01:30-05:00", "2025-03-09T03:00-04:00", "2025-03-09T03:30-04:00"]);
  });

  it("in the repeated autumn hour a fixed job runs once, a repeating job in both copies", () => {
    expect(isoRuns("0 1 * * *", "America/New_York", "2025-11-01T12:00:00Z", 2)).toEqual(["2025-11-02T01:00-04:00", "2025-11-03T01:00-05:00"]);
    expect(isoRuns("*/30 1 * * *", "America/New_York", "2025-11-02T04:00:00Z", 4)).toEqual(["2025-11-02T01:00-04:00", "2025-11-02T01:30-04:00", "2025-11-02T01:00-05:00", "2025-11-02T01:30-05:00"]);
  });

  it("London's gap is 01:00 to 02:00", () => {
    expect(isoRuns("30 1 * * *", "Europe/London", "2025-03-29T12:00:00Z", 2)).toEqual(["2025-03-30T02:00+01:00", "2025-03-31T01:30+01:00"]);
  });

  it("a wall time to start from is read in the zone", () => {
    expect(nextRuns(ok(readCron("0 * * * *")), "Asia/Kolkata", "2025-06-01T10:00", 1).map((r) => r.iso)).toEqual(["2025-06-01T11:00+05:30"]);
  });
});

describe("the builder", () => {
  it.each([
    [{ kind: "minutes", every: 15 } as const, "*/15 * * * *", "Every 15 minutes"],
    [{ kind: "minutes", every: 1 } as const, "* * * * *", "Every minute"],
    [{ kind: "hourly", minute: 5 } as const, "5 * * * *", "At 5 minutes past the hour"],
    [{ kind: "daily", hour: 2, minute: 30 } as const, "30 2 * * *", "At 02:30, every day"],
    [{ kind: "weekly", days: [1, 2, 3, 4, 5], hour: 9, minute: 0 } as const, "0 9 * * 1-5", "At 09:00, Monday through Friday"],
    [{ kind: "weekly", days: [1, 3, 5], hour: 18, minute: 45 } as const, "45 18 * * 1,3,5", "At 18:45, only on Monday, Wednesday, and Friday"],
    [{ kind: "monthly", day: 1, hour: 0, minute: 0 } as const, "0 0 1 * *", "At 00:00, on day 1 of the month"],
  ])("%o writes %s", (choice, expression, words) => {
    expect(buildCron(choice)).toBe(expression);
    expect(explain(ok(readCron(expression)))).toContain(words);
  });
});

describe("every expression the reader accepts, both libraries read", () => {
  const item = (min: number, max: number, names: readonly string[] = []) =>
    fc.oneof(
      fc.constant("*"),
      fc.integer({ min, max }).map(String),
      fc.tuple(fc.integer({ min, max }), fc.integer({ min, max })).map(([a, b]) => `${Math.min(a, b)}-${Math.max(a, b)}`),
      fc.integer({ min: 1, max }).map((step) => `*/${step}`),
      fc.tuple(fc.integer({ min, max }), fc.integer({ min, max }), fc.integer({ min: 1, max: 10 })).map(([a, b, s]) => `${Math.min(a, b)}-${Math.max(a, b)}/${s}`),
      ...(names.length ? [fc.constantFrom(...names)] : []),
    );
  const field = (min: number, max: number, names: readonly string[] = []) => fc.array(item(min, max, names), { minLength: 1, maxLength: 3 }).map((items) => items.join(","));
  it("explains and schedules without throwing", () => {
    fc.assert(
      fc.property(
        fc.tuple(field(0, 59), field(0, 23), field(1, 31), field(1, 12, ["JAN", "jun", "Dec"]), field(0, 7, ["SUN", "mon", "Fri"])),
        fc.constantFrom("UTC", "America/New_York", "Asia/Kolkata", "Australia/Lord_Howe"),
        (fields, zone) => {
          const read = readCron(fields.join(" "));
          if (read.state !== "ok") return;
          expect(explain(read).length).toBeGreaterThan(0);
          const list = nextRuns(read, zone, new Date("2025-03-01T00:00:00Z"), 3);
          for (const run of list) expect(run.ms).toBeGreaterThan(Date.UTC(2025, 2, 1));
        },
      ),
      { numRuns: 300 },
    );
  });
});

import { describe, expect, it } from "vitest";
import { abbreviationAt, isDaylightSaving, offsetAt, transitionsIn } from "@/lib/engines/time/zones";
import { dayText, inWorkingHours, nowFields, plannerRows, readDate, readSource, readTime, zoneTime } from "./convert";

/**
 * Against the IANA tz database's rules (tzdata "northamerica", "europe", "asia", "australasia" files), as the runtime's
 * Intl data carries them. Each transition named here is the rule's own date and wall time.
 */

const utc = (iso: string) => Date.parse(iso);

describe("zone rules the converter relies on (IANA tzdb)", () => {
  it("America/New_York: US rule, 2026-03-08 02:00 EST → 03:00 EDT and 2026-11-01 02:00 EDT → 01:00 EST", () => {
    expect(transitionsIn(2026, "America/New_York").map((t) => new Date(t.at).toISOString())).toEqual(["2026-03-08T07:00:00.000Z", "2026-11-01T06:00:00.000Z"]);
    expect(abbreviationAt(utc("2026-01-15T12:00Z"), "America/New_York")).toBe("EST");
    expect(abbreviationAt(utc("2026-07-15T12:00Z"), "America/New_York")).toBe("EDT");
    expect(isDaylightSaving(utc("2026-07-15T12:00Z"), "America/New_York")).toBe(true);
    expect(isDaylightSaving(utc("2026-01-15T12:00Z"), "America/New_York")).toBe(false);
  });

  it("Europe/London: EU rule, last Sunday of March and of October at 01:00 UTC (2026-03-29, 2026-10-25)", () => {
    expect(transitionsIn(2026, "Europe/London").map((t) => new Date(t.at).toISOString())).toEqual(["2026-03-29T01:00:00.000Z", "2026-10-25T01:00:00.000Z"]);
    expect(abbreviationAt(utc("2026-07-15T12:00Z"), "Europe/London")).toBe("BST");
  });

  it("Asia/Kolkata: +05:30 all year, no transitions; Asia/Kathmandu: +05:45", () => {
    expect(transitionsIn(2026, "Asia/Kolkata")).toEqual([]);
    expect(offsetAt(utc("2026-07-15T12:00Z"), "Asia/Kolkata")).toBe(5.5 * 3_600_000);
    expect(isDaylightSaving(utc("2026-07-15T12:00Z"), "Asia/Kolkata")).toBe(false);
    expect(offsetAt(utc("2026-01-15T12:00Z"), "Asia/Kathmandu")).toBe((5 * 60 + 45) * 60_000);
  });

  it("Australia/Lord_Howe: a 30-minute DST, +10:30 → +11:00 on 2026-10-04 at 02:00 local", () => {
    expect(transitionsIn(2026, "Australia/Lord_Howe").map((t) => [new Date(t.at).toISOString(), (t.to - t.from) / 60_000])).toEqual([
      ["2026-04-04T15:00:00.000Z", -30],
      ["2026-10-03T15:30:00.000Z", 30],
    ]);
    expect(isDaylightSaving(utc("2026-01-15T12:00Z"), "Australia/Lord_Howe")).toBe(true);
  });
});

describe("readSource: a wall time in the source zone", () => {
  it("an ordinary time is one instant: 09:00 in New York on 15 January 2026 is 14:00 UTC", () => {
    const read = readSource("2026-01-15", "09:00", "America/New_York");
    expect(read).toMatchObject({ state: "ok", ms: utc("2026-01-15T14:00Z") });
    expect(read.state === "ok" && read.note).toBeFalsy();
  });

  it("a skipped time is said and read with the offset before the change: 02:30 on 8 March 2026 in New York is 03:30 EDT", () => {
    const read = readSource("2026-03-08", "02:30", "America/New_York");
    expect(read).toMatchObject({ state: "ok", ms: utc("2026-03-08T07:30Z") });
    expect(read.state === "ok" && read.note).toBe(
      "02:30 on Sunday 8 March 2026 doesn't exist in America/New_York: the clocks jumped from 02:00 to 03:00. Shown: the moment it would have been without the change, which the clocks there call 03:30 (EDT, UTC−04:00).",
    );
  });

  it("a repeated time is said, the first shown unless the second is chosen: 01:30 on 1 November 2026 in New York", () => {
    const first = readSource("2026-11-01", "01:30", "America/New_York");
    expect(first).toMatchObject({ state: "ok", ms: utc("2026-11-01T05:30Z"), repeated: { which: "earlier", other: utc("2026-11-01T06:30Z") } });
    expect(first.state === "ok" && first.note).toBe(
      "01:30 on Sunday 1 November 2026 happens twice in America/New_York: the clocks went back from 02:00 to 01:00. Shown: the first (EDT, UTC−04:00); the second is EST, UTC−05:00.",
    );
    const second = readSource("2026-11-01", "01:30", "America/New_York", "later");
    expect(second).toMatchObject({ state: "ok", ms: utc("2026-11-01T06:30Z") });
  });

  it("Europe/London 2026-10-25: 01:30 happens twice (BST then GMT); 2026-03-29 01:30 doesn't exist", () => {
    expect(readSource("2026-10-25", "01:30", "Europe/London")).toMatchObject({ ms: utc("2026-10-25T00:30Z"), repeated: { other: utc("2026-10-25T01:30Z") } });
    const gap = readSource("2026-03-29", "01:30", "Europe/London");
    expect(gap).toMatchObject({ ms: utc("2026-03-29T01:30Z") });
    expect(gap.state === "ok" && gap.note).toContain("the clocks jumped from 01:00 to 02:00");
    expect(gap.state === "ok" && gap.note).toContain("02:30 (BST, UTC+01:00)");
  });

  it("Australia/Lord_Howe: 02:15 on 4 October 2026 falls in the half-hour gap and is 02:45 +11:00", () => {
    const read = readSource("2026-10-04", "02:15", "Australia/Lord_Howe");
    expect(read).toMatchObject({ ms: utc("2026-10-03T15:45Z") });
    expect(read.state === "ok" && read.note).toContain("the clocks jumped from 02:00 to 02:30");
  });

  it("Pacific/Apia skipped 30 December 2011: the note names both days, not 'from 00:00 to 00:00'", () => {
    const read = readSource("2011-12-30", "12:00", "Pacific/Apia");
    expect(read.state === "ok" && read.note).toContain("the clocks jumped from 00:00 on Friday 30 December 2011 to 00:00 on Saturday 31 December 2011");
  });

  it("writes years before 1000 with four digits", () => {
    expect(dayText({ year: 1, month: 1, day: 1 })).toBe("Monday 1 January 0001");
    expect(dayText({ year: 2026, month: 12, day: 7 })).toBe("Monday 7 December 2026");
  });

  it("bad input gets its own message, naming the field", () => {
    expect(readSource("", "", "UTC")).toEqual({ state: "empty" });
    expect(readSource("2026-02-29", "10:00", "UTC")).toEqual({ state: "error", field: "date", error: "February 2026 has 28 days, so day 29 doesn't exist (2026 is not a leap year)." });
    expect(readSource("2024-02-29", "10:00", "UTC")).toMatchObject({ state: "ok" });
    expect(readSource("2026-13-01", "10:00", "UTC")).toMatchObject({ field: "date", error: "There is no month 13: months run from 01 to 12." });
    expect(readSource("2026-01-01", "", "UTC")).toMatchObject({ field: "time", error: "Pick a time as well, or press Now." });
    expect(readSource("", "10:00", "UTC")).toMatchObject({ field: "date" });
    expect(readTime("24:00")).toEqual({ ok: false, error: "Hour 24 doesn't exist: hours run from 00 to 23." });
    expect(readTime("9.30")).toMatchObject({ ok: false });
    expect(readDate("08/03/2026")).toEqual({ ok: false, error: "Enter the date as YYYY-MM-DD, like 2026-03-08." });
    expect(readTime("17:05:09")).toEqual({ ok: true, hour: 17, minute: 5, second: 9 });
  });
});

describe("zoneTime: one instant in another zone", () => {
  it("20:00 EST on 15 January 2026 is 06:30 IST the next day, +05:45 in Kathmandu, and 12:00 (+11:00 LHDT) on Lord Howe", () => {
    const read = readSource("2026-01-15", "20:00", "America/New_York");
    if (read.state !== "ok") throw new Error("unread");
    expect(zoneTime(read.ms, "Asia/Kolkata", read.wall)).toMatchObject({
      time: "06:30",
      date: "Friday 16 January 2026",
      dayShift: 1,
      offset: "UTC+05:30",
      abbreviation: "IST",
      dst: false,
      iso: "2026-01-16T06:30:00+05:30",
    });
    expect(zoneTime(read.ms, "Asia/Kathmandu", read.wall)).toMatchObject({ time: "06:45", offset: "UTC+05:45", abbreviation: null, dst: false });
    expect(zoneTime(read.ms, "Australia/Lord_Howe", read.wall)).toMatchObject({ time: "12:00", dayShift: 1, offset: "UTC+11:00", abbreviation: "LHDT", dst: true });
    expect(zoneTime(read.ms, "UTC", read.wall)).toMatchObject({ time: "01:00", offset: "UTC+00:00", iso: "2026-01-16T01:00:00Z" });
    expect(zoneTime(read.ms, "Pacific/Honolulu", read.wall)).toMatchObject({ time: "15:00", dayShift: 0, offset: "UTC−10:00" });
  });

  it("across the date line: noon on 1 July 2026 in Pacific/Kiritimati (+14:00) is the day before in Pacific/Pago_Pago (−11:00)", () => {
    const read = readSource("2026-07-01", "12:00", "Pacific/Kiritimati");
    if (read.state !== "ok") throw new Error("unread");
    expect(zoneTime(read.ms, "Pacific/Pago_Pago", read.wall)).toMatchObject({ time: "11:00", dayShift: -1, date: "Tuesday 30 June 2026" });
  });

  it("nowFields writes the current minute in the zone as the fields take it", () => {
    expect(nowFields(utc("2026-01-15T23:59:30Z"), "Asia/Kolkata")).toEqual({ date: "2026-01-16", time: "05:29" });
  });
});

describe("plannerRows: the 24 hours of the source day", () => {
  it("an ordinary day has 24 rows; working hours 09:00–17:00 marked in each zone (London 11:00 is 16:30 in India: that hour ends after 17:00)", () => {
    const rows = plannerRows({ year: 2026, month: 1, day: 15 }, "Europe/London", ["Asia/Kolkata"]);
    expect(rows).toHaveLength(24);
    const nine = rows[9];
    expect(nine).toMatchObject({ kind: "time", label: "09:00", cells: [{ time: "09:00", working: true }, { time: "14:30", working: true }], allWorking: true });
    expect(rows[12]).toMatchObject({ cells: [{ time: "12:00", working: true }, { time: "17:30", working: false }], allWorking: false });
    expect(rows[16]).toMatchObject({ cells: [{ time: "16:00", working: true }, { time: "21:30", working: false }] });
    expect(rows[17]).toMatchObject({ cells: [{ time: "17:00", working: false }, { time: "22:30" }] });
    expect(rows.filter((r) => r.kind === "time" && r.allWorking).map((r) => r.label)).toEqual(["09:00", "10:00"]);
  });

  it("spring forward (New York, 8 March 2026): 02:00 is a skipped row, 23 hours remain", () => {
    const rows = plannerRows({ year: 2026, month: 3, day: 8 }, "America/New_York", ["UTC"]);
    expect(rows.filter((r) => r.kind === "time")).toHaveLength(23);
    expect(rows[2]).toEqual({ kind: "skipped", hour: 2, label: "02:00", note: "02:00 doesn't exist in America/New_York that day: the clocks jumped from 02:00 to 03:00." });
    expect(rows[3]).toMatchObject({ label: "03:00", cells: [{ time: "03:00" }, { time: "07:00" }] });
  });

  it("fall back (New York, 1 November 2026): 01:00 is two rows told apart by offset, 25 in all", () => {
    const rows = plannerRows({ year: 2026, month: 11, day: 1 }, "America/New_York", ["UTC"]);
    expect(rows).toHaveLength(25);
    expect(rows.slice(1, 3).map((r) => r.label)).toEqual(["01:00 (EDT, UTC−04:00)", "01:00 (EST, UTC−05:00)"]);
    expect(rows.slice(1, 3).map((r) => (r.kind === "time" ? r.cells[1]?.time : ""))).toEqual(["05:00", "06:00"]);
  });

  it("working hours: an hour counts when it starts at 09:00 or later and ends by 17:00", () => {
    expect(inWorkingHours({ hour: 9, minute: 0 })).toBe(true);
    expect(inWorkingHours({ hour: 8, minute: 59 })).toBe(false);
    expect(inWorkingHours({ hour: 16, minute: 0 })).toBe(true);
    expect(inWorkingHours({ hour: 16, minute: 30 })).toBe(false);
  });
});

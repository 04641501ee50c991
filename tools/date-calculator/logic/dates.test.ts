import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addMonths,
  addToDate,
  ageOn,
  between,
  dayInfo,
  dayNumber,
  difference,
  fromDayNumber,
  isLeapYear,
  isoWeekText,
  julianDayNumber,
  MAX_DAY,
  MIN_DAY,
  readDate,
  weekdayName,
  ymdText,
  type CalendarDate,
  type DateRead,
} from "./dates";

/**
 * References:
 * - Julian Day Numbers (the astronomers' day count, e.g. Meeus, "Astronomical Algorithms", ch. 7): 2000-01-01 is
 *   JDN 2451545 (the J2000.0 epoch's day), 1858-11-17 is 2400001 (MJD 0 starts at its midnight, JD 2400000.5),
 *   1582-10-15, the first Gregorian day, is 2299161; 1970-01-01 is 2440588; proleptic Gregorian 0001-01-01 is
 *   1721426 and 9999-12-31 is 5373484.
 * - ISO 8601 week dates: the examples table of Wikipedia "ISO week date" (2005-01-01 is 2004-W53-6 … 2010-01-03 is
 *   2009-W53-7).
 * - Leap years (Gregorian rule): 1900 and 2100 are common years, 2000 and 2024 leap years.
 * - Weekdays: 1970-01-01 was a Thursday (POSIX), 2000-01-01 a Saturday, 0001-01-01 a Monday (proleptic Gregorian).
 */

function ok(read: DateRead): CalendarDate {
  if (read.state !== "ok") throw new Error(`expected a date, got ${JSON.stringify(read)}`);
  return read.date;
}
const d = (text: string) => ok(readDate(text));
const error = (read: DateRead) => (read.state === "error" ? read.error : `no error: ${JSON.stringify(read)}`);

describe("day numbers", () => {
  it.each([
    ["1970-01-01", 2_440_588],
    ["2000-01-01", 2_451_545],
    ["1858-11-17", 2_400_001],
    ["1582-10-15", 2_299_161],
    ["0001-01-01", 1_721_426],
    ["9999-12-31", 5_373_484],
  ])("%s is Julian Day Number %d", (text, jdn) => {
    expect(julianDayNumber(d(text))).toBe(jdn);
  });

  it("round-trips every day from 0001-01-01 to 9999-12-31", () => {
    fc.assert(
      fc.property(fc.integer({ min: MIN_DAY, max: MAX_DAY }), (n) => {
        expect(dayNumber(fromDayNumber(n))).toBe(n);
      }),
    );
    expect(fromDayNumber(MIN_DAY)).toEqual({ year: 1, month: 1, day: 1 });
    expect(fromDayNumber(MAX_DAY)).toEqual({ year: 9999, month: 12, day: 31 });
  });

  it("weekdays", () => {
    expect(weekdayName(d("1970-01-01"))).toBe("Thursday");
    expect(weekdayName(d("2000-01-01"))).toBe("Saturday");
    expect(weekdayName(d("0001-01-01"))).toBe("Monday");
    expect(weekdayName(d("1969-12-31"))).toBe("Wednesday");
  });

  it("leap years: 1900 and 2100 are not, 2000 and 2024 are", () => {
    expect([1900, 2000, 2024, 2100, 2023].map(isLeapYear)).toEqual([false, true, true, false, false]);
    expect(between(d("1900-02-28"), d("1900-03-01"), false).days).toBe(1);
    expect(between(d("2000-02-28"), d("2000-03-01"), false).days).toBe(2);
    expect(error(readDate("1900-02-29"))).toBe("February 1900 has 28 days, so day 29 doesn't exist (1900 is not a leap year).");
    expect(d("2000-02-29")).toEqual({ year: 2000, month: 2, day: 29 });
  });
});

describe("ISO 8601 week dates", () => {
  it.each([
    ["2005-01-01", "2004-W53-6"],
    ["2005-01-02", "2004-W53-7"],
    ["2005-12-31", "2005-W52-6"],
    ["2006-01-01", "2005-W52-7"],
    ["2006-01-02", "2006-W01-1"],
    ["2006-12-31", "2006-W52-7"],
    ["2007-01-01", "2007-W01-1"],
    ["2007-12-30", "2007-W52-7"],
    ["2007-12-31", "2008-W01-1"],
    ["2008-01-01", "2008-W01-2"],
    ["2008-12-28", "2008-W52-7"],
    ["2008-12-29", "2009-W01-1"],
    ["2008-12-30", "2009-W01-2"],
    ["2008-12-31", "2009-W01-3"],
    ["2009-01-01", "2009-W01-4"],
    ["2009-12-31", "2009-W53-4"],
    ["2010-01-01", "2009-W53-5"],
    ["2010-01-02", "2009-W53-6"],
    ["2010-01-03", "2009-W53-7"],
    ["0001-01-01", "0001-W01-1"],
    ["9999-12-31", "9999-W52-5"],
  ])("%s is %s, and the week date reads back", (text, week) => {
    expect(isoWeekText(d(text))).toBe(week);
    expect(d(week)).toEqual(d(text));
  });

  it("day info: ordinal date, weeks in the year, quarter", () => {
    expect(dayInfo(d("2008-12-31"))).toMatchObject({ weekday: "Wednesday", isoWeekText: "2009-W01-3", weeksInIsoYear: 53, dayOfYear: 366, daysInYear: 366, ordinal: "2008-366", quarter: 4, leapYear: true, daysInMonth: 31 });
    expect(dayInfo(d("2023-02-10"))).toMatchObject({ weeksInIsoYear: 52, ordinal: "2023-041", quarter: 1, leapYear: false, daysInMonth: 28 });
    expect(error(readDate("2010-W53-1"))).toBe("2010 has 52 ISO weeks, so week 53 doesn't exist.");
    expect(d("2024-070")).toEqual({ year: 2024, month: 3, day: 10 });
    expect(error(readDate("2023-366"))).toBe("2023 has 365 days, so day 366 of the year doesn't exist.");
  });
});

describe("reading dates", () => {
  it.each([
    ["2024-03-10", "2024-03-10"],
    [" 2024/3/10 ", "2024-03-10"],
    ["2024.03.10", "2024-03-10"],
    ["10 March 2024", "2024-03-10"],
    ["10 mar 2024", "2024-03-10"],
    ["10th Sept 2024", "2024-09-10"],
    ["March 10, 2024", "2024-03-10"],
    ["Sunday, 10 March 2024", "2024-03-10"],
    ["0001-01-01", "0001-01-01"],
  ])("%s", (text, iso) => {
    const date = d(text);
    expect(`${String(date.year).padStart(4, "0")}-${String(date.month).padStart(2, "0")}-${String(date.day).padStart(2, "0")}`).toBe(iso);
  });

  it("names what is wrong", () => {
    expect(readDate("  ")).toEqual({ state: "empty" });
    expect(error(readDate("03/04/2024"))).toBe("03/04/2024 could be 3 April or March 4: write it year first (2024-04-03 or 2024-03-04) or with the month's name.");
    expect(error(readDate("31/12/2024"))).toMatch(/^Write 31\/12\/2024 year first, 2024-12-31, or with the month's name \(31 December 2024\)/);
    expect(error(readDate("2024-13-01"))).toBe("There is no month 13: months run from 01 to 12.");
    expect(error(readDate("2023-04-31"))).toBe("April 2023 has 30 days, so day 31 doesn't exist.");
    expect(error(readDate("0000-01-01"))).toBe("The year 0 is out of range. Dates here run from 1 January 0001 to 31 December 9999.");
    expect(error(readDate("10000-01-01"))).toBe("The year 10000 is out of range. Dates here run from 1 January 0001 to 31 December 9999.");
    expect(error(readDate("24-03-10"))).toMatch(/^Write the year with four digits, year first \(0024-03-10\)/);
    expect(error(readDate("10 Smarch 2024"))).toMatch(/^"Smarch" is not a month name\./);
    expect(error(readDate("Monday, 10 March 2024"))).toBe("10 March 2024 is a Sunday, not a Monday: check the date.");
    expect(error(readDate("next tuesday"))).toMatch(/^"next tuesday" is not a date this page reads\./);
    expect(error(readDate("1".repeat(41)))).toMatch(/^That's 41 characters: a date is at most 40\./);
  });
});

describe("days between dates", () => {
  it("counts the start and not the end, or both", () => {
    expect(between(d("2024-01-01"), d("2024-01-02"), false).days).toBe(1);
    expect(between(d("2024-01-01"), d("2024-01-02"), true).days).toBe(2);
    expect(between(d("2024-01-01"), d("2024-12-31"), true)).toMatchObject({ days: 366, ymd: { years: 1, months: 0, days: 0 } });
    expect(between(d("2024-01-01"), d("2025-01-01"), false)).toMatchObject({ days: 366, weeks: 52, weekRest: 2 });
  });

  it("agrees with Julian Day Numbers over the whole range", () => {
    expect(between(d("0001-01-01"), d("9999-12-31"), false).days).toBe(5_373_484 - 1_721_426);
    expect(between(d("1858-11-17"), d("2000-01-01"), false).days).toBe(2_451_545 - 2_400_001);
  });

  it("business days are Mondays to Fridays among the days counted", () => {
    // Monday 2024-03-04 to Monday 2024-03-11: Mon–Fri of one week, then the next Monday only when the end counts.
    expect(between(d("2024-03-04"), d("2024-03-11"), false)).toMatchObject({ days: 7, businessDays: 5, weekendDays: 2 });
    expect(between(d("2024-03-04"), d("2024-03-11"), true)).toMatchObject({ days: 8, businessDays: 6, weekendDays: 2 });
    // Saturday to Sunday: no business day.
    expect(between(d("2024-03-09"), d("2024-03-10"), true)).toMatchObject({ businessDays: 0, weekendDays: 2 });
    // The year 2024 (366 days from a Monday): 262 weekdays.
    expect(between(d("2024-01-01"), d("2024-12-31"), true).businessDays).toBe(262);
  });

  it("business days agree with counting one day at a time", () => {
    fc.assert(
      fc.property(fc.integer({ min: MIN_DAY, max: MAX_DAY - 800 }), fc.integer({ min: 0, max: 800 }), fc.boolean(), (start, length, includeEnd) => {
        const result = between(fromDayNumber(start), fromDayNumber(start + length), includeEnd);
        let weekdays = 0;
        for (let n = start; n < start + length + (includeEnd ? 1 : 0); n++) if (["Saturday", "Sunday"].indexOf(weekdayName(fromDayNumber(n))) < 0) weekdays++;
        expect(result.businessDays).toBe(weekdays);
      }),
      { numRuns: 200 },
    );
  });

  it("an end before the start counts back and says so", () => {
    expect(between(d("2024-03-11"), d("2024-03-04"), false)).toMatchObject({ days: 7, reversed: true, from: d("2024-03-04"), to: d("2024-03-11") });
  });

  it("calendar dates don't drift across daylight-saving changes, whatever the device's zone", () => {
    // Spring forward in New York (10 March 2024) and London (31 March 2024), fall back in New York (3 November 2024):
    // each range is whole days, with the process running in those zones.
    const saved = process.env.TZ;
    try {
      for (const zone of ["America/New_York", "Europe/London", "Australia/Lord_Howe", "UTC"]) {
        process.env.TZ = zone;
        expect(between(d("2024-03-09"), d("2024-03-11"), false).days).toBe(2);
        expect(between(d("2024-03-30"), d("2024-04-01"), false).days).toBe(2);
        expect(between(d("2024-11-02"), d("2024-11-04"), false).days).toBe(2);
        expect(addToDate("2024-03-09", { years: "", months: "", weeks: "", days: "1" }, 1)).toMatchObject({ date: d("2024-03-10") });
        expect(addToDate("2024-03-10", { years: "", months: "", weeks: "", days: "1" }, 1)).toMatchObject({ date: d("2024-03-11") });
      }
    } finally {
      if (saved === undefined) delete process.env.TZ;
      else process.env.TZ = saved;
    }
  });
});

describe("adding and subtracting", () => {
  const amounts = (a: Partial<Record<"years" | "months" | "weeks" | "days", string>>) => ({ years: "", months: "", weeks: "", days: "", ...a });

  it("31 January + 1 month is the last day of February", () => {
    expect(addToDate("2023-01-31", amounts({ months: "1" }), 1)).toMatchObject({ state: "ok", date: d("2023-02-28"), clamped: d("2023-02-28") });
    expect(addToDate("2024-01-31", amounts({ months: "1" }), 1)).toMatchObject({ date: d("2024-02-29") });
    expect(addToDate("2024-02-29", amounts({ years: "1" }), 1)).toMatchObject({ date: d("2025-02-28") });
    expect(addToDate("2024-03-31", amounts({ months: "1" }), -1)).toMatchObject({ date: d("2024-02-29") });
    expect(addToDate("2024-01-15", amounts({ months: "1" }), 1)).toMatchObject({ clamped: null });
  });

  it("years and months first, then weeks and days", () => {
    // 31 Jan 2023 + 1 month = 28 Feb; + 1 day = 1 March (not 3 March, which adding the day first would give).
    expect(addToDate("2023-01-31", amounts({ months: "1", days: "1" }), 1)).toMatchObject({ date: d("2023-03-01"), summary: "+1 month +1 day" });
    expect(addToDate("2024-03-10", amounts({ years: "1", months: "2", weeks: "3", days: "4" }), 1)).toMatchObject({ date: d("2025-06-04"), dayShift: 451 });
    expect(addToDate("2024-03-10", amounts({ weeks: "2" }), -1)).toMatchObject({ date: d("2024-02-25"), dayShift: -14, summary: "−2 weeks" });
    expect(addToDate("2024-03-10", amounts({ days: "-10" }), 1)).toMatchObject({ date: d("2024-02-29"), summary: "−10 days" });
    expect(addToDate("2024-03-10", amounts({ days: "1,000" }), 1)).toMatchObject({ date: d("2026-12-05") });
  });

  it("bounds and bad amounts", () => {
    expect(addToDate("9999-12-31", amounts({ days: "1" }), 1)).toMatchObject({ state: "error", error: "That lands after 31 December 9999. Dates here run from 1 January 0001 to 31 December 9999." });
    expect(addToDate("0001-01-01", amounts({ months: "1" }), -1)).toMatchObject({ state: "error", error: "That lands in the year 0. Dates here run from 1 January 0001 to 31 December 9999." });
    expect(addToDate("2024-01-01", amounts({ days: "99999999999" }), 1)).toMatchObject({ state: "error", error: expect.stringMatching(/^That lands outside the years 0001–9999\./) });
    expect(addToDate("2024-01-01", amounts({ months: "1.5" }), 1)).toMatchObject({ state: "error", errors: { months: expect.stringMatching(/^Use whole months: 1\.5 months has no exact length in days\./) } });
    expect(addToDate("2024-01-01", amounts({ weeks: "two" }), 1)).toMatchObject({ state: "error", errors: { weeks: "Enter the weeks as a whole number, like 3." } });
    expect(addToDate("2024-01-01", amounts({ days: "1".repeat(13) }), 1)).toMatchObject({ state: "error", errors: { days: expect.stringMatching(/^The days are at most 12 characters/) } });
    expect(addToDate("", amounts({ days: "1" }), 1)).toMatchObject({ state: "empty" });
  });

  it.each([
    ["1,000", 1000],
    ["1 000", 1000],
    ["1\u00A0000", 1000],
    ["10_000", 10000],
    ["-1,000", -1000],
    ["\u22121 000", -1000],
    ["- 5", -5],
    ["+15", 15],
  ])("reads %j days as %d: digits together or grouped in threes", (typed, days) => {
    expect(addToDate("2024-03-10", amounts({ days: typed }), 1)).toMatchObject({ state: "ok", dayShift: days });
  });

  it.each([
    ["years", "1,5", "Use whole years: a comma only separates thousands (1,000), and 1,5 years has no exact length in days. Split it into smaller units (1.5 months → 1 month and 15 days)."],
    ["days", "1,5", "Use whole days: a comma only separates thousands (1,000), and 1,5 days has no exact length in days. Split it into smaller units (1.5 months → 1 month and 15 days)."],
    ["days", "1 5", "Enter the days as one whole number, like 15 or 1,000: a comma or space goes only between groups of three digits, so “1 5” can't be read."],
    ["months", "1_5", "Enter the months as one whole number, like 15 or 1,000: a comma or space goes only between groups of three digits, so “1_5” can't be read."],
    ["weeks", "10,00,000", "Enter the weeks as one whole number, like 15 or 1,000: a comma or space goes only between groups of three digits, so “10,00,000” can't be read."],
    ["days", "1,000 000", "Enter the days as one whole number, like 15 or 1,000: a comma or space goes only between groups of three digits, so “1,000 000” can't be read."],
    ["days", "1 ,000", "Enter the days as one whole number, like 15 or 1,000: a comma or space goes only between groups of three digits, so “1 ,000” can't be read."],
  ] as const)("refuses %s %j, a separator that isn't grouping, with what is wrong", (key, typed, error) => {
    expect(addToDate("2024-03-10", amounts({ [key]: typed }), 1)).toMatchObject({ state: "error", errors: { [key]: error } });
  });

  it("adding the difference of two dates gives the later date back", () => {
    fc.assert(
      fc.property(fc.integer({ min: MIN_DAY, max: MAX_DAY }), fc.integer({ min: MIN_DAY, max: MAX_DAY }), (a, b) => {
        const [start, end] = [fromDayNumber(Math.min(a, b)), fromDayNumber(Math.max(a, b))];
        const diff = difference(start, end);
        expect(diff.months).toBeLessThan(12);
        expect(diff.days).toBeGreaterThanOrEqual(0);
        expect(diff.days).toBeLessThan(31);
        expect(dayNumber(addMonths(start, diff.years * 12 + diff.months).date) + diff.days).toBe(dayNumber(end));
      }),
    );
  });
});

describe("age", () => {
  it("years, months and days, and the next birthday", () => {
    expect(ageOn(d("1990-05-15"), d("2024-03-10"))).toMatchObject({ ymd: { years: 33, months: 9, days: 24 }, totalMonths: 405, nextBirthday: d("2024-05-15"), daysToBirthday: 66, turning: 34 });
    expect(ageOn(d("2000-03-10"), d("2024-03-10"))).toMatchObject({ ymd: { years: 24, months: 0, days: 0 }, nextBirthday: d("2024-03-10"), daysToBirthday: 0, turning: 24 });
    expect(ageOn(d("2024-03-10"), d("2024-03-10"))).toMatchObject({ totalDays: 0, turning: 0 });
  });

  it("born on 29 February: the birthday is 28 February in common years", () => {
    expect(ageOn(d("2000-02-29"), d("2001-02-28"))).toMatchObject({ ymd: { years: 1, months: 0, days: 0 }, leapling: true });
    expect(ageOn(d("2000-02-29"), d("2001-02-27"))).toMatchObject({ ymd: { years: 0, months: 11, days: 29 }, nextBirthday: d("2001-02-28") });
    expect(ageOn(d("2000-02-29"), d("2004-02-29"))).toMatchObject({ ymd: { years: 4, months: 0, days: 0 } });
  });

  it("in words, without the parts that are 0", () => {
    expect(ymdText({ years: 33, months: 9, days: 24 })).toBe("33 years, 9 months, 24 days");
    expect(ymdText({ years: 1, months: 0, days: 0 })).toBe("1 year");
    expect(ymdText({ years: 0, months: 0, days: 8 })).toBe("8 days");
    expect(ymdText({ years: 0, months: 0, days: 0 })).toBe("0 days");
  });

  it("a birth date after the date is refused", () => {
    expect(ageOn(d("2025-01-01"), d("2024-03-10"))).toEqual({ error: "The birth date is after 2024-03-10: pick a date on or after the birth date to measure the age on." });
  });
});

import { describe, expect, it } from "vitest";
import { currentName, formats, MAX_MS, MIN_MS, readInput, timeZones, type Read } from "./timestamp";

/**
 * Known instants (references): the Unix epoch (POSIX.1 §4.16: 0 is 1970-01-01T00:00:00Z); 2000-01-01T00:00:00Z =
 * 946684800; the 32-bit overflow 2038-01-19T03:14:07Z = 2147483647; 2023-11-14T22:13:20Z = 1700000000; RFC 2822
 * Appendix A.1.1's "Fri, 21 Nov 1997 09:55:06 -0600" = 880127706; the IANA tzdb's America/New_York transitions of
 * 2021 (clocks forward at 02:00 on 14 March, back at 02:00 on 7 November) and Asia/Kolkata's fixed +05:30.
 */

function ok(read: Read) {
  if (read.state !== "ok") throw new Error(`expected an instant, got ${JSON.stringify(read)}`);
  return read;
}

const error = (read: Read) => (read.state === "error" ? read.error : `no error: ${JSON.stringify(read)}`);

describe("Unix time to dates", () => {
  it.each([
    ["0", "1970-01-01T00:00:00Z", "Thu, 01 Jan 1970 00:00:00 +0000", "Thursday"],
    ["946684800", "2000-01-01T00:00:00Z", "Sat, 01 Jan 2000 00:00:00 +0000", "Saturday"],
    ["2147483647", "2038-01-19T03:14:07Z", "Tue, 19 Jan 2038 03:14:07 +0000", "Tuesday"],
    ["1700000000.5", "2023-11-14T22:13:20.500Z", "Tue, 14 Nov 2023 22:13:20 +0000", "Tuesday"],
    ["-1", "1969-12-31T23:59:59Z", "Wed, 31 Dec 1969 23:59:59 +0000", "Wednesday"],
    ["946684800000", "2000-01-01T00:00:00Z", "Sat, 01 Jan 2000 00:00:00 +0000", "Saturday"],
  ])("%s is %s", (input, iso, rfc, weekday) => {
    const f = formats(ok(readInput(input, "auto", "UTC")).ms, "UTC");
    expect(f).toMatchObject({ isoUtc: iso, isoZone: iso, rfc2822: rfc, weekday, offset: "UTC+00:00" });
  });

  it("auto reads 12 digits and more as milliseconds and says so; the unit can be forced", () => {
    expect(ok(readInput("946684800000", "auto", "UTC"))).toMatchObject({ ms: 946684800000, how: expect.stringContaining("Read as milliseconds (12 digits") });
    expect(ok(readInput("946684800", "auto", "UTC"))).toMatchObject({ ms: 946684800000, how: "Read as seconds." });
    expect(ok(readInput("946684800", "milliseconds", "UTC")).ms).toBe(946684800);
    expect(ok(readInput("1,700,000,000", "seconds", "UTC")).ms).toBe(1_700_000_000_000);
  });

  it("shows the same instant in a named zone, with its offset", () => {
    expect(formats(946684800000, "Asia/Kolkata")).toMatchObject({
      isoUtc: "2000-01-01T00:00:00Z",
      isoZone: "2000-01-01T05:30:00+05:30",
      rfc2822: "Sat, 01 Jan 2000 05:30:00 +0530",
      offset: "UTC+05:30",
    });
    expect(formats(2147483647000, "America/New_York")).toMatchObject({ isoZone: "2038-01-18T22:14:07-05:00", rfc2822: "Mon, 18 Jan 2038 22:14:07 -0500" });
  });

  it("an offset with seconds (local mean time, tzdb): ISO keeps it and reads back; RFC 2822 writes whole minutes for the same instant", () => {
    const ms = Date.UTC(1800, 0, 1);
    const shown = formats(ms, "America/New_York");
    expect(shown).toMatchObject({ isoZone: "1799-12-31T19:03:58-04:56:02", rfc2822: "Tue, 31 Dec 1799 19:04:00 -0456" });
    for (const line of [shown.isoZone, shown.rfc2822]) expect(ok(readInput(line, "auto", "UTC")).ms).toBe(ms);
    expect(Date.parse(shown.rfc2822)).toBe(ms);
    const kolkata = formats(Date.UTC(1900, 0, 1), "Asia/Kolkata");
    expect(ok(readInput(kolkata.rfc2822, "auto", "UTC")).ms).toBe(Date.UTC(1900, 0, 1));
    expect(ok(readInput(kolkata.isoZone, "auto", "UTC")).ms).toBe(Date.UTC(1900, 0, 1));
    expect(readInput("2000-01-01T00:00:00+05:30:60", "auto", "UTC").state).toBe("error");
  });

  it("writes seconds and milliseconds back", () => {
    expect(formats(1700000000500, "UTC")).toMatchObject({ seconds: "1700000000.500", milliseconds: "1700000000500" });
    expect(formats(-1000, "UTC")).toMatchObject({ seconds: "-1", milliseconds: "-1000" });
  });

  it("bounds: years 0001 to 9999, with a message", () => {
    expect(formats(ok(readInput("-62135596800", "seconds", "UTC")).ms, "UTC").isoUtc).toBe("0001-01-01T00:00:00Z");
    expect(formats(ok(readInput("253402300799", "seconds", "UTC")).ms, "UTC").isoUtc).toBe("9999-12-31T23:59:59Z");
    expect(error(readInput("-62135596801", "seconds", "UTC"))).toMatch(/^That is before 1 January 0001\. Dates here run from/);
    expect(error(readInput("253402300800", "seconds", "UTC"))).toMatch(/^That is after 31 December 9999\./);
    expect(error(readInput("9".repeat(40), "auto", "UTC"))).toMatch(/^That number is far too large\./);
    expect(error(readInput("1".repeat(101), "auto", "UTC"))).toBe("That's 101 characters: a timestamp or date is at most 100.");
  });

  it("precision past the millisecond is refused with a reason", () => {
    expect(error(readInput("1.0001", "seconds", "UTC"))).toBe("Use at most 3 decimals for seconds: a JavaScript date counts whole milliseconds.");
    expect(error(readInput("5.5", "milliseconds", "UTC"))).toBe("Milliseconds are whole numbers here: a JavaScript date has no smaller unit.");
  });
});

describe("dates to Unix time", () => {
  it.each([
    ["2000-01-01T00:00:00Z", 946684800000],
    ["2038-01-19T03:14:07+00:00", 2147483647000],
    ["2000-01-01T05:30:00+05:30", 946684800000],
    ["2000-01-01 00:00Z", 946684800000],
    ["1970-01-01T00:00:00.000Z", 0],
    ["0001-01-01T00:00:00Z", MIN_MS],
    ["9999-12-31T23:59:59.999Z", MAX_MS],
    ["Sat, 01 Jan 2000 00:00:00 +0000", 946684800000],
    ["Fri, 21 Nov 1997 09:55:06 -0600", 880127706000],
    ["21 Nov 1997 10:55:06 EST", 880127706000],
  ])("%s is %d ms", (input, ms) => {
    expect(ok(readInput(input, "auto", "Europe/Paris")).ms).toBe(ms);
  });

  it("a date without an offset is read in the chosen zone", () => {
    expect(ok(readInput("2000-01-01T00:00:00", "auto", "Asia/Kolkata"))).toMatchObject({ ms: 946665000000, how: "Read as ISO 8601, in Asia/Kolkata (no offset was given)." });
    expect(ok(readInput("2000-01-01", "auto", "UTC")).ms).toBe(946684800000);
  });

  it("a time the clocks skip is refused; a time that happens twice takes the first and says so (tzdb America/New_York 2021)", () => {
    expect(error(readInput("2021-03-14T02:30:00", "auto", "America/New_York"))).toBe(
      "That time doesn't exist in America/New_York: the clocks jumped forward over it that day. Add an offset (like Z or +01:00) or pick another time.",
    );
    const twice = ok(readInput("2021-11-07T01:30:00", "auto", "America/New_York"));
    expect(twice.ms).toBe(1636263000000);
    expect(twice.note).toContain("happens twice in America/New_York");
    expect(twice.note).toContain("UTC offset -04:00");
  });

  it("calendar errors are named: leap years (Gregorian rule), month lengths, leap seconds, wrong weekdays", () => {
    expect(ok(readInput("2000-02-29", "auto", "UTC")).ms).toBe(951782400000);
    expect(error(readInput("1900-02-29", "auto", "UTC"))).toBe("Feb 1900 has 28 days, so day 29 doesn't exist (1900 is not a leap year).");
    expect(error(readInput("2023-04-31", "auto", "UTC"))).toBe("Apr 2023 has 30 days, so day 31 doesn't exist.");
    expect(error(readInput("2023-13-01", "auto", "UTC"))).toBe("There is no month 13: months run from 01 to 12.");
    expect(error(readInput("2016-12-31T23:59:60Z", "auto", "UTC"))).toMatch(/^A leap second \(:60\) has no Unix timestamp/);
    expect(error(readInput("Mon, 01 Jan 2000 00:00:00 +0000", "auto", "UTC"))).toBe("1 Jan 2000 was a Saturday, not Mon: check the date.");
    expect(error(readInput("2000-01-01T00:00:00+25:00", "auto", "UTC"))).toMatch(/is not a UTC offset/);
  });

  it("drops digits past the millisecond with a note", () => {
    const read = ok(readInput("2000-01-01T00:00:00.123456Z", "auto", "UTC"));
    expect(read.ms).toBe(946684800123);
    expect(read.note).toBe("Digits past the millisecond were dropped: a JavaScript date counts whole milliseconds.");
  });

  it("anything else gets the formats it can take", () => {
    expect(error(readInput("next tuesday", "auto", "UTC"))).toMatch(/^Enter a Unix timestamp \(like 946684800\), an ISO 8601 date/);
  });
});

describe("the zone list", () => {
  it("lists zones under their current tz database names (Asia/Kolkata, Europe/Kyiv), UTC first, each once", () => {
    const zones = timeZones();
    expect(zones[0]).toBe("UTC");
    expect(zones).toContain("Asia/Kolkata");
    expect(zones).toContain("Europe/Kyiv");
    expect(zones).not.toContain("Asia/Calcutta");
    expect(new Set(zones).size).toBe(zones.length);
    expect(currentName("Asia/Calcutta")).toBe("Asia/Kolkata");
    expect(currentName("Europe/Paris")).toBe("Europe/Paris");
  });
});

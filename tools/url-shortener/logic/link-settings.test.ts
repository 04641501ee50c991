import { describe, expect, it } from "vitest";
import { browserOffsetAt, isoToBrowserDateTime, isoToLocalDateTime, isRedirectStatus, linkExpired, localDateTimeToIso } from "@/tools/url-shortener/logic/link-settings";

describe("the expiry field's time zone", () => {
  it("reads a date at the browser's offset on that date, not today's (New York: EST in January, EDT in July)", () => {
    const zone = process.env.TZ;
    process.env.TZ = "America/New_York";
    try {
      expect(browserOffsetAt("2027-01-15T09:30")).toBe(300);
      expect(browserOffsetAt("2027-07-01T09:30")).toBe(240);
      expect(localDateTimeToIso("2027-07-01T09:30", browserOffsetAt("2027-07-01T09:30"))).toBe("2027-07-01T13:30:00.000Z");
      expect(localDateTimeToIso("2027-01-15T09:30", browserOffsetAt("2027-01-15T09:30"))).toBe("2027-01-15T14:30:00.000Z");
      // 02:30 on the spring-forward night does not exist: read as the browser's Date reads it, 03:30 EDT.
      expect(localDateTimeToIso("2027-03-14T02:30", browserOffsetAt("2027-03-14T02:30"))).toBe("2027-03-14T07:30:00.000Z");
      // And back: a stored instant is shown at its own date's offset.
      expect(isoToBrowserDateTime("2027-07-01T13:30:00.000Z")).toBe("2027-07-01T09:30");
      expect(isoToBrowserDateTime("2027-01-15T14:30:00.000Z")).toBe("2027-01-15T09:30");
      process.env.TZ = "Europe/Berlin";
      expect(localDateTimeToIso("2027-07-01T09:00", browserOffsetAt("2027-07-01T09:00"))).toBe("2027-07-01T07:00:00.000Z");
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it.each([
    ["2026-12-31T23:59", 0, "2026-12-31T23:59:00.000Z"],
    // getTimezoneOffset is minutes behind UTC: Berlin in winter is -60, New York +300.
    ["2026-12-31T23:59", -60, "2026-12-31T22:59:00.000Z"],
    ["2026-12-31T23:59", 300, "2027-01-01T04:59:00.000Z"],
    ["2026-03-01T00:30", -330, "2026-02-28T19:00:00.000Z"],
  ])("reads %s at offset %i as %s, and writes it back the same", (local, offset, iso) => {
    expect(localDateTimeToIso(local, offset)).toBe(iso);
    expect(isoToLocalDateTime(iso, offset)).toBe(local);
  });

  it("passes anything else on for the server to name, and keeps empty as no expiry", () => {
    expect(localDateTimeToIso("", 60)).toBe("");
    expect(localDateTimeToIso("tomorrow", 60)).toBe("tomorrow");
    expect(localDateTimeToIso("2026-12-31T23:59:00Z", 60)).toBe("2026-12-31T23:59:00Z");
  });

  it("never moves a date that does not exist to another one (30 February, month 13, 24:00)", () => {
    for (const local of ["2027-02-30T10:00", "2027-13-45T99:00", "2027-01-01T24:00", "2026-02-29T12:00", "2027-04-31T00:00", "2027-01-01T10:60"]) {
      expect(localDateTimeToIso(local, 0)).toBe(local);
    }
    expect(localDateTimeToIso("2028-02-29T12:00", 0)).toBe("2028-02-29T12:00:00.000Z");
  });
});

describe("link settings", () => {
  it("knows the four redirect statuses only", () => {
    for (const status of [301, 302, 307, 308]) expect(isRedirectStatus(status)).toBe(true);
    for (const other of [300, 303, "302", null, 302.5]) expect(isRedirectStatus(other)).toBe(false);
  });

  it("is expired from its date on, or once its clicks are used up", () => {
    const now = Date.parse("2026-06-01T12:00:00Z");
    const base = { expiresAt: null, maxClicks: null, clicksServed: 0 };
    expect(linkExpired(base, now)).toBe(false);
    expect(linkExpired({ ...base, expiresAt: new Date(now) }, now)).toBe(true);
    expect(linkExpired({ ...base, expiresAt: new Date(now + 1) }, now)).toBe(false);
    expect(linkExpired({ ...base, maxClicks: 3, clicksServed: 2 }, now)).toBe(false);
    expect(linkExpired({ ...base, maxClicks: 3, clicksServed: 3 }, now)).toBe(true);
  });
});
